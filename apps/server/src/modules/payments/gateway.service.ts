import type { MidtransNotification } from '@rima/shared/api/payment-methods';
import type { Db, Queryable } from '../../db/client';
import { conflict, notFound, unauthenticated } from '../../http/errors';
import type { GatewayRepository } from './gateway.repository';
import { isMidtransSignatureValid, midtransOutcome, parseMidtransAmount } from './midtrans-provider';
import type { GatewayStatus } from './provider';
import type { PaymentsService } from './payments.service';
import type { SettlementService } from './settlement.service';

/** What came of the gateway's word about a payment (stored with each notification). */
export type GatewayOutcome =
  | 'settled'
  | 'already_paid'
  | 'expired'
  | 'stale_ignored'
  | 'noted'
  | 'denied'
  | 'amount_mismatch'
  | 'paid_after_expiry'
  | 'unknown_payment'
  | 'bad_signature';

type Word = { status: GatewayStatus['status'] | 'denied'; amount: number | null; raw: string };

const RECONCILE_BATCH = 50;
/** A payment still pending this long after its charge is asked about (a notification may have been lost). */
const QUIET_MS = 15 * 60_000;

/**
 * The gateway's word about payments: its notifications (signed, stored append-only whatever comes of them)
 * and the reconciliation job's status queries. Both end in one transaction per payment that takes the
 * payment's lock, decides from the state under the lock (so repeats and out-of-order deliveries settle once
 * and never go backwards) and goes through the settlement service's one path and the ledger.
 */
