import type { Queryable } from '../../db/client';
import { PRODUCT_COLUMNS, type ProductValues } from './products.repository';
import type { VariantRecord } from './products-variants.repository';

/** The products module's bulk writes (docs/decisions/052-bulk-listing.md): SQL only, each statement many rows. */

/** A variant a bulk write inserts: no sizes or photos of its own. */
export type BulkVariantRow = Pick<
  VariantRecord,
  'product_id' | 'options' | 'option_names' | 'sku' | 'price' | 'stock' | 'position'
>;

export type EditedVariant = { id: number; product_id: number; price: number; stock: number };
export type EditableProduct = { id: number; seller_id: number; status: string };

/** One row of the catalogue's export: a live variant with its product's fields. */
export type ExportRecord = ProductValues & {
  id: number;
  category_slug: string;
  options: Record<string, string>;
  option_names: string[];
  sku: string | null;
  variant_price: number;
  variant_stock: number;
};

// The legacy brand and size ids are for old clients' single writes; a bulk row never sets them.
const VALUE_COLUMNS = PRODUCT_COLUMNS.filter((c) => c !== 'brand_id' && c !== 'size_id');

export function createProductsBulkRepository() {
  /** Inserts products in one statement; their ids in the order given (taken from the sequence first). */
  async function insertMany(tx: Queryable, sellerId: number, values: readonly ProductValues[]): Promise<number[]> {
    if (values.length === 0) return [];
    const ids = await tx.query<{ id: number }>(
      "SELECT nextval(pg_get_serial_sequence('products', 'id'))::int AS id FROM generate_series(1, $1)",
      [values.length],
    );
    const records = values.map((v, i) => {
      const id = ids[i]?.id;
      if (id === undefined) throw new Error('the sequence answered too few ids');
      return { ...v, id, seller_id: sellerId };
    });
    const cols = ['id', 'seller_id', ...VALUE_COLUMNS];
    await tx.query(
      `INSERT INTO products (${cols.join(', ')})
       SELECT ${cols.join(', ')} FROM jsonb_populate_recordset(NULL::products, $1::jsonb)`,
      [JSON.stringify(records)],
    );
    return records.map((r) => r.id);
  }

  /** Replaces the variants of products this transaction just created (their default variants go). */
  async function setNewVariants(tx: Queryable, productIds: readonly number[], rows: readonly BulkVariantRow[]) {
    if (productIds.length === 0) return;
    await tx.query('DELETE FROM product_variants WHERE product_id = ANY($1::int[])', [productIds]);
    await tx.query(
      `INSERT INTO product_variants (product_id, options, option_names, sku, price, stock, position)
       SELECT x.product_id, x.options, x.option_names, x.sku, x.price, x.stock, x.position
         FROM jsonb_to_recordset($1::jsonb)
           AS x(product_id int, options jsonb, option_names text[], sku text, price int, stock int, position int)`,
      [JSON.stringify(rows)],
    );
  }

  /** SKU → product id of a seller's live variants of products an import may update. */
  async function findSkus(db: Queryable, sellerId: number): Promise<{ sku: string; product_id: number }[]> {
    return db.query(
      `SELECT v.sku, v.product_id FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE p.seller_id = $1 AND p.status IN ('active', 'hidden') AND v.archived_at IS NULL AND v.sku IS NOT NULL`,
      [sellerId],
    );
  }

  async function findEditableIds(db: Queryable, sellerId: number): Promise<number[]> {
    const rows = await db.query<{ id: number }>(
      "SELECT id FROM products WHERE seller_id = $1 AND status IN ('active', 'hidden')",
      [sellerId],
    );
    return rows.map((r) => r.id);
  }

  /** The leaves of the live category tree by slug (a product is filed under a leaf). */
  async function findLeafCategories(db: Queryable): Promise<{ slug: string; id: number }[]> {
    return db.query(
      `SELECT c.slug, c.id FROM categories c
        WHERE c.slug IS NOT NULL AND c.parent_id IS NOT NULL AND c.retired_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id AND k.retired_at IS NULL)`,
    );
  }

  /** Every live variant of a seller's listed products, product by product, variants by position. */
  async function findExport(db: Queryable, sellerId: number): Promise<ExportRecord[]> {
    return db.query<ExportRecord>(
      `SELECT p.id, ${VALUE_COLUMNS.map((c) => `p.${c}`).join(', ')}, c.slug AS category_slug,
              v.options, v.option_names, v.sku, v.price AS variant_price, v.stock AS variant_stock
         FROM products p
         JOIN categories c ON c.id = p.category_id
         JOIN product_variants v ON v.product_id = p.id AND v.archived_at IS NULL
        WHERE p.seller_id = $1 AND p.status IN ('active', 'hidden')
        ORDER BY p.id, v.position, v.id`,
      [sellerId],
    );
  }

  /** Locks the products (in id order, as checkout does) of the ids that are this seller's and editable. */
  async function lockEditable(tx: Queryable, ids: readonly number[]): Promise<EditableProduct[]> {
    return tx.query<EditableProduct>(
      'SELECT id, seller_id, status FROM products WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE',
      [ids],
    );
  }

  async function findLiveVariants(tx: Queryable, productIds: readonly number[]): Promise<EditedVariant[]> {
    return tx.query<EditedVariant>(
      `SELECT id, product_id, price, stock FROM product_variants
        WHERE product_id = ANY($1::int[]) AND archived_at IS NULL ORDER BY product_id, position, id`,
      [productIds],
    );
  }

  /** Sets prices and stocks where they are still `expected` (an undo restores only what nobody changed since). */
  async function setVariantValues(
    tx: Queryable,
    rows: readonly { id: number; price: number; stock: number; expect_price?: number; expect_stock?: number }[],
  ): Promise<number> {
    if (rows.length === 0) return 0;
    const changed = await tx.query(
      `UPDATE product_variants v
          SET price = CASE WHEN x.expect_price IS NULL OR v.price = x.expect_price THEN x.price ELSE v.price END,
              stock = CASE WHEN x.expect_stock IS NULL OR v.stock = x.expect_stock THEN x.stock ELSE v.stock END
         FROM jsonb_to_recordset($1::jsonb) AS x(id int, price int, stock int, expect_price int, expect_stock int)
        WHERE v.id = x.id AND (v.price, v.stock) IS DISTINCT FROM (x.price, x.stock)
        RETURNING v.id`,
      [JSON.stringify(rows)],
    );
    return changed.length;
  }

  async function setStatus(tx: Queryable, ids: readonly number[], status: string, from?: string): Promise<void> {
    await tx.query(
      `UPDATE products SET status = $2, updated_at = now()
        WHERE id = ANY($1::int[]) AND status <> $2 AND status IN ('active', 'hidden') AND ($3::text IS NULL OR status = $3)`,
      [ids, status, from ?? null],
    );
  }

  async function insertEdit(
    tx: Queryable,
    sellerId: number,
    snapshot: unknown,
  ): Promise<{ id: number; created_at: Date }> {
    const rows = await tx.query<{ id: number; created_at: Date }>(
      'INSERT INTO product_bulk_edits (seller_id, snapshot) VALUES ($1, $2::jsonb) RETURNING id, created_at',
      [sellerId, JSON.stringify(snapshot)],
    );
    const row = rows[0];
    if (!row) throw new Error('bulk edit insert returned no row');
    return row;
  }

  /** Takes an edit for its undo: the seller's, not undone yet, younger than `seconds`; marks it undone. */
  async function takeEditForUndo(tx: Queryable, id: number, sellerId: number, seconds: number) {
    const rows = await tx.query<{ snapshot: unknown }>(
      `UPDATE product_bulk_edits SET undone_at = now()
        WHERE id = $1 AND seller_id = $2 AND undone_at IS NULL AND created_at > now() - make_interval(secs => $3)
        RETURNING snapshot`,
      [id, sellerId, seconds],
    );
    return rows[0]?.snapshot;
  }

  return {
    insertMany,
    setNewVariants,
    findSkus,
    findEditableIds,
    findLeafCategories,
    findExport,
    lockEditable,
    findLiveVariants,
    setVariantValues,
    setStatus,
    insertEdit,
    takeEditForUndo,
  };
}

export type ProductsBulkRepository = ReturnType<typeof createProductsBulkRepository>;
