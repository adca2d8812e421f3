import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getNotificationUnreadCount,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '@rima/shared/api/notifications';
import { currentUser, type AuthGuards } from '../../http/auth';
import type { NotificationsService } from './notifications.service';

export const notificationsRoutes: FastifyPluginAsyncZod<{ service: NotificationsService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  const auth = { preHandler: guards.requireAuth() };
  const tags = ['notifications'];
  const security = [{ token: [] }];

  app.get(
    listNotifications.path,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'My notifications, newest first',
        querystring: listNotifications.query,
        response: { 200: listNotifications.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Notifications',
      data: await service.listNotifications(currentUser(request).id, request.query.page),
    }),
  );

  app.get(
    getNotificationUnreadCount.path,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'How many of my notifications are unread',
        response: { 200: getNotificationUnreadCount.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Unread notifications',
      data: { count: await service.unreadCount(currentUser(request).id) },
    }),
  );

  app.patch(
    markAllNotificationsRead.path,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Mark all my notifications read',
        response: { 200: markAllNotificationsRead.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'All notifications read',
      data: { updated: await service.markAllRead(currentUser(request).id) },
    }),
  );

  app.patch(
    markNotificationRead.path,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Mark one notification read',
        params: markNotificationRead.params,
        response: { 200: markNotificationRead.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Notification read',
      data: await service.markRead(currentUser(request).id, request.params.id),
    }),
  );
};
