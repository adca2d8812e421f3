import type { OrderStatus } from '@rima/shared/api/orders';
import type { Db, Queryable } from '../../db/client';
import type { EventBus } from '../../events/bus';
import type { LedgerService } from '../ledger/ledger.service';
import type { PaymentProvider } from './provider';
import type { ClaimedRefund, RefundRow, RefundsRepository } from './refunds.repository';

/**
 * Cancelling from these statuses means the buyer's money was taken: it goes back. Buyers and sellers cancel
 * only from paid and processing; an operator also from shipped, delivered and completed.
 */
const REFUNDABLE_FROM: readonly string[] = [
  'paid',
  'processing',
  'shipped',
  'delivered',
  'completed',
] satisfies readonly OrderStatus[];
/** A refused refund is retried with a growing pause (1, 2, 4 … minutes, at most 6 hours), then marked failed. */
export const REFUND_MAX_ATTEMPTS = 10;
const MINUTE_MS = 60_000;
const MAX_BACKOFF_MS = 6 * 60 * MINUTE_MS;
const JOB_BATCH = 100;
const DEFAULT_PROVIDER_TIMEOUT_MS = 20_000;

export const refundBackoffMs = (attempts: number) => Math.min(MINUTE_MS * 2 ** (attempts - 1), MAX_BACKOFF_MS);

type Answer = { ok: true; reference: string } | { ok: false; message: string };

/**
 * Refunds of paid orders that were cancelled. `request` records one inside the cancellation's transaction;
 * `processDue` (run right after a cancellation and by the order jobs) hands due ones to the payment provider,
 * one transaction and one row lock per refund, so concurrent runs never refund twice.
 */
export function createRefundsService(deps: {
  db: Db;
  repo: RefundsRepository;
  provider: PaymentProvider;
  /** Providers that took earlier payments, by name (the built-in sandbox is always one) */
  otherProviders?: Readonly<Record<string, PaymentProvider>>;
  /** A refund reverses what the order has left in the seller's balances, in the same transaction. */
  ledger: Pick<LedgerService, 'reverseOrder' | 'refundComplaint' | 'buyerCostTotal'>;
  events: EventBus;
  now?: () => Date;
  providerTimeoutMs?: number;
}) {
  const { db, repo, provider, events, ledger } = deps;
  const now = deps.now ?? (() => new Date());
  const timeoutMs = deps.providerTimeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;

  async function askProvider(refund: ClaimedRefund): Promise<Answer> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<Answer>((resolve) => {
      timer = setTimeout(
        () => resolve({ ok: false, message: `The payment provider did not answer within ${timeoutMs} ms` }),
        timeoutMs,
      );
    });
    // The money goes back through the gateway that took it, even after the deployment switched gateways.
    const taker = refund.provider === provider.name ? provider : deps.otherProviders?.[refund.provider];
    if (!taker) return { ok: false, message: `The payment provider '${refund.provider}' is not configured` };
    try {
      return await Promise.race([
        taker.refund({
          idempotencyKey: `rima-refund-${refund.id}`,
          paymentId: refund.payment_id,
          providerRef: refund.provider_ref,
          method: refund.method,
          amount: refund.amount,
        }),
        timeout,
      ]);
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : 'The payment provider failed' };
    } finally {
      clearTimeout(timer);
    }
  }

  /** What an order can still give back: its total less what complaints refunded and the buyer's complaint costs. */
  async function refundableOf(q: Queryable, order: { id: number; total: number }): Promise<number> {
    const [refunded, spent] = await Promise.all([
      repo.complaintRefundTotal(q, order.id),
      ledger.buyerCostTotal(q, order.id),
    ]);
    return order.total - refunded - spent;
  }

  type Outcome = { kind: 'succeeded' | 'retrying' | 'failed'; refund: ClaimedRefund };

  async function processOne(at: Date): Promise<Outcome | null> {
    return db.transaction(async (tx) => {
      const refund = await repo.claimNextDue(tx, at);
      if (!refund) return null;
      const answer = await askProvider(refund);
      if (answer.ok) {
        await repo.markSucceeded(tx, refund.id, answer.reference, now());
        return { kind: 'succeeded', refund };
      }
      const attempts = refund.attempts + 1;
      const retryAt = attempts >= REFUND_MAX_ATTEMPTS ? null : new Date(at.getTime() + refundBackoffMs(attempts));
      await repo.markAttemptFailed(tx, refund.id, { error: answer.message, retryAt, at: now() });
      return { kind: retryAt ? 'retrying' : 'failed', refund };
    });
  }

  async function processDue(at: Date = now()) {
    const counts = { succeeded: 0, retrying: 0, failed: 0 };
    for (let i = 0; i < JOB_BATCH; i += 1) {
      const outcome = await processOne(at);
      if (!outcome) break;
      counts[outcome.kind] += 1;
      const { refund } = outcome;
      const payload = {
        refundId: refund.id,
        orderId: refund.order_id,
        buyerId: refund.buyer_id,
        amount: refund.amount,
        method: refund.method,
        complaintId: refund.complaint_id,
      };
      if (outcome.kind === 'succeeded') events.emit('refund.succeeded', payload);
      if (outcome.kind === 'failed') events.emit('refund.failed', payload);
    }
    return counts;
  }

  // A cancellation that needs a refund starts it at once (after its transaction committed); the order jobs
  // pick up whatever this misses (a crash, a provider outage).
  events.on('order.status_changed', async (e) => {
    if (e.to === 'cancelled' && REFUNDABLE_FROM.includes(e.from)) await processDue();
  });

  return {
    processDue,

    /** Inside the cancellation's transaction: the order's total goes back, once per order. */
    async request(
      tx: Queryable,
      order: { id: number; payment_id: number; total: number; status: string },
    ): Promise<RefundRow | undefined> {
      if (!REFUNDABLE_FROM.includes(order.status) || order.total <= 0) return undefined;
      // What complaints gave back (or the buyer spent on a return label) is not given twice.
      const amount = await refundableOf(tx, order);
      if (amount <= 0) return undefined;
      const refund = await repo.insert(tx, { orderId: order.id, paymentId: order.payment_id, amount });
      if (refund) await ledger.reverseOrder(tx, order.id);
      return refund;
    },

    /**
     * Inside the complaint's transaction (under its order's locks): `amount` goes back through the provider that
     * took the payment and out of the seller's balances, once per complaint.
     */
    async requestForComplaint(
      tx: Queryable,
      input: { orderId: number; paymentId: number; complaintId: number; amount: number },
    ): Promise<RefundRow | undefined> {
      if (input.amount <= 0) return undefined;
      const refund = await repo.insertForComplaint(tx, input);
      if (refund) await ledger.refundComplaint(tx, input);
      return refund;
    },
    refundableOf,
    findByComplaint: (q: Queryable, complaintId: number) => repo.findByComplaint(q, complaintId),
    findByOrder: (q: Queryable, orderId: number) => repo.findByOrder(q, orderId),
    /** An operator's retry, inside the caller's transaction: false when the order's refund is not failed. */
    requeueFailed: (orderId: number, tx: Queryable = db) => repo.requeueFailed(tx, orderId),
  };
}
export type RefundsService = ReturnType<typeof createRefundsService>;
