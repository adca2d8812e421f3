import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createReadAdmission } from './read-admission';

/**
 * One write that needs three turns of the loop (as a write waits for three database replies) and 20 reads of
 * 2 ms of CPU, all arriving at once (or the reads alone): the order they finish in, and the most reads that ran
 * in one turn.
 */
async function race(turnMs: number, withWrite = true, urgentRead = false) {
  const app = Fastify();
  // in the shop the server's request handler admits (http/front-door.ts); inject() goes around it
  const admission = createReadAdmission(turnMs);
  app.addHook('onRequest', (request, reply, done) =>
    admission.admit(request.raw, reply.raw, () => {
      done();
      return true; // the test's reads do their work synchronously in the handler
    }),
  );
  let turn = 0;
  let closed = false;
  const countTurns = () => {
    turn += 1;
    if (!closed) setImmediate(countTurns);
  };
  setImmediate(countTurns);
  const readsIn = new Map<number, number>();
  app.get('/read', async () => {
    readsIn.set(turn, (readsIn.get(turn) ?? 0) + 1);
    const end = performance.now() + 2;
    while (performance.now() < end); // a read's CPU
    return { ok: true };
  });
  let writeDoneIn = Infinity;
  const threeTurns = async () => {
    for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setImmediate(resolve));
  };
  app.post('/write', async () => {
    await threeTurns();
    writeDoneIn = turn;
    return { ok: true };
  });
  // a read whose answer waits for database replies (a search's new words), marked urgent
  app.get('/urgent', async () => {
    await admission.urgent(threeTurns());
    writeDoneIn = turn;
    return { ok: true };
  });
  await app.ready();
  const finished: string[] = [];
  const requests = [
    ...(withWrite
      ? [
          app.inject(urgentRead ? { url: '/urgent' } : { method: 'POST', url: '/write' }).then((r) => {
            expect(r.statusCode).toBe(200);
            finished.push('write');
          }),
        ]
      : []),
    ...Array.from({ length: 20 }, (_, i) =>
      app.inject({ url: '/read' }).then((r) => {
        expect(r.statusCode).toBe(200);
        finished.push(`read${i}`);
      }),
    ),
  ];
  await Promise.all(requests);
  closed = true;
  await app.close();
  const whileWriting = [...readsIn.entries()].filter(([t]) => t < writeDoneIn).map(([, n]) => n);
  return {
    finished,
    mostReadsInOneTurn: Math.max(...readsIn.values()),
    mostReadsInOneTurnWhileWriting: Math.max(0, ...whileWriting),
  };
}

describe('read admission', () => {
  it('runs reads for at most turnMs per loop turn while a write is in flight, which finishes between them', async () => {
    const bounded = await race(4);
    expect(bounded.finished).toHaveLength(21);
    expect(bounded.mostReadsInOneTurnWhileWriting).toBeLessThanOrEqual(4); // 2 ms reads: two on arrival, two queued
    expect(bounded.finished.indexOf('write')).toBeLessThan(10);
  });

  it('without it (turnMs 0) one turn runs every read and the write finishes last', async () => {
    const unbounded = await race(0);
    expect(unbounded.mostReadsInOneTurn).toBe(20);
    expect(unbounded.finished.at(-1)).toBe('write');
  });

  it('holds reads the same way while a read waits for a database reply marked urgent', async () => {
    const bounded = await race(4, true, true);
    expect(bounded.finished).toHaveLength(21);
    expect(bounded.mostReadsInOneTurnWhileWriting).toBeLessThanOrEqual(4);
    expect(bounded.finished.indexOf('write')).toBeLessThan(10); // 'write': the urgent read here
    const unbounded = await race(0, true, true);
    expect(unbounded.finished.at(-1)).toBe('write');
  });

  it('holds no read while no write is in flight', async () => {
    const readsAlone = await race(4, false);
    expect(readsAlone.finished).toHaveLength(20);
    expect(readsAlone.mostReadsInOneTurn).toBe(20);
  });
});
