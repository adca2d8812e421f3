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

/** The bookable days of a calendar: working days from today + lead to today + horizon (inclusive). */
export function bookableDays(
  now: Date,
  calendar: { lead_days: number; horizon_days: number; working_days: readonly number[] },
): string[] {
  const today = wibToday(now);
  const days: string[] = [];
  for (let i = calendar.lead_days; i <= Math.max(calendar.lead_days, calendar.horizon_days); i += 1) {
    const date = addDays(today, i);
    if (calendar.working_days.includes(isoWeekday(date))) days.push(date);
  }
  return days;
}
