import type { StoreHoliday, StoreProfile, StoreProfilePatch } from '@rima/shared/api/seller-center';
import { apiMessage } from '@rima/shared/api-messages';
import type { Db, Queryable } from '../../db/client';
import { notFound } from '../../http/errors';
import type { ShippingRepository } from './shipping.repository';
import { addDays, addWorkingDays, wibToday } from './slot-dates';

/** "KABUPATEN JEPARA" → "Jepara", "KOTA ADM. JAKARTA SELATAN" → "Jakarta Selatan": what a shopper calls it. */
export function cityName(regency: string | null): string | null {
  if (!regency) return null;
  const bare = regency.replace(/^(KABUPATEN|KAB\.|KOTA ADM\.|KOTA ADMINISTRASI|KOTA)\s+/i, '');
  return bare.toLowerCase().replace(/(^|[\s(./-])\p{L}/gu, (m) => m.toUpperCase());
}

type HolidayRow = { from: string; until: string; note: string | null; working_days: number[]; own_holidays: string[] };

/** The holiday as shoppers see it, with the day the store works again; null once it is over. */
export function holidayOf(row: HolidayRow, today: string): StoreHoliday | null {
  if (row.until < today) return null;
  const calendar = { working_days: row.working_days, holidays: row.own_holidays };
  return {
    from: row.from,
    until: row.until,
    note: row.note ?? '',
    reopens_on: addWorkingDays(addDays(row.until, 1), 0, calendar),
  };
}

/**
 * The store profile the shipping module keeps beside the calendar (store_shipping): opening hours and the
 * holiday. A holiday's days join the calendar's closed days (store-shipping.repository.ts), so every promise,
 * slot and ship-by day counted by slot-dates.ts moves past it; the products stay listed.
 */
export function createStoreProfileService(deps: { db: Db; repo: ShippingRepository; now?: () => Date }) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function getStoreProfile(q: Queryable, sellerId: number): Promise<StoreProfile> {
    const store = await repo.store(q, sellerId);
    if (!store) throw notFound(apiMessage('storeNotFound'));
    const today = wibToday(now());
    const holiday =
      store.holiday_from && store.holiday_until
        ? holidayOf({ ...store, from: store.holiday_from, until: store.holiday_until, note: store.holiday_note }, today)
        : null;
    return {
      opens_at: store.opens_at,
      closes_at: store.closes_at,
      working_days: [...store.working_days].sort(),
      holiday,
      is_closed: holiday !== null && holiday.from <= today,
      city: cityName(store.regency_name),
    };
  }

  return {
    getStoreProfile: (sellerId: number) => getStoreProfile(db.reads ?? db, sellerId),

    async updateStoreProfile(sellerId: number, patch: StoreProfilePatch): Promise<StoreProfile> {
      return db.transaction(async (tx) => {
        await repo.ensureStore(tx, sellerId);
        await repo.updateProfile(tx, sellerId, {
          ...(patch.opens_at !== undefined ? { opens_at: patch.opens_at } : {}),
          ...(patch.closes_at !== undefined ? { closes_at: patch.closes_at } : {}),
          ...(patch.holiday !== undefined
            ? { holiday: patch.holiday && { ...patch.holiday, note: patch.holiday.note ?? '' } }
            : {}),
        });
        return getStoreProfile(tx, sellerId);
      });
    },

    /** The stores of a cart that are on holiday now or later: the checkout says when each reopens. */
    async storeHolidays(q: Queryable, sellerIds: readonly number[]) {
      if (sellerIds.length === 0) return [];
      const today = wibToday(now());
      const rows = await repo.holidays(q, sellerIds, today);
      return rows.flatMap((r) => {
        const holiday = holidayOf(r, today);
        return holiday
          ? [{ seller_id: r.seller_id, store_name: r.store_name, ...holiday, is_closed: holiday.from <= today }]
          : [];
      });
    },
  };
}

export type StoreProfileService = ReturnType<typeof createStoreProfileService>;
