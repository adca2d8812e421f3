import type { Db } from '../src/db/client';

/** Per product: stock + sold. Only a seller's restock changes it (docs/invariants.md, I3). */
export type StockSnapshot = Map<number, number>;

export async function snapshotStock(db: Db): Promise<StockSnapshot> {
  const rows = await db.query<{ id: number; units: number }>('SELECT id, (stock + sold)::int AS units FROM products');
  return new Map(rows.map((r) => [r.id, r.units]));
}

type PaymentFacts = {
  id: number;
  status: string;
  amount: number;
  n_orders: number;
  n_live: number;
  n_awaiting: number;
  live_total: number;
  charged_total: number;
  n_charged_cancelled_unrefunded: number;
  n_refunds: number;
  refund_total: number;
  n_bad_refunds: number;
  cancelled_complaint_refunds: number;
};

/**
 * Checks the written money invariants (docs/invariants.md) over the whole database and answers every
 * violation as a sentence (empty = all hold). `stock`: a snapshot taken before the run, for I3.
 */
export async function checkInvariants(db: Db, options: { stock?: StockSnapshot } = {}): Promise<string[]> {
  const violations: string[] = [];
  const payments = await db.query<PaymentFacts>(
    `WITH charged AS (
       SELECT DISTINCT order_id FROM order_events WHERE to_status = 'paid'
     ), complaint_refunds AS (
       SELECT order_id, sum(amount)::int AS total FROM refunds WHERE complaint_id IS NOT NULL GROUP BY order_id
     ), buyer_costs AS (
       -- return labels and parts parcels the buyer paid out of the order's held money (docs/decisions/056)
       SELECT t.order_id, sum(e.amount)::int AS total
         FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
         JOIN ledger_accounts a ON a.id = e.account_id
        WHERE t.kind = 'complaint_cost' AND a.kind = 'courier_payable' AND t.order_id IS NOT NULL
        GROUP BY t.order_id
     ), o AS (
       SELECT o.payment_id,
              count(*)::int AS n_orders,
              count(*) FILTER (WHERE o.status <> 'cancelled')::int AS n_live,
              count(*) FILTER (WHERE o.status = 'awaiting_payment')::int AS n_awaiting,
              COALESCE(sum(o.total) FILTER (WHERE o.status <> 'cancelled'), 0)::int AS live_total,
              COALESCE(sum(o.total) FILTER (WHERE c.order_id IS NOT NULL), 0)::int AS charged_total,
              count(*) FILTER (WHERE o.status = 'cancelled' AND c.order_id IS NOT NULL
                                 AND o.total > coalesce(cr.total, 0) + coalesce(bc.total, 0)
                                 AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = o.id
                                                    AND r.complaint_id IS NULL))::int
                AS n_charged_cancelled_unrefunded,
              COALESCE(sum(coalesce(cr.total, 0) + coalesce(bc.total, 0)) FILTER (WHERE o.status = 'cancelled'), 0)::int
                AS cancelled_complaint_refunds
         FROM orders o LEFT JOIN charged c ON c.order_id = o.id LEFT JOIN complaint_refunds cr ON cr.order_id = o.id
         LEFT JOIN buyer_costs bc ON bc.order_id = o.id
        GROUP BY o.payment_id
     ), r AS (
       -- a cancellation's refund gives back what the order's complaints did not (docs/invariants.md, I2)
       SELECT r.payment_id, count(*)::int AS n_refunds, sum(r.amount)::int AS refund_total,
              count(*) FILTER (WHERE o.status <> 'cancelled'
                                 OR o.total - coalesce(cr.total, 0) - coalesce(bc.total, 0) <> r.amount
                                 OR o.payment_id <> r.payment_id OR c.order_id IS NULL)::int AS n_bad_refunds
         FROM refunds r JOIN orders o ON o.id = r.order_id LEFT JOIN charged c ON c.order_id = o.id
         LEFT JOIN complaint_refunds cr ON cr.order_id = o.id LEFT JOIN buyer_costs bc ON bc.order_id = o.id
        WHERE r.complaint_id IS NULL
        GROUP BY r.payment_id
     )
     SELECT p.id, p.status, p.amount,
            COALESCE(o.n_orders, 0) AS n_orders, COALESCE(o.n_live, 0) AS n_live,
            COALESCE(o.n_awaiting, 0) AS n_awaiting, COALESCE(o.live_total, 0) AS live_total,
            COALESCE(o.charged_total, 0) AS charged_total,
            COALESCE(o.n_charged_cancelled_unrefunded, 0) AS n_charged_cancelled_unrefunded,
            COALESCE(o.cancelled_complaint_refunds, 0) AS cancelled_complaint_refunds,
            COALESCE(r.n_refunds, 0) AS n_refunds, COALESCE(r.refund_total, 0) AS refund_total,
            COALESCE(r.n_bad_refunds, 0) AS n_bad_refunds
       FROM payments p LEFT JOIN o ON o.payment_id = p.id LEFT JOIN r ON r.payment_id = p.id
      ORDER BY p.id`,
  );
  for (const p of payments) {
    const say = (text: string) => violations.push(`payment ${p.id} (${p.status}, amount ${p.amount}): ${text}`);
    if (p.n_orders === 0) say('has no orders');
    if (p.n_bad_refunds > 0)
      say(`${p.n_bad_refunds} refund(s) of an order that is live, uncharged or of another total`);
    switch (p.status) {
      case 'pending':
        if (p.amount !== p.live_total) say(`amount is not the sum of its live orders (${p.live_total})`);
        if (p.n_live === 0) say('every order is cancelled but the payment is still payable');
        if (p.n_awaiting !== p.n_live) say('a live order of an unpaid payment is not awaiting payment');
        if (p.n_refunds > 0) say('an unpaid payment has refunds');
        break;
      case 'paid':
        if (p.n_awaiting > 0) say(`${p.n_awaiting} order(s) still awaiting payment`);
        if (p.amount !== p.charged_total) say(`amount is not the sum of the orders it paid (${p.charged_total})`);
        if (p.amount !== p.live_total + p.refund_total + p.cancelled_complaint_refunds) {
          say(
            `amount is not live orders (${p.live_total}) + refunds (${p.refund_total}) + complaint refunds of ` +
              `cancelled orders (${p.cancelled_complaint_refunds})`,
          );
        }
        if (p.n_charged_cancelled_unrefunded > 0)
          say(`${p.n_charged_cancelled_unrefunded} cancelled order(s) not refunded`);
        break;
      case 'cancelled':
        if (p.n_live > 0) say(`${p.n_live} live order(s)`);
        if (p.amount !== 0) say('a cancelled payment still owes money');
        if (p.n_refunds > 0) say('a payment that was never paid has refunds');
        break;
      case 'expired':
        if (p.n_live > 0) say(`${p.n_live} live order(s)`);
        if (p.n_refunds > 0) say('a payment that was never paid has refunds');
        break;
      default:
        say('unknown status');
    }
  }
  violations.push(...(await checkLedger(db)));
  violations.push(...(await checkComplaintRefunds(db)));
  violations.push(...(await checkVariantMirror(db)));
  if (options.stock) {
    const now = await snapshotStock(db);
    for (const [id, units] of options.stock) {
      const current = now.get(id);
      if (current !== undefined && current !== units) {
        violations.push(`product ${id}: stock + sold was ${units}, is ${current}`);
      }
    }
  }
  return violations;
}

