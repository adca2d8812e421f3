import { describe, expect, it } from 'vitest';
import { billableWeightKg, canCarry, findRateBand, quoteServices, ratePrice, type CourierService } from './shipping';

describe('billableWeightKg', () => {
  it('takes the actual weight when it is heavier than the volume', () => {
    expect(billableWeightKg({ length: 30, width: 20, height: 10, weight: 4.2 }, 'parcel')).toBe(5);
  });
  it('takes L×W×H/6000 for parcel and /4000 for cargo, rounded up to the kilogram', () => {
    // 100 × 60 × 50 = 300,000 cm³ → parcel 50 kg, cargo 75 kg
    expect(billableWeightKg({ length: 100, width: 60, height: 50, weight: 20 }, 'parcel')).toBe(50);
    expect(billableWeightKg({ length: 100, width: 60, height: 50, weight: 20 }, 'cargo')).toBe(75);
    // 61 × 10 × 10 / 6000 = 1.0166 → 2
    expect(billableWeightKg({ length: 61, width: 10, height: 10, weight: 0.5 }, 'parcel')).toBe(2);
  });
  it('does not round an exact kilogram up, and bills at least 1 kg', () => {
    expect(billableWeightKg({ length: 10, width: 10, height: 10, weight: 3 }, 'parcel')).toBe(3);
    expect(billableWeightKg({ length: 10, width: 10, height: 10, weight: 0.1 }, 'parcel')).toBe(1);
  });
});

const bands = [
  { upToKg: null, base: 200_000, perKg: 4_000 },
  { upToKg: 10, base: 0, perKg: 12_000 },
  { upToKg: 50, base: 30_000, perKg: 9_000 },
];

describe('rate lookup by weight band', () => {
  it('picks the first band whose upper bound covers the weight', () => {
    expect(findRateBand(bands, 1)?.upToKg).toBe(10);
    expect(findRateBand(bands, 10)?.upToKg).toBe(10);
    expect(findRateBand(bands, 11)?.upToKg).toBe(50);
    expect(findRateBand(bands, 500)?.upToKg).toBeNull();
  });
  it('prices base + per kg', () => {
    expect(ratePrice(bands, 3)).toBe(36_000);
    expect(ratePrice(bands, 20)).toBe(210_000);
    expect(ratePrice(bands.slice(1), 51)).toBeNull();
  });
});

const jne: CourierService = {
  code: 'JNE_REG',
  name: 'JNE REG',
  kind: 'parcel',
  limits: { maxSideCm: 150, maxWeightKg: 50 },
  bands: [{ upToKg: 50, base: 0, perKg: 11_000 }],
};
const cargo: CourierService = {
  code: 'JNE_JTR',
  name: 'JNE JTR',
  kind: 'cargo',
  limits: {},
  bands: [{ upToKg: null, base: 60_000, perKg: 5_000 }],
};

describe('parcel limits', () => {
  it('refuses parcels longer than its limit', () => {
    const sofa = { length: 220, width: 92, height: 84, weight: 58 };
    const refused = canCarry(jne, sofa);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.reason).toMatch(/150 cm/);
    expect(canCarry(cargo, sofa)).toMatchObject({ ok: true });
  });
  it('refuses parcels above its weight limit (billable weight)', () => {
    const heavy = { length: 100, width: 60, height: 60, weight: 30 }; // parcel volumetric 60 kg
    const refused = canCarry(jne, heavy);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.reason).toMatch(/50 kg/);
  });
  it('quotes only the services that can carry it, cheapest first', () => {
    const chair = { length: 50, width: 45, height: 90, weight: 5 }; // parcel 34 kg, cargo 51 kg
    const quotes = quoteServices([cargo, jne], chair);
    expect(quotes.map((q) => q.code)).toEqual(['JNE_JTR', 'JNE_REG']);
    expect(quotes[0]).toMatchObject({ price: 60_000 + 51 * 5_000, billable_kg: 51 });
    expect(quotes[1]).toMatchObject({ price: 34 * 11_000, billable_kg: 34 });
    expect(quoteServices([jne], { length: 220, width: 92, height: 84, weight: 58 })).toEqual([]);
  });
});
