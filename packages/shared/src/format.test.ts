import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatIdr } from './format';

describe('formatIdr', () => {
  it('writes IDR. with dot thousands separators and no decimals', () => {
    expect(formatIdr(0)).toBe('IDR.0');
    expect(formatIdr(999)).toBe('IDR.999');
    expect(formatIdr(1000)).toBe('IDR.1.000');
    expect(formatIdr(25_000_000)).toBe('IDR.25.000.000');
    expect(formatIdr(1234.6)).toBe('IDR.1.235');
    expect(formatIdr(-1500)).toBe('IDR.-1.500');
  });
});

describe('formatDateTime', () => {
  it('writes Indonesian (WIB) time with a dot between hours and minutes', () => {
    expect(formatDateTime('2026-11-23T04:43:00Z')).toBe('23 Nov 2026, 11.43 WIB');
    expect(formatDateTime('2026-11-23T17:05:00Z')).toBe('24 Nov 2026, 00.05 WIB');
    expect(formatDate('2026-11-23T17:05:00Z')).toBe('24 Nov 2026');
  });
});
