import { describe, expect, it } from 'vitest';
import { fillPath } from './path';

describe('fillPath', () => {
  it('replaces every :param with its value', () => {
    expect(fillPath('/ops/stores/:id/suspend', { id: 7 })).toBe('/ops/stores/7/suspend');
    expect(fillPath('/areas/provinces/:code/regencies', { code: '32' })).toBe('/areas/provinces/32/regencies');
  });

  it('URL-encodes the values', () => {
    expect(fillPath('/store/:sellerId', { sellerId: 'a b/c' })).toBe('/store/a%20b%2Fc');
  });

  it('leaves a path without params as it is', () => {
    expect(fillPath('/favorite/add', {})).toBe('/favorite/add');
  });
});
