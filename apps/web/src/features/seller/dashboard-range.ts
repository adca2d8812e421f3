/** The seller home's period: WIB days, as the server counts them. */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const wibToday = (now = Date.now()) => new Date(now + WIB_OFFSET_MS).toISOString().slice(0, 10);
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const PRESETS = [
  { key: 'today', days: 1 },
  { key: 'days7', days: 7 },
  { key: 'days30', days: 30 },
] as const;
export type PresetKey = (typeof PRESETS)[number]['key'];

/** The preset a range is, if it is one that ends today. */
export function presetOf(from: string, to: string, today = wibToday()): PresetKey | null {
  if (to !== today) return null;
  return PRESETS.find((p) => addDays(today, -(p.days - 1)) === from)?.key ?? null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The range in the address bar, or today. */
export function rangeOf(search: URLSearchParams, today = wibToday()): { from: string; to: string } {
  const to = search.get('to') ?? '';
  const from = search.get('from') ?? '';
  const end = DATE.test(to) ? to : today;
  return { from: DATE.test(from) && from <= end ? from : end, to: end };
}

type Csv = (string | number)[][];
const cell = (v: string | number) => (typeof v === 'number' ? String(v) : `"${v.replaceAll('"', '""')}"`);
/** RFC 4180 text; a leading BOM so spreadsheet apps read it as UTF-8. */
export const toCsv = (rows: Csv) => `\uFEFF${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
