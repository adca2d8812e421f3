// The shop speaks English (the spec's texts) and Bahasa Indonesia (docs/decisions/013). Shared by the server
// (API errors, e-mails, server-rendered pages) and the web app, so both pick the same language for the same
// request.

export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Without a choice or a usable Accept-Language, the spec's own language. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The visitor's explicit choice; readable by the server, so server-rendered pages and e-mails follow it. */
export const LANGUAGE_COOKIE = 'rima_lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'id';
}

/** The first language of an Accept-Language header (by q, then order) that the shop speaks, if any. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const ranges = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0 && Number.isFinite(r.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    // 'in' is the withdrawn ISO 639 code for Indonesian that old Android browsers still send.
    const primary = range.primary === 'in' ? 'id' : range.primary;
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/** The value of the language cookie in a Cookie header, when it names a language the shop speaks. */
export function languageFromCookie(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const [name, value] = pair.split('=');
    if (name?.trim() === LANGUAGE_COOKIE) {
      const lang = value?.trim();
      if (isLanguage(lang)) return lang;
    }
  }
  return undefined;
}

/** The visitor's choice (cookie), else the browser's preference, else English. */
export function pickLanguage(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined) {
  return languageFromCookie(cookieHeader) ?? languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/** A product's name in the shop's language: the seller's English name in the English shop when given. */
export function localName(item: { name: string; name_en?: string | null | undefined }, language: Language): string {
  return language === 'en' && item.name_en ? item.name_en : item.name;
}
