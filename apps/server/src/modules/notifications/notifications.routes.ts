import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getNotificationUnreadCount,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '@rima/shared/api/notifications';
import { currentUser, type AuthGuards } from '../../http/auth';
import { routes } from '../../http/route';
import type { NotificationsService } from './notifications.service';

export const notificationsRoutes: FastifyPluginAsyncZod<{ service: NotificationsService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  const route = routes(app, {
    tags: ['notifications'],
    security: [{ token: [] }],
    preHandler: guards.requireAuth(),
  });

  route(listNotifications, { summary: 'My notifications, newest first' }, async (request) => ({
    statusCode: 200,
    message: 'Notifications',
    data: await service.listNotifications(currentUser(request).id, request.query.page),
  }));

  route(getNotificationUnreadCount, { summary: 'How many of my notifications are unread' }, async (request) => ({
    statusCode: 200,
    message: 'Unread notifications',
    data: { count: await service.unreadCount(currentUser(request).id) },
  }));

  route(markAllNotificationsRead, { summary: 'Mark all my notifications read' }, async (request) => ({
    statusCode: 200,
    message: 'All notifications read',
    data: { updated: await service.markAllRead(currentUser(request).id) },
  }));

  route(markNotificationRead, { summary: 'Mark one notification read' }, async (request) => ({
    statusCode: 200,
    message: 'Notification read',
    data: await service.markRead(currentUser(request).id, request.params.id),
  }));
};
