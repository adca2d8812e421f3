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

export type CarryCheck = { ok: true; billableKg: number } | { ok: false; reason: string };

/** Whether the service carries the parcel: size and weight limits, then a band that covers its weight. */
export function canCarry(service: CourierService, parcel: Parcel): CarryCheck {
  const sides = [parcel.length, parcel.width, parcel.height];
  const longest = Math.max(...sides);
  const sum = sides.reduce((a, b) => a + b, 0);
  const billableKg = billableWeightKg(parcel, service.kind);
  const { maxSideCm, maxSumCm, maxWeightKg } = service.limits;
  if (maxSideCm !== undefined && longest > maxSideCm)
    return { ok: false, reason: `${service.name} takes parcels up to ${maxSideCm} cm on the longest side` };
  if (maxSumCm !== undefined && sum > maxSumCm)
    return { ok: false, reason: `${service.name} takes parcels up to ${maxSumCm} cm length + width + height` };
  if (maxWeightKg !== undefined && billableKg > maxWeightKg)
    return { ok: false, reason: `${service.name} takes parcels up to ${maxWeightKg} kg` };
  if (!findRateBand(service.bands, billableKg))
    return { ok: false, reason: `${service.name} has no rate for ${billableKg} kg` };
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
