import {
  getNotificationUnreadCount,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type Notification,
  type NotificationPage,
  type UnreadCount,
} from '@rima/shared/endpoints/notifications';
import {
  getPushKey,
  subscribePush,
  unsubscribePush,
  type PushKey,
  type PushSubscriptionBody,
  type PushSubscriptionInfo,
} from '@rima/shared/endpoints/push';
import { api, request } from '../../app/api';

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listNotifications: build.query<NotificationPage, number>({
      query: (page) => ({ ...request(listNotifications), params: { page } }),
      providesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
    getNotificationUnreadCount: build.query<number, void>({
      query: () => request(getNotificationUnreadCount),
      transformResponse: (r: UnreadCount) => r.count,
      providesTags: [{ type: 'Notification', id: 'UNREAD' }],
    }),
    markNotificationRead: build.mutation<Notification, number>({
      query: (id) => request(markNotificationRead, { id }),
      invalidatesTags: ['Notification'],
    }),
    markAllNotificationsRead: build.mutation<{ updated: number }, void>({
      query: () => request(markAllNotificationsRead),
      invalidatesTags: ['Notification'],
    }),
    getPushKey: build.query<string, void>({
      query: () => request(getPushKey),
      transformResponse: (r: PushKey) => r.public_key,
    }),
    subscribePush: build.mutation<PushSubscriptionInfo, PushSubscriptionBody>({
      query: (body) => ({ ...request(subscribePush), body }),
    }),
    unsubscribePush: build.mutation<{ deleted: number }, string>({
      query: (endpoint) => ({ ...request(unsubscribePush), body: { endpoint } }),
    }),
  }),
});

export const {
  useListNotificationsQuery,
  useGetNotificationUnreadCountQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useLazyGetPushKeyQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
} = notificationsApi;
