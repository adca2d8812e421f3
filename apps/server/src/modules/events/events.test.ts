import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomer, createSeller } from '../../../test/factories';

/** The part of ws's client we use (the project does not carry ws's type package). */
type Client = {
  send(data: string): void;
  close(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'open' | 'error', listener: () => void): void;
};
// ws comes with @fastify/websocket; required untyped on purpose (no @types/ws in the project).
const { WebSocket } = createRequire(import.meta.url)('ws') as { WebSocket: new (url: string) => Client };

type Frame = { type: string; [key: string]: unknown };

describe('live events stream', async () => {
  const app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `ws://127.0.0.1:${port}/api/v1/events`;
  const db = app.deps.db;
  const seller = await createSeller(db);
  const customer = await createCustomer(db);
  const stranger = await createCustomer(db);

  /** Opens a stream, authenticates with the first frame and collects every frame after it. */
  function connect(token: string) {
    const socket = new WebSocket(url);
    const frames: Frame[] = [];
    const closed = new Promise<number>((resolve) => socket.on('close', resolve));
    socket.on('message', (data) => frames.push(JSON.parse(data.toString('utf8')) as Frame));
    const opened = new Promise<void>((resolve) => socket.on('open', resolve));
    void opened.then(() => socket.send(JSON.stringify({ type: 'auth', token })));
    return { socket, frames, closed };
  }

  it('authenticates by the first frame, never the URL, and says ready', async () => {
    const c = connect(customer.token);
    await expect.poll(() => c.frames[0]).toEqual({ type: 'ready', user_id: customer.id });
    c.socket.close();
  });

  it('closes the stream with 4401 for a bad token', async () => {
    const c = connect('not-a-token');
    expect(await c.closed).toBe(4401);
  });

  it('answers a plain HTTP GET with a 4xx JSON envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/events' });
    expect(res.statusCode).toBe(400);
  });

  it('pushes a chat message and its notification to the recipient only, and the message to the sender’s tabs', async () => {
    const sellerTab = connect(seller.token);
    const customerTab = connect(customer.token);
    const strangerTab = connect(stranger.token);
    for (const tab of [sellerTab, customerTab, strangerTab]) await expect.poll(() => tab.frames.length).toBe(1);

    const headers = { 'x-access-token': customer.token };
    const conv = await app.inject({
      method: 'POST',
      url: '/api/v1/chat/conversations',
      headers,
      payload: { seller_id: seller.id },
    });
    const id = conv.json<{ data: { id: number } }>().data.id;
    await app.inject({
      method: 'POST',
      url: `/api/v1/chat/conversations/${id}/messages`,
      headers,
      payload: { text: 'Halo!' },
    });

    await expect.poll(() => sellerTab.frames.map((f) => f.type)).toEqual(['ready', 'chat.message', 'notification']);
    expect(sellerTab.frames[1]).toMatchObject({
      message: { conversation_id: id, text: 'Halo!', sender_id: customer.id },
    });
    expect(sellerTab.frames[2]).toMatchObject({ notification: { type: 'chat.message', text: 'Halo!' } });
    await expect.poll(() => customerTab.frames.map((f) => f.type)).toEqual(['ready', 'chat.message']);

    await app.inject({
      method: 'PATCH',
      url: `/api/v1/chat/conversations/${id}/read`,
      headers: { 'x-access-token': seller.token },
    });
    await expect
      .poll(() => customerTab.frames.at(-1))
      .toMatchObject({ type: 'chat.read', conversation_id: id, reader_id: seller.id });
    expect(strangerTab.frames.map((f) => f.type)).toEqual(['ready']);
    for (const tab of [sellerTab, customerTab, strangerTab]) tab.socket.close();
  });
});
