import type { Queryable } from '../../db/client';

export type AccountRecord = {
  id: number;
  role: 'customer' | 'seller' | 'operator';
  email: string;
  username: string;
  name: string;
  created_at: Date;
  suspended_at: Date | null;
  suspended_reason: string | null;
  products: number;
  orders: number;
};
export type ProductRecord = {
  id: number;
  name: string;
  price: number;
  stock: number;
  status: 'active' | 'archived' | 'suspended' | 'taken_down';
  moderation_reason: string | null;
  seller_id: number;
  store_name: string;
  seller_email: string;
  seller_suspended: boolean;
  created_at: Date;
};
export type ReportRecord = {
  id: number;
  target_type: 'product' | 'review' | 'message';
  target_id: number;
  reason: string;
  status: 'open' | 'resolved' | 'dismissed';
  resolution: string | null;
  reporter_id: number;
  reporter: string;
  target_text: string | null;
  seller_id: number | null;
  /** the message's sender, the review's buyer; null for products */
  author_id: number | null;
  created_at: Date;
  resolved_at: Date | null;
};

/** `q` as a search: an id, or a piece of an e-mail, name or store name (LIKE wildcards are plain text). */
function search(q: string | undefined, params: unknown[], columns: string[], idColumn: string): string | null {
  const text = q?.trim();
  if (!text) return null;
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const p = params.push(like);
  const parts = columns.map((c) => `${c} ILIKE $${p}`);
  if (/^\d{1,9}$/.test(text)) parts.push(`${idColumn} = $${params.push(Number(text))}`);
  return `(${parts.join(' OR ')})`;
}

const accountColumns = `u.id, u.role, u.email, u.username, u.name, u.created_at, u.suspended_at, u.suspended_reason,
  (SELECT count(*)::int FROM products p WHERE p.seller_id = u.id AND p.status <> 'archived') AS products,
  (SELECT count(*)::int FROM orders o WHERE o.seller_id = u.id OR o.buyer_id = u.id) AS orders`;
const productColumns = `p.id, p.name, p.price, p.stock, p.status, p.moderation_reason, p.seller_id, u.username AS store_name,
  u.email AS seller_email, (u.suspended_at IS NOT NULL) AS seller_suspended, p.created_at`;
const reportColumns = `r.id, r.target_type, r.target_id, r.reason, r.status, r.resolution, r.reporter_id,
  ru.username AS reporter, r.created_at, r.resolved_at,
  CASE r.target_type WHEN 'product' THEN tp.name WHEN 'review' THEN tr.message WHEN 'message' THEN tm.text END AS target_text,
  CASE r.target_type WHEN 'product' THEN tp.seller_id WHEN 'review' THEN trp.seller_id ELSE tc.seller_id END AS seller_id,
  CASE r.target_type WHEN 'review' THEN tr.buyer_id WHEN 'message' THEN tm.sender_id END AS author_id`;
const reportFrom = `FROM reports r JOIN users ru ON ru.id = r.reporter_id
  LEFT JOIN products tp ON r.target_type = 'product' AND tp.id = r.target_id
  LEFT JOIN reviews tr ON r.target_type = 'review' AND tr.id = r.target_id
  LEFT JOIN products trp ON trp.id = tr.product_id
  LEFT JOIN messages tm ON r.target_type = 'message' AND tm.id = r.target_id
  LEFT JOIN conversations tc ON tc.id = tm.conversation_id`;

/**
 * SQL of the operator console: its searches and the reports (docs/decisions/014). What operators change in
 * other modules' tables goes through those modules' services (docs/decisions/031).
 */
