import type { BulkEditBody, BulkEditResult } from '@rima/shared/api/seller-imports';
import { BULK_UNDO_SECONDS } from '@rima/shared/api/seller-imports';
import { optionsKey, type VariantInput } from '@rima/shared/api/products';
import type { Db, Queryable } from '../../db/client';
import { forbidden, notFound } from '../../http/errors';
import type { ProductValues, ProductsRepository } from './products.repository';
import { createProductsBulkRepository, type BulkVariantRow } from './products-bulk.repository';
import type { ProductVariantsRepository } from './products-variants.repository';
import { productTotalsOf, replaceVariants } from './products-variants';

/** A product's fields as an import gives them (price and stock come from its variants). */
export type ImportProductValues = Omit<ProductValues, 'brand_id' | 'size_id' | 'price' | 'stock'>;

/** One product of an import: a new one (product_id null) or an update of the seller's product. */
export type ImportProduct = {
  product_id: number | null;
  /** its first row in the file, and how many rows it has */
  row: number;
  rows: number;
  values: ImportProductValues;
  variants: VariantInput[];
};

type Snapshot = {
  products: { id: number; status_before: string; status_after: string }[];
  variants: { id: number; price_before: number; price_after: number; stock_before: number; stock_after: number }[];
};

function repriced(price: number, change: NonNullable<BulkEditBody['price']>): number {
  if (change.mode === 'set') return change.value;
  const factor = change.mode === 'increase' ? 1 + change.value / 100 : 1 - change.value / 100;
  return Math.max(1, Math.round(price * factor));
}

/**
 * Writes of many products at once (docs/decisions/052-bulk-listing.md): an import's batch and the products
 * table's bulk edit with its undo. Each runs in one transaction: all of it or none.
 */
