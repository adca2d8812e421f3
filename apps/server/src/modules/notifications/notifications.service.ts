import { NOTIFICATIONS_PAGE_SIZE, type Notification } from '@rima/shared/api/notifications';
import type { EventBus } from '../../events/bus';
import { notFound } from '../../http/errors';
import type { LiveHub } from '../events/events.hub';
import { notificationText } from './notification-text';
import type { NewNotification, NotificationRecord, NotificationsRepository } from './notifications.repository';

export function toNotification(r: NotificationRecord): Notification {
  return {
    id: r.id,
    type: r.type,
    title: r.title,
    text: r.text,
    link: r.link,
    key: r.message_key,
    params: r.params,
    is_read: r.read_at !== null,
    read_at: r.read_at,
    created_at: r.created_at,
  };
}

const snippet = (text: string, max = 120) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function createNotificationsService({
  repo,
  live,
  push,
}: {
  repo: NotificationsRepository;
  live: LiveHub;
  /** Web Push to the user's browsers (modules/push): fire and forget. */
  push?: { notify(userId: number, notification: Notification): void };
}) {
  /** Stores a notification and pushes it to the user's open tabs and subscribed browsers. */
  async function notify(n: NewNotification): Promise<Notification> {
    const notification = toNotification(await repo.insert(n));
    live.publish(n.userId, { type: 'notification', notification });
    push?.notify(n.userId, notification);
    return notification;
  }

  async function listNotifications(userId: number, page = 1) {
    const limit = NOTIFICATIONS_PAGE_SIZE;
    const { rows, total, unread } = await repo.findPage(userId, limit, (page - 1) * limit);
    return {
      data: rows.map(toNotification),
      dataCount: total,
      totalPage: Math.max(1, Math.ceil(total / limit)),
      page,
      limit,
      unread,
    };
  }

  async function markRead(userId: number, id: number) {
    // Someone else's notification is answered exactly like a missing one.
    const row = await repo.markRead(userId, id);
    if (!row) throw notFound('Notification not found');
    return toNotification(row);
  }

  return {
    notify,
    listNotifications,
    markRead,
    markAllRead: (userId: number) => repo.markAllRead(userId),
    unreadCount: (userId: number) => repo.countUnread(userId),
    repo,
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

const orderLinkForBuyer = (orderId: number) => `/order/${orderId}`;
const orderLinkForSeller = () => '/admin/my-order';
const ordersList = (ids: number[]) => ids.map((id) => `#${id}`).join(', ');

/**
 * Turns domain events into notifications: sellers hear of new orders, payments, cancellations and reviews;
 * buyers of payment received or expired, shipping (with the tracking number), delivery, cancellation and refunds;
 * both sides of a new chat message. Returns the unsubscribe function.
 */
export function subscribeNotifications(events: EventBus, service: NotificationsService): () => void {
  const { notify, repo } = service;
  const offs = [
    events.on('order.created', async (e) => {
      const buyer = await repo.userName(e.buyerId);
      await notify({
        userId: e.sellerId,
        type: 'order.created',
        ...notificationText('orderCreated', { buyer, orderId: e.orderId, total: e.total }),
        link: orderLinkForSeller(),
      });
    }),
    events.on('payment.paid', async (e) => {
      await notify({
        userId: e.buyerId,
        type: 'payment.paid',
        ...notificationText('paymentReceived', { orders: ordersList(e.orderIds) }),
        link: e.orderIds.length === 1 && e.orderIds[0] !== undefined ? orderLinkForBuyer(e.orderIds[0]) : '/order',
      });
      for (const sellerId of new Set(e.sellerIds)) {
        await notify({
          userId: sellerId,
          type: 'payment.paid',
          ...notificationText('orderPaid'),
          link: orderLinkForSeller(),
        });
      }
    }),
    events.on('payment.expired', async (e) => {
      await notify({
        userId: e.buyerId,
        type: 'payment.expired',
        ...notificationText('paymentExpired', { orders: ordersList(e.orderIds) }),
        link: e.orderIds.length === 1 && e.orderIds[0] !== undefined ? orderLinkForBuyer(e.orderIds[0]) : '/order',
      });
    }),
    events.on('order.status_changed', async (e) => {
      const buyerLink = orderLinkForBuyer(e.orderId);
      if (e.to === 'shipped') {
        await notify({
          userId: e.buyerId,
          type: 'order.shipped',
          ...(e.trackingNumber
            ? notificationText('orderShippedTracking', { orderId: e.orderId, tracking: e.trackingNumber })
            : notificationText('orderShipped', { orderId: e.orderId })),
          link: buyerLink,
        });
      } else if (e.to === 'delivered') {
        await notify({
          userId: e.buyerId,
          type: 'order.delivered',
          ...notificationText('orderDelivered', { orderId: e.orderId }),
          link: buyerLink,
        });
      } else if (e.to === 'cancelled') {
        const message = e.note
          ? notificationText('orderCancelledReason', { orderId: e.orderId, reason: snippet(e.note) })
          : notificationText('orderCancelled', { orderId: e.orderId });
        // The side that cancelled knows already; tell the other one (both when the system cancelled).
        if (e.actor !== 'buyer') {
          await notify({ userId: e.buyerId, type: 'order.cancelled', ...message, link: buyerLink });
        }
        if (e.actor !== 'seller') {
          await notify({ userId: e.sellerId, type: 'order.cancelled', ...message, link: orderLinkForSeller() });
        }
      }
    }),
    events.on('refund.succeeded', async (e) => {
      await notify({
        userId: e.buyerId,
        type: 'refund.succeeded',
        ...(e.complaintId
          ? notificationText('complaintRefundSent', {
              amount: e.amount,
              complaintId: e.complaintId,
              orderId: e.orderId,
              method: e.method,
            })
          : notificationText('refundSent', { amount: e.amount, orderId: e.orderId, method: e.method })),
        link: e.complaintId ? `/order/${e.orderId}?complaint=${e.complaintId}` : orderLinkForBuyer(e.orderId),
      });
    }),
    events.on('refund.failed', async (e) => {
      await notify({
        userId: e.buyerId,
        type: 'refund.failed',
        ...notificationText('refundFailed', { amount: e.amount, orderId: e.orderId }),
        link: '/page/contact',
      });
    }),
    events.on('review.created', async (e) => {
      const [buyer, product] = await Promise.all([repo.userName(e.buyerId), repo.productName(e.productId)]);
      await notify({
        userId: e.sellerId,
        type: 'review.created',
        ...notificationText('reviewCreated', { buyer, product, star: e.star }),
        link: `/product/detail/${e.productId}#product-reviews`,
      });
    }),
    events.on('complaint.changed', async (e) => {
      for (const userId of e.userIds) {
        await notify({
          userId,
          type: `complaint.${e.step}`,
          ...notificationText('complaintChanged', {
            complaintId: e.complaintId,
            orderId: e.orderId,
            step: e.step,
            amount: e.amount ?? 0,
          }),
          link: `/order/${e.orderId}?complaint=${e.complaintId}`,
        });
      }
    }),
    events.on('account.notice', async (e) => {
      await notify({ userId: e.userId, type: e.type, title: e.title, text: e.text, link: e.link });
    }),
    events.on('chat.message', async (e) => {
      const sender = await repo.userName(e.senderId);
      await notify({
        userId: e.recipientId,
        type: 'chat.message',
        ...notificationText('chatMessage', { sender, text: snippet(e.text) }),
        link: `/chat?c=${e.conversationId}`,
      });
    }),
  ];
  return () => offs.forEach((off) => off());
}
