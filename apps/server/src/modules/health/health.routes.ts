import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@rima/shared/api/envelope';
import type { Db } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: okEnvelope(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })) },
      },
    },
    async () => {
      await db.query('SELECT 1');
      return { statusCode: 200, message: 'ok', data: { status: 'ok' as const, database: db.kind } };
    },
  );
};
