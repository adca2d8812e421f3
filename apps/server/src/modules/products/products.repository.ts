import type { ListRowField, ProductRow } from '@rima/shared/api/catalog';
import type { Queryable } from '../../db/client';

export type ProductValues = {
  name: string;
  description: string;
  price: number;
  stock: number;
  category_id: number;
  /** The legacy brand and size (old clients); the new form sends neither. */
  brand_id: number | null;
  size_id: number | null;
  color_id: number;
  width_cm: number | null;
  depth_cm: number | null;
  height_cm: number | null;
  weight_kg: number | null;
  material: string | null;
  packed_width_cm: number | null;
  packed_depth_cm: number | null;
  packed_height_cm: number | null;
  packed_weight_kg: number | null;
  is_bulky: boolean;
  brand: string | null;
  style: string | null;
  finish: string | null;
  seats: number | null;
  assembly_required: boolean | null;
  warranty_months: number | null;
  name_en: string | null;
  description_en: string | null;
};

/** The statuses an operator's moderation moves a product between. */
export type ModerationStatus = 'active' | 'suspended' | 'taken_down';

export type PhotoValues = { file_key: string; width: number; height: number };

export type OwnedProduct = { id: number; seller_id: number; status: 'active' | 'hidden' | 'archived' };
export type PhotoRecord = { id: number; position: number; file_key: string };

/** A list row with names resolved, as GET /product shows it (API-COMPAT 13), plus the first photo's key. */
export type ProductListRecord = Pick<ProductRow, ListRowField> & {
  created_at: Date | string;
  image_key: string | null;
  /** The seller's own list shows taken-down listings with the operator's reason. */
  status?: string;
  moderation_reason?: string | null;
};

const LIST_COLUMNS = `p.id, p.name, p.description, p.price, p.stock, p.sold,
  coalesce(p.brand, b.name, '') AS brand, c.name AS category, coalesce(s.name, '') AS size, co.hex AS color,
  p.seller_id, u.username AS seller_name, p.created_at,
  (SELECT ph.file_key FROM product_photos ph WHERE ph.product_id = p.id ORDER BY ph.position LIMIT 1) AS image_key`;
const LIST_JOINS = `LEFT JOIN brands b ON b.id = p.brand_id
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN sizes s ON s.id = p.size_id
  JOIN colors co ON co.id = p.color_id
  JOIN users u ON u.id = p.seller_id`;

/** The columns a seller's product form writes, in the order of ProductValues. */
export const PRODUCT_COLUMNS = [
  'name',
  'description',
  'price',
  'stock',
  'category_id',
  'brand_id',
  'size_id',
  'color_id',
  'width_cm',
  'depth_cm',
  'height_cm',
  'weight_kg',
  'material',
  'packed_width_cm',
  'packed_depth_cm',
  'packed_height_cm',
  'packed_weight_kg',
  'is_bulky',
  'brand',
  'style',
  'finish',
  'seats',
  'assembly_required',
  'warranty_months',
  'name_en',
  'description_en',
] as const satisfies readonly (keyof ProductValues)[];

