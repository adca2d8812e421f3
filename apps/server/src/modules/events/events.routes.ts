import websocket from '@fastify/websocket';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENTS_PATH, liveClientFrameSchema, type LiveEvent } from '@rima/shared/api/notifications';
import type { Db } from '../../db/client';
import { hashToken, resolveToken, type AuthUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { SESSION_ENDED_CLOSE, type LiveHub, type LiveSocket } from './events.hub';

/** The part of ws's WebSocket we use (the project does not carry ws's type package). */
type ServerSocket = LiveSocket & {
  ping(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: () => void): void;
};

/** An unauthenticated socket is closed after this long (it holds a connection and costs nothing else). */
export const AUTH_TIMEOUT_MS = 5_000;
const PING_MS = 30_000;
/** Every this many pings the session is checked again (expiry); revocation closes the stream at once. */
const RECHECK_EVERY_PINGS = 10;

/**
 * The live stream: one WebSocket per logged-in tab at /api/v1/events. The token is sent as the first frame
 * ({type:'auth', token}), never in the URL, because URLs end up in access logs and browser history.
 * Exactly one frame is read: it is the only one that can reach the database; every later frame is ignored.
 * Close codes: 4401 not authenticated (or the session ended: logout, password change or reset,
 * suspension), 4429 too many streams for one user, 4400 bad frame.
 */
export const eventsRoutes: FastifyPluginAsyncZod<{ db: Db; live: LiveHub }> = async (app, { db, live }) => {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.addHook('onClose', async () => {
    live.closeAll();
  });

  app.route({
    method: 'GET',
    url: EVENTS_PATH,
    schema: { tags: ['events'], summary: 'Live notifications and chat (WebSocket; first frame {type:"auth", token})' },
    handler: async () => {
      throw badRequest('Open /api/v1/events as a WebSocket');
    },
    wsHandler: (rawSocket: unknown) => {
      const socket = rawSocket as ServerSocket;
      let user: AuthUser | null = null;
      let token = '';
      let authFrameSeen = false;
      let closed = false;
      let pings = 0;
      const send = (event: LiveEvent) => socket.send(JSON.stringify(event));
      const authTimer = setTimeout(() => socket.close(4401, 'authenticate first'), AUTH_TIMEOUT_MS);
      const pingTimer = setInterval(() => {
        if (!user) return;
        socket.ping();
        pings += 1;
        if (pings % RECHECK_EVERY_PINGS === 0) {
          resolveToken(db, token)
            .then((stillValid) => {
              if (!stillValid) socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
            })
            .catch((err: unknown) => app.log.warn({ err }, 'live stream session check failed'));
        }
      }, PING_MS);

      socket.on('message', (raw: Buffer) => {
        // One auth frame; after it (answered or not yet) the client has nothing to say.
        if (authFrameSeen) return;
        authFrameSeen = true;
        let frame: unknown;
        try {
          frame = JSON.parse(raw.toString('utf8'));
        } catch {
          socket.close(4400, 'bad frame');
          return;
        }
        const parsed = liveClientFrameSchema.safeParse(frame);
        if (!parsed.success) {
          socket.close(4400, 'bad frame');
          return;
        }
        resolveToken(db, parsed.data.token)
          .then((resolved) => {
            if (closed) return;
            if (!resolved) {
              socket.close(4401, 'unauthenticated');
              return;
            }
            clearTimeout(authTimer);
            const added = live.add(resolved.id, socket, hashToken(parsed.data.token));
            if (added === 'too_many') {
              socket.close(4429, 'too many streams');
              return;
            }
            if (added === 'session_ended') {
              socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
              return;
            }
            user = resolved;
            token = parsed.data.token;
            send({ type: 'ready', user_id: resolved.id });
          })
          .catch((err: unknown) => {
            app.log.error({ err }, 'live stream authentication failed');
            socket.close(1011, 'try again');
          });
      });
      socket.on('close', () => {
        closed = true;
        clearTimeout(authTimer);
        clearInterval(pingTimer);
        if (user) live.remove(user.id, socket);
      });
    },
  });
};
