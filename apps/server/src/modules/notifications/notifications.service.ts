import { REFUND_DESTINATIONS } from '@rima/shared/constants';
import { formatIdr } from '@rima/shared/format';
import { NOTIFICATIONS_PAGE_SIZE, type Notification } from '@rima/shared/api/notifications';
import type { EventBus } from '../../events/bus';
import { notFound } from '../../http/errors';
import type { LiveHub } from '../events/events.hub';
import type { NewNotification, NotificationRecord, NotificationsRepository } from './notifications.repository';

export function toNotification(r: NotificationRecord): Notification {
  return {
    id: r.id,
    type: r.type,
    title: r.title,
    text: r.text,
    link: r.link,
    is_read: r.read_at !== null,
    read_at: r.read_at,
    created_at: r.created_at,
  };
}

const snippet = (text: string, max = 120) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function createNotificationsService({ repo, live }: { repo: NotificationsRepository; live: LiveHub }) {
  /** Stores a notification and pushes it to the user's open tabs. */
  async function notify(n: NewNotification): Promise<Notification> {
    const notification = toNotification(await repo.insert(n));
    live.publish(n.userId, { type: 'notification', notification });
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
        title: 'New order',
        text: `${buyer} placed order #${e.orderId} (${formatIdr(e.total)}).`,
        link: orderLinkForSeller(),
      });
    }),
    events.on('payment.paid', async (e) => {
      await notify({
        userId: e.buyerId,
        type: 'payment.paid',
        title: 'Payment received',
        text: `We received your payment for order ${ordersList(e.orderIds)}. The store will pack it soon.`,
        link: e.orderIds.length === 1 && e.orderIds[0] !== undefined ? orderLinkForBuyer(e.orderIds[0]) : '/order',
      });
      for (const sellerId of new Set(e.sellerIds)) {
        await notify({
          userId: sellerId,
          type: 'payment.paid',
          title: 'Order paid',
          text: 'A buyer paid for an order: it is ready to be processed.',
          link: orderLinkForSeller(),
        });
      }
    }),
    events.on('payment.expired', async (e) => {
      await notify({
        userId: e.buyerId,
        type: 'payment.expired',
        title: 'Payment expired',
        text: `The payment time for order ${ordersList(e.orderIds)} ran out, so the order was cancelled.`,
        link: e.orderIds.length === 1 && e.orderIds[0] !== undefined ? orderLinkForBuyer(e.orderIds[0]) : '/order',
      });
    }),
    events.on('order.status_changed', async (e) => {
      const buyerLink = orderLinkForBuyer(e.orderId);
      if (e.to === 'shipped') {
        const tracking = e.trackingNumber ? ` Tracking number: ${e.trackingNumber}.` : '';
        await notify({
          userId: e.buyerId,
          type: 'order.shipped',
          title: 'Order shipped',
          text: `Order #${e.orderId} is on its way.${tracking}`,
          link: buyerLink,
        });
      } else if (e.to === 'delivered') {
        await notify({
          userId: e.buyerId,
          type: 'order.delivered',
          title: 'Order delivered',
          text: `Order #${e.orderId} was delivered. Please confirm you received it.`,
          link: buyerLink,
        });
      } else if (e.to === 'cancelled') {
        const reason = e.note ? ` Reason: ${snippet(e.note)}` : '';
        // The side that cancelled knows already; tell the other one (both when the system cancelled).
        if (e.actor !== 'buyer') {
          await notify({
            userId: e.buyerId,
            type: 'order.cancelled',
            title: 'Order cancelled',
            text: `Order #${e.orderId} was cancelled.${reason}`,
            link: buyerLink,
          });
        }
        if (e.actor !== 'seller') {
          await notify({
            userId: e.sellerId,
            type: 'order.cancelled',
            title: 'Order cancelled',
            text: `Order #${e.orderId} was cancelled.${reason}`,
            link: orderLinkForSeller(),
          });
        }
      }
    }),
    events.on('refund.succeeded', async (e) => {
      await notify({
        userId: e.buyerId,
        type: 'refund.succeeded',
        title: 'Refund sent',
        text: `${formatIdr(e.amount)} for cancelled order #${e.orderId} is on its way back to your ${REFUND_DESTINATIONS[e.method]}.`,
        link: orderLinkForBuyer(e.orderId),
      });
    }),
    events.on('refund.failed', async (e) => {
      await notify({
        userId: e.buyerId,
        type: 'refund.failed',
        title: 'Refund not completed',
        text: `The payment provider could not return ${formatIdr(e.amount)} for order #${e.orderId}. Please write to us from the contact page and we will sort it out.`,
        link: '/page/contact',
      });
    }),
    events.on('review.created', async (e) => {
      const [buyer, product] = await Promise.all([repo.userName(e.buyerId), repo.productName(e.productId)]);
      await notify({
        userId: e.sellerId,
        type: 'review.created',
        title: 'New review',
        text: `${buyer} gave ${product} ${e.star} star${e.star === 1 ? '' : 's'}.`,
        link: `/product/detail/${e.productId}#product-reviews`,
      });
    }),
    events.on('account.notice', async (e) => {
      await notify({ userId: e.userId, type: e.type, title: e.title, text: e.text, link: e.link });
    }),
    events.on('chat.message', async (e) => {
      const sender = await repo.userName(e.senderId);
      await notify({
        userId: e.recipientId,
        type: 'chat.message',
        title: `New message from ${sender}`,
        text: snippet(e.text),
        link: `/chat?c=${e.conversationId}`,
      });
    }),
  ];
  return () => offs.forEach((off) => off());
}