export function createProductsRepository() {
  /** Which of the reference ids do not exist (an empty list = all fine). */
  async function findMissingRefs(
    db: Queryable,
    refs: Partial<Pick<ProductValues, 'category_id' | 'brand_id' | 'size_id' | 'color_id'>>,
  ): Promise<(keyof typeof refs)[]> {
    const rows = await db.query<{ category: boolean; brand: boolean; size: boolean; color: boolean }>(
      `SELECT ($1::int IS NULL OR EXISTS (SELECT 1 FROM categories WHERE id = $1)) AS category,
              ($2::int IS NULL OR EXISTS (SELECT 1 FROM brands WHERE id = $2)) AS brand,
              ($3::int IS NULL OR EXISTS (SELECT 1 FROM sizes WHERE id = $3)) AS size,
              ($4::int IS NULL OR EXISTS (SELECT 1 FROM colors WHERE id = $4)) AS color`,
      [refs.category_id ?? null, refs.brand_id ?? null, refs.size_id ?? null, refs.color_id ?? null],
    );
    const row = rows[0];
    const missing: (keyof typeof refs)[] = [];
    if (!row?.category) missing.push('category_id');
    if (!row?.brand) missing.push('brand_id');
    if (!row?.size) missing.push('size_id');
    if (!row?.color) missing.push('color_id');
    return missing;
  }

  async function insert(db: Queryable, sellerId: number, values: ProductValues): Promise<number> {
    const rows = await db.query<{ id: number }>(
      `INSERT INTO products (seller_id, ${PRODUCT_COLUMNS.join(', ')})
       VALUES ($1, ${PRODUCT_COLUMNS.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING id`,
      [sellerId, ...PRODUCT_COLUMNS.map((c) => values[c])],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('product insert returned no id');
    return id;
  }

  /** The SET list and the "does any value differ" condition of an edit; parameters from $first on. */
  function changeOf(values: Partial<ProductValues>, first: number) {
    const keys = PRODUCT_COLUMNS.filter((c) => values[c] !== undefined);
    return {
      params: keys.map((c) => values[c]),
      sets: [...keys.map((c, i) => `${c} = $${i + first}`), 'updated_at = now()'].join(', '),
      differs: keys.length > 0 ? keys.map((c, i) => `${c} IS DISTINCT FROM $${i + first}`).join(' OR ') : 'false',
    };
  }

  /** Writes only when a value differs (a no-op edit writes no row version and wakes no cache). */
  async function update(db: Queryable, id: number, values: Partial<ProductValues>): Promise<void> {
    const change = changeOf(values, 2);
    if (change.params.length === 0) return;
    await db.query(`UPDATE products SET ${change.sets} WHERE id = $1 AND (${change.differs})`, [id, ...change.params]);
  }

  /**
   * The owner's edit of fields in one statement: writes (only when a value differs) if the product
   * is the seller's and live, and answers the row as it was (undefined: no such product) for the 404/403.
   */
  async function updateOwned(
    db: Queryable,
    id: number,
    sellerId: number,
    values: Partial<ProductValues>,
  ): Promise<OwnedProduct | undefined> {
    const change = changeOf(values, 3);
    const rows = await db.query<OwnedProduct>(
      `WITH changed AS (
         UPDATE products SET ${change.sets}
          WHERE id = $1 AND seller_id = $2 AND status IN ('active', 'hidden') AND (${change.differs}) RETURNING id
       )
       SELECT id, seller_id, status FROM products WHERE id = $1`,
      [id, sellerId, ...change.params],
    );
    return rows[0];
  }

  async function findOwned(db: Queryable, id: number): Promise<OwnedProduct | undefined> {
    const rows = await db.query<OwnedProduct>('SELECT id, seller_id, status FROM products WHERE id = $1', [id]);
    return rows[0];
  }

  async function findPhotos(db: Queryable, productId: number): Promise<PhotoRecord[]> {
    return db.query<PhotoRecord>(
      'SELECT id, position, file_key FROM product_photos WHERE product_id = $1 ORDER BY position',
      [productId],
    );
  }

  /** Replaces the photo list: `keep` (existing ids, new order) first, then `added`. */
  async function replacePhotos(db: Queryable, productId: number, keep: number[], added: PhotoValues[]): Promise<void> {
    await db.query('DELETE FROM product_photos WHERE product_id = $1 AND NOT (id = ANY($2::int[]))', [productId, keep]);
    // Move the kept rows out of the way first: (product_id, position) is unique.
    await db.query('UPDATE product_photos SET position = -1 - position WHERE product_id = $1', [productId]);
    for (const [position, photoId] of keep.entries()) {
      await db.query('UPDATE product_photos SET position = $3 WHERE product_id = $1 AND id = $2', [
        productId,
        photoId,
        position,
      ]);
    }
    await insertPhotos(db, productId, added, keep.length);
  }

  async function insertPhotos(db: Queryable, productId: number, photos: PhotoValues[], from = 0): Promise<void> {
    for (const [i, photo] of photos.entries()) {
      await db.query(
        'INSERT INTO product_photos (product_id, position, file_key, width, height) VALUES ($1, $2, $3, $4, $5)',
        [productId, from + i, photo.file_key, photo.width, photo.height],
      );
    }
  }

  /** The product row locked (photos of one product are placed one at a time), with its owner and status. */
  async function lockOwned(tx: Queryable, id: number): Promise<OwnedProduct | undefined> {
    const rows = await tx.query<OwnedProduct>('SELECT id, seller_id, status FROM products WHERE id = $1 FOR UPDATE', [
      id,
    ]);
    return rows[0];
  }

  /** Puts `photo` in place of the photo at `position` (the caller holds the product's lock). */
  async function replacePhotoAt(tx: Queryable, productId: number, position: number, photo: PhotoValues) {
    await tx.query(
      'UPDATE product_photos SET file_key = $3, width = $4, height = $5 WHERE product_id = $1 AND position = $2',
      [productId, position, photo.file_key, photo.width, photo.height],
    );
  }

  /** True when an order line refers to the product (order_items arrives with the buying work). */
  async function isInOrders(db: Queryable, id: number): Promise<boolean> {
    const [table] = await db.query<{ present: boolean }>("SELECT to_regclass('order_items') IS NOT NULL AS present");
    if (!table?.present) return false;
    const rows = await db.query('SELECT 1 FROM order_items WHERE product_id = $1 LIMIT 1', [id]);
    return rows.length > 0;
  }

  async function archive(db: Queryable, id: number): Promise<void> {
    await db.query("UPDATE products SET status = 'archived', updated_at = now() WHERE id = $1", [id]);
  }

  async function remove(db: Queryable, id: number): Promise<void> {
    await db.query('DELETE FROM products WHERE id = $1', [id]);
  }

  /**
   * Locks the products of an order's lines in id order (checkout takes them in that order too), so two
   * cancels sharing products never deadlock; the variants' restock follows under these locks.
   */
  async function lockProductsOfOrder(tx: Queryable, orderId: number): Promise<void> {
    await tx.query(
      `SELECT p.id FROM products p
        WHERE p.id IN (SELECT product_id FROM order_items WHERE order_id = $1)
        ORDER BY p.id FOR UPDATE`,
      [orderId],
    );
  }

  /** An operator's moderation: the status with its reason (null clears it). */
  async function setModeration(tx: Queryable, id: number, status: ModerationStatus, reason: string | null) {
    await tx.query('UPDATE products SET status = $2, moderation_reason = $3, updated_at = now() WHERE id = $1', [
      id,
      status,
      reason,
    ]);
  }

  /** One statement: the catalogue triggers drop every cached answer showing these products. */
  async function moveSellerProducts(
    tx: Queryable,
    sellerId: number,
    from: ModerationStatus,
    to: ModerationStatus,
  ): Promise<number> {
    const rows = await tx.query(
      'UPDATE products SET status = $3, updated_at = now() WHERE seller_id = $1 AND status = $2 RETURNING id',
      [sellerId, from, to],
    );
    return rows.length;
  }

  async function findManyBySeller(
    db: Queryable,
    sellerId: number,
    page: { limit: number; offset: number } | undefined,
  ): Promise<ProductListRecord[]> {
    return db.query<ProductListRecord>(
      `SELECT ${LIST_COLUMNS}, p.status, p.moderation_reason FROM products p ${LIST_JOINS}
        WHERE p.seller_id = $1 AND p.status IN ('active', 'hidden', 'taken_down')
        ORDER BY p.created_at DESC, p.id DESC
        ${page ? 'LIMIT $2 OFFSET $3' : ''}`,
      page ? [sellerId, page.limit, page.offset] : [sellerId],
    );
  }

  return {
    findMissingRefs,
    insert,
    update,
    updateOwned,
    findOwned,
    findPhotos,
    replacePhotos,
    insertPhotos,
    lockOwned,
    replacePhotoAt,
    isInOrders,
    archive,
    remove,
    findManyBySeller,
    lockProductsOfOrder,
    setModeration,
    moveSellerProducts,
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
