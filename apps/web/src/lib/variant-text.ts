/** "Ukuran: 160×200 · Warna: Walnut": a variant's options as the cart, checkout and orders show them. */
export function variantText(options: Readonly<Record<string, string>> | null | undefined) {
  if (!options) return '';
  return Object.entries(options)
    .map(([name, value]) => `${name}: ${value}`)
    .join(' · ');
}
