/**
 * A catalogue change as the database announces it on `catalog_changed` (migration 0023): the product ids
 * a statement touched and which kind of columns changed. Anything not understood means "everything".
 */
export type CatalogChange = {
  /** Drop every entry (store-name changes, huge statements, unknown payloads). */
  all: boolean;
  /** Products whose shown fields may differ: their details and the pages showing them. */
  ids: ReadonlySet<number>;
  /** Which products are active, or what filters and related lists read (status, category, dates, inserts...). */
  membership: boolean;
  /** Price: reorders price sorts, moves products across price filters. */
  price: boolean;
  /** Sales: reorders "popular". */
  sold: boolean;
  /** Texts (name, description, ...): may change which searches match. */
  text: boolean;
};

const NOT_SHOWN_ELSEWHERE = new Set(['stock', 'updated_at']);
const MEMBERSHIP = new Set([
  'id',
  'status',
  'category_id',
  'brand_id',
  'size_id',
  'color_id',
  'seller_id',
  'created_at',
]);

const EVERYTHING: CatalogChange = {
  all: true,
  ids: new Set(),
  membership: true,
  price: true,
  sold: true,
  text: true,
};

type Payload = { t?: unknown; op?: unknown; ids?: unknown; cols?: unknown; all?: unknown };

/** A store was added or changed its role (migration 0071): the read model's store names, nothing cached. */
export const STORES_CHANGED = '{"t":"stores"}';
const NOTHING: CatalogChange = {
  all: false,
  ids: new Set(),
  membership: false,
  price: false,
  sold: false,
  text: false,
};

export function parseChange(payload: string): CatalogChange {
  let parsed: Payload;
  try {
    parsed = JSON.parse(payload) as Payload;
  } catch {
    return EVERYTHING; // a plain table name from a statement trigger (users, older migrations)
  }
  if (typeof parsed !== 'object' || parsed === null || parsed.all === true) return EVERYTHING;
  if (parsed.t === 'stores') return NOTHING;
  const ids = Array.isArray(parsed.ids) ? parsed.ids.filter((v): v is number => typeof v === 'number') : [];
  const cols = Array.isArray(parsed.cols) ? parsed.cols.filter((v): v is string => typeof v === 'string') : [];
  if (parsed.t === 'product_photos' || parsed.t === 'reviews') {
    // A photo shows on its product's pages only; a new product's first photo comes with its insert. A review
    // changes its product's rating and review count (migration 0030).
    return { all: false, ids: new Set(ids), membership: false, price: false, sold: false, text: false };
  }
  if (parsed.t !== 'products') return EVERYTHING;
  if (parsed.op !== 'UPDATE') return { ...EVERYTHING, all: false, ids: new Set(ids) };
  return {
    all: false,
    ids: new Set(ids),
    membership: cols.some((c) => MEMBERSHIP.has(c)),
    price: cols.includes('price'),
    sold: cols.includes('sold'),
    text: cols.some((c) => !MEMBERSHIP.has(c) && !NOT_SHOWN_ELSEWHERE.has(c) && c !== 'price' && c !== 'sold'),
  };
}
