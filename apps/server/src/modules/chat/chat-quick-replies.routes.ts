import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createQuickReply, deleteQuickReply, listQuickReplies } from '@rima/shared/api/seller-center';
import { QUICK_REPLIES_PER_STORE } from '@rima/shared/endpoints/seller-center';
import type { Db } from '../../db/client';
import { currentUser, type AuthGuards } from '../../http/auth';
import { conflict, notFound } from '../../http/errors';
import { routes } from '../../http/route';
import type { QuickRepliesRepository } from './chat-quick-replies.repository';

type Options = { db: Db; repo: QuickRepliesRepository; guards: AuthGuards };

/** A store's quick replies: saved answers its chat box inserts with one tap. Sellers only. */
export const quickRepliesRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, repo, guards }) => {
  const seller = routes(app, { tags: ['chat'], security: [{ token: [] }], preHandler: guards.requireAuth(['seller']) });

  seller(listQuickReplies, { summary: "My store's quick replies, oldest first" }, async (request) => ({
    statusCode: 200,
    message: 'Quick replies',
    data: await repo.findMany(db, currentUser(request).id),
  }));

  seller(createQuickReply, { summary: 'Save a quick reply', status: 201 }, async (request, reply) => {
    const sellerId = currentUser(request).id;
    const saved = await db.transaction((tx) =>
      repo.insertWithin(tx, sellerId, request.body.text, QUICK_REPLIES_PER_STORE),
    );
    if (!saved) throw conflict(`A store keeps at most ${QUICK_REPLIES_PER_STORE} quick replies`);
    return reply.code(201).send({ statusCode: 201, message: 'Quick reply saved', data: saved });
  });

  seller(deleteQuickReply, { summary: 'Delete one of my quick replies' }, async (request) => {
    if (!(await repo.delete(db, currentUser(request).id, request.params.id))) throw notFound('Quick reply not found');
    return { statusCode: 200, message: 'Quick reply deleted', data: null };
  });
};
