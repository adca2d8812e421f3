import type { Balance, CreateBankAccountBody, LedgerLine, RequestPayoutBody } from '@rima/shared/api/ledger';
import { formatIdr } from '@rima/shared/format';
import type { Db, Queryable } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { badRequest, conflict, notFound, unprocessable } from '../../http/errors';
import { recordAudit, type Operator } from '../audit/audit';
import type { Entry, LedgerRepository, PayoutRecord } from './ledger.repository';
import type { PayoutProvider } from './payout-provider';
import { iso } from '../../http/wire-time';

export const MAX_BANK_ACCOUNTS = 5;
const ACCOUNT_NAMES = { seller_pending: 'pending', seller_available: 'available', seller_payout: 'payout' } as const;

/**
 * Platform commission of one order: the rate of each item's category (or the default) applied to what the
 * buyer paid for the goods, i.e. after the coupon and without shipping. Rounded down, never above the total.
 */
export function commissionOf(
  order: { subtotal: number; discount: number; total: number },
  lines: { line: number; bps: number }[],
): number {
  if (order.subtotal <= 0) return 0;
  const weighted = lines.reduce((sum, l) => sum + BigInt(l.line) * BigInt(l.bps), 0n);
  const goods = BigInt(Math.max(0, order.subtotal - order.discount));
  const commission = Number((weighted * goods) / (BigInt(order.subtotal) * 10_000n));
  return Math.min(commission, order.total);
}

/**
 * Seller money (modules/ledger owns balances and entries; nothing else writes them). Settlement puts
 * each order's total less commission on the seller's pending balance; completion moves what is pending to
 * available; a refund reverses what the order has left; payouts move available → payout → out. Callers pass
 * their transaction: the ledger moves with the change that causes it, or not at all.
 */
