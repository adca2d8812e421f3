import crypto from 'node:crypto';
import { apiMessage } from '@rima/shared/api-messages';
import type { PayByCardBody } from '@rima/shared/api/orders';
import { canonicalMethod, SANDBOX_3DS_OTP } from '@rima/shared/api/payment-methods';
import type { Db, Queryable } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { badRequest, conflict, notFound, unprocessable } from '../../http/errors';
import type { LedgerService } from '../ledger/ledger.service';
import type { OrdersService, StatusChange } from '../orders/orders.service';
import type { PaymentRow } from './payments.repository';
import type { PaymentsService } from './payments.service';

const JOB_BATCH = 100;

export type PaymentDetailView = PaymentRow & {
  is_sandbox: boolean;
  orders: { id: number; seller_id: number; store_name: string; status: string; total: number }[];
};

/** Luhn check: catches typos before we ask the provider. */
function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Money arriving or not: settlement (the one path for gateway notifications and the sandbox's simulate),
 * card charges, and the expiry of unpaid payments. Moves orders through the orders service.
 */
export function createSettlementService(deps: {
  db: Db;
  payments: PaymentsService;
  orders: OrdersService;
  /** Each settled order's money goes to its seller's pending balance, in the same transaction (docs/decisions/014). */
  ledger: Pick<LedgerService, 'recordSettlement'>;
  events: EventBus;
  now?: () => Date;
}) {
  const { db, payments, orders, events, ledger } = deps;
  const now = deps.now ?? (() => new Date());

  async function detail(payment: PaymentRow): Promise<PaymentDetailView> {
    const rows = await orders.findByPayment(db, payment.id);
    return {
      ...payment,
      is_sandbox: payments.provider.isSandbox,
      orders: rows.map((o) => ({
        id: o.id,
        seller_id: o.seller_id,
        store_name: o.store_name,
        status: o.status,
        total: o.total,
      })),
    };
  }

  async function findOwn(buyerId: number, paymentId: number): Promise<PaymentRow> {
    const payment = await payments.findById(db, paymentId);
    if (!payment || payment.buyer_id !== buyerId) throw notFound('Payment not found');
    return payment;
  }

  type Settled = { payment: PaymentRow; changes: StatusChange[] };

  /**
   * Inside a transaction: locks the payment, then its orders (the one lock order), and checks that it can be
   * paid now (for a buyer's request: that it is theirs, else 404; for a card: that it is a card payment). Answers the payment as it
   * is under the lock, and whether it was paid already.
   */
  async function lockPayable(tx: Queryable, paymentId: number, at: Date, by: { buyerId?: number; card?: true } = {}) {
    const locked = await orders.lockPayment(tx, paymentId);
    if (!locked || (by.buyerId !== undefined && locked.payment.buyer_id !== by.buyerId)) {
      throw notFound('Payment not found');
    }
    const { payment } = locked;
    if (by.card && canonicalMethod(payment.method) !== 'card')
      throw conflict('This payment is a bank transfer, not a card payment');
    if (payment.status === 'paid') return { payment, isPaid: true };
    if (payment.status !== 'pending') throw conflict(apiMessage('paymentIs', { status: payment.status }));
    if (payment.expires_at <= at) throw conflict('This payment has expired');
    return { payment, isPaid: false };
  }

  /**
   * Under lockPayable's locks: pending → paid, and every awaiting order → paid. `byGateway`: the gateway says
   * the money arrived, so our own deadline does not stop it.
   */
  async function markSettled(
    tx: Queryable,
    paymentId: number,
    at: Date,
    note: string,
    byGateway = false,
  ): Promise<Settled> {
    const paid = byGateway
      ? await payments.markPaidByGateway(tx, paymentId, at)
      : await payments.markPaid(tx, paymentId, at);
    if (!paid) throw conflict('This payment can no longer be paid');
    const changes = await orders.markPaidForPayment(tx, paymentId, at, note);
    await ledger.recordSettlement(
      tx,
      changes.map((c) => c.orderId),
    );
    return { payment: paid, changes };
  }

  /** What the live events of a settlement or an expiry say: the payment, its buyer, orders and sellers. */
  const eventOf = (result: Settled) => ({
    paymentId: result.payment.id,
    buyerId: result.payment.buyer_id,
    orderIds: result.changes.map((c) => c.orderId),
    sellerIds: result.changes.map((c) => c.sellerId),
  });

  /** After commit: the live notifications of a settlement. */
  async function afterSettled(result: Settled): Promise<PaymentDetailView> {
    if (result.changes.length > 0) {
      events.emit('payment.paid', eventOf(result));
      orders.emitChanges(result.changes);
    }
    return detail(result.payment);
  }

  /**
   * The gateway-notification path: pending → paid and every awaiting order → paid, once, for the amount the
   * payment owes now (its live orders). A second call for a paid payment changes nothing; an expired or
   * cancelled payment → 409. `buyerId`: a buyer's own request (the sandbox simulation), checked under the lock.
   */
  async function settlePayment(
    paymentId: number,
    note: string | ((payment: PaymentRow) => string) = 'Payment received',
    buyerId?: number,
  ): Promise<PaymentDetailView> {
    const at = now();
    const result = await db.transaction(async (tx): Promise<Settled> => {
      const { payment, isPaid } = await lockPayable(tx, paymentId, at, buyerId === undefined ? {} : { buyerId });
      if (isPaid) return { payment, changes: [] };
      return markSettled(tx, paymentId, at, typeof note === 'string' ? note : note(payment));
    });
    return afterSettled(result);
  }

  /** After commit: the live notifications of an expiry. */
  function afterExpired(result: Settled): void {
    events.emit('payment.expired', eventOf(result));
    orders.emitChanges(result.changes);
  }

  return {
    settlePayment,

    /**
     * For the gateway's word (notifications, reconciliation), composed by the caller in its own transaction:
     * the payment's lock then its orders' (the one lock order), then at most one of the changes below.
     */
    gateway: {
      lock: (tx: Queryable, paymentId: number) => orders.lockPayment(tx, paymentId),
      /** Under `lock`, for a pending payment: → paid, its orders paid, the sellers' money recorded. */
      settle: (tx: Queryable, paymentId: number, at: Date, note: string) => markSettled(tx, paymentId, at, note, true),
      /** Under `lock`, for a pending payment: → expired, its orders cancelled (stock back); null if it was not. */
      async expire(tx: Queryable, paymentId: number, at: Date, note: string): Promise<Settled | null> {
        const payment = await payments.markExpiredByGateway(tx, paymentId, at);
        if (!payment) return null;
        return { payment, changes: await orders.cancelForPayment(tx, paymentId, at, note) };
      },
      afterSettled: (result: Settled) => afterSettled(result),
      afterExpired,
    },

    async getPayment(buyerId: number, paymentId: number) {
      return detail(await findOwn(buyerId, paymentId));
    },

    /** Sandbox only: behaves as if the gateway had notified us of the payment. */
    async simulatePayment(buyerId: number, paymentId: number) {
      if (!payments.provider.isSandbox) throw notFound('Payment simulation is only available in sandbox mode');
      const note = (p: PaymentRow) => `Payment received (${p.method.toUpperCase()}, sandbox simulation)`;
      return settlePayment(paymentId, note, buyerId);
    },

    /**
     * Visa: charge the card with the provider. The card number lives only in this call's memory. Ownership,
     * amount and status are read under the payment's lock, which is held (with its orders') across the
     * provider call: a cancel waits for the charge, and the charge is for exactly what the live orders owe.
     * Every lock is taken before the provider call, so a deadlock retry never follows a charge; the request's
     * idempotency key makes a repeated call answer the first one at the gateway anyway.
     */
    async payByCard(buyerId: number, paymentId: number, card: PayByCardBody) {
      const [mm, yy] = card.exp.split('/').map(Number);
      const month = mm ?? 0;
      const year = 2000 + (yy ?? 0);
      // The web reads this note (order-timeline.tsx): keep its wording.
      const note = `Payment received (VISA card ending ${card.card_number.slice(-4)})`;
      // One key per request, the same on every attempt of the transaction below.
      const idempotencyKey = `rima-charge-${paymentId}-${crypto.randomUUID()}`;
      const result = await db.transaction(async (tx): Promise<Settled> => {
        const at = now();
        const { payment, isPaid } = await lockPayable(tx, paymentId, at, { buyerId, card: true });
        if (isPaid) throw conflict('This payment is paid');
        if (!isLuhnValid(card.card_number)) throw badRequest('The card number is not valid');
        if (year < at.getUTCFullYear() || (year === at.getUTCFullYear() && month < at.getUTCMonth() + 1)) {
          throw badRequest('The card has expired');
        }
        const charge = await payments.provider.chargeCard({
          idempotencyKey,
          amount: payment.amount,
          card: { number: card.card_number, expMonth: month, expYear: year, cvc: card.cvc },
        });
        if (!charge.approved) throw unprocessable(charge.message);
        if (charge.challenge) {
          // Not paid yet: the buyer confirms on the challenge page, which settles it (confirmCardChallenge).
          const waiting = await payments.addInstructions(tx, payment.id, {
            // The challenge is a step of the sandbox's card page, as a bank's page is of a real gateway's.
            redirect_url: `/payment/${payment.id}/card?step=3ds`,
            three_ds: 'pending',
            card_last4: card.card_number.slice(-4),
          });
          return { payment: waiting ?? payment, changes: [] };
        }
        return markSettled(tx, payment.id, at, note);
      });
      return afterSettled(result);
    },

    /**
     * Sandbox: the buyer's answer on the 3-D Secure challenge page. The right one-time password settles the
     * card payment waiting for it (under the payment's lock, so a double submit settles once).
     */
    async confirmCardChallenge(buyerId: number, paymentId: number, otp: string) {
      if (!payments.provider.isSandbox) throw notFound('The 3-D Secure page of this gateway is its own');
      const result = await db.transaction(async (tx): Promise<Settled> => {
        const at = now();
        const { payment, isPaid } = await lockPayable(tx, paymentId, at, { buyerId, card: true });
        if (isPaid) return { payment, changes: [] };
        if (payment.instructions.three_ds !== 'pending') throw conflict('No 3-D Secure step is waiting');
        if (otp !== SANDBOX_3DS_OTP) throw unprocessable('The one-time password is wrong');
        // The web reads this note (order-timeline.tsx): the same wording as a card paid without the step.
        const note = `Payment received (VISA card ending ${payment.instructions.card_last4 ?? '0000'})`;
        return markSettled(tx, payment.id, at, note);
      });
      return afterSettled(result);
    },

    /**
     * Cards with a real gateway: charges the browser's card token with 3-D Secure under the payment's lock
     * (as payByCard) and keeps the 3-D Secure page on the payment; the gateway's notification settles it.
     */
    async chargeCardToken(buyerId: number, paymentId: number, tokenId: string) {
      if (payments.provider.isSandbox) throw conflict('The sandbox takes cards on its card page');
      const payment = await db.transaction(async (tx) => {
        const locked = await lockPayable(tx, paymentId, now(), { buyerId, card: true });
        if (locked.isPaid) throw conflict('This payment is paid');
        const p = locked.payment;
        if (!p.provider_ref) throw conflict('This payment has no gateway reference');
        const answer = await payments.provider.chargeCardToken({
          orderId: p.provider_ref,
          amount: p.amount,
          tokenId,
          installmentTerm: p.instructions.installment_term ?? null,
        });
        if (!answer.ok) throw unprocessable(answer.message);
        return answer.redirectUrl
          ? ((await payments.addInstructions(tx, p.id, { redirect_url: answer.redirectUrl })) ?? p)
          : p;
      });
      return detail(payment);
    },

    /** Job: unpaid payments past their deadline expire; their orders are cancelled and stock restored once. */
    async expireDuePayments(at: Date): Promise<number> {
      const ids = await payments.findDue(db, at, JOB_BATCH);
      let expired = 0;
      for (const id of ids) {
        const result = await db.transaction(async (tx) => {
          // The payment's lock, then its orders' (one lock order); markExpired re-checks pending and the time.
          if (!(await orders.lockPayment(tx, id))) return null;
          const payment = await payments.markExpired(tx, id, at);
          if (!payment) return null;
          return {
            payment,
            changes: await orders.cancelForPayment(tx, id, at, 'Payment not received within 24 hours'),
          };
        });
        if (!result) continue;
        expired += 1;
        afterExpired(result);
      }
      return expired;
    },
  };
}
export type SettlementService = ReturnType<typeof createSettlementService>;
