export const NOTIFICATIONS_PAGE_SIZE = 10;
/** The slowest a client may fall back to polling when the live stream is down (never faster than 30 s). */
export const LIVE_FALLBACK_POLL_MS = 60_000;
/** Where the live stream lives (under API_PREFIX). */
export const EVENTS_PATH = '/events';

export const listNotifications = { method: 'GET', path: '/notification' } as const;
export const markNotificationRead = { method: 'PATCH', path: '/notification/:id/read' } as const;
export const markAllNotificationsRead = { method: 'PATCH', path: '/notification/read-all' } as const;
export const getNotificationUnreadCount = { method: 'GET', path: '/notification/unread-count' } as const;

export type { Notification, NotificationPage, UnreadCount, LiveClientFrame, LiveEvent } from '../api/notifications';
