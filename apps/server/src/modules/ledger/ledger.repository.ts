import type { Queryable } from '../../db/client';

export type AccountKind =
  | 'seller_pending'
  | 'seller_available'
  | 'seller_payout'
  | 'platform_commission'
  | 'payments_clearing'
  | 'payouts_clearing'
  | 'courier_payable';
export type TransactionKind =
  | 'settlement'
  | 'completion'
  | 'refund'
  | 'payout_request'
  | 'payout_paid'
  | 'payout_rejected'
  | 'complaint_refund'
  | 'complaint_cost';
export type Entry = { accountId: number; amount: number };
export type SellerAccounts = { pending: number; available: number; payout: number };

export type PayoutRecord = {
  id: number;
  seller_id: number;
  store_name: string;
  amount: number;
  status: 'requested' | 'paid' | 'rejected';
  bank_code: string;
  account_number: string;
  holder_name: string;
  provider: string | null;
  reference: string | null;
  reject_reason: string | null;
  created_at: Date;
  decided_at: Date | null;
};

export type BankAccountRecord = {
  id: number;
  seller_id: number;
  bank_code: string;
  account_number: string;
  holder_name: string;
  created_at: Date;
};

const payoutColumns = `p.id, p.seller_id, u.username AS store_name, p.amount::int8 AS amount, p.status, b.bank_code,
  b.account_number, b.holder_name, p.provider, p.reference, p.reject_reason, p.created_at, p.decided_at`;
const payoutFrom =
  'FROM payouts p JOIN users u ON u.id = p.seller_id JOIN seller_bank_accounts b ON b.id = p.bank_account_id';

