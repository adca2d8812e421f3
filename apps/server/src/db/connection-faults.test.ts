import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createDb } from './client';
import { failedBeforeSending, isConnectionError, isReadOnlyStatement } from './connection-faults';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('connection faults', () => {
  it('recognises a lost or refused connection, and nothing else', () => {
    expect(isConnectionError(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isConnectionError(pgError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isConnectionError(pgError('ECONNRESET', 'read ECONNRESET'))).toBe(true);
    expect(isConnectionError(new Error('wrapped', { cause: pgError('ECONNREFUSED', 'connect ECONNREFUSED') }))).toBe(
      true,
    );
    expect(isConnectionError(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isConnectionError(pgError('40001', 'could not serialize access'))).toBe(false);
    expect(isConnectionError(new Error('boom'))).toBe(false);
    expect(isConnectionError(undefined)).toBe(false);
  });

  it('knows when a statement cannot have reached the server', () => {
    expect(failedBeforeSending(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(failedBeforeSending(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
    expect(failedBeforeSending(pgError('57P01', 'terminating connection due to administrator command'))).toBe(false);
    expect(failedBeforeSending(new Error('Connection terminated unexpectedly'))).toBe(false);
  });

  it('retries only statements that read', () => {
    expect(isReadOnlyStatement('SELECT id FROM products WHERE id = $1')).toBe(true);
    expect(isReadOnlyStatement('  with x AS (SELECT 1) SELECT * FROM x')).toBe(true);
    expect(isReadOnlyStatement('UPDATE sessions SET last_used_at = now()')).toBe(false);
    expect(isReadOnlyStatement('WITH d AS (DELETE FROM carts RETURNING id) SELECT * FROM d')).toBe(false);
    expect(isReadOnlyStatement("SELECT pg_notify('live_events', $1)")).toBe(false);
    expect(isReadOnlyStatement('SELECT * FROM payments WHERE id = $1 FOR UPDATE')).toBe(false);
    expect(isReadOnlyStatement("SELECT nextval('orders_id_seq')")).toBe(false);
    expect(isReadOnlyStatement('INSERT INTO x VALUES (1)')).toBe(false);
  });
});

describe('a database that neither answers nor refuses', () => {
  it('fails the connection after 5 s, as a connection error', async () => {
    const held: net.Socket[] = [];
    const blackhole = net.createServer((socket) => void held.push(socket)); // accepts, never answers
    await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve));
    const { port } = blackhole.address() as net.AddressInfo;
    const started = Date.now();
    const error = await createDb({ databaseUrl: `postgres://nobody@127.0.0.1:${port}/nothing` }).then(
      () => undefined,
      (e: unknown) => e,
    );
    const elapsed = Date.now() - started;
    expect(isConnectionError(error)).toBe(true);
    expect(failedBeforeSending(error)).toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(4500);
    expect(elapsed).toBeLessThan(15_000);
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => blackhole.close(resolve));
  });
});
