import type http from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Issue 16, a prototype (docs/decisions/020): while a write is being answered, at most `perTurn` reads
 * (GET/HEAD) start per turn of the event loop; the others wait, in arrival order, for the next turns. A turn of
 * a saturated loop otherwise runs every read that arrived (~50 with 50 busy connections, ~20 ms), and every
 * database reply of a write — a checkout is seven of them — waits for the whole turn. Bounded, a turn is a few
 * reads long: the write's replies are handled between them, and the reads queue in memory instead of in the
 * sockets (same work, same throughput). Writes and the health check are never held; with no write in flight
 * nothing is held either.
 */
export type ReadAdmission = {
  /** Runs `start` now, or in a later turn when this turn's reads are used up. */
  admit(request: Pick<http.IncomingMessage, 'method' | 'url'>, response: http.ServerResponse, start: () => void): void;
};

export function createReadAdmission(perTurn: number): ReadAdmission {
  const waiting: (() => void)[] = [];
  let startedThisTurn = 0;
  let turnScheduled = false;
  let writesInFlight = 0;

  // Runs once per turn (check phase): a new turn's budget, spent on the reads that waited longest.
  const nextTurn = () => {
    turnScheduled = false;
    startedThisTurn = 0;
    while (waiting.length > 0 && (startedThisTurn < perTurn || writesInFlight === 0)) {
      startedThisTurn += 1;
      waiting.shift()?.();
    }
    if (waiting.length > 0 || startedThisTurn > 0) scheduleTurn();
  };
  const scheduleTurn = () => {
    if (turnScheduled) return;
    turnScheduled = true;
    setImmediate(nextTurn);
  };
  const isRead = (method: string | undefined, url: string | undefined) =>
    (method === 'GET' || method === 'HEAD') && !url?.startsWith('/api/v1/health');

  return {
    admit(request, response, start) {
      if (perTurn <= 0) {
        start();
        return;
      }
      if (!isRead(request.method, request.url)) {
        writesInFlight += 1;
        response.once('close', () => {
          writesInFlight -= 1;
        });
        start();
        return;
      }
      if (waiting.length === 0 && (writesInFlight === 0 || startedThisTurn < perTurn)) {
        startedThisTurn += 1;
        scheduleTurn();
        start();
        return;
      }
      waiting.push(start);
      scheduleTurn();
    },
  };
}

/**
 * As the first onRequest hook: bounds the reads Fastify starts. (A request answered before Fastify, such as a
 * cache hit at the server's front door, would go through `admit` in the server's request handler instead.)
 * perTurn 0 turns it off.
 */
export function registerReadAdmission(app: FastifyInstance, perTurn: number) {
  if (perTurn <= 0) return;
  const admission = createReadAdmission(perTurn);
  app.addHook('onRequest', (request, reply, done) => admission.admit(request.raw, reply.raw, done));
}
