import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getChatUnreadCount,
  listConversations,
  listMessages,
  markConversationRead,
  sendMessage,
  startConversation,
} from '@rima/shared/api/chat';
import type { Config } from '../../config';
import { currentUser, type AuthGuards } from '../../http/auth';
import { routes } from '../../http/route';
import { publicBase } from '../../http/public-base';
import type { ChatService } from './chat.service';

export const chatRoutes: FastifyPluginAsyncZod<{
  service: ChatService;
  guards: AuthGuards;
  config: Pick<Config, 'publicUrl'>;
}> = async (app, { service, guards, config }) => {
  const route = routes(app, { tags: ['chat'], security: [{ token: [] }], preHandler: guards.requireAuth() });

  route(listConversations, { summary: 'My conversations, latest activity first' }, async (request) => ({
    statusCode: 200,
    message: 'Conversations',
    data: await service.listConversations(currentUser(request).id),
  }));

  route(startConversation, { summary: 'Start (or reopen) my conversation with a store' }, async (request) => ({
    statusCode: 200,
    message: 'Conversation',
    data: await service.startConversation(currentUser(request).id, request.body.seller_id, request.body.product_id),
  }));

  route(getChatUnreadCount, { summary: 'Unread messages over all my conversations' }, async (request) => ({
    statusCode: 200,
    message: 'Unread messages',
    data: { count: await service.unreadCount(currentUser(request).id) },
  }));

  route(listMessages, { summary: 'Messages, oldest first; ?before= pages back' }, async (request) => ({
    statusCode: 200,
    message: 'Messages',
    data: await service.listMessages(
      currentUser(request).id,
      request.params.id,
      request.query.before,
      publicBase(request, config),
    ),
  }));

  route(sendMessage, { summary: 'Send a plain-text message', status: 201 }, async (request, reply) => {
    const message = await service.sendMessage(
      currentUser(request).id,
      request.params.id,
      { text: request.body.text, productId: request.body.product_id },
      publicBase(request, config),
    );
    return reply.code(201).send({ statusCode: 201, message: 'Message sent', data: message });
  });

  route(markConversationRead, { summary: 'Mark the other side’s messages read' }, async (request) => ({
    statusCode: 200,
    message: 'Conversation read',
    data: { updated: await service.markConversationRead(currentUser(request).id, request.params.id) },
  }));
};
