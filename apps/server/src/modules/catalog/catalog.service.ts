import type { ContactBody } from '@rima/shared/api/catalog';
import type {
  ListProductsQuery,
  ProductDetail,
  ProductPage,
  ProductRow,
  RelatedProduct,
} from '@rima/shared/api/products';
import { API_PREFIX } from '@rima/shared/api/envelope';
import { RELATED_LIMIT } from '@rima/shared/constants';
import { badRequest, notFound } from '../../http/errors';
import { photoSrcset, photoUrl } from '../../photos/photo-store';
import type { CatalogRepository, ProductListRecord, ProductSort } from './catalog.repository';

export type CatalogService = ReturnType<typeof createCatalogService>;

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

function toRow(base: string, r: ProductListRecord): ProductRow {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    image: r.file_key ? photoUrl(base, r.file_key) : '',
    image_srcset: r.file_key ? photoSrcset(base, r.file_key) : '',
    price: r.price,
    stock: r.stock,
    sold: r.sold,
    brand: r.brand,
    category: r.category,
    size: r.size,
    color: r.color,
    seller_id: r.seller_id,
    seller_name: r.seller_name,
    created_at: iso(r.created_at),
    rating: Number(r.rating),
    review_count: r.review_count,
  };
}

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

export function createCatalogService({ repo }: { repo: CatalogRepository }) {
  // Counts scan every matching product (tens of ms at 100k), so they are kept until a write changes which
  // products are active or what the filters read: invalidateCounts is wired to a database trigger's NOTIFY.
  const counts = new Map<string, unknown>();
  let countsGeneration = 0;
  function invalidateCounts() {
    countsGeneration += 1;
    counts.clear();
  }
  async function cachedCount<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (counts.has(key)) return counts.get(key) as T;
    const startedAt = countsGeneration;
    const value = await compute();
    // A count computed while a write committed may be stale: use it once, do not keep it.
    if (startedAt === countsGeneration && counts.size < 10_000) counts.set(key, value);
    return value;
  }

  async function listProducts(query: ListProductsQuery, base: string): Promise<ProductPage> {
    if (query.min_price !== undefined && query.max_price !== undefined && query.min_price > query.max_price) {
      throw badRequest('min_price must not be more than max_price', [
        { field: 'min_price', message: 'must not be more than max_price' },
      ]);
    }
    const page = query.page ?? 1;
    const limit = query.limit;
    // price=cheap|expensive is the old client's sort control: it wins over sortby.
    const sort: ProductSort = query.price ?? query.sortby ?? 'latest';
    const filter = {
      brand: query.brand,
      size: query.size,
      color: query.color,
      category: query.category,
      search: query.search,
      sellerId: query.seller_id,
      minPrice: query.min_price,
      maxPrice: query.max_price,
    };
    const [records, dataCount] = await Promise.all([
      repo.findMany(filter, sort, limit, (page - 1) * limit),
      cachedCount(`list:${JSON.stringify(filter)}`, () => repo.count(filter)),
    ]);
    const totalPage = Math.ceil(dataCount / limit);
    return {
      data: records.map((r) => toRow(base, r)),
      dataCount,
      totalPage,
      page,
      limit,
      next: page < totalPage ? pageUrl(base, query, page + 1) : null,
      // Past the end, "previous" is the last page that has rows.
      prev: page > 1 && totalPage > 0 ? pageUrl(base, query, Math.min(page - 1, totalPage)) : null,
    };
  }

  async function getProduct(idParam: string, base: string): Promise<ProductDetail> {
    if (!/^\d{1,9}$/.test(idParam)) throw notFound('Product not found');
    const id = Number(idParam);
    const product = await repo.findById(id);
    if (!product) throw notFound('Product not found');
    const [photos, related] = await Promise.all([repo.findPhotos(id), repo.findRelated(product, RELATED_LIMIT)]);
    return {
      product: [
        {
          ...product,
          image: photos[0] ? photoUrl(base, photos[0].file_key) : '',
          image_srcset: photos[0] ? photoSrcset(base, photos[0].file_key) : '',
          created_at: iso(product.created_at),
          updated_at: iso(product.updated_at),
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
      })),
    };
  }

  async function sendContact(body: ContactBody): Promise<{ id: number }> {
    return { id: await repo.insertContactMessage(body) };
  }

  return {
    listProducts,
    getProduct,
    listCategories: () => cachedCount('categories', repo.categoryCounts),
    listBrands: () => cachedCount('brands', repo.brandCounts),
    listSizes: () => cachedCount('sizes', repo.sizeCounts),
    listColors: () => cachedCount('colors', repo.colorCounts),
    invalidateCounts,
    sendContact,
  };
}
