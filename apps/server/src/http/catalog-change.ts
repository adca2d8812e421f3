import {
  ALL_ATTRIBUTES,
  attributeBit,
  changedAttributes,
  facetBit,
  sameFacetGroups,
  SEARCHED,
  type AttributeSet,
} from '../modules/catalog/catalog.attributes';

/**
 * A catalogue change as the database announces it on `catalog_changed` (migration 0023): the product ids
 * a statement touched and which attributes changed (modules/catalog/catalog.attributes.ts). Anything not
 * understood means "everything".
 */
export type CatalogChange = {
  /** Drop every entry (store-name changes, huge statements, unknown payloads). */
  all: boolean;
  /** Products whose shown fields may differ: their details and the pages showing them. */
  ids: ReadonlySet<number>;
  /** Which products are active, or what related lists and counts read (status, category, dates, inserts...). */
  membership: boolean;
  /** The changed attributes that lists filter, sort or search on: a list reading one of them may differ. */
  attributes: AttributeSet;
  /** Price changed: reorders price sorts, moves products across price filters. */
  price: boolean;
  /** Sales changed: reorders "popular". */
  sold: boolean;
  /** A text a search reads changed (name, description, material, ...): may change which searches match. */
  text: boolean;
  /** Sellers' names may differ (a `users` or `stores` change): the read model reads them again. */
  sellers: boolean;
  /** Reviews of the `ids` changed: their ratings, and their stores' ratings. */
  reviews: boolean;
};

const PRICE = attributeBit('price');
const SOLD = attributeBit('sold');

function change(over: Partial<CatalogChange> & Pick<CatalogChange, 'attributes'>): CatalogChange {
  const { attributes } = over;
  return {
    all: false,
    ids: new Set(),
    membership: false,
    sellers: false,
    reviews: false,
    ...over,
    price: (attributes & PRICE) !== 0,
    sold: (attributes & SOLD) !== 0,
    text: (attributes & SEARCHED) !== 0,
  };
}

const EVERYTHING = change({ all: true, membership: true, attributes: ALL_ATTRIBUTES });

type Payload = { t?: unknown; op?: unknown; ids?: unknown; cols?: unknown; vals?: unknown; all?: unknown };

export function parseChange(payload: string): CatalogChange {
  // sellers' names come from users (a plain table name from its statement trigger)
  if (payload === 'users') return { ...EVERYTHING, sellers: true };
  let parsed: Payload;
  try {
    parsed = JSON.parse(payload) as Payload;
  } catch {
    return EVERYTHING; // a plain table name from a statement trigger (older migrations)
  }
  if (typeof parsed !== 'object' || parsed === null || parsed.all === true) return EVERYTHING;
  // a store was added or changed its role (migration 0071): the read model's store names, nothing cached
  if (parsed.t === 'stores') return change({ attributes: 0, sellers: true });
  const ids = new Set(Array.isArray(parsed.ids) ? parsed.ids.filter((v): v is number => typeof v === 'number') : []);
  const cols = Array.isArray(parsed.cols) ? parsed.cols.filter((v): v is string => typeof v === 'string') : [];
  // A photo shows on its product's pages only; a new product's first photo comes with its insert. A review
  // changes its product's rating and review count (migration 0030).
  if (parsed.t === 'product_photos') return change({ ids, attributes: 0 });
  // A variant's own fields (options, SKU, photos) show on its product's detail only; its price and stock
  // reach lists through the products row it mirrors into (migration 0076), which announces itself.
  if (parsed.t === 'product_variants') return change({ ids, attributes: 0 });
  // a review may move its product across the rating facet's bound
  if (parsed.t === 'reviews') return change({ ids, attributes: facetBit('rating'), reviews: true });
  if (parsed.t !== 'products') return EVERYTHING;
  if (parsed.op !== 'UPDATE') return { ...EVERYTHING, all: false, ids };
  // each product's old and new value of some columns (migration 0098): whether they kept their facet groups
  const vals = typeof parsed.vals === 'object' && parsed.vals !== null ? (parsed.vals as Record<string, unknown>) : {};
  const sameGroups = (column: string) => {
    const pairs = vals[column];
    return Array.isArray(pairs) && pairs.length === ids.size && sameFacetGroups(column, pairs);
  };
  const { membership, attributes } = changedAttributes(cols, sameGroups);
  return change({ ids, membership, attributes });
}