export function createLedgerService(deps: {
  db: Db;
  repo: LedgerRepository;
  payouts: PayoutProvider;
  events: EventBus;
}) {
  const { db, repo, payouts, events } = deps;

  async function recordSettlement(tx: Queryable, orderIds: readonly number[]): Promise<void> {
    if (orderIds.length === 0) return;
    const { orders, lines } = await repo.ordersForSettlement(tx, orderIds);
    const clearing = await repo.platformAccount(tx, 'payments_clearing');
    const commissionAccount = await repo.platformAccount(tx, 'platform_commission');
    for (const order of orders) {
      if (order.total <= 0 || (await repo.hasTransaction(tx, order.id, 'settlement'))) continue;
      const commission = commissionOf(
        order,
        lines.filter((l) => l.order_id === order.id).map((l) => ({ line: Number(l.line), bps: l.bps })),
      );
      const seller = await repo.sellerAccounts(tx, order.seller_id);
      await repo.post(tx, { kind: 'settlement', orderId: order.id, memo: `Order #${order.id} paid` }, [
        { accountId: clearing, amount: -order.total },
        { accountId: seller.pending, amount: order.total - commission },
        { accountId: commissionAccount, amount: commission },
      ]);
    }
  }

  async function recordCompletion(tx: Queryable, orderId: number, sellerId: number): Promise<void> {
    if (await repo.hasTransaction(tx, orderId, 'completion')) return;
    const seller = await repo.sellerAccounts(tx, sellerId);
    const positions = await repo.orderPositions(tx, orderId);
    const pending = Number(positions.find((p) => p.account_id === seller.pending)?.amount ?? 0);
    if (pending <= 0) return;
    await repo.post(tx, { kind: 'completion', orderId, memo: `Order #${orderId} completed` }, [
      { accountId: seller.pending, amount: -pending },
      { accountId: seller.available, amount: pending },
    ]);
  }

  /** What an order holds for its buyer on the seller's and the platform's accounts (not the clearing ones). */
  async function heldPositions(tx: Queryable, orderId: number) {
    return (await repo.orderPositions(tx, orderId)).filter(
      (p) => p.kind !== 'payments_clearing' && p.kind !== 'courier_payable' && Number(p.amount) !== 0,
    );
  }

  /** A refund: whatever the order still holds (pending or available, and the commission) goes back. */
  async function reverseOrder(tx: Queryable, orderId: number): Promise<void> {
    if (await repo.hasTransaction(tx, orderId, 'refund')) return;
    const positions = await heldPositions(tx, orderId);
    if (positions.length === 0) return;
    const clearing = await repo.platformAccount(tx, 'payments_clearing');
    const entries: Entry[] = positions.map((p) => ({ accountId: p.account_id, amount: -Number(p.amount) }));
    const back = positions.reduce((sum, p) => sum + Number(p.amount), 0);
    entries.push({ accountId: clearing, amount: back });
    await repo.post(tx, { kind: 'refund', orderId, memo: `Order #${orderId} refunded` }, entries);
  }

  /**
   * Entries taking `amount` out of what the order holds: from the seller's share and the commission in
   * proportion to what the order holds on each, from pending while the money is held (or available if it was
   * released). Largest first, so the rounding rupiah land on the seller's share, never below zero anywhere.
   */
  async function takeFromOrder(tx: Queryable, orderId: number, amount: number): Promise<Entry[]> {
    const positions = (await heldPositions(tx, orderId)).filter((p) => Number(p.amount) > 0);
    const held = positions.reduce((sum, p) => sum + Number(p.amount), 0);
    if (amount > held) throw conflict(`This order holds only ${formatIdr(held)}: it cannot give back more`);
    const sorted = [...positions].sort((a, b) => Number(b.amount) - Number(a.amount));
    let left = amount;
    const entries: Entry[] = [];
    sorted.forEach((p, i) => {
      const share = i === sorted.length - 1 ? left : Math.floor((amount * Number(p.amount)) / held);
      const take = Math.min(share, Number(p.amount), left);
      left -= take;
      entries.push({ accountId: p.account_id, amount: -take });
    });
    if (left > 0 && entries[0]) entries[0].amount -= left;
    return entries;
  }

  /**
   * A complaint's refund of `amount` (at most what the order still holds) goes from the order's held money back
   * to payments clearing. Once per complaint.
   */
  async function refundComplaint(tx: Queryable, input: { orderId: number; complaintId: number; amount: number }) {
    const { orderId, complaintId, amount } = input;
    if (amount <= 0 || (await repo.hasComplaintTransaction(tx, complaintId, 'complaint_refund'))) return;
    const entries = await takeFromOrder(tx, orderId, amount);
    entries.push({ accountId: await repo.platformAccount(tx, 'payments_clearing'), amount });
    await repo.post(
      tx,
      {
        kind: 'complaint_refund',
        orderId,
        complaintId,
        memo: `Complaint #${complaintId} on order #${orderId} refunded`,
      },
      entries,
    );
  }

  /**
   * A complaint's shipping cost (a return label, a replacement parts' parcel), owed to the courier, once per
   * complaint. The buyer pays out of what the order holds for it (so the order can refund that much less); the
   * seller pays from its available balance, its own money rather than the buyer's in escrow (available may go
   * below zero: the store then owes it, netted against later earnings), so the seller's payment is not part of
   * the order's holding.
   */
  async function chargeComplaintCost(
    tx: Queryable,
    input: { orderId: number; sellerId: number; complaintId: number; amount: number; paidBy: 'seller' | 'buyer' },
  ) {
    const { orderId, complaintId, amount, paidBy } = input;
    if (amount <= 0 || (await repo.hasComplaintTransaction(tx, complaintId, 'complaint_cost'))) return;
    const entries: Entry[] =
      paidBy === 'buyer'
        ? await takeFromOrder(tx, orderId, amount)
        : [{ accountId: (await repo.sellerAccounts(tx, input.sellerId)).available, amount: -amount }];
    entries.push({ accountId: await repo.platformAccount(tx, 'courier_payable'), amount });
    const who = paidBy === 'buyer' ? 'the buyer' : 'the store';
    await repo.post(
      tx,
      {
        kind: 'complaint_cost',
        orderId: paidBy === 'buyer' ? orderId : null,
        complaintId,
        memo: `Complaint #${complaintId} on order #${orderId}: shipping paid by ${who}`,
      },
      entries,
    );
  }

  async function getBalance(sellerId: number): Promise<Balance> {
    const [balances, history] = await Promise.all([repo.balances(db, sellerId), repo.history(db, sellerId)]);
    const of = (kind: string) => Number(balances.find((b) => b.kind === kind)?.balance ?? 0);
    return {
      pending: of('seller_pending'),
      available: of('seller_available'),
      in_payout: of('seller_payout'),
      history: history.map((h): LedgerLine => ({
        id: Number(h.id),
        account: ACCOUNT_NAMES[h.kind as keyof typeof ACCOUNT_NAMES] ?? 'available',
        kind: h.tx_kind,
        amount: Number(h.amount),
        order_id: h.order_id,
        payout_id: h.payout_id,
        memo: h.memo,
        created_at: iso(h.created_at),
      })),
    };
  }

  async function requestPayout(sellerId: number, body: RequestPayoutBody): Promise<PayoutRecord> {
    const payoutId = await db.transaction(async (tx) => {
      const bank = (await repo.bankAccounts(tx, sellerId)).find((b) => b.id === body.bank_account_id);
      if (!bank) throw notFound('Bank account not found: register it first');
      const seller = await repo.sellerAccounts(tx, sellerId);
      // The row lock makes check-then-act one step: parallel withdrawals queue here and see each other.
      const available = await repo.lockBalance(tx, seller.available);
      if (available < body.amount) {
        throw conflict(`Your available balance is ${formatIdr(Math.max(0, available))}: you cannot withdraw more`);
      }
      const id = await repo.insertPayout(tx, { sellerId, bankAccountId: bank.id, amount: body.amount });
      await repo.post(tx, { kind: 'payout_request', payoutId: id, memo: `Withdrawal #${id} requested` }, [
        { accountId: seller.available, amount: -body.amount },
        { accountId: seller.payout, amount: body.amount },
      ]);
      return id;
    });
    const payout = await repo.findPayout(db, payoutId);
    if (!payout) throw notFound('Payout not found');
    return payout;
  }

  async function decide(
    operator: Operator,
    id: number,
    decision: { kind: 'pay'; reference?: string | undefined } | { kind: 'reject'; reason: string },
  ): Promise<PayoutRecord> {
    const payout = await db.transaction(async (tx) => {
      const before = await repo.findPayout(tx, id, true);
      if (!before) throw notFound('Payout not found');
      if (before.status !== 'requested') throw conflict(`This payout is ${before.status} already`);
      const seller = await repo.sellerAccounts(tx, before.seller_id);
      const amount = Number(before.amount);
      if (decision.kind === 'pay') {
        let reference = decision.reference;
        let provider = 'manual';
        if (!reference) {
          const answer = await payouts.send({
            idempotencyKey: `rima-payout-${id}`,
            amount,
            bankCode: before.bank_code,
            accountNumber: before.account_number,
            holderName: before.holder_name,
          });
          if (!answer.ok) throw unprocessable(`The payout provider refused: ${answer.message}`);
          reference = answer.reference;
          provider = payouts.name;
        }
        await repo.decidePayout(tx, id, { status: 'paid', reference, provider, operatorId: operator.id });
        await repo.post(tx, { kind: 'payout_paid', payoutId: id, memo: `Withdrawal #${id} paid (${reference})` }, [
          { accountId: seller.payout, amount: -amount },
          { accountId: await repo.platformAccount(tx, 'payouts_clearing'), amount },
        ]);
      } else {
        await repo.decidePayout(tx, id, { status: 'rejected', reason: decision.reason, operatorId: operator.id });
        await repo.post(tx, { kind: 'payout_rejected', payoutId: id, memo: `Withdrawal #${id} rejected` }, [
          { accountId: seller.payout, amount: -amount },
          { accountId: seller.available, amount },
        ]);
      }
      const after = await repo.findPayout(tx, id);
      if (!after) throw notFound('Payout not found');
      await recordAudit(tx, {
        actor: operator,
        action: decision.kind === 'pay' ? 'payout.pay' : 'payout.reject',
        targetType: 'payout',
        targetId: id,
        reason: decision.kind === 'reject' ? decision.reason : (after.reference ?? null),
        before: { status: before.status },
        after: { status: after.status, reference: after.reference, provider: after.provider },
      });
      return after;
    });
    events.emit('account.notice', {
      userId: payout.seller_id,
      type: payout.status === 'paid' ? 'payout.paid' : 'payout.rejected',
      title: payout.status === 'paid' ? 'Withdrawal paid' : 'Withdrawal rejected',
      text:
        payout.status === 'paid'
          ? `${formatIdr(Number(payout.amount))} was sent to your bank account (reference ${payout.reference ?? ''}).`
          : `Your withdrawal of ${formatIdr(Number(payout.amount))} was rejected: ${payout.reject_reason ?? ''}. The money is back in your available balance.`,
      link: '/admin/balance',
    });
    return payout;
  }

  async function getCommission() {
    const rates = await repo.commissionRates(db);
    return {
      default_bps: rates.find((r) => r.category_id === 0)?.rate_bps ?? 0,
      categories: rates.filter((r) => r.category_id !== 0),
    };
  }

  return {
    recordSettlement,
    recordCompletion,
    reverseOrder,
    refundComplaint,
    chargeComplaintCost,
    /** What the buyer paid out of an order's held money for complaint costs. */
    buyerCostTotal: (q: Queryable, orderId: number) => repo.buyerCostTotal(q, orderId),
    getBalance,
    requestPayout,
    payPayout: (operator: Operator, id: number, reference?: string) => decide(operator, id, { kind: 'pay', reference }),
    rejectPayout: (operator: Operator, id: number, reason: string) => decide(operator, id, { kind: 'reject', reason }),

    listMyPayouts: async (sellerId: number) => (await repo.listPayouts(db, { sellerId, limit: 100, offset: 0 })).rows,
    listPayouts: (filter: { status: string; limit: number; offset: number }) => repo.listPayouts(db, filter),

    listBankAccounts: (sellerId: number) => repo.bankAccounts(db, sellerId),
    async createBankAccount(sellerId: number, body: CreateBankAccountBody) {
      return db.transaction(async (tx) => {
        // Serialise one seller's registrations so the limit holds under parallel requests.
        await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [sellerId]);
        if ((await repo.countBankAccounts(tx, sellerId)) >= MAX_BANK_ACCOUNTS) {
          throw conflict(`A store registers at most ${MAX_BANK_ACCOUNTS} bank accounts`);
        }
        return repo.insertBankAccount(tx, {
          sellerId,
          bankCode: body.bank_code,
          accountNumber: body.account_number,
          holderName: body.holder_name,
        });
      });
    },
    async deleteBankAccount(sellerId: number, id: number) {
      if (!(await repo.removeBankAccount(db, sellerId, id))) throw notFound('Bank account not found');
      return { id };
    },

    getCommission,
    async setCommission(
      operator: Operator,
      body: { default_bps: number; categories: { category_id: number; rate_bps: number }[] },
    ) {
      const unique = new Map(body.categories.map((c) => [c.category_id, c.rate_bps]));
      await db.transaction(async (tx) => {
        await repo.lockCommissionRates(tx);
        const before = await repo.commissionRates(tx);
        const known = await tx.query<{ id: number; leaf: boolean }>(
          'SELECT id, parent_id IS NOT NULL AS leaf FROM categories WHERE id = ANY($1::int[])',
          [[...unique.keys()]],
        );
        if (known.length !== unique.size) throw notFound('Unknown category');
        // Rates are per top-level category of the tree (its leaves take it) or per legacy category.
        const leaf = body.categories.findIndex((c) => known.some((k) => k.id === c.category_id && k.leaf));
        if (leaf >= 0) {
          const message = 'A commission rate is set on a top-level category, not a subcategory';
          throw badRequest(message, [{ field: `categories.${leaf}.category_id`, message }]);
        }
        const after = [
          { category_id: 0, rate_bps: body.default_bps },
          ...[...unique].map(([category_id, rate_bps]) => ({ category_id, rate_bps })),
        ];
        await repo.replaceCommissionRates(tx, after);
        await recordAudit(tx, {
          actor: operator,
          action: 'commission.set',
          targetType: 'commission',
          targetId: null,
          before,
          after,
        });
      });
      return getCommission();
    },

    commissionEarned: () => repo.platformBalance(db, 'platform_commission'),
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;
