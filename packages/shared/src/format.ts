import type { Language } from './language';

/**
 * A price the way Indonesian shops write rupiah, in both interfaces: 'Rp' followed by the integer amount with dot
 * thousands separators and no decimals, e.g. Rp1.250.000. (The spec's 'IDR.' prefix read as a code, not a price,
 * to English-speaking shoppers in Indonesia; the language stays a parameter for callers that pass it.)
 */
export function formatIdr(amount: number, _language: Language = 'en'): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}Rp${formatThousands(Math.abs(rounded))}`;
}

/**
 * A whole amount or count as Indonesians type it, as plain digits: "1.250.000", "Rp 1.250.000",
 * "IDR.1.250.000", "1250000" and "1.250.000,00" all give "1250000". Text that is no such number comes back
 * trimmed, unchanged, for the form's own message.
 */
export function parseWholeInput(text: string): string {
  const trimmed = text.trim();
  const bare = trimmed
    .replace(/^(rp|idr)\.?\s*/i, '')
    .replace(/\s+/g, '')
    .replace(/,0+$/, '');
  if (/^\d+$/.test(bare)) return bare;
  if (/^\d{1,3}(\.\d{3})+$/.test(bare)) return bare.replace(/\./g, '');
  return trimmed;
}

/** Dot thousands separators without the currency, for inputs: 1250000 → "1.250.000". */
export function formatThousands(amount: number): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  return sign + String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A phone number with its country code, without the trunk 0 after it: "+62", "081…" → "+62 81…". */
/**
 * A phone number as typed after the country code, reduced to its national significant number: spaces, dots,
 * dashes and brackets go, and so does the trunk prefix 0 ("+62 0812…" is "+62 812…"). Anything else is kept
 * for the validation to judge.
 */
export function normalizeNationalNumber(typed: string): string {
  return typed.replace(/[\s.()-]/g, '').replace(/^0+(?=\d)/, '');
}

export function formatPhone(code: string | null | undefined, phone: string): string {
  const digits = phone.trim();
  if (!code) return digits;
  return `${code} ${digits.replace(/^0+/, '')}`;
}

const wibFormats = new Map<Language, Intl.DateTimeFormat>();

function partsOf(value: string | number | Date, language: Language): Record<string, string> {
  let format = wibFormats.get(language);
  if (!format) {
    // Month names follow the language (Agu, Mei, Okt, Des in Indonesian); the layout is the same in both.
    format = new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', {
      timeZone: 'Asia/Jakarta',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wibFormats.set(language, format);
  }
  const out: Record<string, string> = {};
  for (const part of format.formatToParts(new Date(value))) out[part.type] = part.value;
  return out;
}

/** One date-time format everywhere, in Indonesian time: "23 Nov 2026, 11.43 WIB". */
export function formatDateTime(value: string | number | Date, language: Language = 'en'): string {
  const p = partsOf(value, language);
  return `${p.day} ${p.month} ${p.year}, ${p.hour}.${p.minute} WIB`;
}

/** The date alone, in Indonesian time: "23 Nov 2026" ("23 Agu 2026" in Indonesian). */
export function formatDate(value: string | number | Date, language: Language = 'en'): string {
  const p = partsOf(value, language);
  return `${p.day} ${p.month} ${p.year}`;
}
