import { describe, expect, it } from 'vitest';
import { formatPhone, formatThousands, parseWholeInput } from './format';

describe('parseWholeInput', () => {
  it.each([
    ['1250000', '1250000'],
    ['1.250.000', '1250000'],
    ['Rp 1.250.000', '1250000'],
    ['Rp1.250.000', '1250000'],
    ['IDR.1.250.000', '1250000'],
    ['1.250.000,00', '1250000'],
    [' 12 ', '12'],
  ])('reads %j as %j', (typed, digits) => {
    expect(parseWholeInput(typed)).toBe(digits);
  });

  it.each(['12.5', 'abc', '1.25.000', '-5'])('leaves %j for the form to refuse', (typed) => {
    expect(parseWholeInput(typed)).toBe(typed);
  });

  it('formats an amount for an input', () => {
    expect(formatThousands(1250000)).toBe('1.250.000');
  });
});

describe('formatPhone', () => {
  it('drops the trunk 0 after the country code', () => {
    expect(formatPhone('+62', '081234567890')).toBe('+62 81234567890');
    expect(formatPhone('+62', '81234567890')).toBe('+62 81234567890');
  });
});
