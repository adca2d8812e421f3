import { MAX_PRODUCT_PHOTOS } from '@rima/shared/constants';
import type { Db } from '../../db/client';
import type { PhotoInput, PhotoStore } from '../../photos/photo-store';
import type { ProductsRepository } from './products.repository';

export type PlacedPhoto =
  { placed: true; position: number } | { placed: false; reason: 'not_found' | 'too_many_photos' };

/**
 * Photos placed one by one from outside the product form (a ZIP of photos matched by SKU): the same store
 * (checked by content, re-encoded, EXIF dropped) and the same product_photos rows as the form's photos.
 */
export function createProductPhotos(deps: { db: Db; repo: ProductsRepository; photos: PhotoStore }) {
  const { db, repo, photos } = deps;

  /**
   * Stores `file` as photo `index` (0 = first) of the seller's product: it replaces the photo at that place,
   * or is added after the last one when the product has fewer. Throws the photo store's 4xx for a file that is
   * no image; a failed write leaves no file behind.
   */
  async function placePhoto(
    sellerId: number,
    productId: number,
    index: number,
    file: PhotoInput,
  ): Promise<PlacedPhoto> {
    const saved = await photos.save(file);
    const values = { file_key: saved.key, width: saved.width, height: saved.height };
    let replaced: string | null = null;
    try {
      const outcome = await db.transaction(async (tx): Promise<PlacedPhoto> => {
        const product = await repo.lockOwned(tx, productId);
        if (!product || product.seller_id !== sellerId || (product.status !== 'active' && product.status !== 'hidden'))
          return { placed: false, reason: 'not_found' };
        const current = await repo.findPhotos(tx, productId);
        const existing = current.find((p) => p.position === index);
        if (existing) {
          await repo.replacePhotoAt(tx, productId, index, values);
          replaced = existing.file_key;
          return { placed: true, position: index };
        }
        if (current.length >= MAX_PRODUCT_PHOTOS) return { placed: false, reason: 'too_many_photos' };
        const position = current.length;
        await repo.insertPhotos(tx, productId, [values], position);
        return { placed: true, position };
      });
      if (!outcome.placed) await photos.remove(saved.key);
      // The old photo's files go once the new row is committed.
      if (replaced) await photos.remove(replaced).catch(() => undefined);
      return outcome;
    } catch (error) {
      await photos.remove(saved.key).catch(() => undefined);
      throw error;
    }
  }

  return { placePhoto };
}
export type ProductPhotos = ReturnType<typeof createProductPhotos>;
