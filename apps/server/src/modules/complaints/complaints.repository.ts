import type { ComplaintReason, ComplaintStatus } from '@rima/shared/api/complaints';
import type { Queryable } from '../../db/client';

export type ComplaintRow = {
  id: number;
  order_id: number;
  buyer_id: number;
  seller_id: number;
  buyer_name: string;
  store_name: string;
  reason: ComplaintReason;
  description: string;
  claimed_amount: number;
  status: ComplaintStatus;
  offer_kind: 'refund' | 'parts' | 'return' | null;
  offer_amount: number | null;
  offer_note: string | null;
  offer_shipping_cost: number | null;
  offer_cost_paid_by: 'seller' | 'buyer' | null;
  shipping_cost: number;
  cost_paid_by: 'seller' | 'buyer' | null;
  return_tracking: string | null;
  outcome: 'refund' | 'parts' | 'return_refund' | 'rejected' | 'withdrawn' | null;
  refund_amount: number;
  decided_by: 'buyer' | 'seller' | 'operator' | 'deadline' | null;
  decision_reason: string | null;
  version: number;
  deadline: Date | null;
  created_at: Date;
};
export type MessageRow = {
  id: number;
  author_role: 'buyer' | 'seller' | 'operator' | 'system';
  action: string | null;
  text: string;
  created_at: Date;
};
export type VideoRow = {
  name: string;
  type: 'video/mp4' | 'video/quicktime' | 'video/webm';
  bytes: number;
  seconds: number;
};
/** The columns a change writes (the status and whatever the step sets). */
export type ComplaintChange = Partial<
  Pick<
    ComplaintRow,
    | 'status'
    | 'offer_kind'
    | 'offer_amount'
    | 'offer_note'
    | 'offer_shipping_cost'
    | 'offer_cost_paid_by'
    | 'shipping_cost'
    | 'cost_paid_by'
    | 'return_tracking'
    | 'outcome'
    | 'refund_amount'
    | 'decided_by'
    | 'decision_reason'
    | 'deadline'
  >
>;

const columns = `c.id, c.order_id, c.buyer_id, c.seller_id, b.username AS buyer_name, s.username AS store_name, c.reason,
  c.description, c.claimed_amount, c.status, c.offer_kind, c.offer_amount, c.offer_note, c.offer_shipping_cost,
  c.offer_cost_paid_by, c.shipping_cost, c.cost_paid_by, c.return_tracking, c.outcome, c.refund_amount, c.decided_by, c.decision_reason, c.version, c.deadline, c.created_at`;
const from = 'FROM complaints c JOIN users b ON b.id = c.buyer_id JOIN users s ON s.id = c.seller_id';
const CHANGE_COLUMNS = [
  'status',
  'offer_kind',
  'offer_amount',
  'offer_note',
  'offer_shipping_cost',
  'offer_cost_paid_by',
  'shipping_cost',
  'cost_paid_by',
  'return_tracking',
  'outcome',
  'refund_amount',
  'decided_by',
  'decision_reason',
  'deadline',
] as const;

