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
import { publicBase } from '../../http/public-base';
import type { ChatService } from './chat.service';

export const chatRoutes: FastifyPluginAsyncZod<{
  service: ChatService;
  guards: AuthGuards;
  config: Pick<Config, 'publicUrl'>;
}> = async (app, { service, guards, config }) => {
  const auth = { preHandler: guards.requireAuth() };
  const tags = ['chat'];
  const security = [{ token: [] }];

  app.get(
    listConversations.path,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'My conversations, latest activity first',
        response: { 200: listConversations.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Conversations',
      data: await service.listConversations(currentUser(request).id),
    }),
  );

  app.post(
    startConversation.path,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Start (or reopen) my conversation with a store',
        body: startConversation.body,
        response: { 200: startConversation.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Conversation',
      data: await service.startConversation(currentUser(request).id, request.body.seller_id, request.body.product_id),
    }),
  );

  app.get(
    getChatUnreadCount.path,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Unread messages over all my conversations',
        response: { 200: getChatUnreadCount.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Unread messages',
      data: { count: await service.unreadCount(currentUser(request).id) },
    }),
  );

  app.get(
    listMessages.path,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Messages, oldest first; ?before= pages back',
        params: listMessages.params,
        querystring: listMessages.query,
        response: { 200: listMessages.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Messages',
      data: await service.listMessages(
        currentUser(request).id,
        request.params.id,
        request.query.before,
        publicBase(request, config),
      ),
    }),
  );

  app.post(
    sendMessage.path,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Send a plain-text message',
        params: sendMessage.params,
        body: sendMessage.body,
        response: { 201: sendMessage.response },
      },
    },
    async (request, reply) => {
      const message = await service.sendMessage(
        currentUser(request).id,
        request.params.id,
        { text: request.body.text, productId: request.body.product_id },
        publicBase(request, config),
      );
      return reply.code(201).send({ statusCode: 201, message: 'Message sent', data: message });
    },
  );

  app.patch(
    markConversationRead.path,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Mark the other side’s messages read',
        params: markConversationRead.params,
        response: { 200: markConversationRead.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Conversation read',
      data: { updated: await service.markConversationRead(currentUser(request).id, request.params.id) },
    }),
  );
};
