import {
  getNotificationUnreadCount,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type Notification,
  type NotificationPage,
  type UnreadCount,
} from '@rima/shared/endpoints/notifications';
import { fillPath } from '@rima/shared/endpoints/path';
import { api } from '../../app/api';

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listNotifications: build.query<NotificationPage, number>({
      query: (page) => ({ url: listNotifications.path, method: listNotifications.method, params: { page } }),
      providesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
    getNotificationUnreadCount: build.query<number, void>({
      query: () => ({ url: getNotificationUnreadCount.path, method: getNotificationUnreadCount.method }),
      transformResponse: (r: UnreadCount) => r.count,
      providesTags: [{ type: 'Notification', id: 'UNREAD' }],
    }),
    markNotificationRead: build.mutation<Notification, number>({
      query: (id) => ({ url: fillPath(markNotificationRead.path, { id }), method: markNotificationRead.method }),
      invalidatesTags: ['Notification'],
    }),
    markAllNotificationsRead: build.mutation<{ updated: number }, void>({
      query: () => ({ url: markAllNotificationsRead.path, method: markAllNotificationsRead.method }),
      invalidatesTags: ['Notification'],
    }),
  }),
});

export const {
  useListNotificationsQuery,
  useGetNotificationUnreadCountQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;
