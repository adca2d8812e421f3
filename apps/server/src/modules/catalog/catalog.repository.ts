import type { Queryable } from '../../db/client';
import { planSearch, rankExpression, relevanceSource, RELEVANCE_ORDER } from './catalog.search';

export type ProductSort = 'latest' | 'oldest' | 'popular' | 'cheap' | 'expensive' | 'relevance';

export type ProductFilter = {
  brand?: string | undefined;
  size?: string | undefined;
  /** Hex such as '#A17F25' (with or without '#'), or a colour name. */
  color?: string | undefined;
  category?: string | undefined;
  search?: string | undefined;
  /** tsquery text from planSearch (issue 13); without it, `search` is a literal part of the name. */
  searchQuery?: string | undefined;
  /** The search matches many products: its relevance candidates are found by walking the popularity index. */
  denseSearch?: boolean | undefined;
  material?: string | undefined;
  /** Size ranges in cm: [min, max] per dimension, either end optional. */
  dimensions?: Partial<Record<'width_cm' | 'depth_cm' | 'height_cm', [number | undefined, number | undefined]>>;
  sellerId?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
};

export type ProductListRecord = {
  id: number;
  name: string;
  description: string;
  price: number;
  stock: number;
  sold: number;
  brand: string;
  category: string;
  size: string;
  color: string;
  seller_id: number;
  seller_name: string;
  created_at: Date;
  /** First photo (lowest position); null only if a product lost all its photos. */
  file_key: string | null;
  /** Mean review star (one decimal, 0 without reviews) and the number of reviews (issue 6). */
  rating: number;
  review_count: number;
};

export type ProductDetailRecord = Omit<ProductListRecord, 'file_key'> & {
  category_id: number;
  brand_id: number;
  size_id: number;
  color_id: number;
  color_name: string;
  width_cm: number | null;
  depth_cm: number | null;
  height_cm: number | null;
  weight_kg: number | null;
  material: string | null;
  updated_at: Date;
};

export type PhotoRecord = { id: number; file_key: string; width: number; height: number };
export type RelatedRecord = { id: number; name: string; price: number; file_key: string | null };
export type RefCountRecord = { id: number; name: string; product_count: number };
export type ColorCountRecord = RefCountRecord & { hex: string };

// Every ORDER BY ends in id so pages are stable when timestamps, prices or sales tie. Each order has a
// partial index on active products (0001_init.sql, 0004_catalog_search.sql).
const ORDER_BY: Record<ProductSort, string> = {
  latest: 'p.created_at DESC, p.id DESC',
  oldest: 'p.created_at ASC, p.id ASC',
  popular: 'p.sold DESC, p.id DESC',
  cheap: 'p.price ASC, p.id ASC',
  expensive: 'p.price DESC, p.id DESC',
  relevance: RELEVANCE_ORDER,
};

/** LIKE pattern for "contains": the user's %, _ and \ match themselves, not anything. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Reference ids a filter's names resolved to (in the application, so the planner sees plain ids). */
export type ResolvedRefs = { brandId?: number; sizeId?: number; categoryId?: number; colorId?: number };

/**
 * WHERE clause over `products p`. Brand, size, category and colour names are resolved to ids beforehand
 * (resolveRefs: the reference tables are read once per process), so the product side is a plain
 * `brand_id = $n` that the planner estimates and the filter indexes serve.
 */