/**
 * The seller ledger (docs/decisions/014). Every transaction's entries sum to zero (so does the whole ledger),
 * every seller balance is the sum of its entries, no pending or payout balance is negative, and each charged
 * order holds exactly its total (seller share + commission) while it is live and nothing once it is refunded.
 */
export async function checkLedger(db: Db): Promise<string[]> {
  const violations: string[] = [];
  const unbalanced = await db.query<{ id: number; total: number }>(
    'SELECT transaction_id AS id, sum(amount)::int8 AS total FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0',
  );
  for (const t of unbalanced) violations.push(`ledger transaction ${t.id} sums to ${t.total}, not 0`);
  const [all] = await db.query<{ total: number }>('SELECT coalesce(sum(amount), 0)::int8 AS total FROM ledger_entries');
  if (Number(all?.total ?? 0) !== 0) violations.push(`the ledger sums to ${all?.total}, not 0`);
  const drift = await db.query<{ id: number; kind: string; balance: number; sum: number }>(
    `SELECT a.id, a.kind, a.balance::int8 AS balance, coalesce(sum(e.amount), 0)::int8 AS sum
       FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
      WHERE a.seller_id IS NOT NULL GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0)
         OR (a.kind IN ('seller_pending', 'seller_payout') AND a.balance < 0)`,
  );
  for (const a of drift) violations.push(`ledger account ${a.id} (${a.kind}) holds ${a.balance}, its entries ${a.sum}`);
  const orders = await db.query<{
    id: number;
    status: string;
    total: number;
    held: number;
    refunded: boolean;
    by_complaints: number;
  }>(
    // Courier payable is money spent on the buyer's behalf (a return label), like payments clearing not held.
    `SELECT o.id, o.status, o.total,
            coalesce(sum(e.amount) FILTER (WHERE a.kind NOT IN ('payments_clearing', 'courier_payable')), 0)::int8
              AS held,
            EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = o.id AND r.complaint_id IS NULL) AS refunded,
            (SELECT coalesce(sum(r.amount), 0)::int8 FROM refunds r WHERE r.order_id = o.id
                AND r.complaint_id IS NOT NULL)
            + coalesce(sum(e.amount) FILTER (WHERE t.kind = 'complaint_cost' AND a.kind = 'courier_payable'), 0)::int8
              AS by_complaints
       FROM orders o
       JOIN ledger_transactions t ON t.order_id = o.id
       JOIN ledger_entries e ON e.transaction_id = t.id
       JOIN ledger_accounts a ON a.id = e.account_id
      GROUP BY o.id`,
  );
  for (const o of orders) {
    // A cancellation refunds what is left; complaints refund parts of a live order and the buyer may pay a
    // return label out of it (docs/invariants.md, L3).
    const expected = o.refunded ? 0 : o.total - Number(o.by_complaints);
    if (Number(o.held) !== expected) {
      violations.push(`order ${o.id} (${o.status}) holds ${o.held} in the ledger, expected ${expected}`);
    }
  }
  const unsettled = await db.query<{ id: number }>(
    `SELECT o.id FROM orders o JOIN payments p ON p.id = o.payment_id
      WHERE p.status = 'paid' AND o.total > 0 AND p.provider <> 'test'
        AND EXISTS (SELECT 1 FROM order_events ev WHERE ev.order_id = o.id AND ev.to_status = 'paid')
        AND NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.order_id = o.id AND t.kind = 'settlement')`,
  );
  for (const o of unsettled) violations.push(`charged order ${o.id} never reached the ledger`);
  return violations;
}

