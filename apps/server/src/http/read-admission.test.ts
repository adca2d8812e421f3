import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerReadAdmission } from './read-admission';

/**
 * 20 reads of 2 ms of CPU and one write that needs three turns of the loop (as a write waits for three
 * database replies), all arriving at once: the order they finish in, and how many reads ran per turn.
 */
async function race(perTurn: number) {
  const app = Fastify();
  registerReadAdmission(app, perTurn);
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
  app.post('/write', async () => {
    for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setImmediate(resolve));
    return { ok: true };
  });
  await app.ready();
  const finished: string[] = [];
  const requests = [
    ...Array.from({ length: 20 }, (_, i) =>
      app.inject({ url: '/read' }).then((r) => {
        expect(r.statusCode).toBe(200);
        finished.push(`read${i}`);
      }),
    ),
    app.inject({ method: 'POST', url: '/write' }).then((r) => {
      expect(r.statusCode).toBe(200);
      finished.push('write');
    }),
  ];
  await Promise.all(requests);
  closed = true;
  await app.close();
  return { finished, mostReadsInOneTurn: Math.max(...readsIn.values()) };
}

describe('read admission (issue 16 prototype)', () => {
  it('runs at most perTurn reads per loop turn and lets a write finish between them', async () => {
    const bounded = await race(2);
    expect(bounded.finished).toHaveLength(21);
    expect(bounded.mostReadsInOneTurn).toBeLessThanOrEqual(4); // two on arrival, two from the queue
    expect(bounded.finished.indexOf('write')).toBeLessThan(10);
  });

  it('without it (perTurn 0) one turn runs every read and the write finishes last', async () => {
    const unbounded = await race(0);
    expect(unbounded.mostReadsInOneTurn).toBe(20);
    expect(unbounded.finished.at(-1)).toBe('write');
  });
});
