import type { PayByCardBody } from '@rima/shared/api/orders';
import type { Db } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { badRequest, conflict, notFound, unprocessable } from '../../http/errors';
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
  events: EventBus;
  now?: () => Date;
}) {
  const { db, payments, orders, events } = deps;
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

  /**
   * The gateway-notification path: pending → paid and every awaiting order → paid, once. A second call for a
   * paid payment changes nothing; an expired or cancelled payment → 409.
   */
  async function settlePayment(paymentId: number, note = 'Payment received'): Promise<PaymentDetailView> {
    const at = now();
    const result = await db.transaction(async (tx) => {
      const paid = await payments.markPaid(tx, paymentId, at);
      if (!paid) {
        const current = await payments.findById(tx, paymentId);
        if (!current) throw notFound('Payment not found');
        if (current.status === 'paid') return { payment: current, changes: [] as StatusChange[] };
        if (current.status === 'pending') throw conflict('This payment has expired');
        throw conflict(`This payment is ${current.status}`);
      }
      return { payment: paid, changes: await orders.markPaidForPayment(tx, paymentId, at, note) };
    });
    if (result.changes.length > 0) {
      events.emit('payment.paid', {
        paymentId,
        buyerId: result.payment.buyer_id,
        orderIds: result.changes.map((c) => c.orderId),
        sellerIds: result.changes.map((c) => c.sellerId),
      });
      orders.emitChanges(result.changes);
    }
    return detail(result.payment);
  }

  return {
    settlePayment,

    async getPayment(buyerId: number, paymentId: number) {
      return detail(await findOwn(buyerId, paymentId));
    },

    /** Sandbox only: behaves as if the gateway had notified us of the payment. */
    async simulatePayment(buyerId: number, paymentId: number) {
      if (!payments.provider.isSandbox) throw notFound('Payment simulation is only available in sandbox mode');
      const payment = await findOwn(buyerId, paymentId);
      return settlePayment(payment.id, `Payment received (${payment.method.toUpperCase()}, sandbox simulation)`);
    },

    /** Visa: charge the card with the provider. The card number lives only in this call's memory. */
    async payByCard(buyerId: number, paymentId: number, card: PayByCardBody) {
      const payment = await findOwn(buyerId, paymentId);
      if (payment.method !== 'visa') throw conflict('This payment is a bank transfer, not a card payment');
      if (payment.status !== 'pending') throw conflict(`This payment is ${payment.status}`);
      if (payment.expires_at <= now()) throw conflict('This payment has expired');
      if (!isLuhnValid(card.card_number)) throw badRequest('The card number is not valid');
      const [mm, yy] = card.exp.split('/').map(Number);
      const month = mm ?? 0;
      const year = 2000 + (yy ?? 0);
      const today = now();
      if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)) {
        throw badRequest('The card has expired');
      }
      const charge = await payments.provider.chargeCard({
        amount: payment.amount,
        card: { number: card.card_number, expMonth: month, expYear: year, cvc: card.cvc },
      });
      if (!charge.approved) throw unprocessable(charge.message);
      return settlePayment(payment.id, `Payment received (VISA card ending ${card.card_number.slice(-4)})`);
    },

    /** Job: unpaid payments past their deadline expire; their orders are cancelled and stock restored once. */
    async expireDuePayments(at: Date): Promise<number> {
      const ids = await payments.findDue(db, at, JOB_BATCH);
      let expired = 0;
      for (const id of ids) {
        const result = await db.transaction(async (tx) => {
          const payment = await payments.markExpired(tx, id, at);
          if (!payment) return null;
          return {
            payment,
            changes: await orders.cancelForPayment(tx, id, at, 'Payment not received within 24 hours'),
          };
        });
        if (!result) continue;
        expired += 1;
        events.emit('payment.expired', {
          paymentId: id,
          buyerId: result.payment.buyer_id,
          orderIds: result.changes.map((c) => c.orderId),
          sellerIds: result.changes.map((c) => c.sellerId),
        });
        orders.emitChanges(result.changes);
      }
      return expired;
    },
  };
}
export type SettlementService = ReturnType<typeof createSettlementService>;
