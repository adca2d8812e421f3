import type { Notification, NotificationPage, UnreadCount } from '@rima/shared/api/notifications';
import { api } from '../../app/api';

type Envelope<T> = { data: T };

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listNotifications: build.query<NotificationPage, number>({
      query: (page) => ({ url: '/notification', params: { page } }),
      transformResponse: (r: Envelope<NotificationPage>) => r.data,
      providesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
    getNotificationUnreadCount: build.query<number, void>({
      query: () => '/notification/unread-count',
      transformResponse: (r: Envelope<UnreadCount>) => r.data.count,
      providesTags: [{ type: 'Notification', id: 'UNREAD' }],
    }),
    markNotificationRead: build.mutation<Notification, number>({
      query: (id) => ({ url: `/notification/${id}/read`, method: 'PATCH' }),
      transformResponse: (r: Envelope<Notification>) => r.data,
      invalidatesTags: ['Notification'],
    }),
    markAllNotificationsRead: build.mutation<{ updated: number }, void>({
      query: () => ({ url: '/notification/read-all', method: 'PATCH' }),
      transformResponse: (r: Envelope<{ updated: number }>) => r.data,
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
