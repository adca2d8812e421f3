/**
 * The furniture category tree (docs/decisions/036), as the shop reads it: rows of `categories` with a slug
 * are the tree (a top level has no parent, a leaf has one); the older rows (no slug) each map onto a leaf.
 * Kept in memory, read again after any change to the table (its trigger announces `all` on
 * `catalog_changed`) and at least once a minute.
 */
import type { CategoryNode } from '@rima/shared/api/categories';
import type { Queryable } from '../../db/client';
import { badRequest } from '../../http/errors';

export type CategoryRow = {
  id: number;
  parent_id: number | null;
  slug: string | null;
  name: string;
  name_id: string | null;
  position: number;
  retired_at: Date | null;
  leaf_id: number | null;
};

type Loaded = {
  rows: Map<number, CategoryRow>;
  bySlug: Map<string, CategoryRow>;
  /** Tree rows by lower-case English and Bahasa name. */
  byTreeName: Map<string, CategoryRow>;
  /** Legacy rows by lower-case English name (the old API's `category=` filter). */
  byLegacyName: Map<string, CategoryRow>;
  /** Top levels in order; each one's leaves in order. */
  tops: CategoryRow[];
  children: Map<number, CategoryRow[]>;
  /** The legacy rows that map onto each leaf. */
  legacyOf: Map<number, number[]>;
  loadedAt: number;
};

const MAX_AGE_MS = 60_000;
export const CATEGORY_COLUMNS = 'id, parent_id, slug, name, name_id, position, retired_at, leaf_id';

const byPosition = (a: CategoryRow, b: CategoryRow) => a.position - b.position || a.id - b.id;

function index(rows: CategoryRow[]): Loaded {
  const loaded: Loaded = {
    rows: new Map(rows.map((r) => [r.id, r])),
    bySlug: new Map(),
    byTreeName: new Map(),
    byLegacyName: new Map(),
    tops: [],
    children: new Map(),
    legacyOf: new Map(),
    loadedAt: Date.now(),
  };
  for (const row of rows) {
    if (row.slug === null) {
      loaded.byLegacyName.set(row.name.toLowerCase(), row);
      if (row.leaf_id !== null) loaded.legacyOf.set(row.leaf_id, [...(loaded.legacyOf.get(row.leaf_id) ?? []), row.id]);
      continue;
    }
    loaded.bySlug.set(row.slug, row);
    if (row.name_id) loaded.byTreeName.set(row.name_id.toLowerCase(), row);
    loaded.byTreeName.set(row.name.toLowerCase(), row);
    if (row.parent_id === null) loaded.tops.push(row);
    else loaded.children.set(row.parent_id, [...(loaded.children.get(row.parent_id) ?? []), row]);
  }
  loaded.tops.sort(byPosition);
  for (const list of loaded.children.values()) list.sort(byPosition);
  return loaded;
}

export type CategoryTree = ReturnType<typeof createCategoryTree>;

export function createCategoryTree(db: Queryable) {
  let loading: Promise<Loaded> | undefined;

  function load(): Promise<Loaded> {
    if (!loading) {
      loading = db
        .query<CategoryRow>(`SELECT ${CATEGORY_COLUMNS} FROM categories`)
        .then(index)
        .catch((error: unknown) => {
          loading = undefined;
          throw error;
        });
    }
    return loading.then((loaded) => {
      if (Date.now() - loaded.loadedAt > MAX_AGE_MS) loading = undefined;
      return loaded;
    });
  }

  /** The category ids a leaf stands for: itself and the legacy rows mapped onto it. */
  const leafCover = (t: Loaded, leafId: number) => [leafId, ...(t.legacyOf.get(leafId) ?? [])];

  /**
   * The category ids a list's `category=` covers: a top level, its leaves; a leaf, itself; a legacy
   * category, the leaf it maps onto (each with the legacy rows mapped there). `value` is an id, a slug or a
   * name (English or Bahasa; tree names before the legacy ones). Null: no such category.
   */
  async function cover(value: string): Promise<number[] | null> {
    const t = await load();
    const key = value.trim().toLowerCase();
    const row = /^\d{1,9}$/.test(key)
      ? t.rows.get(Number(key))
      : (t.bySlug.get(key) ?? t.byTreeName.get(key) ?? t.byLegacyName.get(key));
    if (!row) return null;
    if (row.slug === null) return row.leaf_id === null ? [row.id] : leafCover(t, row.leaf_id);
    if (row.parent_id !== null) return leafCover(t, row.id);
    return (t.children.get(row.id) ?? []).flatMap((leaf) => leafCover(t, leaf.id));
  }

  /** The shop's tree: retired categories left out; counts of active products per leaf (and per top level). */
  async function shopTree(counts: ReadonlyMap<number, number>): Promise<CategoryNode[]> {
    const t = await load();
    const countOf = (leafId: number) => leafCover(t, leafId).reduce((n, id) => n + (counts.get(id) ?? 0), 0);
    return t.tops
      .filter((top) => top.retired_at === null)
      .map((top) => {
        const children = (t.children.get(top.id) ?? [])
          .filter((leaf) => leaf.retired_at === null)
          .map((leaf) => ({ ...wireName(leaf), product_count: countOf(leaf.id) }));
        return {
          ...wireName(top),
          product_count: children.reduce((n, c) => n + c.product_count, 0),
          children,
        };
      });
  }

  return {
    cover,
    shopTree,
    /** The table changed (or notifications were missed): read it again before the next answer. */
    invalidate: () => {
      loading = undefined;
    },
  };
}

const wireName = (row: CategoryRow) => ({
  id: row.id,
  slug: row.slug ?? '',
  name: row.name,
  name_id: row.name_id ?? row.name,
});

/**
 * The leaf a product is filed under for the `category_id` a seller sent (create and edit, old and new
 * clients): a leaf as is, a legacy id as the leaf it maps onto. A top level, a retired category or an
 * unknown id is a 400 naming `category_id`. `lock`: inside the write's transaction, the row is held
 * FOR SHARE so a retirement waits for the write (and sees its product).
 */
export async function categoryLeafOf(q: Queryable, id: number, lock = false): Promise<number> {
  const rows = await q.query<{ id: number; leaf: boolean; retired: boolean }>(
    `SELECT c.id, c.parent_id IS NOT NULL AS leaf,
            (c.retired_at IS NOT NULL OR p.retired_at IS NOT NULL) AS retired
       FROM categories c LEFT JOIN categories p ON p.id = c.parent_id
      WHERE c.id = (SELECT coalesce(leaf_id, id) FROM categories WHERE id = $1)
      ${lock ? 'FOR SHARE OF c' : ''}`,
    [id],
  );
  const row = rows[0];
  const fail = (message: string) => badRequest(message, [{ field: 'category_id', message }]);
  if (!row) throw fail('Unknown category');
  if (!row.leaf) throw fail('category_id must be a subcategory (a leaf of the category tree)');
  if (row.retired) throw fail('This category is no longer in use');
  return row.id;
}
