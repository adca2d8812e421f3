/**
 * Shipping by size: pure rules (billable weight, rate lookup by weight band, parcel limits).
 * Sizes in cm, weights in kg, prices in whole rupiah.
 */
export type ServiceKind = 'parcel' | 'cargo' | 'own';

/** Volumetric divisors couriers use: parcel L×W×H/6000, cargo/trucking L×W×H/4000. */
export const VOLUMETRIC_DIVISOR: Record<ServiceKind, number> = { parcel: 6000, cargo: 4000, own: 4000 };

export type Parcel = { length: number; width: number; height: number; weight: number };

/** max(actual weight, volume / divisor), rounded up to the kilogram (at least 1 kg). */
export function billableWeightKg(parcel: Parcel, kind: ServiceKind): number {
  const volumetric = (parcel.length * parcel.width * parcel.height) / VOLUMETRIC_DIVISOR[kind];
  // Round away float noise first so 12.000000001 kg bills as 12, not 13.
  const raw = Math.round(Math.max(parcel.weight, volumetric) * 1e6) / 1e6;
  return Math.max(1, Math.ceil(raw));
}

/**
 * One weight band: up to `upToKg` (inclusive; null = no upper bound), a price for the first kilogram band
 * as `base` plus `perKg` for each billable kilogram.
 */
export type RateBand = { upToKg: number | null; base: number; perKg: number };

/** The band covering the weight (bands in any order), or null when the weight is beyond every band. */
export function findRateBand(bands: RateBand[], weightKg: number): RateBand | null {
  const sorted = [...bands].sort((a, b) => (a.upToKg ?? Infinity) - (b.upToKg ?? Infinity));
  return sorted.find((b) => b.upToKg === null || weightKg <= b.upToKg) ?? null;
}

/** Price for a billable weight, or null when no band covers it. */
export function ratePrice(bands: RateBand[], weightKg: number): number | null {
  const band = findRateBand(bands, weightKg);
  return band ? band.base + band.perKg * weightKg : null;
}

export type ServiceLimits = {
  /** Longest side allowed, cm. */
  maxSideCm?: number;
  /** Sum of length + width + height allowed, cm. */
  maxSumCm?: number;
  /** Heaviest billable weight, kg. */
  maxWeightKg?: number;
};

export type CourierService = {
  code: string;
  name: string;
  kind: ServiceKind;
  limits: ServiceLimits;
  bands: RateBand[];
};

/**
 * Why a service refuses a parcel, as a message of @rima/shared/api-messages: its key and parameters
 * (the service's name, the limit). The checkout's error adds the store (`{store}`).
 */
export type RefusalCause = {
  key: 'serviceLongestSide' | 'serviceSizeSum' | 'serviceWeight' | 'serviceNoRate' | 'serviceNoArea';
  params: { service: string; cm?: number; kg?: number };
};
export type Refusal = { code: string; reason: string; cause: RefusalCause };

export type CarryCheck = { ok: true; billableKg: number } | { ok: false; reason: string; cause: RefusalCause };

function noRate(service: string, kg: number) {
  return {
    ok: false,
    reason: `${service} has no rate for ${kg} kg`,
    cause: { key: 'serviceNoRate', params: { service, kg } },
  } as const;
}

/** Whether the service carries the parcel: size and weight limits, then a band that covers its weight. */
export function canCarry(service: CourierService, parcel: Parcel): CarryCheck {
  const sides = [parcel.length, parcel.width, parcel.height];
  const longest = Math.max(...sides);
  const sum = sides.reduce((a, b) => a + b, 0);
  const billableKg = billableWeightKg(parcel, service.kind);
  const { maxSideCm, maxSumCm, maxWeightKg } = service.limits;
  if (maxSideCm !== undefined && longest > maxSideCm)
    return {
      ok: false,
      reason: `${service.name} takes parcels up to ${maxSideCm} cm on the longest side`,
      cause: { key: 'serviceLongestSide', params: { service: service.name, cm: maxSideCm } },
    };
  if (maxSumCm !== undefined && sum > maxSumCm)
    return {
      ok: false,
      reason: `${service.name} takes parcels up to ${maxSumCm} cm length + width + height`,
      cause: { key: 'serviceSizeSum', params: { service: service.name, cm: maxSumCm } },
    };
  if (maxWeightKg !== undefined && billableKg > maxWeightKg)
    return {
      ok: false,
      reason: `${service.name} takes parcels up to ${maxWeightKg} kg`,
      cause: { key: 'serviceWeight', params: { service: service.name, kg: maxWeightKg } },
    };
  if (!findRateBand(service.bands, billableKg)) return noRate(service.name, billableKg);
  return { ok: true, billableKg };
}

