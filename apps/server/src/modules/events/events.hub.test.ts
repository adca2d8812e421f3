import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@rima/shared/api/notifications';
import { TEST_DATABASE_URL } from '../../../test/build-test-app';
import { createDb } from '../../db/client';
import { migrate } from '../../db/migrate';
import { createSession, hashToken } from '../../http/auth';
import { createCustomer } from '../../../test/factories';
import { createLiveHub, type LiveSocket } from './events.hub';

function fakeSocket() {
  const frames: string[] = [];
  const socket: LiveSocket = { readyState: 1, send: (d) => void frames.push(d), close: () => undefined };
  return { socket, frames };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 20));
};

const event: LiveEvent = { type: 'chat.read', conversation_id: 7, reader_id: 3 };

describe('live hub', () => {
  it('delivers a published event once to the user’s tabs only, through the database bridge', async () => {
    const db = await createDb({
      databaseUrl: TEST_DATABASE_URL,
      poolSize: 2,
      schema: `hub_${crypto.randomBytes(4).toString('hex')}`,
    });
    const hub = createLiveHub();
    await hub.bridge(db, (e) => {
      throw e;
    });
    const mine = fakeSocket();
    const other = fakeSocket();
    hub.add(1, mine.socket);
    hub.add(2, other.socket);
    hub.publish(1, event);
    await until(() => mine.frames.length > 0);
    await new Promise((r) => setTimeout(r, 100));
    expect(mine.frames).toEqual([JSON.stringify(event)]);
    expect(other.frames).toEqual([]);
    await db.close();
  });

  it.runIf(TEST_DATABASE_URL)('reaches a tab connected to another server process (PostgreSQL)', async () => {
    const schema = `hub_${crypto.randomBytes(4).toString('hex')}`;
    const dbA = await createDb({ databaseUrl: TEST_DATABASE_URL, poolSize: 2, schema });
    const dbB = await createDb({ databaseUrl: TEST_DATABASE_URL, poolSize: 2, schema });
    const hubA = createLiveHub();
    const hubB = createLiveHub();
    const fail = (e: unknown) => {
      throw e;
    };
    await hubA.bridge(dbA, fail);
    await hubB.bridge(dbB, fail);
    const tabOnB = fakeSocket();
    hubB.add(9, tabOnB.socket);
    hubA.publish(9, event);
    await until(() => tabOnB.frames.length > 0);
    await new Promise((r) => setTimeout(r, 100));
    expect(tabOnB.frames).toEqual([JSON.stringify(event)]);
    await dbA.close();
    await dbB.close();
  });
});

describe('live hub: sessions', () => {
  it('closes a session’s streams, and only its, when the session is revoked', async () => {
    const db = await createDb({
      databaseUrl: TEST_DATABASE_URL,
      poolSize: 2,
      schema: `hub_${crypto.randomBytes(4).toString('hex')}`,
    });
    await migrate(db);
    const hub = createLiveHub();
    await hub.bridge(db, (e) => {
      throw e;
    });
    const userId = (await createCustomer(db)).id;
    const [a, b] = [await createSession(db, userId), await createSession(db, userId)];
    const closed: string[] = [];
    const tab = (name: string): LiveSocket => ({
      readyState: 1,
      send: () => undefined,
      close: () => void closed.push(name),
    });
    expect(hub.add(userId, tab('a'), hashToken(a))).toBe('added');
    expect(hub.add(userId, tab('b'), hashToken(b))).toBe('added');
    await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [hashToken(a)]);
    await until(() => closed.length > 0);
    await new Promise((r) => setTimeout(r, 100));
    expect(closed).toEqual(['a']);
    expect(hub.connectionCount(userId)).toBe(1);
    // A stream authenticated just before the revocation arrived is refused.
    expect(hub.add(userId, tab('late'), hashToken(a))).toBe('session_ended');
    await db.close();
  }, 90_000); // a migrated PGlite starts slowly on a busy machine

  it.runIf(TEST_DATABASE_URL)('closes it in every server process (PostgreSQL)', async () => {
    const schema = `hub_${crypto.randomBytes(4).toString('hex')}`;
    const dbA = await createDb({ databaseUrl: TEST_DATABASE_URL, poolSize: 2, schema });
    const dbB = await createDb({ databaseUrl: TEST_DATABASE_URL, poolSize: 2, schema });
    await migrate(dbA);
    const hubB = createLiveHub();
    await hubB.bridge(dbB, (e) => {
      throw e;
    });
    const userId = (await createCustomer(dbA)).id;
    const token = await createSession(dbA, userId);
    let closedAt = 0;
    hubB.add(
      userId,
      { readyState: 1, send: () => undefined, close: () => void (closedAt = Date.now()) },
      hashToken(token),
    );
    const revokedAt = Date.now();
    await dbA.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [hashToken(token)]);
    await until(() => closedAt > 0);
    expect(closedAt).toBeGreaterThan(0);
    expect(closedAt - revokedAt).toBeLessThan(1000);
    await dbA.close();
    await dbB.close();
  });
});
