import { describe, expect, it } from 'vitest';
import { preselectedCourier } from './ship-many-dialog';

describe('preselectedCourier', () => {
  it("starts from the courier of the buyer's checkout service, else the one set, else none", () => {
    const service = (code: string) => ({ code, name: code, eta_min_days: 1, eta_max_days: 2 });
    expect(preselectedCourier({ courier: null, service: service('jne-reg') })).toBe('jne');
    expect(preselectedCourier({ courier: null, service: service('sicepat-gokil') })).toBe('sicepat');
    expect(preselectedCourier({ courier: null, service: service('own') })).toBe('own');
    expect(preselectedCourier({ courier: 'pos', service: service('jne-reg') })).toBe('pos');
    expect(preselectedCourier({ courier: null, service: service('kargo-x') })).toBe('');
    expect(preselectedCourier({ courier: null, service: null })).toBe('');
  });
});