export function createOpsRepository() {
  return {
    async listAccounts(
      q: Queryable,
      role: 'customer' | 'seller',
      filter: { q?: string | undefined; limit: number; offset: number },
    ) {
      const params: unknown[] = [role];
      const match = search(filter.q, params, ['u.email', 'u.username', 'u.name'], 'u.id');
      const where = `WHERE u.role = $1${match ? ` AND ${match}` : ''}`;
      const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u ${where}`, params);
      const rows = await q.query<AccountRecord>(
        `SELECT ${accountColumns} FROM users u ${where} ORDER BY u.created_at DESC, u.id DESC
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, filter.limit, filter.offset],
      );
      return { rows, total: count?.n ?? 0 };
    },

    async findAccount(q: Queryable, id: number, lock = false): Promise<AccountRecord | undefined> {
      if (lock) await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [id]);
      const [row] = await q.query<AccountRecord>(`SELECT ${accountColumns} FROM users u WHERE u.id = $1`, [id]);
      return row;
    },

    async openOrderIds(q: Queryable, sellerId: number): Promise<number[]> {
      const rows = await q.query<{ id: number }>(
        `SELECT id FROM orders WHERE seller_id = $1 AND status IN ('awaiting_payment', 'paid', 'processing')
          ORDER BY id`,
        [sellerId],
      );
      return rows.map((r) => r.id);
    },

    async listProducts(
      q: Queryable,
      filter: { q?: string | undefined; status?: string | undefined; limit: number; offset: number },
    ) {
      const params: unknown[] = [];
      const where: string[] = [];
      const match = search(filter.q, params, ['p.name', 'u.username'], 'p.id');
      if (match) where.push(match);
      if (filter.status) where.push(`p.status = $${params.push(filter.status)}`);
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const from = 'FROM products p JOIN users u ON u.id = p.seller_id';
      const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n ${from} ${clause}`, params);
      const rows = await q.query<ProductRecord>(
        `SELECT ${productColumns} ${from} ${clause} ORDER BY p.created_at DESC, p.id DESC
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, filter.limit, filter.offset],
      );
      return { rows, total: count?.n ?? 0 };
    },

    async findProduct(q: Queryable, id: number, lock = false): Promise<ProductRecord | undefined> {
      if (lock) await q.query('SELECT id FROM products WHERE id = $1 FOR UPDATE', [id]);
      const [row] = await q.query<ProductRecord>(
        `SELECT ${productColumns} FROM products p JOIN users u ON u.id = p.seller_id WHERE p.id = $1`,
        [id],
      );
      return row;
    },

    // ---- reports ----
    async insertReport(
      q: Queryable,
      input: { reporterId: number; targetType: string; targetId: number; reason: string },
    ) {
      const rows = await q.query<{ id: number }>(
        `INSERT INTO reports (reporter_id, target_type, target_id, reason) VALUES ($1, $2, $3, $4)
         ON CONFLICT (reporter_id, target_type, target_id) WHERE status = 'open' DO NOTHING RETURNING id`,
        [input.reporterId, input.targetType, input.targetId, input.reason],
      );
      return rows[0]?.id;
    },

    /** Whether the reporter may see the target: a live product, a review, a message of their own conversation. */
    async canReport(q: Queryable, userId: number, targetType: string, targetId: number): Promise<boolean> {
      const sql = {
        product: "SELECT 1 FROM products WHERE id = $1 AND status = 'active' AND $2::int IS NOT NULL",
        review: 'SELECT 1 FROM reviews WHERE id = $1 AND $2::int IS NOT NULL',
        message: `SELECT 1 FROM messages m JOIN conversations c ON c.id = m.conversation_id
                   WHERE m.id = $1 AND $2 IN (c.customer_id, c.seller_id) AND m.sender_id <> $2`,
      }[targetType];
      if (!sql) return false;
      return (await q.query(sql, [targetId, userId])).length > 0;
    },

    async listReports(q: Queryable, filter: { status: string; limit: number; offset: number }) {
      const [count] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM reports WHERE status = $1', [
        filter.status,
      ]);
      const rows = await q.query<ReportRecord>(
        `SELECT ${reportColumns} ${reportFrom} WHERE r.status = $1 ORDER BY r.created_at, r.id LIMIT $2 OFFSET $3`,
        [filter.status, filter.limit, filter.offset],
      );
      return { rows, total: count?.n ?? 0 };
    },

    async findReport(q: Queryable, id: number, lock = false): Promise<ReportRecord | undefined> {
      if (lock) await q.query('SELECT id FROM reports WHERE id = $1 FOR UPDATE', [id]);
      const [row] = await q.query<ReportRecord>(`SELECT ${reportColumns} ${reportFrom} WHERE r.id = $1`, [id]);
      return row;
    },

    /** Closes the report and every other open report of the same target with the same outcome. */
    async closeReports(
      q: Queryable,
      report: { target_type: string; target_id: number },
      input: { status: 'resolved' | 'dismissed'; resolution: string; operatorId: number },
    ): Promise<number[]> {
      const rows = await q.query<{ id: number }>(
        `UPDATE reports SET status = $3, resolution = $4, resolved_by = $5, resolved_at = now()
          WHERE target_type = $1 AND target_id = $2 AND status = 'open' RETURNING id`,
        [report.target_type, report.target_id, input.status, input.resolution, input.operatorId],
      );
      return rows.map((r) => r.id);
    },

    // ---- orders ----
    async listOrders(
      q: Queryable,
      filter: { q?: string | undefined; refund?: string | undefined; limit: number; offset: number },
    ) {
      const params: unknown[] = [];
      const where: string[] = [];
      const match = search(filter.q, params, ['o.email', 's.username'], 'o.id');
      if (match) where.push(match);
      if (filter.refund) where.push(`rf.status = $${params.push(filter.refund)}`);
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const from = 'FROM orders o JOIN users s ON s.id = o.seller_id LEFT JOIN refunds rf ON rf.order_id = o.id';
      const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n ${from} ${clause}`, params);
      const rows = await q.query<{
        id: number;
        payment_id: number;
        status: string;
        total: number;
        email: string;
        store_name: string;
        seller_id: number;
        refund_status: string | null;
        created_at: Date;
      }>(
        `SELECT o.id, o.payment_id, o.status, o.total, o.email, s.username AS store_name, o.seller_id,
                rf.status AS refund_status, o.created_at
           ${from} ${clause} ORDER BY o.created_at DESC, o.id DESC
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, filter.limit, filter.offset],
      );
      return { rows, total: count?.n ?? 0 };
    },

    async refundOf(q: Queryable, orderId: number) {
      const [row] = await q.query<{ id: number; status: string; attempts: number; last_error: string | null }>(
        'SELECT id, status, attempts, last_error FROM refunds WHERE order_id = $1',
        [orderId],
      );
      return row;
    },
  };
}
export type OpsRepository = ReturnType<typeof createOpsRepository>;