export type Quote = { code: string; name: string; price: number; billable_kg: number };

/** Quotes of every service that can carry the parcel, cheapest first. */
export function quoteServices(services: CourierService[], parcel: Parcel): Quote[] {
  const quotes: Quote[] = [];
  for (const s of services) {
    const check = canCarry(s, parcel);
    if (!check.ok) continue;
    const price = ratePrice(s.bands, check.billableKg);
    if (price !== null) quotes.push({ code: s.code, name: s.name, price, billable_kg: check.billableKg });
  }
  return quotes.sort((a, b) => a.price - b.price || a.code.localeCompare(b.code));
}

/** One row of a rate table as stored: a route of a service, for a whole province or one city/regency. */
export type RateRow = {
  service_code: string;
  dest_regency: string | null;
  bands: RateBand[];
  eta_min_days: number;
  eta_max_days: number;
};

/**
 * The rate that applies to each service for a destination city/regency: a row for that city/regency wins over
 * the row of its whole province. Rows of other cities/regencies are ignored.
 */
export function pickRates<R extends RateRow>(rows: readonly R[], regencyCode: string): Map<string, R> {
  const picked = new Map<string, R>();
  for (const row of rows) {
    if (row.dest_regency !== null && row.dest_regency !== regencyCode) continue;
    const current = picked.get(row.service_code);
    if (!current || (current.dest_regency === null && row.dest_regency !== null)) picked.set(row.service_code, row);
  }
  return picked;
}

export type ShipmentQuote = {
  code: string;
  name: string;
  kind: ServiceKind;
  price: number;
  billable_kg: number;
  eta_min_days: number;
  eta_max_days: number;
};

/**
 * Quotes a shipment of several boxes (one per unit) with every service that has a rate for the route: each box
 * must pass the service's limits, the billable weights of the boxes (each rounded up) add up, and the total is
 * priced by the route's weight bands. Cheapest first; services that cannot carry it are left out (with why).
 */
export function quoteShipment(
  services: (Omit<CourierService, 'bands'> & { rate: Omit<RateRow, 'service_code' | 'dest_regency'> | undefined })[],
  boxes: readonly Parcel[],
): { quotes: ShipmentQuote[]; refused: Refusal[] } {
  const quotes: ShipmentQuote[] = [];
  const refused: Refusal[] = [];
  for (const s of services) {
    if (!s.rate) {
      refused.push({
        code: s.code,
        reason: `${s.name} does not deliver there`,
        cause: { key: 'serviceNoArea', params: { service: s.name } },
      });
      continue;
    }
    let total = 0;
    let problem: { reason: string; cause: RefusalCause } | null = null;
    for (const box of boxes) {
      // The band is checked on the total below; per box only the limits matter.
      const check = canCarry({ ...s, bands: [{ upToKg: null, base: 0, perKg: 0 }] }, box);
      if (!check.ok) {
        problem = check;
        break;
      }
      total += check.billableKg;
    }
    const price = problem === null ? ratePrice(s.rate.bands, total) : null;
    if (problem !== null || price === null) {
      const { reason, cause } = problem ?? noRate(s.name, total);
      refused.push({ code: s.code, reason, cause });
      continue;
    }
    quotes.push({
      code: s.code,
      name: s.name,
      kind: s.kind,
      price,
      billable_kg: total,
      eta_min_days: s.rate.eta_min_days,
      eta_max_days: s.rate.eta_max_days,
    });
  }
  quotes.sort((a, b) => a.price - b.price || a.eta_max_days - b.eta_max_days || a.code.localeCompare(b.code));
  return { quotes, refused };
}
