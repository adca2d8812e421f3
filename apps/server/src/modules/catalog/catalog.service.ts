import {
  DIMENSION_FILTER_KEYS,
  type ListProductsQuery,
  type ProductDetail,
  type ProductPage,
  type ProductPageWithFacets,
  type RelatedProduct,
} from '@rima/shared/api/catalog';
import { API_PREFIX } from '@rima/shared/api/envelope';
import { RELATED_LIMIT } from '@rima/shared/constants';
import { LEGACY_COLOR_MAP, MATERIALS, PALETTE, STYLES, brandKey, findLabelled, labelOf } from '@rima/shared/catalog';
import type { Language } from '@rima/shared/language';
import { LRUCache } from 'lru-cache';
import type { CatalogChange } from '../../http/catalog-change';
import { badRequest, notFound } from '../../http/errors';
import { photoSrcset, photoUrl } from '../../photos/photo-store';
import type { AttributeSet } from './catalog.attributes';
import { facetAnswer } from './catalog.facets-answer';
import { iso } from '../../http/wire-time';
import { brandOf, listRecord, toRow } from './catalog.rows';
import { RELEVANCE_CANDIDATES } from './catalog.search';
import type { CatalogRepository, ProductFilter, ProductSort } from './catalog.repository';
import type { CategoryTree } from './catalog.tree';
import type { VariantsReader } from '../products/products-variants';
import type { CatalogEngine, CatalogNames, IndexedProduct, IndexFilter, IndexSort } from './engine/catalog.engine';

export type CatalogService = ReturnType<typeof createCatalogService>;

/** The query keys a page link carries: the validated ones only, so junk keys do not travel on. */
function pageUrl(base: string, query: ListProductsQuery, page: number): string {
  const params = new URLSearchParams();
  for (const key of [
    'category',
    'brand',
    'size',
    'color',
    'search',
    'seller_id',
    'min_price',
    'max_price',
    'material',
    ...DIMENSION_FILTER_KEYS,
    'style',
    'min_seats',
    'assembly',
    'city',
    'min_rating',
    'in_stock',
    'facets',
    'lang',
    'sortby',
    'price',
  ] as const) {
    const value = query[key];
    if (value !== undefined) params.set(key, String(value));
  }
  params.set('limit', String(query.limit));
  params.set('page', String(page));
  return `${base}${API_PREFIX}/product?${params.toString()}`;
}

/** Counts above this are estimated (docs/decisions/011); below it they are exact. */
export const EXACT_COUNT_UP_TO = 1000;

/** A brand filter: its facet key, and the legacy brands with that key. */
function brandFilter(names: CatalogNames, brand: string | undefined): IndexFilter['brand'] {
  if (brand === undefined) return undefined;
  const key = brandKey(brand);
  const legacyIds = [...names.brand].filter(([, name]) => brandKey(name) === key).map(([id]) => id);
  return { key, legacyIds };
}

/**
 * The stores of a `city=` filter: a regency code, or its name with or without "Kota"/"Kabupaten" (any case).
 * None: the filter matches nothing.
 */
function cityFilter(names: CatalogNames, city: string | undefined): number[] | undefined {
  if (city === undefined) return undefined;
  const wanted = city.trim().toLowerCase();
  const bare = (name: string) => name.toLowerCase().replace(/^(kota|kabupaten|kab\.?)\s+/, '');
  const sellers: number[] = [];
  for (const [seller, c] of names.city) {
    if (c.code === wanted || c.name.toLowerCase() === wanted || bare(c.name) === bare(wanted)) sellers.push(seller);
  }
  return sellers;
}

