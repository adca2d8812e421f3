import type { FastifyInstance } from 'fastify';
import type { ReplicaControl } from '../db/replica';

/**
 * Read-your-writes with a replica (docs/decisions/049): a successful write answers with a cookie holding the
 * primary's WAL position after it; a request carrying it reads the catalogue from the primary until the
 * replica has replayed past that position, on whichever instance it lands.
 */
export const LSN_COOKIE = 'rima_lsn';
/** Far longer than any replica lag the shop tolerates (db/replica.ts skips a replica behind by 2 s). */
const COOKIE_MAX_AGE_S = 30;
const LSN_PATTERN = /(?:^|;\s*)rima_lsn=([0-9A-F]{1,8}\/[0-9A-F]{1,8})(?:;|$)/i;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerReadYourWrites(app: FastifyInstance, replica: ReplicaControl): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const lsn = request.headers.cookie?.match(LSN_PATTERN)?.[1];
    if (!lsn) {
      done();
      return;
    }
    replica.replayedPast(lsn).then(
      (past) => (past ? done() : replica.onPrimary(() => done())),
      () => replica.onPrimary(() => done()),
    );
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method) || reply.statusCode >= 400) return payload;
    const lsn = await replica.primaryLsn().catch(() => undefined);
    if (lsn)
      reply.header('set-cookie', `${LSN_COOKIE}=${lsn}; Max-Age=${COOKIE_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax`);
    return payload;
  });
}
