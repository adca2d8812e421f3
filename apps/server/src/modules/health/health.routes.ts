import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@rima/shared/api/envelope';
import type { Db } from '../../db/client';
import { drainingError, type Drain } from '../../http/drain';

const healthDataSchema = z.object({
  /** 'ok': everything works; 'degraded': requests are served but live events and cache invalidation from
   * other processes wait for the listener to reconnect. A database that cannot be reached answers 503. */
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  checks: z.object({
    database: z.object({ status: z.literal('up'), latency_ms: z.number() }),
    listener: z.object({
      status: z.enum(['listening', 'reconnecting', 'idle', 'in_process']),
      reconnects: z.number().int(),
    }),
    connections_lost: z.number().int(),
    pool: z.object({ total: z.number().int(), idle: z.number().int(), waiting: z.number().int() }).optional(),
  }),
});

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; drain?: Drain }> = async (app, { db, drain }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary:
          'Liveness, database and LISTEN-connection check (503 with Retry-After when the database is down or the instance is stopping)',
        response: { 200: okEnvelope(healthDataSchema) },
      },
    },
    async () => {
      // a stopping instance leaves the balancer's pool first (http/drain.ts)
      if (drain?.draining) throw drainingError();
      const started = performance.now();
      // A lost connection throws here and is answered 503 with Retry-After by the error handler.
      await db.query('SELECT 1');
      const latency = Math.round((performance.now() - started) * 10) / 10;
      const state = db.health();
      const listening = state.listener === 'listening' || state.listener === 'in_process';
      return {
        statusCode: 200,
        message: 'ok',
        data: {
          status: listening ? ('ok' as const) : ('degraded' as const),
          database: db.kind,
          checks: {
            database: { status: 'up' as const, latency_ms: latency },
            listener: { status: state.listener, reconnects: state.listener_reconnects },
            connections_lost: state.connections_lost,
            ...(state.pool ? { pool: state.pool } : {}),
          },
        },
      };
    },
  );
};
