import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@rima/shared/api/notifications';
import { TEST_DATABASE_URL } from '../../../test/build-test-app';
import { createDb } from '../../db/client';
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