function whereClause(filter: ProductFilter, refs: ResolvedRefs): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions = ["p.status = 'active'"];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (refs.brandId !== undefined) conditions.push(`p.brand_id = ${add(refs.brandId)}`);
  if (refs.sizeId !== undefined) conditions.push(`p.size_id = ${add(refs.sizeId)}`);
  if (refs.categoryId !== undefined) conditions.push(`p.category_id = ${add(refs.categoryId)}`);
  if (refs.colorId !== undefined) conditions.push(`p.color_id = ${add(refs.colorId)}`);
  if (filter.searchQuery !== undefined) {
    conditions.push(`p.search_vec @@ ${add(filter.searchQuery)}::tsquery`);
  } else if (filter.search !== undefined) conditions.push(`p.name ILIKE ${add(containsPattern(filter.search))}`);
  if (filter.material !== undefined) conditions.push(`p.material ILIKE ${add(containsPattern(filter.material))}`);
  for (const [column, [min, max]] of Object.entries(filter.dimensions ?? {})) {
    if (min !== undefined) conditions.push(`p.${column} >= ${add(min)}`);
    if (max !== undefined) conditions.push(`p.${column} <= ${add(max)}`);
  }
  if (filter.sellerId !== undefined) conditions.push(`p.seller_id = ${add(filter.sellerId)}`);
  if (filter.minPrice !== undefined) conditions.push(`p.price >= ${add(filter.minPrice)}`);
  if (filter.maxPrice !== undefined) conditions.push(`p.price <= ${add(filter.maxPrice)}`);
  return { sql: conditions.join(' AND '), params };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

