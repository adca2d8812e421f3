import { describe, expect, it } from 'vitest';
import {
  billableWeightKg,
  canCarry,
  findRateBand,
  pickRates,
  quoteServices,
  quoteShipment,
  ratePrice,
  type CourierService,
} from './shipping';

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

describe('rate lookup by route', () => {
  const row = (service_code: string, dest_regency: string | null, perKg: number) => ({
    service_code,
    dest_regency,
    bands: [{ upToKg: null, base: 0, perKg }],
    eta_min_days: 1,
    eta_max_days: 2,
  });
  it("prefers the destination city's own row over its province's, per service", () => {
    const rows = [
      row('jne-reg', null, 9000),
      row('jne-reg', '31.74', 7000),
      row('own', '31.71', 0),
      row('jnt-ez', null, 8000),
    ];
    const picked = pickRates(rows, '31.74');
    expect(picked.get('jne-reg')?.bands[0]?.perKg).toBe(7000);
    expect(picked.get('jnt-ez')?.bands[0]?.perKg).toBe(8000);
    expect(picked.has('own')).toBe(false); // a row of another city
    expect(pickRates(rows, '31.71').get('jne-reg')?.bands[0]?.perKg).toBe(9000);
  });
});

describe('quoteShipment', () => {
  const rate = (perKg: number, min = 1) => ({
    bands:
      min > 1
        ? [
            { upToKg: min, base: perKg * min, perKg: 0 },
            { upToKg: null, base: 0, perKg },
          ]
        : [{ upToKg: null, base: 0, perKg }],
    eta_min_days: 2,
    eta_max_days: 4,
  });
  const parcel = {
    code: 'jne-reg',
    name: 'JNE REG',
    kind: 'parcel' as const,
    limits: { maxSideCm: 150, maxWeightKg: 50 },
  };
  const truck = { code: 'jne-jtr', name: 'JNE JTR', kind: 'cargo' as const, limits: { maxSideCm: 400 } };
  const sofa = { length: 225, width: 95, height: 90, weight: 60 };
  const lamp = { length: 30, width: 30, height: 60, weight: 2 };

  it('refuses a parcel service for a sofa box and prices it by truck with /4000 and the 10 kg minimum', () => {
    const { quotes, refused } = quoteShipment(
      [
        { ...parcel, rate: rate(14000) },
        { ...truck, rate: rate(4500, 10) },
      ],
      [sofa],
    );
    expect(refused).toEqual([
      {
        code: 'jne-reg',
        reason: 'JNE REG takes parcels up to 150 cm on the longest side',
        // The same, as a message key the checkout's error names in the visitor's language
        cause: { key: 'serviceLongestSide', params: { service: 'JNE REG', cm: 150 } },
      },
    ]);
    // 225 × 95 × 90 / 4000 = 480.9 → 481 kg
    expect(quotes).toEqual([
      {
        code: 'jne-jtr',
        name: 'JNE JTR',
        kind: 'cargo',
        price: 481 * 4500,
        billable_kg: 481,
        eta_min_days: 2,
        eta_max_days: 4,
      },
    ]);
  });
  it('adds the boxes of several units (each rounded up) and lists the cheapest first', () => {
    const { quotes } = quoteShipment(
      [
        { ...truck, rate: rate(4500, 10) },
        { ...parcel, rate: rate(14000) },
      ],
      [lamp, lamp],
    );
    // parcel: 30×30×60/6000 = 9 kg per lamp → 18 kg; truck: 13.5 → 14 per lamp → 28 kg
    expect(quotes.map((q) => [q.code, q.billable_kg, q.price])).toEqual(
      [
        ['jne-reg', 18, 252_000],
        ['jne-jtr', 28, 126_000],
      ].sort((a, b) => Number(a[2]) - Number(b[2])),
    );
  });
  it('leaves out a service without a rate for the route', () => {
    const { quotes, refused } = quoteShipment([{ ...parcel, rate: undefined }], [lamp]);
    expect(quotes).toEqual([]);
    expect(refused[0]?.reason).toBe('JNE REG does not deliver there');
  });
});
