import type { z } from 'zod';
import { MAX_PRODUCT_PHOTOS } from '@rima/shared/constants';
import { createProductFieldsSchema, editProductFieldsSchema } from '@rima/shared/api/products';
import type { FieldError } from '@rima/shared/api/envelope';
import { paletteRowId } from '@rima/shared/catalog';
import type { Db, Queryable } from '../../db/client';
import { pgErrorCode } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { VariantInput } from '@rima/shared/api/products';
import type { AuthUser } from '../../http/auth';
import type { PhotoInput, PhotoStore } from '../../photos/photo-store';
import { categoryLeafOf } from '../catalog/catalog.tree';
import type {
  ModerationStatus,
  OwnedProduct,
  PhotoValues,
  ProductValues,
  ProductsRepository,
} from './products.repository';
import type { ProductVariantsRepository } from './products-variants.repository';
import { productTotalsOf, replaceVariants } from './products-variants';

/** What a route hands over after reading the multipart body: text fields and the files under `image`. */
export type ProductUpload = { fields: Record<string, unknown>; files: PhotoInput[] };

const REF_LABELS = { category_id: 'category', brand_id: 'brand', size_id: 'size', color_id: 'colour' } as const;

function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldError[] = result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  throw badRequest(errors[0]?.message ?? 'Invalid product', errors);
}

/**
 * Old clients' references mapped onto the new model (docs/decisions/037): a legacy colour (1–6) becomes its
 * palette colour, and a legacy brand sent without a free-text brand clears that text so the brand chosen
 * shows.
 */
function mapLegacy<V extends Partial<ProductValues>>(values: V): V {
  const mapped = { ...values };
  if (mapped.color_id !== undefined) mapped.color_id = paletteRowId(mapped.color_id);
  if (mapped.brand_id !== undefined && mapped.brand_id !== null && mapped.brand === undefined) mapped.brand = null;
  return mapped;
}

function checkPhotoCount(count: number) {
  if (count < 1) throw badRequest('Add at least one photo', [{ field: 'image', message: 'Add at least one photo' }]);
  if (count > MAX_PRODUCT_PHOTOS) {
    const message = `A product has at most ${MAX_PRODUCT_PHOTOS} photos`;
    throw badRequest(message, [{ field: 'image', message }]);
  }
}

/** Two variants with one SKU: refused before the database's unique index would answer a 5xx. */
function checkSkus(variants: readonly VariantInput[] | undefined) {
  const seen = new Set<string>();
  for (const [i, v] of (variants ?? []).entries()) {
    if (!v.sku) continue;
    if (seen.has(v.sku)) {
      const message = `variants[${i}].sku repeats a SKU given before`;
      throw badRequest(message, [{ field: `variants.${i}.sku`, message }]);
    }
    seen.add(v.sku);
  }
}