export function createProductsBulk(deps: { db: Db; repo: ProductsRepository; variants: ProductVariantsRepository }) {
  const { db } = deps;
  const bulk = createProductsBulkRepository();

  /** What an import checks its rows against: the leaf categories, the seller's SKUs and product ids. */
  async function importContext(sellerId: number) {
    const [categories, skus, ids] = await Promise.all([
      bulk.findLeafCategories(db),
      bulk.findSkus(db, sellerId),
      bulk.findEditableIds(db, sellerId),
    ]);
    return {
      categories: new Map(categories.map((c) => [c.slug.toLowerCase(), c.id])),
      skus: new Map(skus.map((s) => [s.sku, s.product_id])),
      productIds: new Set(ids),
    };
  }

  async function updateOne(tx: Queryable, sellerId: number, p: ImportProduct & { product_id: number }) {
    const owned = await deps.repo.findOwned(tx, p.product_id);
    if (!owned || owned.seller_id !== sellerId) throw forbidden('This product belongs to another store');
    await deps.repo.update(tx, p.product_id, p.values);
    // Variants keep the photos they showed: their photo ids as positions of the product's photos.
    const photoIds = (await deps.repo.findPhotos(tx, p.product_id)).map((ph) => ph.id);
    const current = new Map((await deps.variants.findLive(tx, p.product_id)).map((v) => [optionsKey(v.options), v]));
    const inputs = p.variants.map((v) => {
      const kept = current.get(optionsKey(v.options));
      const indexes = (kept?.photo_ids ?? []).map((id) => photoIds.indexOf(id)).filter((i) => i >= 0);
      return { ...v, photo_indexes: indexes };
    });
    await replaceVariants(tx, deps.variants, p.product_id, inputs, photoIds);
  }

  /** One batch of an import in the caller's transaction: new products in a few statements, updates one by one. */
  async function writeImportBatch(tx: Queryable, sellerId: number, products: readonly ImportProduct[]) {
    const fresh = products.filter((p) => p.product_id === null);
    const values = fresh.map((p) => ({ ...p.values, brand_id: null, size_id: null, ...productTotalsOf(p.variants) }));
    const ids = await bulk.insertMany(tx, sellerId, values);
    const rows: BulkVariantRow[] = fresh.flatMap((p, i) =>
      p.variants.map((v, position) => ({
        product_id: ids[i] ?? 0,
        options: v.options,
        option_names: Object.keys(v.options),
        sku: v.sku ?? null,
        price: v.price,
        stock: v.stock,
        position,
      })),
    );
    await bulk.setNewVariants(tx, ids, rows);
    let updated = 0;
    for (const p of products) {
      if (p.product_id === null) continue;
      await updateOne(tx, sellerId, { ...p, product_id: p.product_id });
      updated += 1;
    }
    return { created: ids.length, updated };
  }

  /** Select many → change price, stock or status; refused whole (403/404) if one product is not the seller's. */
  async function bulkEdit(sellerId: number, body: BulkEditBody): Promise<BulkEditResult> {
    const ids = [...new Set(body.ids)];
    return db.transaction(async (tx) => {
      const locked = await bulk.lockEditable(tx, ids);
      if (locked.some((p) => p.seller_id !== sellerId)) throw forbidden('A chosen product belongs to another store');
      const editable = locked.filter((p) => p.status === 'active' || p.status === 'hidden');
      if (editable.length !== ids.length) throw notFound('A chosen product no longer exists');
      const variants = await bulk.findLiveVariants(tx, ids);
      const snapshot: Snapshot = { products: [], variants: [] };
      for (const v of variants) {
        const price = body.price ? repriced(v.price, body.price) : v.price;
        const stock = body.stock ? body.stock.value : v.stock;
        snapshot.variants.push({
          id: v.id,
          price_before: v.price,
          price_after: price,
          stock_before: v.stock,
          stock_after: stock,
        });
      }
      await bulk.setVariantValues(
        tx,
        snapshot.variants.map((v) => ({ id: v.id, price: v.price_after, stock: v.stock_after })),
      );
      if (body.status) {
        for (const p of editable)
          snapshot.products.push({ id: p.id, status_before: p.status, status_after: body.status });
        await bulk.setStatus(tx, ids, body.status);
      }
      const edit = await bulk.insertEdit(tx, sellerId, snapshot);
      const until = new Date(new Date(edit.created_at).getTime() + BULK_UNDO_SECONDS * 1000);
      return { id: edit.id, updated: ids.length, undo_until: until.toISOString() };
    });
  }

  /** Puts back what an edit changed, where nobody changed it since; 404 when it is too late or not the seller's. */
  async function undoBulkEdit(sellerId: number, id: number): Promise<{ id: number; restored: number }> {
    return db.transaction(async (tx) => {
      const snapshot = (await bulk.takeEditForUndo(tx, id, sellerId, BULK_UNDO_SECONDS)) as Snapshot | undefined;
      if (!snapshot) throw notFound('This change can no longer be undone');
      const productIds = [
        ...new Set([...snapshot.products.map((p) => p.id), ...(await productIdsOf(tx, snapshot))]),
      ].sort((a, b) => a - b);
      await bulk.lockEditable(tx, productIds);
      const restored = await bulk.setVariantValues(
        tx,
        snapshot.variants.map((v) => ({
          id: v.id,
          price: v.price_before,
          stock: v.stock_before,
          expect_price: v.price_after,
          expect_stock: v.stock_after,
        })),
      );
      for (const status of ['active', 'hidden']) {
        const back = snapshot.products.filter((p) => p.status_before === status).map((p) => p.id);
        if (back.length > 0) await bulk.setStatus(tx, back, status, status === 'active' ? 'hidden' : 'active');
      }
      return { id, restored: Math.max(restored, snapshot.products.length) };
    });
  }

  async function productIdsOf(tx: Queryable, snapshot: Snapshot): Promise<number[]> {
    if (snapshot.variants.length === 0) return [];
    const rows = await tx.query<{ product_id: number }>(
      'SELECT DISTINCT product_id FROM product_variants WHERE id = ANY($1::int[])',
      [snapshot.variants.map((v) => v.id)],
    );
    return rows.map((r) => r.product_id);
  }

  return {
    importContext,
    writeImportBatch,
    bulkEdit,
    undoBulkEdit,
    findExport: (sellerId: number) => bulk.findExport(db, sellerId),
  };
}

export type ProductsBulk = ReturnType<typeof createProductsBulk>;
