import { z } from 'zod';
import type { Message } from './chat';
import { okEnvelope } from './envelope';
import { emptyToUndefined, idField, pageField } from './fields';
import * as endpoints from '../endpoints/notifications';

export { NOTIFICATIONS_PAGE_SIZE, LIVE_FALLBACK_POLL_MS, EVENTS_PATH } from '../endpoints/notifications';

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  text: z.string(),
  link: z.string(),
  /**
   * The message's key in @rima/shared/notification-messages and its parameters, for the viewer's
   * language; null for texts stored without one (title and text are always there, in English).
   */
  key: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const listNotificationsQuerySchema = z.object({
  page: z.preprocess(emptyToUndefined, pageField('page').optional()),
});

export const notificationPageSchema = z.object({
  data: z.array(notificationSchema),
  dataCount: z.number().int(),
  totalPage: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationParamsSchema = z.object({
  id: idField('id'),
});

export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const listNotifications = {
  ...endpoints.listNotifications,
  query: listNotificationsQuerySchema,
  response: okEnvelope(notificationPageSchema),
} as const;

export const markNotificationRead = {
  ...endpoints.markNotificationRead,
  params: notificationParamsSchema,
  response: okEnvelope(notificationSchema),
} as const;

export const markAllNotificationsRead = {
  ...endpoints.markAllNotificationsRead,
  response: okEnvelope(z.object({ updated: z.number().int() })),
} as const;

export const getNotificationUnreadCount = {
  ...endpoints.getNotificationUnreadCount,
  response: okEnvelope(unreadCountSchema),
} as const;

/**
 * Frames on the live stream (/api/v1/events, WebSocket). The client's first frame is {type:'auth', token}:
 * the token never appears in a URL (URLs end up in logs).
 */
export const liveClientFrameSchema = z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) });
export type LiveClientFrame = z.infer<typeof liveClientFrameSchema>;

export type LiveEvent =
  | { type: 'ready'; user_id: number }
  | { type: 'notification'; notification: Notification }
  | { type: 'chat.message'; message: Message }
  | { type: 'chat.read'; conversation_id: number; reader_id: number };