export function createGatewayService(deps: {
  db: Db;
  repo: GatewayRepository;
  payments: PaymentsService;
  settlement: SettlementService;
  /** Midtrans's server key: unset = its notifications are not accepted */
  midtransServerKey: string | undefined;
  now?: () => Date;
}) {
  const { db, repo, payments, settlement } = deps;
  const now = deps.now ?? (() => new Date());
  const provider = payments.provider;

  async function apply(
    paymentId: number,
    providerRef: string,
    word: Word,
    note: string,
    audit: (tx: Queryable, outcome: GatewayOutcome) => Promise<void>,
  ): Promise<GatewayOutcome> {
    const at = now();
    const { outcome, settled, expired } = await db.transaction(async (tx) => {
      const locked = await settlement.gateway.lock(tx, paymentId);
      if (!locked) throw notFound('Payment not found');
      const p = locked.payment;
      const flag = (kind: 'amount_mismatch' | 'paid_after_expiry', detail: string) =>
        repo.insertFlag(tx, { paymentId: p.id, providerRef, kind, detail, at });
      let result: GatewayOutcome = 'noted';
      let paid: Awaited<ReturnType<typeof settlement.gateway.settle>> | null = null;
      let gone: Awaited<ReturnType<typeof settlement.gateway.expire>> = null;
      if (word.status === 'paid') {
        if (p.status === 'paid') result = 'already_paid';
        else if (word.amount !== p.amount) {
          result = 'amount_mismatch';
          await flag('amount_mismatch', `The gateway reports ${word.amount ?? '?'} paid; the payment owes ${p.amount}`);
        } else if (p.status === 'pending') {
          paid = await settlement.gateway.settle(tx, p.id, at, note);
          result = 'settled';
        } else {
          result = 'paid_after_expiry';
          await flag('paid_after_expiry', `The gateway reports it paid (${word.raw}) but the payment is ${p.status}`);
        }
      } else if (word.status === 'expired') {
        gone =
          p.status === 'pending'
            ? await settlement.gateway.expire(tx, p.id, at, `Payment ${word.raw} at the gateway`)
            : null;
        // Expired after it was paid (a late or replayed notification) changes nothing.
        result = gone ? 'expired' : 'stale_ignored';
      } else if (word.status === 'denied') result = 'denied';
      await audit(tx, result);
      return { outcome: result, settled: paid, expired: gone };
    });
    if (settled) await settlement.gateway.afterSettled(settled);
    if (expired) settlement.gateway.afterExpired(expired);
    return outcome;
  }

  return {
    /**
     * POST /payments/notifications/midtrans. A wrong signature → 401, an unknown order id → 404, an amount
     * other than the payment's → 409 and a flag for operators; each is stored first. Anything else → 200 with
     * what came of it (a repeat or a stale status is answered 200 too, so the gateway stops resending it).
     */
    async receiveMidtrans(body: MidtransNotification): Promise<GatewayOutcome> {
      if (provider.name !== 'midtrans' || !deps.midtransServerKey) throw notFound('Midtrans is not configured');
      const receivedAt = now();
      const record = (paymentId: number | null, isValid: boolean, outcome: GatewayOutcome, q: Queryable = db) =>
        repo.insertNotification(q, {
          provider: 'midtrans',
          payment_id: paymentId,
          provider_ref: body.order_id,
          transaction_status: body.transaction_status,
          gross_amount: body.gross_amount,
          is_signature_valid: isValid,
          outcome,
          // Forged bodies are kept to the fields the signature covers, so nobody fills the audit table for free.
          body: isValid
            ? body
            : {
                order_id: body.order_id,
                status_code: body.status_code,
                gross_amount: body.gross_amount,
                transaction_status: body.transaction_status,
                signature_key: body.signature_key,
              },
          receivedAt,
        });
      if (!isMidtransSignatureValid(body, deps.midtransServerKey)) {
        await record(null, false, 'bad_signature');
        throw unauthenticated('Invalid notification signature');
      }
      const payment = await payments.findByProviderRef(db, body.order_id);
      if (!payment) {
        await record(null, true, 'unknown_payment');
        await repo.insertFlag(db, {
          paymentId: null,
          providerRef: body.order_id,
          kind: 'unknown_payment',
          detail: `A signed notification (${body.transaction_status}) for an order id the shop does not know`,
          at: receivedAt,
        });
        throw notFound('Payment not found');
      }
      const word: Word = {
        status: midtransOutcome(body.transaction_status, body.fraud_status),
        amount: parseMidtransAmount(body.gross_amount),
        raw: body.transaction_status,
      };
      const note = `Payment received (${(body.payment_type ?? payment.method).toUpperCase()}, Midtrans)`;
      const outcome = await apply(payment.id, body.order_id, word, note, (tx, o) => record(payment.id, true, o, tx));
      if (outcome === 'amount_mismatch') throw conflict('The amount differs from the payment’s: flagged for operators');
      return outcome;
    },

    /**
     * Job: asks the gateway about pending payments past their deadline or quiet for a while, and applies its
     * answer (a settlement it never notified us of is listed for operators). A charge still pending at the
     * gateway past our deadline is expired there too, so it can no longer be paid; the expiry job then
     * expires it here. No-op with the sandbox, which keeps no state of its own.
     */
    async reconcile(at: Date = now()) {
      const counts = { checked: 0, settled: 0, expired: 0, mismatches: 0, errors: 0 };
      if (provider.isSandbox) return counts;
      const due = await repo.findToReconcile(db, provider.name, at, new Date(at.getTime() - QUIET_MS), RECONCILE_BATCH);
      for (const { id, provider_ref: ref } of due) {
        counts.checked += 1;
        try {
          const status = await provider.getStatus(ref);
          const payment = await payments.findById(db, id);
          if (status.status === 'pending' || status.status === 'unknown') {
            if (payment && payment.expires_at <= at) await provider.cancel(ref);
            await repo.markChecked(db, id, at);
            continue;
          }
          const outcome = await apply(
            id,
            ref,
            status,
            `Payment received (${status.raw}, reconciliation)`,
            async (tx, o) => {
              await repo.markChecked(tx, id, at);
              if (o === 'settled' || o === 'paid_after_expiry' || (status.status === 'refunded' && o === 'noted')) {
                await repo.insertFlag(tx, {
                  paymentId: id,
                  providerRef: ref,
                  kind: 'status_mismatch',
                  detail: `No notification arrived: the gateway says ${status.raw}`,
                  at,
                });
              }
            },
          );
          if (outcome === 'settled') counts.settled += 1;
          if (outcome === 'expired') counts.expired += 1;
          if (outcome !== 'settled' && outcome !== 'expired') counts.mismatches += 1;
        } catch {
          // The gateway is unreachable or answered nonsense: the payment is asked about again next run.
          counts.errors += 1;
        }
      }
      return counts;
    },

    listFlags: (limit: number) => repo.findFlags(db, limit),
    /** Digits are a payment or order id; anything else is the gateway's order id; empty lists the newest. */
    searchNotifications(q: string, limit: number) {
      const text = q.trim();
      const id = /^\d{1,9}$/.test(text) ? Number(text) : null;
      return repo.searchNotifications(db, { id, ref: text === '' || id !== null ? null : text }, limit);
    },
    async listNotifications(paymentId: number) {
      if (!(await payments.findById(db, paymentId))) throw notFound('Payment not found');
      return repo.findNotifications(db, paymentId);
    },
  };
}
export type GatewayService = ReturnType<typeof createGatewayService>;
