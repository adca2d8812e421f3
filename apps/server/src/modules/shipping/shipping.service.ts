import type { Regency } from '@rima/shared/api/addresses';
import { formatAddressLine } from '@rima/shared/api/addresses';
import type {
  DeliverySlots,
  ServiceQuote,
  ShippingBox,
  ShippingQuote,
  ShippingQuoteQuery,
  StoreShipping,
  StoreShippingPatch,
} from '@rima/shared/api/shipping';
import { pickRates, quoteShipment, type Parcel, type Refusal } from '@rima/shared/shipping';
import type { Db, Queryable } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { apiMessage } from '@rima/shared/api-messages';
import type { AreasRepository } from '../addresses/areas.repository';
import { bookableDays, deliveryPromise } from './slot-dates';
import { lineBoxes, variantBox } from './shipping.boxes';
import type { ProductBoxRow, ShippingRepository, StoreShippingRow } from './shipping.repository';

/** A product without any size ships as a small 1 kg parcel (only its weight counts). */
const FALLBACK_KG = 1;

/** The box a unit ships in: its packed size, else its own size; its packed weight, else its own weight. */
export function boxOf(p: ProductBoxRow): Parcel {
  const packed = p.packed_width_cm !== null && p.packed_depth_cm !== null && p.packed_height_cm !== null;
  const [w, d, h] = packed
    ? [p.packed_width_cm, p.packed_depth_cm, p.packed_height_cm]
    : [p.width_cm ?? 0, p.depth_cm ?? 0, p.height_cm ?? 0];
  const sides = [w ?? 0, d ?? 0, h ?? 0].sort((a, b) => b - a) as [number, number, number];
  return {
    length: sides[0],
    width: sides[1],
    height: sides[2],
    weight: p.packed_weight_kg ?? p.weight_kg ?? FALLBACK_KG,
  };
}

export type StoreQuote = {
  store: StoreShippingRow;
  quotes: ServiceQuote[];
  refused: Refusal[];
  isBulky: boolean;
  hasCalendar: boolean;
};

