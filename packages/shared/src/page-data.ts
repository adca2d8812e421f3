// The server answers a shop page's first public API requests inside its HTML (apps/server/src/http/page-data.ts),
// and the web app's base query takes them from there (apps/web/src/lib/page-data.ts). Both name a request
// the same way: the path, then the query sorted by name, empty values left out.

/** The id of the `<script type="application/json">` block that carries the answers. */
export const PAGE_DATA_ELEMENT_ID = 'rima-data';

export function pageDataKey(path: string, params?: Record<string, unknown>): string {
  const pairs: string[] = [];
  const names = Object.keys(params ?? {}).sort();
  for (const name of names) {
    const value = params?.[name];
    if (value === undefined || value === null) continue;
    const plain = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
    pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(plain ? String(value) : JSON.stringify(value))}`);
  }
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/**
 * The `sizes` of the photos a page shows first. The server preloads the same candidate the browser will pick
 * (a preload with other sizes would fetch a second file), so both sides read them from here.
 */
export const PHOTO_SIZES = {
  gallery: '(min-width: 1200px) 560px, (min-width: 992px) 50vw, 100vw',
  homeCard: '(min-width: 1400px) 660px, (min-width: 768px) 50vw, 100vw',
  listCard: '(min-width: 1200px) 290px, (min-width: 992px) 33vw, 50vw',
} as const;
