import type http from 'node:http';

/**
 * Writes before reads (docs/decisions/020): while a write is being answered, reads (GET/HEAD) run
 * for at most `turnMs` of the event loop per turn; the others wait, in arrival order, for the next turns. A
 * turn of a saturated loop otherwise runs every read that arrived (one per busy connection), and
 * every database reply of a write — a checkout is several of them — waits for the whole turn. Bounded, the poll
 * phase between two turns of reads hands the write its replies: the reads queue in memory instead of in the
 * sockets (same work, same throughput). Writes and the health check are never held; with no write in flight
 * nothing is held either. `turnMs` 0 turns it off.
 */
export type ReadAdmission = {
  /**
   * Runs `start` now, or in a later turn when this turn's time for reads is used up. `start` returns true when
   * it answered at once (a cache hit at the front door), false when the answer goes on asynchronously.
   */
  admit(
    request: Pick<http.IncomingMessage, 'method' | 'url'>,
    response: http.ServerResponse,
    start: () => boolean,
  ): void;
  /**
   * Holds reads to `turnMs` per turn until `pending` settles, as a write in flight does: for a database reply a
   * read's answer waits for (a search's new words, planned by PostgreSQL), which a whole turn of reads would
   * otherwise delay under load (docs/decisions/025). Returns `pending`.
   */
  urgent: <T>(pending: Promise<T>) => Promise<T>;
};

/**
 * What a read that goes on asynchronously costs after `start` returns (its handler's awaits run in the
 * microtasks after the turn's loop, out of sight of a clock around `start`): about what a cache miss of the
 * catalogue costs in CPU (bench/profile.mjs measures it).
 */
const ASYNC_READ_MS = 0.5;

export function createReadAdmission(turnMs: number): ReadAdmission {
  const waiting: (() => boolean)[] = [];
  let head = 0;
  /** Time the reads started since the last check phase took: their synchronous part, measured, and an estimate of the rest. */
  let spent = 0;
  let turnScheduled = false;
  let writesInFlight = 0;
  /** Database replies a read waits for (`urgent`). */
  let urgentInFlight = 0;
  const held = () => writesInFlight + urgentInFlight > 0;

  const run = (start: () => boolean) => {
    const from = performance.now();
    const answered = start();
    spent += performance.now() - from + (answered ? 0 : ASYNC_READ_MS);
  };
  // Runs once per turn (check phase): a new turn's time, spent on the reads that waited longest.
  const nextTurn = () => {
    turnScheduled = false;
    spent = 0;
    while (head < waiting.length && (!held() || spent < turnMs)) {
      const start = waiting[head] as () => boolean;
      waiting[head] = noop;
      head += 1;
      run(start);
    }
    if (head === waiting.length) {
      waiting.length = 0;
      head = 0;
    }
    if (waiting.length > 0 || spent > 0) scheduleTurn();
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
      if (turnMs <= 0) {
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
      if (waiting.length === 0 && (!held() || spent < turnMs)) {
        scheduleTurn();
        run(start);
        return;
      }
      waiting.push(start);
      scheduleTurn();
    },
    urgent: (pending) => {
      if (turnMs <= 0) return pending;
      urgentInFlight += 1;
      const done = () => {
        urgentInFlight -= 1;
      };
      pending.then(done, done);
      return pending;
    },
  };
}

const noop = () => true;