export function createShippingService(deps: { db: Db; repo: ShippingRepository; areas: AreasRepository }) {
  const { db, repo, areas } = deps;

  /**
   * Every service that can carry these units of one store to the city/regency, cheapest first. A store
   * without an origin has none. The store's own delivery is named after the store.
   */
  async function quoteStore(
    q: Queryable,
    sellerId: number,
    units: readonly { product: ProductBoxRow; qty: number }[],
    to: Pick<Regency, 'code' | 'province_code'>,
  ): Promise<StoreQuote> {
    const store = await repo.store(q, sellerId);
    if (!store) throw notFound(apiMessage('storeNotFound'));
    const windows = await repo.windows(q, sellerId);
    const hasCalendar = windows.some((w) => w.capacity > 0);
    const isBulky = units.some((u) => u.product.is_bulky);
    if (!store.province_code) return { store, quotes: [], refused: [], isBulky, hasCalendar };
    const [services, rates] = await Promise.all([
      repo.services(q),
      repo.rates(q, store.province_code, to.province_code, sellerId),
    ]);
    const picked = pickRates(
      rates.map((r) => ({
        ...r,
        // own delivery rows live apart from the national ones: key them by service too
        bands: r.bands.map((b) => ({ upToKg: b.up_to_kg, base: b.base, perKg: b.per_kg })),
      })),
      to.code,
    );
    const boxes = units.flatMap((u) => Array.from({ length: Math.min(u.qty, 1000) }, () => boxOf(u.product)));
    const { quotes, refused } = quoteShipment(
      services.map((s) => ({
        code: s.code,
        name: s.kind === 'own' ? `${store.store_name} delivery` : s.name,
        kind: s.kind,
        limits: {
          ...(s.max_side_cm !== null ? { maxSideCm: s.max_side_cm } : {}),
          ...(s.max_sum_cm !== null ? { maxSumCm: s.max_sum_cm } : {}),
          ...(s.max_weight_kg !== null ? { maxWeightKg: s.max_weight_kg } : {}),
        },
        rate: picked.get(s.code),
      })),
      boxes,
    );
    return { store, quotes, refused, isBulky, hasCalendar };
  }

  function toStoreWire(
    store: StoreShippingRow,
    windows: Awaited<ReturnType<ShippingRepository['windows']>>,
    own: Awaited<ReturnType<ShippingRepository['ownAreas']>>,
  ): StoreShipping {
    const s = store;
    const origin =
      s.province_code && s.regency_code && s.district_code && s.village_code && s.postal_code && s.street
        ? {
            province: { code: s.province_code, name: s.province_name ?? '' },
            regency: { code: s.regency_code, name: s.regency_name ?? '' },
            district: { code: s.district_code, name: s.district_name ?? '' },
            village: { code: s.village_code, name: s.village_name ?? '' },
            postal_code: s.postal_code,
            street: s.street,
            full_address: formatAddressLine({
              street: s.street,
              details: null,
              village: s.village_name ?? '',
              district: s.district_name ?? '',
              regency: s.regency_name ?? '',
              province: s.province_name ?? '',
              postal_code: s.postal_code,
            }),
          }
        : null;
    return {
      origin,
      assembly_price: s.assembly_price,
      working_days: [...s.working_days].sort(),
      lead_days: s.lead_days,
      horizon_days: s.horizon_days,
      holidays: s.own_holidays,
      windows: windows.map((w) => ({ id: w.id, starts_at: w.starts_at, ends_at: w.ends_at, capacity: w.capacity })),
      own_delivery: own.map((a) => ({
        regency: { code: a.regency_code, name: a.regency_name },
        price: a.bands[0]?.base ?? 0,
        eta_min_days: a.eta_min_days,
        eta_max_days: a.eta_max_days,
      })),
    };
  }

  async function getStoreShipping(q: Queryable, sellerId: number): Promise<StoreShipping> {
    const store = await repo.store(q, sellerId);
    if (!store) throw notFound(apiMessage('storeNotFound'));
    const [windows, own] = await Promise.all([repo.windows(q, sellerId), repo.ownAreas(q, sellerId)]);
    return toStoreWire(store, windows, own);
  }

  return {
    quoteStore,
    productBoxes: (q: Queryable, ids: readonly number[]) => repo.productBoxes(q, ids),
    /** Each line's box, its variant's size where the line names a variant (shipping.boxes.ts). */
    lineBoxes: (q: Queryable, lines: readonly { product_id: number; variant_id?: number | null }[]) =>
      lineBoxes(q, repo, lines),
    windows: (q: Queryable, sellerId: number) => repo.windows(q, sellerId),

    /** GET /shipping/quote: one product (or one of its variants), qty units, to a city/regency (code or name). */
    async getQuote(query: ShippingQuoteQuery): Promise<ShippingQuote> {
      const [found] = await repo.productBoxes(db, [query.product_id]);
      if (!found || found.status !== 'active') throw notFound(apiMessage('productNotFound'));
      let product = found;
      if (query.variant_id !== undefined) {
        const [variant] = await repo.variantBoxes(db, [query.variant_id]);
        if (variant?.product_id !== found.id) {
          const message = 'variant_id must be a variant of this product that is still sold';
          throw badRequest(message, [{ field: 'variant_id', message }]);
        }
        product = variantBox(found, variant);
      }
      const to = await areas.findRegency(db, query.to);
      if (!to) throw notFound(apiMessage('regencyUnknownTo', { to: query.to }));
      const quote = await quoteStore(db, product.seller_id, [{ product, qty: query.qty }], to);
      const s = quote.store;
      return {
        product_id: product.id,
        variant_id: query.variant_id ?? null,
        qty: query.qty,
        to,
        from:
          s.regency_code && s.province_code
            ? {
                code: s.regency_code,
                name: s.regency_name ?? '',
                province_code: s.province_code,
                province_name: s.province_name ?? '',
              }
            : null,
        services: quote.quotes,
        needs_slot: quote.isBulky && quote.hasCalendar,
        assembly_price: quote.isBulky ? s.assembly_price : null,
      };
    },

    /** GET /product/:id/shipping-box */
    async getShippingBox(productId: number): Promise<ShippingBox> {
      const [p] = await repo.productBoxes(db, [productId]);
      if (!p || p.status !== 'active') throw notFound(apiMessage('productNotFound'));
      return {
        product_id: p.id,
        packed_width_cm: p.packed_width_cm,
        packed_depth_cm: p.packed_depth_cm,
        packed_height_cm: p.packed_height_cm,
        packed_weight_kg: p.packed_weight_kg,
        is_bulky: p.is_bulky,
      };
    },

    listServices: async () =>
      (await repo.services(db)).map((s) => ({
        code: s.code,
        name: s.name,
        kind: s.kind,
        max_side_cm: s.max_side_cm,
        max_sum_cm: s.max_sum_cm,
        max_weight_kg: s.max_weight_kg,
      })),

    getStoreShipping: (sellerId: number) => getStoreShipping(db, sellerId),

    /** PATCH /seller/shipping: only the fields sent change; areas are checked against the official tables. */
    async updateStoreShipping(sellerId: number, patch: StoreShippingPatch): Promise<StoreShipping> {
      return db.transaction(async (tx) => {
        await repo.ensureStore(tx, sellerId);
        if (patch.origin && !(await areas.chain(tx, patch.origin)))
          throw badRequest(apiMessage('originMismatch'), [
            { field: 'origin', message: apiMessage('originChooseAgain').message, key: 'originChooseAgain' },
          ]);
        await repo.updateStore(tx, sellerId, {
          ...(patch.origin ? { origin: patch.origin } : {}),
          ...(patch.assembly_price !== undefined ? { assembly_price: patch.assembly_price } : {}),
          ...(patch.working_days ? { working_days: [...new Set(patch.working_days)] } : {}),
          ...(patch.lead_days !== undefined ? { lead_days: patch.lead_days } : {}),
          ...(patch.horizon_days !== undefined ? { horizon_days: patch.horizon_days } : {}),
          ...(patch.holidays ? { holidays: [...new Set(patch.holidays)].sort() } : {}),
        });
        if (patch.windows) {
          const own = new Set((await repo.windows(tx, sellerId)).map((w) => w.id));
          for (const w of patch.windows)
            if (w.id !== undefined && !own.has(w.id)) throw badRequest(apiMessage('windowUnknown', { id: w.id }));
          await repo.replaceWindows(tx, sellerId, patch.windows);
        }
        if (patch.own_delivery) {
          const seen = new Set<string>();
          const rows = [];
          for (const a of patch.own_delivery) {
            if (seen.has(a.regency_code)) throw badRequest(apiMessage('regencyTwice', { code: a.regency_code }));
            seen.add(a.regency_code);
            if (a.eta_max_days < a.eta_min_days) throw badRequest(apiMessage('etaOrder'));
            const regency = await areas.findRegency(tx, a.regency_code);
            if (!regency) throw badRequest(apiMessage('regencyUnknownCode', { code: a.regency_code }));
            rows.push({ ...a, province_code: regency.province_code });
          }
          await repo.replaceOwnAreas(tx, sellerId, rows);
        }
        return getStoreShipping(tx, sellerId);
      });
    },

    /**
     * The longest transit of `service` carrying one unit of the product from its store to the city/regency,
     * in working days; 400 naming the field when the product is not the store's or the service cannot carry it.
     */
    async transitMaxDays(
      sellerId: number,
      input: { productId: number; to: Pick<Regency, 'code' | 'province_code'>; service: string },
    ): Promise<{ days: number; name: string }> {
      const [product] = await repo.productBoxes(db, [input.productId]);
      if (!product || product.status !== 'active' || product.seller_id !== sellerId)
        throw badRequest(apiMessage('slotsProductOfStore'), [
          { field: 'product_id', message: apiMessage('slotsProductOfStore').message, key: 'slotsProductOfStore' },
        ]);
      const quote = await quoteStore(db, sellerId, [{ product, qty: 1 }], input.to);
      const service = quote.quotes.find((q) => q.code === input.service);
      if (!service) {
        const why = quote.refused.find((r) => r.code === input.service)?.cause;
        const text = why
          ? apiMessage(why.key, { ...why.params, store: quote.store.store_name })
          : apiMessage('serviceCannotDeliver', { service: input.service, store: quote.store.store_name });
        throw badRequest(text, [{ field: 'service', message: text.message, key: text.key }]);
      }
      return { days: service.eta_max_days, name: service.name };
    },

    /**
     * GET /shipping/slots: the store's bookable days and windows with what is left in each, from the earliest
     * day its promise allows (lead time, plus the service's transit when one is given).
     */
    async getDeliverySlots(
      sellerId: number,
      now: Date,
      transitMaxDays: number | null = null,
      service: string | null = null,
    ): Promise<DeliverySlots> {
      const store = await repo.store(db, sellerId);
      if (!store) throw notFound(apiMessage('storeNotFound'));
      const windows = (await repo.windows(db, sellerId)).filter((w) => w.capacity > 0);
      const promise = deliveryPromise(now, store, transitMaxDays ?? 0);
      const days = windows.length > 0 ? bookableDays(now, store, transitMaxDays ?? 0) : [];
      const first = days[0];
      const last = days[days.length - 1];
      const counts = first && last ? await repo.bookedCounts(db, sellerId, first, last) : [];
      const used = new Map(counts.map((c) => [`${c.window_id}/${c.date}`, c.n]));
      return {
        seller_id: sellerId,
        assembly_price: store.assembly_price,
        days: days.map((date) => ({
          date,
          windows: windows.map((w) => ({
            id: w.id,
            starts_at: w.starts_at,
            ends_at: w.ends_at,
            capacity: w.capacity,
            left: Math.max(0, w.capacity - (used.get(`${w.id}/${date}`) ?? 0)),
          })),
        })),
        ship_by: promise.ship_by,
        earliest_date: promise.earliest,
        service,
        transit_max_days: transitMaxDays,
      };
    },
  };
}
export type ShippingService = ReturnType<typeof createShippingService>;
