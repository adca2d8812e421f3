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
  /** issue 15: the shipping box (null: the product's own size) and whether it needs a delivery slot */
  packed_width_cm: number | null;
  packed_depth_cm: number | null;
  packed_height_cm: number | null;
  packed_weight_kg: number | null;
  is_bulky: boolean;
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

const FIRST_PHOTO = `LEFT JOIN LATERAL (
    SELECT ph.file_key FROM product_photos ph WHERE ph.product_id = p.id ORDER BY ph.position LIMIT 1
  ) photo ON true`;

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
   * One page of active products. The page is picked from `products` alone (an index scan in the chosen
   * order that stops after offset+limit rows); names and the first photo are joined to those rows only.
   */
  async function findMany(
    filter: ProductFilter,
    sort: ProductSort,
    limit: number,
    offset: number,
  ): Promise<ProductListRecord[]> {
    const refs = await resolveRefs(filter);
    if (!refs) return [];
    const where = whereClause(filter, refs);
    const n = where.params.length;
    // The relevance sort ranks the inner rows by the search (issue 13); it needs a search.
    const rank = sort === 'relevance' ? `, ${rankExpression(`$${n + 3}`)} AS search_rank` : '';
    const rankParams = sort === 'relevance' ? [filter.searchQuery ?? ''] : [];
    return db.query<ProductListRecord>(
      `SELECT p.id, p.name, p.description, p.price, p.stock, p.sold,
              b.name AS brand, c.name AS category, s.name AS size, co.hex AS color,
              p.seller_id, u.username AS seller_name, p.created_at, photo.file_key,
              rv.rating, rv.review_count
         FROM (SELECT p.*${rank} FROM ${sort === 'relevance' ? relevanceSource(where.sql, n, filter.denseSearch === true) : `products p WHERE ${where.sql}`}
                ORDER BY ${ORDER_BY[sort]} LIMIT $${n + 1} OFFSET $${n + 2}) p
         JOIN brands b ON b.id = p.brand_id
         JOIN categories c ON c.id = p.category_id
         JOIN sizes s ON s.id = p.size_id
         JOIN colors co ON co.id = p.color_id
         JOIN users u ON u.id = p.seller_id
         ${FIRST_PHOTO}
         CROSS JOIN LATERAL (
           SELECT COALESCE(round(avg(r.star), 1), 0)::float8 AS rating, count(*)::int AS review_count
             FROM reviews r WHERE r.product_id = p.id
         ) rv
        ORDER BY ${ORDER_BY[sort]}`,
      [...where.params, limit, offset, ...rankParams],
    );
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

  async function findById(id: number): Promise<ProductDetailRecord | undefined> {
    const rows = await db.query<ProductDetailRecord>(
      `SELECT p.id, p.name, p.description, p.price, p.stock, p.sold,
              b.name AS brand, c.name AS category, s.name AS size, co.hex AS color, co.name AS color_name,
              p.category_id, p.brand_id, p.size_id, p.color_id,
              p.width_cm, p.depth_cm, p.height_cm, p.weight_kg, p.material,
              p.packed_width_cm, p.packed_depth_cm, p.packed_height_cm, p.packed_weight_kg, p.is_bulky,
              p.seller_id, u.username AS seller_name, p.created_at, p.updated_at
         FROM products p
         JOIN brands b ON b.id = p.brand_id
         JOIN categories c ON c.id = p.category_id
         JOIN sizes s ON s.id = p.size_id
         JOIN colors co ON co.id = p.color_id
         JOIN users u ON u.id = p.seller_id
        WHERE p.id = $1 AND p.status = 'active'`,
      [id],
    );
    return rows[0];
  }

  async function findPhotos(productId: number): Promise<PhotoRecord[]> {
    return db.query<PhotoRecord>(
      'SELECT id, file_key, width, height FROM product_photos WHERE product_id = $1 ORDER BY position',
      [productId],
    );
  }

  /**
   * Newest active products of the same category or the same brand, except the product itself. Two
   * index-ordered scans of `limit` rows each (category index, brand index) merged, instead of an OR
   * that would sort every product of a big category.
   */
  async function findRelated(
    product: { id: number; category_id: number; brand_id: number },
    limit: number,
  ): Promise<RelatedRecord[]> {
    return db.query<RelatedRecord>(
      `SELECT p.id, p.name, p.price, photo.file_key
         FROM (
           SELECT id, created_at FROM (
             (SELECT id, created_at FROM products
               WHERE status = 'active' AND category_id = $2 AND id <> $1
               ORDER BY created_at DESC, id DESC LIMIT $4)
             UNION
             (SELECT id, created_at FROM products
               WHERE status = 'active' AND brand_id = $3 AND id <> $1
               ORDER BY created_at DESC, id DESC LIMIT $4)
           ) candidates
           ORDER BY created_at DESC, id DESC LIMIT $4
         ) r
         JOIN products p ON p.id = r.id
         ${FIRST_PHOTO}
        ORDER BY r.created_at DESC, r.id DESC`,
      [product.id, product.category_id, product.brand_id, limit],
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
    findMany,
    count,
    planSearch: (text: string, prefix = false) => planSearch(db, text, prefix),
    countUpTo,
    findById,
    findPhotos,
    findRelated,
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