/** SQL of the ledger (migration 0041). Only modules/ledger writes these tables. */
export function createLedgerRepository() {
  return {
    async platformAccount(q: Queryable, kind: AccountKind): Promise<number> {
      const [row] = await q.query<{ id: number }>(
        'SELECT id FROM ledger_accounts WHERE kind = $1 AND seller_id IS NULL',
        [kind],
      );
      if (!row) throw new Error(`ledger account ${kind} is missing`);
      return row.id;
    },

    /** The seller's three accounts, made on first use (in id order pending < available < payout). */
    async sellerAccounts(q: Queryable, sellerId: number): Promise<SellerAccounts> {
      const read = () =>
        q.query<{ id: number; kind: AccountKind }>('SELECT id, kind FROM ledger_accounts WHERE seller_id = $1', [
          sellerId,
        ]);
      let rows = await read();
      if (rows.length < 3) {
        await q.query(
          `INSERT INTO ledger_accounts (kind, seller_id)
           VALUES ('seller_pending', $1), ('seller_available', $1), ('seller_payout', $1)
           ON CONFLICT (kind, seller_id) DO NOTHING`,
          [sellerId],
        );
        rows = await read();
      }
      const id = (kind: AccountKind) => {
        const row = rows.find((r) => r.kind === kind);
        if (!row) throw new Error(`ledger account ${kind} of seller ${sellerId} is missing`);
        return row.id;
      };
      return { pending: id('seller_pending'), available: id('seller_available'), payout: id('seller_payout') };
    },

    async lockBalance(q: Queryable, accountId: number): Promise<number> {
      const [row] = await q.query<{ balance: number }>(
        'SELECT balance::int8 AS balance FROM ledger_accounts WHERE id = $1 FOR UPDATE',
        [accountId],
      );
      return Number(row?.balance ?? 0);
    },

    /**
     * One ledger transaction. Entries go in by account id (every writer locks seller accounts in the same
     * order); zero amounts are left out. The database checks the sum at commit.
     */
    async post(
      q: Queryable,
      tx: {
        kind: TransactionKind;
        orderId?: number | null;
        payoutId?: number | null;
        complaintId?: number | null;
        memo: string;
      },
      entries: Entry[],
    ): Promise<number | null> {
      const lines = entries.filter((e) => e.amount !== 0).sort((a, b) => a.accountId - b.accountId);
      if (lines.length === 0) return null;
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO ledger_transactions (kind, order_id, payout_id, complaint_id, memo)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [tx.kind, tx.orderId ?? null, tx.payoutId ?? null, tx.complaintId ?? null, tx.memo],
      );
      if (!row) throw new Error('ledger transaction insert returned no id');
      for (const line of lines) {
        await q.query('INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES ($1, $2, $3)', [
          row.id,
          line.accountId,
          line.amount,
        ]);
      }
      return row.id;
    },

    async hasComplaintTransaction(
      q: Queryable,
      complaintId: number,
      kind: 'complaint_refund' | 'complaint_cost',
    ): Promise<boolean> {
      const rows = await q.query('SELECT 1 FROM ledger_transactions WHERE complaint_id = $1 AND kind = $2', [
        complaintId,
        kind,
      ]);
      return rows.length > 0;
    },

    /** What the buyer paid out of an order's held money for complaint costs (return labels, parts parcels). */
    async buyerCostTotal(q: Queryable, orderId: number): Promise<number> {
      const [row] = await q.query<{ total: number }>(
        `SELECT coalesce(sum(e.amount), 0)::int8 AS total
           FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
           JOIN ledger_accounts a ON a.id = e.account_id
          WHERE t.order_id = $1 AND t.kind = 'complaint_cost' AND a.kind = 'courier_payable'`,
        [orderId],
      );
      return Number(row?.total ?? 0);
    },

    async hasTransaction(q: Queryable, orderId: number, kind: TransactionKind): Promise<boolean> {
      const rows = await q.query('SELECT 1 FROM ledger_transactions WHERE order_id = $1 AND kind = $2', [
        orderId,
        kind,
      ]);
      return rows.length > 0;
    },

    /** What an order has left on each account (sum of the entries of its transactions), by account id. */
    async orderPositions(
      q: Queryable,
      orderId: number,
    ): Promise<{ account_id: number; kind: AccountKind; amount: number }[]> {
      return q.query(
        `SELECT e.account_id, a.kind, sum(e.amount)::int8 AS amount
           FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
           JOIN ledger_accounts a ON a.id = e.account_id
          WHERE t.order_id = $1
          GROUP BY e.account_id, a.kind`,
        [orderId],
      );
    },

    /** Orders as settlement needs them, with each item's line amount and its category's commission rate. */
    async ordersForSettlement(q: Queryable, orderIds: readonly number[]) {
      const orders = await q.query<{
        id: number;
        seller_id: number;
        subtotal: number;
        discount: number;
        total: number;
      }>('SELECT id, seller_id, subtotal, discount, total FROM orders WHERE id = ANY($1::int[]) ORDER BY id', [
        [...orderIds],
      ]);
      const lines = await q.query<{ order_id: number; line: number; bps: number }>(
        `SELECT oi.order_id, (oi.price::int8 * oi.qty) AS line,
                coalesce(cr.rate_bps, tr.rate_bps, (SELECT rate_bps FROM commission_rates WHERE category_id = 0), 0)
                  AS bps
           FROM order_items oi
           LEFT JOIN products p ON p.id = oi.product_id
           LEFT JOIN commission_rates cr ON cr.category_id = p.category_id AND cr.category_id <> 0
           -- a leaf's rate is its top-level category's (docs/decisions/036)
           LEFT JOIN categories c ON c.id = p.category_id
           LEFT JOIN commission_rates tr ON tr.category_id = c.parent_id AND tr.category_id <> 0
          WHERE oi.order_id = ANY($1::int[])`,
        [[...orderIds]],
      );
      return { orders, lines };
    },

    async balances(q: Queryable, sellerId: number) {
      return q.query<{ kind: AccountKind; balance: number }>(
        'SELECT kind, balance::int8 AS balance FROM ledger_accounts WHERE seller_id = $1',
        [sellerId],
      );
    },

    async history(q: Queryable, sellerId: number, limit = 200) {
      return q.query<{
        id: number;
        kind: AccountKind;
        tx_kind: TransactionKind;
        amount: number;
        order_id: number | null;
        payout_id: number | null;
        memo: string;
        created_at: Date;
      }>(
        `SELECT e.id, a.kind, t.kind AS tx_kind, e.amount::int8 AS amount, t.order_id, t.payout_id, t.memo, e.created_at
           FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
           JOIN ledger_transactions t ON t.id = e.transaction_id
          WHERE a.seller_id = $1 ORDER BY e.id DESC LIMIT $2`,
        [sellerId, limit],
      );
    },

    async platformBalance(q: Queryable, kind: AccountKind): Promise<number> {
      const [row] = await q.query<{ total: number }>(
        `SELECT coalesce(sum(e.amount), 0)::int8 AS total FROM ledger_entries e
           JOIN ledger_accounts a ON a.id = e.account_id WHERE a.kind = $1 AND a.seller_id IS NULL`,
        [kind],
      );
      return Number(row?.total ?? 0);
    },

    // ---- commission ----
    async commissionRates(q: Queryable) {
      return q.query<{ category_id: number; rate_bps: number }>(
        'SELECT category_id, rate_bps FROM commission_rates ORDER BY category_id',
      );
    },
    /** One change of the rates at a time (inside the transaction): two replacements at once would both insert. */
    async lockCommissionRates(q: Queryable) {
      await q.query('LOCK TABLE commission_rates IN SHARE ROW EXCLUSIVE MODE');
    },
    async replaceCommissionRates(q: Queryable, rates: { category_id: number; rate_bps: number }[]) {
      await q.query('DELETE FROM commission_rates');
      await q.query('INSERT INTO commission_rates (category_id, rate_bps) SELECT * FROM unnest($1::int[], $2::int[])', [
        rates.map((r) => r.category_id),
        rates.map((r) => r.rate_bps),
      ]);
    },

    // ---- bank accounts ----
    async bankAccounts(q: Queryable, sellerId: number): Promise<BankAccountRecord[]> {
      return q.query(
        `SELECT id, seller_id, bank_code, account_number, holder_name, created_at FROM seller_bank_accounts
          WHERE seller_id = $1 AND removed_at IS NULL ORDER BY id`,
        [sellerId],
      );
    },
    async insertBankAccount(
      q: Queryable,
      input: { sellerId: number; bankCode: string; accountNumber: string; holderName: string },
    ): Promise<BankAccountRecord> {
      const [row] = await q.query<BankAccountRecord>(
        `INSERT INTO seller_bank_accounts (seller_id, bank_code, account_number, holder_name) VALUES ($1, $2, $3, $4)
         RETURNING id, seller_id, bank_code, account_number, holder_name, created_at`,
        [input.sellerId, input.bankCode, input.accountNumber, input.holderName],
      );
      if (!row) throw new Error('bank account insert returned no row');
      return row;
    },
    async countBankAccounts(q: Queryable, sellerId: number): Promise<number> {
      const [row] = await q.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM seller_bank_accounts WHERE seller_id = $1 AND removed_at IS NULL',
        [sellerId],
      );
      return row?.n ?? 0;
    },
    async removeBankAccount(q: Queryable, sellerId: number, id: number): Promise<boolean> {
      const rows = await q.query(
        `UPDATE seller_bank_accounts SET removed_at = now() WHERE id = $1 AND seller_id = $2 AND removed_at IS NULL
         RETURNING id`,
        [id, sellerId],
      );
      return rows.length > 0;
    },

    // ---- payouts ----
    async insertPayout(q: Queryable, input: { sellerId: number; bankAccountId: number; amount: number }) {
      const [row] = await q.query<{ id: number }>(
        'INSERT INTO payouts (seller_id, bank_account_id, amount) VALUES ($1, $2, $3) RETURNING id',
        [input.sellerId, input.bankAccountId, input.amount],
      );
      if (!row) throw new Error('payout insert returned no id');
      return row.id;
    },
    async findPayout(q: Queryable, id: number, lock = false): Promise<PayoutRecord | undefined> {
      if (lock) await q.query('SELECT id FROM payouts WHERE id = $1 FOR UPDATE', [id]);
      const [row] = await q.query<PayoutRecord>(`SELECT ${payoutColumns} ${payoutFrom} WHERE p.id = $1`, [id]);
      return row;
    },
    async listPayouts(q: Queryable, filter: { sellerId?: number; status?: string; limit: number; offset: number }) {
      const where: string[] = [];
      const params: unknown[] = [];
      if (filter.sellerId !== undefined) where.push(`p.seller_id = $${params.push(filter.sellerId)}`);
      if (filter.status !== undefined) where.push(`p.status = $${params.push(filter.status)}`);
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM payouts p ${clause}`, params);
      const rows = await q.query<PayoutRecord>(
        `SELECT ${payoutColumns} ${payoutFrom} ${clause} ORDER BY p.created_at DESC, p.id DESC
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, filter.limit, filter.offset],
      );
      return { rows, total: count?.n ?? 0 };
    },
    async decidePayout(
      q: Queryable,
      id: number,
      input: {
        status: 'paid' | 'rejected';
        reference?: string;
        provider?: string;
        reason?: string;
        operatorId: number;
      },
    ): Promise<boolean> {
      const rows = await q.query(
        `UPDATE payouts SET status = $2, reference = $3, provider = $4, reject_reason = $5, decided_by = $6,
                decided_at = now()
          WHERE id = $1 AND status = 'requested' RETURNING id`,
        [id, input.status, input.reference ?? null, input.provider ?? null, input.reason ?? null, input.operatorId],
      );
      return rows.length > 0;
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