/**
 * Complaints (docs/invariants.md, C1–C2): a complaint's refund belongs to a closed complaint whose outcome
 * refunds exactly that amount, on a charged order, through the ledger once; an order's complaint refunds never
 * exceed its total.
 */
export async function checkComplaintRefunds(db: Db): Promise<string[]> {
  const bad = await db.query<{ id: number; problem: string }>(
    `SELECT r.id, CASE
              WHEN c.status <> 'closed' THEN 'belongs to an open complaint'
              WHEN c.refund_amount <> r.amount THEN 'differs from the complaint''s refund amount'
              WHEN c.order_id <> r.order_id THEN 'is on another order than its complaint'
              WHEN NOT EXISTS (SELECT 1 FROM order_events ev WHERE ev.order_id = r.order_id AND ev.to_status = 'paid')
                THEN 'is on an order that was never charged'
              WHEN (SELECT count(*) FROM ledger_transactions t WHERE t.complaint_id = c.id
                       AND t.kind = 'complaint_refund') <> 1 THEN 'is not in the ledger exactly once'
            END AS problem
       FROM refunds r JOIN complaints c ON c.id = r.complaint_id`,
  );
  const violations = bad.filter((b) => b.problem).map((b) => `complaint refund ${b.id} ${b.problem}`);
  const unpaid = await db.query<{ id: number }>(
    `SELECT c.id FROM complaints c WHERE c.refund_amount > 0
        AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.complaint_id = c.id)`,
  );
  violations.push(...unpaid.map((c) => `complaint ${c.id} decided a refund that was never made`));
  const over = await db.query<{ id: number }>(
    `SELECT o.id FROM orders o
      WHERE (SELECT coalesce(sum(r.amount), 0) FROM refunds r WHERE r.order_id = o.id)
          + (SELECT coalesce(sum(e.amount), 0) FROM ledger_transactions t
               JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
              WHERE t.order_id = o.id AND t.kind = 'complaint_cost' AND a.kind = 'courier_payable') > o.total`,
  );
  violations.push(...over.map((o) => `order ${o.id} refunded more than its total`));
  violations.push(...(await checkComplaintCosts(db)));
  return violations;
}