export function createProductsService(deps: {
  db: Db;
  repo: ProductsRepository;
  variants: ProductVariantsRepository;
  photos: PhotoStore;
}) {
  const { db, repo, photos } = deps;

  /** The variants written after the photos (photo_indexes point into the final photo order). */
  async function writeVariants(tx: Queryable, productId: number, variants: readonly VariantInput[]) {
    const photoIds = (await repo.findPhotos(tx, productId)).map((p) => p.id);
    try {
      await replaceVariants(tx, deps.variants, productId, variants, photoIds);
    } catch (error) {
      if (pgErrorCode(error) !== '23505') throw error;
      const message = 'variants: a SKU or an option combination is used twice';
      throw badRequest(message, [{ field: 'variants', message }]);
    }
  }

  async function checkRefs(values: Partial<ProductValues>) {
    const missing = await repo.findMissingRefs(db, values);
    if (missing.length > 0) {
      const errors = missing.map((field) => ({ field, message: `Unknown ${REF_LABELS[field]}` }));
      throw badRequest(errors.map((e) => e.message).join(', '), errors);
    }
    // A product is filed under a leaf of the tree; a legacy id is taken as the leaf it maps onto.
    if (values.category_id !== undefined) values.category_id = await categoryLeafOf(db, values.category_id);
  }

  /**
   * Checks and stores every file (by content; re-encoded, EXIF dropped). If one fails, the ones already
   * written are removed before the error goes on: a failed upload leaves no file behind.
   */
  async function savePhotos(files: PhotoInput[]): Promise<PhotoValues[]> {
    const saved: PhotoValues[] = [];
    try {
      for (const file of files) {
        const photo = await photos.save(file);
        saved.push({ file_key: photo.key, width: photo.width, height: photo.height });
      }
      return saved;
    } catch (error) {
      await removeFiles(saved.map((p) => p.file_key));
      throw error;
    }
  }

  async function removeFiles(keys: string[]) {
    await Promise.all(keys.map((k) => photos.remove(k)));
  }

  /** A live product's owner may change it: 404 when there is none, 403 for someone else's. */
  function checkOwner(user: AuthUser, product: OwnedProduct | undefined): asserts product is OwnedProduct {
    // A listing the seller hid stays theirs to edit.
    if (!product || (product.status !== 'active' && product.status !== 'hidden')) throw notFound('Product not found');
    if (product.seller_id !== user.id) throw forbidden('This product belongs to another store');
  }

  /** The product when `user` owns it and it is live; 404 when there is none, 403 for someone else's. */
  async function ownedProduct(user: AuthUser, id: number) {
    const product = await repo.findOwned(db, id);
    checkOwner(user, product);
    return product;
  }

  async function createProduct(sellerId: number, upload: ProductUpload): Promise<{ id: number }> {
    const fields = parseOrThrow(createProductFieldsSchema, upload.fields);
    checkPhotoCount(upload.files.length);
    checkSkus(fields.variants);
    const { desc, variants, ...rest } = fields;
    // With variants the product's price and stock are theirs (the mirror of migration 0076 keeps them so).
    const totals = variants ? productTotalsOf(variants) : { price: fields.price ?? 0, stock: fields.stock ?? 0 };
    const values: ProductValues = mapLegacy({
      ...rest,
      ...totals,
      description: desc,
      brand_id: fields.brand_id ?? null,
      size_id: fields.size_id ?? null,
      width_cm: fields.width_cm ?? null,
      depth_cm: fields.depth_cm ?? null,
      height_cm: fields.height_cm ?? null,
      weight_kg: fields.weight_kg ?? null,
      material: fields.material ?? null,
      packed_width_cm: fields.packed_width_cm ?? null,
      packed_depth_cm: fields.packed_depth_cm ?? null,
      packed_height_cm: fields.packed_height_cm ?? null,
      packed_weight_kg: fields.packed_weight_kg ?? null,
      is_bulky: fields.is_bulky ?? false,
      brand: fields.brand ?? null,
      style: fields.style ?? null,
      finish: fields.finish ?? null,
      seats: fields.seats ?? null,
      assembly_required: fields.assembly_required ?? null,
      warranty_months: fields.warranty_months ?? null,
      name_en: fields.name_en ?? null,
      description_en: fields.description_en ?? null,
    });
    await checkRefs(values);
    const saved = await savePhotos(upload.files);
    try {
      const id = await db.transaction(async (tx) => {
        await categoryLeafOf(tx, values.category_id, true);
        const productId = await repo.insert(tx, sellerId, values);
        await repo.insertPhotos(tx, productId, saved);
        if (variants) await writeVariants(tx, productId, variants);
        return productId;
      });
      return { id };
    } catch (error) {
      await removeFiles(saved.map((p) => p.file_key));
      throw error;
    }
  }

  async function editProduct(user: AuthUser, id: number, upload: ProductUpload): Promise<{ id: number }> {
    const parsed = editProductFieldsSchema.safeParse(upload.fields);
    // An edit of plain fields (a new price, say) is one statement: the owner check and the write.
    if (
      parsed.success &&
      parsed.data.photos === undefined &&
      parsed.data.variants === undefined &&
      upload.files.length === 0
    ) {
      const { desc, photos: _photos, variants: _variants, ...rest } = parsed.data;
      const values = mapLegacy<Partial<ProductValues>>({
        ...rest,
        ...(desc !== undefined ? { description: desc } : {}),
      });
      if (Object.keys(REF_LABELS).every((key) => values[key as keyof typeof REF_LABELS] === undefined)) {
        checkOwner(user, await repo.updateOwned(db, id, user.id, values));
        return { id };
      }
    }
    await ownedProduct(user, id);
    const fields = parseOrThrow(editProductFieldsSchema, upload.fields);
    checkSkus(fields.variants);
    const { desc, photos: order, variants, ...rest } = fields;
    const values = mapLegacy<Partial<ProductValues>>({
      ...rest,
      ...(desc !== undefined ? { description: desc } : {}),
    });
    // The variants set the price and the stock; the form's own fields for them are then ignored.
    if (variants) {
      delete values.price;
      delete values.stock;
    }
    await checkRefs(values);

    const existing = await repo.findPhotos(db, id);
    const keep = order ?? existing.map((p) => p.id);
    const existingIds = new Set(existing.map((p) => p.id));
    if (new Set(keep).size !== keep.length || keep.some((photoId) => !existingIds.has(photoId))) {
      const message = 'photos must list photos of this product, each once';
      throw badRequest(message, [{ field: 'photos', message }]);
    }
    checkPhotoCount(keep.length + upload.files.length);

    const saved = await savePhotos(upload.files);
    let removedKeys: string[];
    try {
      removedKeys = await db.transaction(async (tx) => {
        // Re-check inside the transaction: the owner may have deleted it meanwhile.
        const current = await repo.findOwned(tx, id);
        if (!current || (current.status !== 'active' && current.status !== 'hidden'))
          throw notFound('Product not found');
        if (values.category_id !== undefined) await categoryLeafOf(tx, values.category_id, true);
        await repo.update(tx, id, values);
        const before = await repo.findPhotos(tx, id);
        const stillThere = new Set(before.map((p) => p.id));
        if (keep.some((photoId) => !stillThere.has(photoId))) throw badRequest('The photos changed meanwhile; reload');
        // A price or text edit leaves the photos alone (it used to rewrite every photo row).
        const sameOrder = keep.length === before.length && keep.every((photoId, i) => before[i]?.id === photoId);
        if (!sameOrder || saved.length > 0) await repo.replacePhotos(tx, id, keep, saved);
        if (variants) await writeVariants(tx, id, variants);
        return before.filter((p) => !keep.includes(p.id)).map((p) => p.file_key);
      });
    } catch (error) {
      await removeFiles(saved.map((p) => p.file_key));
      throw error;
    }
    // Only after the commit: a rolled-back edit must still find its old photos.
    await removeFiles(removedKeys);
    return { id };
  }

  async function listMyProducts(userId: number) {
    return repo.findManyBySeller(db, userId, undefined);
  }

  /**
   * The owner's delete. A product some order refers to is archived (hidden from the shop, kept for history);
   * otherwise the row goes, and its photo files after it. Any other table that still refers to it (a cart,
   * a favourite) makes the delete fall back to archiving too, rather than failing.
   */
  async function deleteProduct(user: AuthUser, id: number): Promise<{ id: number; archived: boolean }> {
    await ownedProduct(user, id);
    if (await repo.isInOrders(db, id)) {
      await repo.archive(db, id);
      return { id, archived: true };
    }
    const photoRows = await repo.findPhotos(db, id);
    try {
      await repo.remove(db, id);
    } catch (error) {
      if (pgErrorCode(error) !== '23503') throw error; // foreign key: still referenced somewhere
      await repo.archive(db, id);
      return { id, archived: true };
    }
    await removeFiles(photoRows.map((p) => p.file_key));
    return { id, archived: false };
  }

  return {
    createProduct,
    editProduct,
    listMyProducts,
    deleteProduct,

    // Other modules' writes to products, each inside the transaction the caller composes (`tx`).
    /** Order cancellation: the order's units back on the shelf. */
    restoreStockOfOrder: async (orderId: number, tx: Queryable = db) => {
      await repo.lockProductsOfOrder(tx, orderId);
      await deps.variants.restockOrder(tx, orderId);
    },
    /** The live variants of a product by position (the product detail shows them). */
    findVariants: (productId: number, q: Queryable = db) => deps.variants.findLive(q, productId),
    /** Operators: a take-down or a restore. */
    setModeration: (id: number, status: ModerationStatus, reason: string | null, tx: Queryable = db) =>
      repo.setModeration(tx, id, status, reason),
    /** Operators: a store's products hidden on its suspension, shown again on its reinstatement. */
    moveSellerProducts: (sellerId: number, from: ModerationStatus, to: ModerationStatus, tx: Queryable = db) =>
      repo.moveSellerProducts(tx, sellerId, from, to),
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
