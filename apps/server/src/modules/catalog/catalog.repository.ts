import type { ListRowField, ProductRow } from '@rima/shared/api/catalog';
import type { Queryable } from '../../db/client';
import { LRUCache } from 'lru-cache';
import { planSearch, type SearchPlan, type WordPlans } from './catalog.search';

export type ProductSort = 'latest' | 'oldest' | 'popular' | 'cheap' | 'expensive' | 'relevance';

export type ProductFilter = {
  brand?: string | undefined;
  size?: string | undefined;
  /** Hex such as '#A17F25' (with or without '#'), or a colour name. */
  color?: string | undefined;
  category?: string | undefined;
  search?: string | undefined;
  /** tsquery text from planSearch; without it, `search` is a literal part of the name. */
  searchQuery?: string | undefined;
  material?: string | undefined;
  /** Size ranges in cm: [min, max] per dimension, either end optional. */
  dimensions?: Partial<Record<'width_cm' | 'depth_cm' | 'height_cm', [number | undefined, number | undefined]>>;
  sellerId?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
};

export type ProductListRecord = Pick<ProductRow, ListRowField> & {
  created_at: Date;
  /** First photo (lowest position); null only if a product lost all its photos. */
  file_key: string | null;
  /** Mean review star (one decimal, 0 without reviews) and the number of reviews. */
  rating: number;
  review_count: number;
  /** The seller's English name, where given (the English shop shows it). */
  name_en?: string | null;
};

export type ProductDetailRecord = Omit<ProductListRecord, 'file_key'> & {
  category_id: number;
  brand_id: number | null;
  size_id: number | null;
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
export type CategoryCountRecord = RefCountRecord & { name_id: string };

/** Reference ids a filter's names resolved to (in the application, so the planner sees plain ids). */
export type ResolvedRefs = {
  brandId?: number;
  sizeId?: number;
  categoryId?: number;
  colorId?: number;
  /** The colour named and the colours standing for the same palette colour (legacy 1–6, docs/decisions/037). */
  colorIds?: number[];
};

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

export type CatalogRepositoryOptions = {
  /** Marks a database reply a shopper's answer waits for (the front door's read admission); default: nothing. */
  urgent?: <T>(pending: Promise<T>) => Promise<T>;
};

export function createCatalogRepository(db: Queryable, options: CatalogRepositoryOptions = {}) {
  const plans = new LRUCache<string, Promise<SearchPlan>>({ max: 5000 });
  const wordPlans: WordPlans = new Map();
  type RefMaps = { brand: Map<string, number>; size: Map<string, number>; category: Map<string, number> } & {
    colorHex: Map<string, number>;
    colorName: Map<string, number>;
    colorGroup: Map<number, number[]>;
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
    const colors = await db.query<{ id: number; hex: string; name: string; code: string | null; target: number }>(
      'SELECT id, hex, name, code, coalesce(replaced_by, id) AS target FROM colors',
    );
    // A legacy colour matches itself and the palette colour it became; a palette colour matches itself and
    // every legacy colour mapped onto it (old clients' filters keep their exact answers).
    const colorGroup = new Map<number, number[]>();
    for (const c of colors) {
      const group = c.target !== c.id ? [c.id, c.target] : colors.filter((o) => o.target === c.id).map((o) => o.id);
      colorGroup.set(c.id, group);
    }
    const colorName = new Map(colors.map((c) => [c.name.toLowerCase(), c.id]));
    for (const c of colors) if (c.code) colorName.set(c.code, c.id);
    return {
      colorGroup,
      brand: await byName('brands'),
      size: await byName('sizes'),
      category: await byName('categories'),
      colorHex: new Map(colors.map((c) => [c.hex.toUpperCase(), c.id])),
      colorName,
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
    if (colorId !== undefined) {
      out.colorId = colorId;
      out.colorIds = maps.colorGroup.get(colorId) ?? [colorId];
    }
    return out;
  }

  function countsBy(table: 'brands' | 'sizes', column: string) {
    return db.query<RefCountRecord>(
      `SELECT t.id, t.name, COALESCE(n.product_count, 0)::int AS product_count
         FROM ${table} t
         LEFT JOIN (SELECT ${column} AS ref_id, count(*) AS product_count FROM products
                     WHERE status = 'active' GROUP BY ${column}) n ON n.ref_id = t.id
        ORDER BY t.id`,
    );
  }

  return {
    resolveRefs,
    /**
     * A query's words as a tsquery (synonyms, typo corrections from the vocabulary, stemming): two small
     * statements, remembered per text and per word until the vocabulary may have changed (clearPlans).
     */
    planSearch: (text: string, prefix = false): Promise<SearchPlan> => {
      const key = `${prefix ? 1 : 0}|${text}`;
      let plan = plans.get(key);
      if (!plan) {
        plan = planSearch(db, text, prefix, wordPlans, options.urgent);
        plans.set(key, plan);
        plan.catch(() => plans.delete(key));
      }
      return plan;
    },
    clearPlans: () => {
      plans.clear();
      wordPlans.clear();
    },
    /**
     * The old flat list (API-COMPAT 15): the rows outside the tree (docs/decisions/036), with the Indonesian
     * name (the English one where none is set; docs/decisions/013).
     */
    categoryCounts: () =>
      db.query<CategoryCountRecord>(
        `SELECT t.id, t.name, COALESCE(NULLIF(t.name_id, ''), t.name) AS name_id,
                COALESCE(n.product_count, 0)::int AS product_count
           FROM categories t
           LEFT JOIN (SELECT category_id AS ref_id, count(*) AS product_count FROM products
                       WHERE status = 'active' GROUP BY category_id) n ON n.ref_id = t.id
          WHERE t.slug IS NULL
          ORDER BY t.id`,
      ),
    /** Active products per category id (the tree's counts: catalog.tree.ts adds them up per leaf). */
    activeByCategory: async (): Promise<Map<number, number>> =>
      new Map(
        (
          await db.query<{ id: number; n: number }>(
            `SELECT category_id AS id, count(*)::int AS n FROM products WHERE status = 'active' GROUP BY category_id`,
          )
        ).map((r) => [r.id, r.n]),
      ),
    brandCounts: () => countsBy('brands', 'brand_id'),
    sizeCounts: () => countsBy('sizes', 'size_id'),
    colorCounts: () =>
      db.query<ColorCountRecord>(
        // the legacy colours only (API-COMPAT 15); the palette is packages/shared/src/catalog.ts PALETTE
        `SELECT t.id, t.name, t.hex, COALESCE(n.product_count, 0)::int AS product_count
           FROM colors t
           LEFT JOIN (SELECT color_id AS ref_id, count(*) AS product_count FROM products
                       WHERE status = 'active' GROUP BY color_id) n ON n.ref_id = t.id
          WHERE t.code IS NULL
          ORDER BY t.id`,
      ),
  };
}