/**
 * Complaint costs (docs/invariants.md, C4): a complaint's shipping cost (return label, parts parcel) is posted
 * once, all of it to courier payable, taken from the order's held money when the buyer pays (the transaction
 * names the order) or from the store's available balance when the store pays; and every such posting belongs to
 * a closed complaint that charged exactly that to that payer.
 */
export async function checkComplaintCosts(db: Db): Promise<string[]> {
  const bad = await db.query<{ id: number; problem: string | null }>(
    `WITH posted AS (
       SELECT t.id, t.complaint_id, t.order_id,
              coalesce(sum(e.amount) FILTER (WHERE a.kind = 'courier_payable'), 0)::int8 AS to_courier,
              coalesce(sum(e.amount) FILTER (WHERE a.kind = 'seller_available' AND a.seller_id = c.seller_id), 0)::int8
                AS from_store,
              count(*) FILTER (WHERE a.seller_id IS NOT NULL AND a.seller_id <> c.seller_id)::int AS other_sellers
         FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
         JOIN ledger_accounts a ON a.id = e.account_id JOIN complaints c ON c.id = t.complaint_id
        WHERE t.kind = 'complaint_cost'
        GROUP BY t.id, t.complaint_id, t.order_id
     )
     SELECT c.id, CASE
              WHEN c.shipping_cost > 0 AND (SELECT count(*) FROM posted p WHERE p.complaint_id = c.id) <> 1
                THEN 'charged shipping that is not in the ledger exactly once'
              WHEN c.shipping_cost = 0 AND EXISTS (SELECT 1 FROM posted p WHERE p.complaint_id = c.id)
                THEN 'charged no shipping but the ledger has a cost for it'
              WHEN c.status <> 'closed' AND c.shipping_cost > 0 THEN 'is open but charged shipping'
              WHEN p.to_courier <> c.shipping_cost THEN 'gave the courier another amount than its shipping cost'
              WHEN p.other_sellers > 0 THEN 'took its shipping from another store'
              WHEN c.cost_paid_by = 'buyer' AND p.order_id IS DISTINCT FROM c.order_id
                THEN 'was paid by the buyer but not out of its order'
              WHEN c.cost_paid_by = 'seller' AND (p.order_id IS NOT NULL OR p.from_store <> -c.shipping_cost)
                THEN 'was paid by the store but not from its available balance'
            END AS problem
       FROM complaints c LEFT JOIN posted p ON p.complaint_id = c.id
      WHERE c.shipping_cost > 0 OR p.id IS NOT NULL`,
  );
  return bad.filter((b) => b.problem).map((b) => `complaint ${b.id} ${b.problem ?? ''}`);
}

/**
 * I3's variants (docs/decisions/038): every product's stock is its live variants' sum, its sold all its
 * variants' sum, and its price its first live variant's.
 */
export async function checkVariantMirror(db: Db): Promise<string[]> {
  const rows = await db.query<{
    id: number;
    stock: number;
    sold: number;
    price: number;
    v_stock: number;
    v_sold: number;
    v_price: number | null;
  }>(
    `SELECT p.id, p.stock, p.sold, p.price, s.v_stock, s.v_sold, s.v_price
       FROM products p
       JOIN (SELECT product_id,
                    coalesce(sum(stock) FILTER (WHERE archived_at IS NULL), 0)::int AS v_stock,
                    sum(sold)::int AS v_sold,
                    (array_agg(price ORDER BY position, id) FILTER (WHERE archived_at IS NULL))[1] AS v_price
               FROM product_variants GROUP BY product_id) s ON s.product_id = p.id
      WHERE (p.stock, p.sold) IS DISTINCT FROM (s.v_stock, s.v_sold) OR p.price IS DISTINCT FROM s.v_price
      ORDER BY p.id`,
  );
  const missing = await db.query<{ id: number }>(
    `SELECT p.id FROM products p
      WHERE NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.archived_at IS NULL)`,
  );
  return [
    ...rows.map(
      (r) =>
        `product ${r.id}: stock ${r.stock}, sold ${r.sold}, price ${r.price} but its variants say ` +
        `${r.v_stock}, ${r.v_sold}, ${r.v_price}`,
    ),
    ...missing.map((r) => `product ${r.id}: no live variant`),
  ];
}