export function createCatalogService({
  repo,
  index,
  categories,
  variants,
}: {
  repo: CatalogRepository;
  index: CatalogEngine;
  categories: CategoryTree;
  /** The products module's reader of a product's variants (docs/decisions/038). */
  variants: VariantsReader;
}) {
  // Counts scan matching products, so they are kept (LRU, bounded) until a change can alter them: which
  // products are active and what the filters read (membership), or an attribute the count reads
  // (catalog.attributes.ts, docs/decisions/010). Checkouts leave them alone.
  const counts = new LRUCache<string, { value: unknown; reads: AttributeSet }>({ max: 10_000 });
  let countsSequence = 0;
  function invalidateCounts() {
    categories.invalidate();
    repo.clearPlans();
    countsSequence += 1;
    counts.clear();
  }
  function applyChange(change: CatalogChange) {
    // new words (inserts, text edits) may turn a typo correction into a known word
    if (change.all || change.membership || change.text) repo.clearPlans();
    if (change.all) categories.invalidate();
    if (change.all || change.membership) {
      invalidateCounts();
      return;
    }
    if (change.attributes === 0) return;
    countsSequence += 1;
    for (const [key, entry] of counts.entries()) {
      if ((change.attributes & entry.reads) !== 0) counts.delete(key);
    }
  }
  /** A count kept under `key`; `reads`: the attributes it filters on besides membership. */
  async function cachedCount<T>(key: string, compute: () => Promise<T>, reads: AttributeSet = 0): Promise<T> {
    const hit = counts.get(key);
    if (hit) return hit.value as T;
    const startedAt = countsSequence;
    const value = await compute();
    // A count computed while a write committed may be stale: use it once, do not keep it.
    if (startedAt === countsSequence) counts.set(key, { value, reads });
    return value;
  }

  /**
   * A page of the list; with `facets=1` also the counts of every filter's alternatives (docs/decisions/039),
   * labelled in `lang`.
   */
  async function listProducts(
    query: ListProductsQuery,
    base: string,
    lang: Language = 'en',
  ): Promise<ProductPage | ProductPageWithFacets> {
    if (query.min_price !== undefined && query.max_price !== undefined && query.min_price > query.max_price) {
      throw badRequest('min_price must not be more than max_price', [
        { field: 'min_price', message: 'must not be more than max_price' },
      ]);
    }
    const page = query.page ?? 1;
    const limit = query.limit;
    // price=cheap|expensive is the old client's sort control: it wins over sortby.
    // A search is ranked by relevance unless another order is asked for.
    const searching = query.search !== undefined;
    const asked = query.price ?? query.sortby;
    const sort: ProductSort =
      asked === 'relevance' && !searching ? 'popular' : (asked ?? (searching ? 'relevance' : 'latest'));
    const plan = searching ? await repo.planSearch(query.search ?? '') : undefined;
    const filter = {
      brand: query.brand,
      size: query.size,
      color: query.color,
      category: query.category,
      // A search of punctuation only ('%', '_', quotes) has no words: it stays the old literal name match.
      search: query.search?.replace(/\0/g, ''),
      searchQuery: plan?.tsquery ?? undefined,
      material: query.material,
      dimensions: {
        width_cm: [query.min_width, query.max_width],
        depth_cm: [query.min_depth, query.max_depth],
        height_cm: [query.min_height, query.max_height],
      } satisfies ProductFilter['dimensions'],
      sellerId: query.seller_id,
      minPrice: query.min_price,
      maxPrice: query.max_price,
    };
    const offset = (page - 1) * limit;
    const view = await index.ready();
    // the brand is free text, compared by its facet key (brandFilter), not a reference to resolve
    const refs = await repo.resolveRefs({ ...filter, brand: undefined, category: undefined });
    const colorIds = refs?.colorIds !== undefined && refs.colorIds.length > 1 ? refs.colorIds : undefined;
    // A category covers its leaves (a top level), itself (a leaf) or its leaf (a legacy name or id).
    const cover = filter.category === undefined ? undefined : await categories.cover(filter.category);
    const indexFilter: IndexFilter = {
      brand: brandFilter(view.names, filter.brand),
      category_id: cover?.length === 1 ? cover[0] : undefined,
      category_ids: cover !== undefined && cover !== null && cover.length > 1 ? cover : undefined,
      size_id: refs?.sizeId,
      color_id: colorIds === undefined ? refs?.colorId : undefined,
      colorIds,
      materialCode: filter.material === undefined ? undefined : findLabelled(MATERIALS, filter.material)?.code,
      // an unknown style matches nothing
      style: query.style === undefined ? undefined : (findLabelled(STYLES, query.style)?.code ?? '\u0000'),
      minSeats: query.min_seats,
      assembly: query.assembly,
      sellerIds: cityFilter(view.names, query.city),
      minRating: query.min_rating,
      inStock: query.in_stock === true ? true : undefined,
      seller_id: filter.sellerId,
      minPrice: filter.minPrice,
      maxPrice: filter.maxPrice,
      material: filter.material?.toLowerCase(),
      // a search without words is the old literal match on the name
      nameContains: filter.searchQuery === undefined ? filter.search?.toLowerCase() : undefined,
      dimensions: filter.dimensions,
    };
    // Everything is answered by the read model (docs/decisions/016): exact totals; a search's matches and
    // ranks come from its text index, over the tsvectors PostgreSQL computed.
    const tree = plan?.tree;
    const match = tree ? view.text.match(tree) : undefined;
    // counted before the page: the facet count's total, when it counted the page's own filter, is the page's,
    // and the page's walk then stops at the page (catalog.index.ts). An unknown category matches nothing but
    // leaves the other facets' counts (its own facet ignores it); an unknown size or colour matches nothing.
    const facetFilter =
      cover === null || cover?.length === 0
        ? { ...indexFilter, category_id: undefined, category_ids: [] }
        : !refs
          ? { ...indexFilter, nameContains: '\u0000' }
          : indexFilter;
    const counted = query.facets === true ? view.index.facetsAndTotal(facetFilter, match) : undefined;
    const known = facetFilter === indexFilter ? counted?.total : undefined;
    let rows: IndexedProduct[] = [];
    let total = 0;
    if (!refs || cover === null || cover?.length === 0) {
      // a brand, category, size or colour that does not exist: nothing matches
    } else if (sort === 'relevance' && tree) {
      // Relevance ranks the most popular matches (RELEVANCE_CANDIDATES, or as deep as the page asks).
      const want = Math.max(RELEVANCE_CANDIDATES, offset + limit);
      const walked = view.index.walk(indexFilter, 'popular', want, match, known);
      const ranker = view.text.ranker(tree);
      const ranked = walked.slots.map((slot) => ({ slot, rank: ranker.rank(slot) }));
      ranked.sort((a, b) => b.rank - a.rank); // stable: ties keep the popularity order
      rows = ranked.slice(offset, offset + limit).map((r) => view.index.read(r.slot));
      total = walked.total;
    } else {
      const indexSort: IndexSort = sort === 'relevance' ? 'popular' : sort;
      ({ rows, total } = view.index.query(indexFilter, indexSort, limit, offset, match, known));
    }
    const records = rows.map((p) => listRecord(view.names, p));
    const dataCount = total;
    const totalPage = Math.ceil(dataCount / limit);
    const answer: ProductPage = {
      data: records.map((r) => toRow(base, r)),
      dataCount,
      totalPage,
      page,
      limit,
      next: page < totalPage ? pageUrl(base, query, page + 1) : null,
      // Past the end, "previous" is the last page that has rows.
      prev: page > 1 && totalPage > 0 ? pageUrl(base, query, Math.min(page - 1, totalPage)) : null,
    };
    if (counted === undefined) return answer;
    return { ...answer, facets: await facetAnswer(counted.raw, view.names, categories, lang) };
  }

  async function getProduct(idParam: string, base: string): Promise<ProductDetail> {
    if (!/^\d{1,9}$/.test(idParam)) throw notFound('Product not found');
    const id = Number(idParam);
    const view = await index.ready();
    const found = view.index.get(id);
    if (!found) throw notFound('Product not found');
    const names = view.names;
    // the fields the detail always had (API-COMPAT 16), in the same order
    const product = {
      id: found.id,
      name: found.name,
      description: found.description,
      price: found.price,
      stock: found.stock,
      sold: found.sold,
      brand: brandOf(names, found),
      category: names.category.get(found.category_id) ?? '',
      size: names.size.get(found.size_id) ?? '',
      color: names.color.get(found.color_id)?.hex ?? '',
      color_name: names.color.get(found.color_id)?.name ?? '',
      category_id: found.category_id,
      // 0 in the read model: none
      brand_id: found.brand_id || null,
      size_id: found.size_id || null,
      color_id: found.color_id,
      width_cm: found.width_cm,
      depth_cm: found.depth_cm,
      height_cm: found.height_cm,
      weight_kg: found.weight_kg,
      material: found.material,
      material_name: labelOf(MATERIALS, found.material, 'id'),
      style: found.style ?? null,
      finish: found.finish ?? null,
      seats: found.seats ?? null,
      assembly_required: found.assembly_required ?? null,
      warranty_months: found.warranty_months ?? null,
      name_en: found.name_en ?? null,
      description_en: found.description_en ?? null,
      color_code: PALETTE.find((c) => c.rowId === found.color_id)?.code ?? LEGACY_COLOR_MAP[found.color_id] ?? null,
      seller_id: found.seller_id,
      seller_name: names.seller.get(found.seller_id) ?? '',
      created_at: found.created_at,
      updated_at: found.updated_at,
    };
    const photos = view.index.photos(id);
    const related = view.index.related(found, RELATED_LIMIT);
    const offer = await variants(id);
    return {
      product: [
        {
          ...product,
          image: photos[0] ? photoUrl(base, photos[0].file_key) : '',
          image_srcset: photos[0] ? photoSrcset(base, photos[0].file_key) : '',
          created_at: iso(product.created_at),
          updated_at: iso(product.updated_at),
          option_names: offer.option_names,
          variants: offer.variants,
        },
      ],
      image: photos.map((p) => ({
        id: p.id,
        image: photoUrl(base, p.file_key),
        srcset: photoSrcset(base, p.file_key),
        width: p.width,
        height: p.height,
      })),
      relaited: related.map((r): RelatedProduct => ({
        id: r.id,
        name: r.name,
        price: r.price,
        image: r.file_key ? photoUrl(base, r.file_key) : '',
        image_srcset: r.file_key ? photoSrcset(base, r.file_key) : '',
        ...(r.name_en ? { name_en: r.name_en } : {}),
      })),
    };
  }

  return {
    planSearch: repo.planSearch,
    listProducts,
    getProduct,
    listCategories: () => cachedCount('categories', repo.categoryCounts),
    /** The furniture tree with each leaf's number of active products (docs/decisions/036). */
    listCategoryTree: () =>
      cachedCount('category-tree', async () => categories.shopTree(await repo.activeByCategory())),
    /** The category ids a `category=` filter covers (null: unknown); the pages use it for their lists. */
    categoryCover: categories.cover,
    listBrands: () => cachedCount('brands', repo.brandCounts),
    listSizes: () => cachedCount('sizes', repo.sizeCounts),
    listColors: () => cachedCount('colors', repo.colorCounts),
    invalidateCounts,
    applyChange,
  };
}
