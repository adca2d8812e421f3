import type { Language } from '@rima/shared/language';

// How a cart row or an order item reads on a line, shared by the cart, the checkout and the orders.

/**
 * "Ukuran: 160×200 · Warna: Walnut": a variant's options on a line, in the product's option order
 * (`option_names`; the server keeps options as a JSON object, whose key order is the database's).
 */
export function variantText(
  options: Readonly<Record<string, string>> | null | undefined,
  names?: readonly string[] | null,
): string {
  const rank = (name: string) => {
    const i = (names ?? []).indexOf(name);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  return Object.entries(options ?? {})
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, value]) => `${name}: ${value}`)
    .join(' · ');
}

/** A line's product name in the shop's language: the seller's English name in the English shop when given. */
export function lineName(item: { name: string; name_en: string | null }, language: Language): string {
  return language === 'en' && item.name_en ? item.name_en : item.name;
}
