/**
 * A product of the read model as a list row: names resolved by id, the wire shape of `GET /product`.
 * Runs for every row an answer shows: field by field, no lookups beyond the names' maps.
 */
import type { ProductRow } from '@rima/shared/api/catalog';
import { photoSrcset, photoUrl } from '../../photos/photo-store';
import type { ProductListRecord } from './catalog.repository';
import type { CatalogNames, IndexedProduct } from './engine/catalog.engine';
import { iso } from '../../http/wire-time';

/** The brand a product shows: its free-text brand, else its legacy brand's name (docs/decisions/037). */
export const brandOf = (names: CatalogNames, p: IndexedProduct): string => p.brand ?? names.brand.get(p.brand_id) ?? '';

/** A product of the read model as the list rows show it (names resolved by id). */
export function listRecord(names: CatalogNames, p: IndexedProduct): ProductListRecord {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    price: p.price,
    stock: p.stock,
    sold: p.sold,
    brand: brandOf(names, p),
    category: names.category.get(p.category_id) ?? '',
    size: names.size.get(p.size_id) ?? '',
    color: names.color.get(p.color_id)?.hex ?? '',
    seller_id: p.seller_id,
    seller_name: names.seller.get(p.seller_id) ?? '',
    created_at: p.created_at,
    file_key: p.file_key,
    rating: p.rating,
    review_count: p.review_count,
    name_en: p.name_en ?? null,
  };
}

export function toRow(base: string, r: ProductListRecord): ProductRow {
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
    ...(r.name_en ? { name_en: r.name_en } : {}),
  };
}
