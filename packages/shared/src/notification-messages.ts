/*
 * Notifications (docs/decisions/013) are stored with a message key and its parameters (notifications.key, .params,
 * migration 0066) besides their English title and text (older clients read those). The web app shows the key's
 * title and text in the viewer's language (apps/web/src/features/notifications/i18n: en.json holds these same
 * English texts, a test checks it). Messages are ICU MessageFormat.
 *
 * Parameters hold raw values, never translated words: amounts in rupiah under the names in PRICE_PARAMS (each
 * side writes them in its language's price format), refund destinations as the payment method's code.
 */
export const NOTIFICATION_MESSAGES = {
  orderCreated: { title: 'New order', text: '{buyer} placed order #{orderId} ({total}).' },
  paymentReceived: {
    title: 'Payment received',
    text: 'We received your payment for order {orders}. The store will pack it soon.',
  },
  orderPaid: { title: 'Order paid', text: 'A buyer paid for an order: it is ready to be processed.' },
  paymentExpired: {
    title: 'Payment expired',
    text: 'The payment time for order {orders} ran out, so the order was cancelled.',
  },
  orderShipped: { title: 'Order shipped', text: 'Order #{orderId} is on its way.' },
  orderShippedTracking: {
    title: 'Order shipped',
    text: 'Order #{orderId} is on its way. Tracking number: {tracking}.',
  },
  orderDelivered: {
    title: 'Order delivered',
    text: 'Order #{orderId} was delivered. Please confirm you received it.',
  },
  orderCancelled: { title: 'Order cancelled', text: 'Order #{orderId} was cancelled.' },
  orderCancelledReason: { title: 'Order cancelled', text: 'Order #{orderId} was cancelled. Reason: {reason}' },
  refundSent: {
    title: 'Refund sent',
    text: '{amount} for cancelled order #{orderId} is on its way back to your {method, select, visa {Visa card} mandiri {Mandiri account} other {BCA account}}.',
  },
  refundFailed: {
    title: 'Refund not completed',
    text: 'The payment provider could not return {amount} for order #{orderId}. Please write to us from the contact page and we will sort it out.',
  },
  complaintRefundSent: {
    title: 'Refund sent',
    text: '{amount} for complaint #{complaintId} is on its way back to you.',
  },
  complaintChanged: { title: 'Complaint #{complaintId}', text: 'News on the complaint about order #{orderId}.' },
  reviewCreated: {
    title: 'New review',
    text: '{buyer} gave {product} {star, plural, one {# star} other {# stars}}.',
  },
  chatMessage: { title: 'New message from {sender}', text: '{text}' },
} as const satisfies Record<string, { title: string; text: string }>;

export type NotificationMessageKey = keyof typeof NOTIFICATION_MESSAGES;
export type NotificationParams = Record<string, string | number>;

/** Parameters that are amounts in rupiah, shown as 'Rp1.250.000'. */
export const PRICE_PARAMS: readonly string[] = ['total', 'amount'];

export function isNotificationMessageKey(value: unknown): value is NotificationMessageKey {
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_MESSAGES, value);
}
