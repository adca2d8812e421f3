import type { ImportError } from '@rima/shared/api/seller-imports';
import type { Queryable } from '../../db/client';

/** The imports module's table, product_imports (migration 0089): SQL only. */
export type ImportRecord = {
  id: number;
  seller_id: number;
  dry_run: boolean;
  file_name: string;
  status: 'checked' | 'invalid' | 'queued' | 'running' | 'done' | 'failed';
  rows: number;
  valid: number;
  processed: number;
  created: number;
  updated: number;
  errors: ImportError[];
  failure: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
};

const COLUMNS =
  'id, seller_id, dry_run, file_name, status, rows, valid, processed, created, updated, errors, failure, created_at, finished_at';

export function createImportsRepository() {
  async function insert(
    db: Queryable,
    v: Pick<ImportRecord, 'seller_id' | 'dry_run' | 'file_name' | 'status' | 'rows' | 'valid' | 'errors'>,
  ): Promise<ImportRecord> {
    const rows = await db.query<ImportRecord>(
      `INSERT INTO product_imports (seller_id, dry_run, file_name, status, rows, valid, errors, finished_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, CASE WHEN $4 IN ('checked', 'invalid') THEN now() END)
       RETURNING ${COLUMNS}`,
      [v.seller_id, v.dry_run, v.file_name, v.status, v.rows, v.valid, JSON.stringify(v.errors)],
    );
    const row = rows[0];
    if (!row) throw new Error('import insert returned no row');
    return row;
  }

  async function findOwn(db: Queryable, id: number, sellerId: number): Promise<ImportRecord | undefined> {
    const rows = await db.query<ImportRecord>(
      `SELECT ${COLUMNS} FROM product_imports WHERE id = $1 AND seller_id = $2`,
      [id, sellerId],
    );
    return rows[0];
  }

  async function findRecent(db: Queryable, sellerId: number): Promise<ImportRecord[]> {
    return db.query<ImportRecord>(
      `SELECT ${COLUMNS} FROM product_imports WHERE seller_id = $1 ORDER BY id DESC LIMIT 10`,
      [sellerId],
    );
  }

  /** A batch's progress, written in the batch's own transaction: the count and the products move together. */
  async function addProgress(db: Queryable, id: number, p: { processed: number; created: number; updated: number }) {
    await db.query(
      `UPDATE product_imports SET status = 'running', processed = processed + $2, created = created + $3,
              updated = updated + $4 WHERE id = $1`,
      [id, p.processed, p.created, p.updated],
    );
  }

  async function finish(db: Queryable, id: number, failure: string | null) {
    await db.query(
      `UPDATE product_imports SET status = CASE WHEN $2::text IS NULL THEN 'done' ELSE 'failed' END,
              failure = $2, finished_at = now() WHERE id = $1`,
      [id, failure],
    );
  }

  return { insert, findOwn, findRecent, addProgress, finish };
}

export type ImportsRepository = ReturnType<typeof createImportsRepository>;
