import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatIdr, formatPhone, normalizeNationalNumber } from './format';

describe('formatIdr', () => {
  it('writes Rp with dot thousands separators and no decimals', () => {
    expect(formatIdr(0)).toBe('Rp0');
    expect(formatIdr(999)).toBe('Rp999');
    expect(formatIdr(1000)).toBe('Rp1.000');
    expect(formatIdr(25_000_000)).toBe('Rp25.000.000');
    expect(formatIdr(1234.6)).toBe('Rp1.235');
    expect(formatIdr(-1500)).toBe('-Rp1.500');
  });

  it('writes Rp without a space in both interfaces', () => {
    expect(formatIdr(1_250_000, 'id')).toBe('Rp1.250.000');
    expect(formatIdr(0, 'id')).toBe('Rp0');
    expect(formatIdr(12_850_000, 'en')).toBe('Rp12.850.000');
  });
});

describe('formatDateTime', () => {
  it('writes Indonesian (WIB) time with a dot between hours and minutes', () => {
    expect(formatDateTime('2026-11-23T04:43:00Z')).toBe('23 Nov 2026, 11.43 WIB');
    expect(formatDateTime('2026-11-23T17:05:00Z')).toBe('24 Nov 2026, 00.05 WIB');
    expect(formatDate('2026-11-23T17:05:00Z')).toBe('24 Nov 2026');
  });

  it('names the months in Indonesian in the Indonesian interface', () => {
    expect(formatDateTime('2026-11-23T04:43:00Z', 'id')).toBe('23 Nov 2026, 11.43 WIB');
    expect(formatDateTime('2026-08-01T03:05:00Z', 'id')).toBe('1 Agu 2026, 10.05 WIB');
    expect(formatDate('2026-05-10T00:00:00Z', 'id')).toBe('10 Mei 2026');
    expect(formatDate('2026-12-10T00:00:00Z', 'id')).toBe('10 Des 2026');
  });
});

describe('phone numbers', () => {
  it('keeps the national number only: no separators, no trunk 0 after the country code', () => {
    expect(normalizeNationalNumber('0812-3456 789')).toBe('8123456789');
    expect(normalizeNationalNumber(' (0812) 345.678 ')).toBe('812345678');
    expect(normalizeNationalNumber('812345678')).toBe('812345678');
    expect(normalizeNationalNumber('0812abc')).toBe('812abc'); // left for the validation to refuse
  });

  it('shows "+62 812…" even for a number stored with its 0', () => {
    expect(formatPhone('+62', '081234567')).toBe('+62 81234567');
  });
});
