/** Delivery days are counted in WIB (Asia/Jakarta, UTC+7 all year). Dates are 'YYYY-MM-DD'. */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function wibToday(now: Date): string {
  return new Date(now.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** A store's calendar: the weekdays it works, its closed dates, how long it takes to ship, how far ahead it books. */
export type StoreCalendar = {
  lead_days: number;
  horizon_days: number;
  working_days: readonly number[];
  /** Dates the store is closed on though they are working weekdays (Lebaran, Nyepi…). */
  holidays?: readonly string[];
};

/** Working days only: a working weekday of the store that is not one of its holidays. */
function isWorkingDay(date: string, calendar: Pick<StoreCalendar, 'working_days' | 'holidays'>): boolean {
  return calendar.working_days.includes(isoWeekday(date)) && !(calendar.holidays ?? []).includes(date);
}

// A calendar without a single working day would loop forever; a year is further than any promise reaches.
const MAX_SCAN_DAYS = 366;

/** The `n`-th working day after `date` (n = 0: `date` itself if it is one, else the next one). */
export function addWorkingDays(
  date: string,
  n: number,
  calendar: Pick<StoreCalendar, 'working_days' | 'holidays'>,
): string {
  let day = date;
  let left = n;
  if (left === 0 && isWorkingDay(day, calendar)) return day;
  for (let i = 0; i < MAX_SCAN_DAYS * Math.max(1, n); i += 1) {
    day = addDays(day, 1);
    if (!isWorkingDay(day, calendar)) continue;
    if (left <= 1) return day;
    left -= 1;
  }
  return day;
}

export type DeliveryPromise = {
  /** The store ships on or before this day: its lead time in working days after the order's day. */
  ship_by: string;
  /** The first day a delivery may be booked: the courier's longest transit after the ship-by day. */
  earliest: string;
};

/**
 * What the store promises for an order placed at `now`: the lead time counted in the store's working days
 * (from the day after the order), then the chosen service's maximum transit time, again in working days (a
 * store's closed days are its couriers' pick-up and drop-off days too). No service: the store's own
 * hand-over day, which is what a pickup or a quote without a service can promise.
 */
export function deliveryPromise(now: Date, calendar: StoreCalendar, transitMaxDays = 0): DeliveryPromise {
  const today = wibToday(now);
  const shipBy = addWorkingDays(today, calendar.lead_days, calendar);
  const earliest = transitMaxDays > 0 ? addWorkingDays(shipBy, transitMaxDays, calendar) : shipBy;
  return { ship_by: shipBy, earliest };
}

/**
 * The bookable days of a calendar: its working days from the earliest day the promise allows, for as many
 * days as the store books ahead (`horizon_days` from today, but never fewer than a week of choice once a long
 * transit has pushed the earliest day out).
 */
export function bookableDays(now: Date, calendar: StoreCalendar, transitMaxDays = 0): string[] {
  const today = wibToday(now);
  const { earliest } = deliveryPromise(now, calendar, transitMaxDays);
  const last =
    [addDays(today, Math.max(calendar.lead_days, calendar.horizon_days)), addDays(earliest, 7)].sort()[1] ?? earliest;
  const days: string[] = [];
  for (let date = earliest; date <= last; date = addDays(date, 1)) if (isWorkingDay(date, calendar)) days.push(date);
  return days;
}
