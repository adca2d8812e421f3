import { EventEmitter } from 'node:events';
import type { PaymentMethod } from '@rima/shared/api/orders';

/**
 * Domain events inside one process. Orders and chat emit; notifications (and the live stream) consume.
 * Emit only after the transaction that caused the event has committed.
 */
type RefundEvent = {
  refundId: number;
  orderId: number;
  buyerId: number;
  amount: number;
  method: PaymentMethod;
  /** A complaint's refund (docs/decisions/053), not a cancellation's */
  complaintId?: number | null;
};

export type DomainEvents = {
  'order.created': { orderId: number; buyerId: number; sellerId: number; total: number };
  'order.status_changed': {
    orderId: number;
    buyerId: number;
    sellerId: number;
    from: string;
    to: string;
    actor: 'buyer' | 'seller' | 'system' | 'operator';
    trackingNumber?: string | null;
    note?: string | null;
  };
  'payment.paid': { paymentId: number; buyerId: number; orderIds: number[]; sellerIds: number[] };
  'payment.expired': { paymentId: number; buyerId: number; orderIds: number[]; sellerIds: number[] };
  'refund.succeeded': RefundEvent;
  'refund.failed': RefundEvent;
  'review.created': { reviewId: number; productId: number; sellerId: number; buyerId: number; star: number };
  /** An operator's decision the account is told of (suspension, take-down, payout). */
  'account.notice': { userId: number; type: string; title: string; text: string; link: string };
  /** A complaint moved (opened, answered, escalated, decided, a message): each of `userIds` is told. */
  'complaint.changed': {
    complaintId: number;
    orderId: number;
    userIds: number[];
    step: string;
    amount?: number;
  };
  'chat.message': { conversationId: number; messageId: number; senderId: number; recipientId: number; text: string };
};

export type EventBus = {
  emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): void;
  on<K extends keyof DomainEvents>(name: K, listener: (payload: DomainEvents[K]) => void | Promise<void>): () => void;
};

export function createEventBus(onListenerError: (error: unknown, name: string) => void): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(100);
  return {
    emit(name, payload) {
      emitter.emit(name, payload);
    },
    on(name, listener) {
      const wrapped = (payload: DomainEvents[typeof name]) => {
        // A failing listener (say, a notification insert) must never break the request that emitted.
        Promise.resolve()
          .then(() => listener(payload))
          .catch((error: unknown) => onListenerError(error, name));
      };
      emitter.on(name, wrapped);
      return () => emitter.off(name, wrapped);
    },
  };
}