/** SQL of complaints (migrations 0091, 0094, 0097); only modules/complaints writes these tables. */
export function createComplaintsRepository() {
  return {
    async insert(
      q: Queryable,
      input: {
        orderId: number;
        buyerId: number;
        sellerId: number;
        reason: ComplaintReason;
        description: string;
        claimedAmount: number;
        deadline: Date;
        at: Date;
      },
    ): Promise<number> {
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO complaints (order_id, buyer_id, seller_id, reason, description, claimed_amount, deadline,
                                 created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
        [
          input.orderId,
          input.buyerId,
          input.sellerId,
          input.reason,
          input.description,
          input.claimedAmount,
          input.deadline,
          input.at,
        ],
      );
      if (!row) throw new Error('complaint insert returned no id');
      return row.id;
    },
    async insertItems(q: Queryable, complaintId: number, items: { id: number; qty: number }[]) {
      await q.query(
        `INSERT INTO complaint_items (complaint_id, order_item_id, qty)
         SELECT $1, * FROM unnest($2::int[], $3::int[])`,
        [complaintId, items.map((i) => i.id), items.map((i) => i.qty)],
      );
    },
    async insertPhotos(q: Queryable, complaintId: number, keys: string[]) {
      if (keys.length === 0) return;
      await q.query(
        `INSERT INTO complaint_photos (complaint_id, image_key, position)
         SELECT $1, key, ord::int FROM unnest($2::text[]) WITH ORDINALITY AS t(key, ord)`,
        [complaintId, keys],
      );
    },
    async insertVideo(
      q: Queryable,
      complaintId: number,
      video: { name: string; type: string; bytes: number; seconds: number },
    ) {
      await q.query(
        `INSERT INTO complaint_videos (complaint_id, object_name, content_type, bytes, seconds)
         VALUES ($1, $2, $3, $4, $5)`,
        [complaintId, video.name, video.type, video.bytes, video.seconds],
      );
    },
    async insertMessage(
      q: Queryable,
      input: { complaintId: number; authorId: number | null; role: MessageRow['author_role']; action: string | null },
      text: string,
      at: Date,
    ) {
      await q.query(
        `INSERT INTO complaint_messages (complaint_id, author_id, author_role, action, text, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [input.complaintId, input.authorId, input.role, input.action, text, at],
      );
    },

    /** The order items already in a complaint (any status): an item is complained about once. */
    async claimedItemIds(q: Queryable, itemIds: number[]): Promise<number[]> {
      const rows = await q.query<{ id: number }>(
        'SELECT order_item_id AS id FROM complaint_items WHERE order_item_id = ANY($1::int[])',
        [itemIds],
      );
      return rows.map((r) => r.id);
    },

    async find(q: Queryable, id: number, lock = false): Promise<ComplaintRow | undefined> {
      if (lock) await q.query('SELECT id FROM complaints WHERE id = $1 FOR UPDATE', [id]);
      const [row] = await q.query<ComplaintRow>(`SELECT ${columns} ${from} WHERE c.id = $1`, [id]);
      return row;
    },
    async findMany(
      q: Queryable,
      filter: { orderId?: number; userId?: number; statuses?: readonly string[]; closed?: boolean },
    ): Promise<ComplaintRow[]> {
      const where: string[] = [];
      const params: unknown[] = [];
      if (filter.orderId !== undefined) where.push(`c.order_id = $${params.push(filter.orderId)}`);
      if (filter.userId !== undefined) where.push(`$${params.push(filter.userId)} IN (c.buyer_id, c.seller_id)`);
      if (filter.statuses) where.push(`c.status = ANY($${params.push(filter.statuses)}::text[])`);
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const order = filter.closed ? 'c.id DESC' : 'c.deadline NULLS LAST, c.id';
      return q.query<ComplaintRow>(`SELECT ${columns} ${from} ${clause} ORDER BY ${order} LIMIT 200`, params);
    },
    async items(q: Queryable, complaintId: number) {
      return q.query<{ order_item_id: number; name: string; price: number; qty: number }>(
        `SELECT ci.order_item_id, oi.name, oi.price, ci.qty FROM complaint_items ci
           JOIN order_items oi ON oi.id = ci.order_item_id WHERE ci.complaint_id = $1 ORDER BY ci.order_item_id`,
        [complaintId],
      );
    },
    async photoKeys(q: Queryable, complaintId: number): Promise<string[]> {
      const rows = await q.query<{ image_key: string }>(
        'SELECT image_key FROM complaint_photos WHERE complaint_id = $1 ORDER BY position',
        [complaintId],
      );
      return rows.map((r) => r.image_key);
    },
    async video(q: Queryable, complaintId: number): Promise<VideoRow | undefined> {
      const [row] = await q.query<VideoRow>(
        `SELECT object_name AS name, content_type AS type, bytes::int8 AS bytes, seconds::float8 AS seconds
           FROM complaint_videos WHERE complaint_id = $1`,
        [complaintId],
      );
      return row ? { ...row, bytes: Number(row.bytes), seconds: Number(row.seconds) } : undefined;
    },
    async messages(q: Queryable, complaintId: number): Promise<MessageRow[]> {
      return q.query<MessageRow>(
        `SELECT id::int AS id, author_role, action, text, created_at FROM complaint_messages
          WHERE complaint_id = $1 ORDER BY id`,
        [complaintId],
      );
    },

    /** Writes a step under the complaint's row lock; the version moves on with every change. */
    async update(q: Queryable, id: number, change: ComplaintChange, at: Date): Promise<void> {
      const sets: string[] = [];
      const params: unknown[] = [id, at];
      for (const key of CHANGE_COLUMNS) {
        if (key in change) sets.push(`${key} = $${params.push(change[key] ?? null)}`);
      }
      if (change.status === 'closed') sets.push('closed_at = $2');
      await q.query(
        `UPDATE complaints SET ${sets.join(', ')}, version = version + 1, updated_at = $2 WHERE id = $1`,
        params,
      );
    },

    /** Open complaints whose deadline passed (escalated ones wait for an operator). */
    async findDue(q: Queryable, at: Date, limit: number): Promise<number[]> {
      const rows = await q.query<{ id: number }>(
        `SELECT id FROM complaints WHERE status NOT IN ('closed', 'escalated') AND deadline <= $1
          ORDER BY deadline LIMIT $2`,
        [at, limit],
      );
      return rows.map((r) => r.id);
    },

    async hasOpen(q: Queryable, orderId: number): Promise<boolean> {
      const rows = await q.query("SELECT 1 FROM complaints WHERE order_id = $1 AND status <> 'closed' LIMIT 1", [
        orderId,
      ]);
      return rows.length > 0;
    },
  };
}
export type ComplaintsRepository = ReturnType<typeof createComplaintsRepository>;