export function createCatalogRepository(db: Queryable) {
  type RefMaps = { brand: Map<string, number>; size: Map<string, number>; category: Map<string, number> } & {
    colorHex: Map<string, number>;
    colorName: Map<string, number>;
  };
  // Reference data changes only with migrations; a name not found reloads it at most once a minute.
  let refMaps: Promise<RefMaps> | undefined;
  let loadedAt = 0;
  async function loadRefs(): Promise<RefMaps> {
    const byName = async (table: 'brands' | 'sizes' | 'categories') =>
      new Map(
        (await db.query<{ id: number; name: string }>(`SELECT id, name FROM ${table}`)).map((r) => [
          r.name.toLowerCase(),
          r.id,
        ]),
      );
    const colors = await db.query<{ id: number; hex: string; name: string }>('SELECT id, hex, name FROM colors');
    return {
      brand: await byName('brands'),
      size: await byName('sizes'),
      category: await byName('categories'),
      colorHex: new Map(colors.map((c) => [c.hex.toUpperCase(), c.id])),
      colorName: new Map(colors.map((c) => [c.name.toLowerCase(), c.id])),
    };
  }
  /** The filter's names as ids; null when a name is unknown (no product can match). */
  async function resolveRefs(filter: ProductFilter, retry = true): Promise<ResolvedRefs | null> {
    if (!refMaps) {
      loadedAt = Date.now();
      refMaps = loadRefs().catch((error: unknown) => {
        refMaps = undefined;
        throw error;
      });
    }
    const maps = await refMaps;
    const out: ResolvedRefs = {};
    const one = (map: Map<string, number>, name: string | undefined) =>
      name === undefined ? undefined : (map.get(name.toLowerCase()) ?? null);
    const brandId = one(maps.brand, filter.brand);
    const sizeId = one(maps.size, filter.size);
    const categoryId = one(maps.category, filter.category);
    let colorId: number | null | undefined;
    if (filter.color !== undefined) {
      const raw = filter.color.trim();
      const hex = (/^[0-9a-f]{6}$/i.test(raw) ? `#${raw}` : raw).toUpperCase();
      colorId = maps.colorHex.get(hex) ?? maps.colorName.get(raw.toLowerCase()) ?? null;
    }
    if (brandId === null || sizeId === null || categoryId === null || colorId === null) {
      if (retry && Date.now() - loadedAt > 60_000) {
        refMaps = undefined;
        return resolveRefs(filter, false);
      }
      return null;
    }
    if (brandId !== undefined) out.brandId = brandId;
    if (sizeId !== undefined) out.sizeId = sizeId;
    if (categoryId !== undefined) out.categoryId = categoryId;
    if (colorId !== undefined) out.colorId = colorId;
    return out;
  }

  /**
   * The ids of one page of active products matching a search (the rows themselves come from the catalogue's
   * read model, catalog.index.ts): an index scan in the chosen order that stops after offset+limit rows.
   */
  async function findIds(filter: ProductFilter, sort: ProductSort, limit: number, offset: number): Promise<number[]> {
    const refs = await resolveRefs(filter);
    if (!refs) return [];
    const where = whereClause(filter, refs);
    const n = where.params.length;
    // The relevance sort ranks the inner rows by the search (issue 13); it needs a search.
    const rank = sort === 'relevance' ? `, ${rankExpression(`$${n + 3}`)} AS search_rank` : '';
    const rankParams = sort === 'relevance' ? [filter.searchQuery ?? ''] : [];
    const rows = await db.query<{ id: number }>(
      `SELECT p.id
         FROM (SELECT p.id, p.created_at, p.sold, p.price${rank}
                 FROM ${sort === 'relevance' ? relevanceSource(where.sql, n, filter.denseSearch === true) : `products p WHERE ${where.sql}`}
                ORDER BY ${ORDER_BY[sort]} LIMIT $${n + 1} OFFSET $${n + 2}) p
        ORDER BY ${ORDER_BY[sort]}`,
      [...where.params, limit, offset, ...rankParams],
    );
    return rows.map((r) => r.id);
  }

  /** Number of active products matching the same filter as findMany. */
  async function count(filter: ProductFilter): Promise<number> {
    const refs = await resolveRefs(filter);
    if (!refs) return 0;
    const where = whereClause(filter, refs);
    const rows = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p WHERE ${where.sql}`,
      where.params,
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * Counts matching products, but stops after `cap + 1` of them; above the cap, the planner's row estimate
   * (EXPLAIN, no scan) stands in (docs/decisions/011). `exact` says which one it is.
   */
  async function countUpTo(filter: ProductFilter, cap: number): Promise<{ n: number; exact: boolean }> {
    const refs = await resolveRefs(filter);
    if (!refs) return { n: 0, exact: true };
    const where = whereClause(filter, refs);
    const rows = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM products p WHERE ${where.sql} LIMIT ${Number(cap) + 1}) t`,
      where.params,
    );
    const n = rows[0]?.n ?? 0;
    if (n <= cap) return { n, exact: true };
    const plan = await db.query<{ 'QUERY PLAN': unknown }>(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM products p WHERE ${where.sql}`,
      where.params,
    );
    const raw = plan[0]?.['QUERY PLAN'];
    const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
    const estimate = Math.round(json[0]?.Plan?.['Plan Rows'] ?? 0);
    return { n: Math.max(cap + 1, estimate), exact: false };
  }

  async function findPhotos(productId: number): Promise<PhotoRecord[]> {
    return db.query<PhotoRecord>(
      'SELECT id, file_key, width, height FROM product_photos WHERE product_id = $1 ORDER BY position',
      [productId],
    );
  }

  function countsBy(table: 'categories' | 'brands' | 'sizes', column: string) {
    return db.query<RefCountRecord>(
      `SELECT t.id, t.name, COALESCE(n.product_count, 0)::int AS product_count
         FROM ${table} t
         LEFT JOIN (SELECT ${column} AS ref_id, count(*) AS product_count FROM products
                     WHERE status = 'active' GROUP BY ${column}) n ON n.ref_id = t.id
        ORDER BY t.id`,
    );
  }

  return {
    findIds,
    resolveRefs,
    count,
    planSearch: (text: string, prefix = false) => planSearch(db, text, prefix),
    countUpTo,
    findPhotos,
    categoryCounts: () => countsBy('categories', 'category_id'),
    brandCounts: () => countsBy('brands', 'brand_id'),
    sizeCounts: () => countsBy('sizes', 'size_id'),
    colorCounts: () =>
      db.query<ColorCountRecord>(
        `SELECT t.id, t.name, t.hex, COALESCE(n.product_count, 0)::int AS product_count
           FROM colors t
           LEFT JOIN (SELECT color_id AS ref_id, count(*) AS product_count FROM products
                       WHERE status = 'active' GROUP BY color_id) n ON n.ref_id = t.id
          ORDER BY t.id`,
      ),
    insertContactMessage: async (message: {
      name: string;
      email: string;
      website: string;
      plan: string;
      message: string;
    }): Promise<number> => {
      const rows = await db.query<{ id: number }>(
        `INSERT INTO contact_messages (name, email, website, plan, message) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [message.name, message.email, message.website, message.plan, message.message],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('contact insert returned no id');
      return id;
    },
  };
}
