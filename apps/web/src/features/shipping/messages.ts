import type { Language } from '@rima/shared/language';

/**
 * A service's name for the interface: the server names the pickup the shop adds itself in English, so it is
 * named from the catalogue here (couriers' own names stay as they are).
 */
export const serviceName = (service: { code: string; name: string }, pickup: string) =>
  service.code === 'pickup' ? pickup : service.name;

/** "3–6" or "2": a delivery estimate in days. */
export const dayRange = (min: number, max: number) => (min === max ? String(min) : `${min}–${max}`);

const WEEKDAY: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
  id: new Intl.DateTimeFormat('id-ID', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
};
/** '2026-12-01' → 'Tue 1 Dec' / 'Sel, 1 Des' (slot dates are WIB calendar days). */
export const slotDay = (date: string, language: Language) => WEEKDAY[language].format(new Date(`${date}T00:00:00Z`));
