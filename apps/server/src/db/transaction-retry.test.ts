import crypto from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../../test/build-test-app';
import { registerErrorHandling } from '../http/error-handler';
import { createDb, TX_MAX_ATTEMPTS, type Db } from './client';

const conflict = (code: string) => Object.assign(new Error(`conflict ${code}`), { code });

/** A promise and its resolve function: lets two transactions take their locks in a chosen interleaving. */
function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe.skipIf(!TEST_DATABASE_URL)('db.transaction on PostgreSQL: deadlocks and serialization failures', () => {
  let db: Db;
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    db = await createDb({ databaseUrl: TEST_DATABASE_URL, poolSize: 4, schema });
    await db.exec('CREATE TABLE t (id int PRIMARY KEY, n int NOT NULL)');
    await db.exec('INSERT INTO t VALUES (1, 0), (2, 0)');
  });
  afterAll(async () => {
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.close();
  });

  it('runs a transaction that lost a real deadlock again, so both sides commit', async () => {
    const firstLocked = gate();
    const secondLocked = gate();
    let attempts = 0;
    const lockInOrder = (
      first: number,
      second: number,
      mine: ReturnType<typeof gate>,
      theirs: ReturnType<typeof gate>,
    ) =>
      db.transaction(async (tx) => {
        attempts += 1;
        await tx.query('UPDATE t SET n = n + 1 WHERE id = $1', [first]);
        mine.open();
        await theirs.opened;
        await tx.query('UPDATE t SET n = n + 1 WHERE id = $1', [second]);
      });
    await Promise.all([lockInOrder(1, 2, firstLocked, secondLocked), lockInOrder(2, 1, secondLocked, firstLocked)]);
    // One side was chosen as the deadlock victim and ran a second time; every increment landed exactly twice.
    expect(attempts).toBe(3);
    expect(await db.query('SELECT id, n FROM t ORDER BY id')).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  }, 30_000);

  it(`gives up after ${TX_MAX_ATTEMPTS} attempts and lets the error through; other errors are not retried`, async () => {
    let calls = 0;
    await expect(
      db.transaction(async () => {
        calls += 1;
        throw conflict('40001');
      }),
    ).rejects.toMatchObject({ code: '40001' });
    expect(calls).toBe(TX_MAX_ATTEMPTS);

    calls = 0;
    await expect(
      db.transaction(async () => {
        calls += 1;
        throw conflict('23505');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(calls).toBe(1);

    calls = 0;
    const result = await db.transaction(async (tx) => {
      calls += 1;
      if (calls < 3) throw conflict('40P01');
      return (await tx.query<{ ok: number }>('SELECT 1 AS ok'))[0]?.ok;
    });
    expect({ calls, result }).toEqual({ calls: 3, result: 1 });
  });
});

describe('a transaction conflict that outlasted the retries', () => {
  it('answers 503 with Retry-After, never 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/api/v1/busy', async () => {
      throw conflict('40P01');
    });
    const res = await app.inject({ method: 'GET', url: '/api/v1/busy' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    await app.close();
  });
});
