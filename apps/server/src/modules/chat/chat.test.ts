import { describe, expect, it } from 'vitest';
import { CHAT_PAGE_SIZE } from '@rima/shared/api/chat';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomer, createProduct, createSeller } from '../../../test/factories';
import { MAX_MESSAGES_PER_MINUTE } from './chat.service';

type Json = Record<string, unknown>;

describe('chat', async () => {
  const app = await buildTestApp();
  const db = app.deps.db;
  // a seller's personal name is not the store's: chat shows the store
  const seller = await createSeller(db, { username: 'Jati Test', name: 'Pak Joko' });
  const customer = await createCustomer(db, { name: 'Budi' });
  const stranger = await createCustomer(db);
  const product = await createProduct(db, seller.id, { name: 'Teak bench', price: 1_500_000 });

  const call = (token: string | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Json) =>
    app.inject({ method, url: `/api/v1${url}`, headers: token ? { 'x-access-token': token } : {}, payload });

  const start = async () => {
    const res = await call(customer.token, 'POST', '/chat/conversations', {
      seller_id: seller.id,
      product_id: product.id,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { id: number } }>().data.id;
  };

  it('answers 401 on every endpoint without a token', async () => {
    const id = await start();
    for (const [method, url] of [
      ['GET', '/chat/conversations'],
      ['POST', '/chat/conversations'],
      ['GET', `/chat/conversations/${id}/messages`],
      ['POST', `/chat/conversations/${id}/messages`],
      ['PATCH', `/chat/conversations/${id}/read`],
      ['GET', '/chat/unread-count'],
    ] as const) {
      expect(
        (await call(undefined, method, url, method === 'POST' ? { text: 'hi', seller_id: seller.id } : undefined))
          .statusCode,
        `${method} ${url}`,
      ).toBe(401);
    }
  });

  it('starts a conversation with a store once and returns the existing one after', async () => {
    const a = await start();
    const b = await start();
    expect(b).toBe(a);
    const res = await call(customer.token, 'GET', '/chat/conversations');
    const list = res.json<{ data: { id: number; other: Json }[] }>().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: a, other: { id: seller.id, name: 'Jati Test', role: 'seller' } });
  });

  it('refuses a conversation with a customer (404) or with oneself (400)', async () => {
    expect((await call(customer.token, 'POST', '/chat/conversations', { seller_id: stranger.id })).statusCode).toBe(
      404,
    );
    expect((await call(seller.token, 'POST', '/chat/conversations', { seller_id: seller.id })).statusCode).toBe(400);
  });

  it('delivers a message with a product card, counts it unread for the other side, and marks it read', async () => {
    const id = await start();
    const sent = await call(customer.token, 'POST', `/chat/conversations/${id}/messages`, {
      text: 'Is it solid teak?',
      product_id: product.id,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      data: {
        text: 'Is it solid teak?',
        sender_id: customer.id,
        product: { id: product.id, name: 'Teak bench', price: 1_500_000 },
      },
    });
    const unread = await call(seller.token, 'GET', '/chat/unread-count');
    expect(unread.json()).toMatchObject({ data: { count: 1 } });
    const convs = (await call(seller.token, 'GET', '/chat/conversations')).json<{ data: Json[] }>().data;
    expect(convs[0]).toMatchObject({
      unread: 1,
      other: { id: customer.id, name: 'Budi' },
      last_message: { text: 'Is it solid teak?' },
    });
    expect((await call(customer.token, 'GET', '/chat/unread-count')).json()).toMatchObject({ data: { count: 0 } });

    const read = await call(seller.token, 'PATCH', `/chat/conversations/${id}/read`);
    expect(read.json()).toMatchObject({ data: { updated: 1 } });
    expect((await call(seller.token, 'GET', '/chat/unread-count')).json()).toMatchObject({ data: { count: 0 } });
  });

  it('answers 404 when a third user reads, posts to or marks someone else’s conversation', async () => {
    const id = await start();
    expect((await call(stranger.token, 'GET', `/chat/conversations/${id}/messages`)).statusCode).toBe(404);
    expect(
      (await call(stranger.token, 'POST', `/chat/conversations/${id}/messages`, { text: 'let me in' })).statusCode,
    ).toBe(404);
    expect((await call(stranger.token, 'PATCH', `/chat/conversations/${id}/read`)).statusCode).toBe(404);
    const list = (await call(stranger.token, 'GET', '/chat/conversations')).json<{ data: unknown[] }>().data;
    expect(list).toEqual([]);
    const history = (await call(customer.token, 'GET', `/chat/conversations/${id}/messages`)).json<{
      data: { data: { text: string }[] };
    }>();
    expect(history.data.data.map((m) => m.text)).not.toContain('let me in');
  });

  it('rejects an empty message and one over 2,000 characters with 400, and stores markup as plain text', async () => {
    const id = await start();
    expect((await call(customer.token, 'POST', `/chat/conversations/${id}/messages`, { text: '   ' })).statusCode).toBe(
      400,
    );
    expect(
      (await call(customer.token, 'POST', `/chat/conversations/${id}/messages`, { text: 'x'.repeat(2001) })).statusCode,
    ).toBe(400);
    const xss = '<img src=x onerror=alert(1)>';
    const res = await call(customer.token, 'POST', `/chat/conversations/${id}/messages`, { text: xss });
    expect(res.json()).toMatchObject({ data: { text: xss } });
  });

  it('pages back through history with ?before=, oldest first within a page', async () => {
    const other = await createCustomer(db);
    const conv = await call(other.token, 'POST', '/chat/conversations', { seller_id: seller.id });
    const id = conv.json<{ data: { id: number } }>().data.id;
    const total = CHAT_PAGE_SIZE + 5;
    for (let i = 1; i <= total; i += 1) {
      await db.query('INSERT INTO messages (conversation_id, sender_id, text) VALUES ($1, $2, $3)', [
        id,
        other.id,
        `m${i}`,
      ]);
    }
    const first = (await call(other.token, 'GET', `/chat/conversations/${id}/messages`)).json<{
      data: { data: { id: number; text: string }[]; next_before: number | null };
    }>().data;
    expect(first.data).toHaveLength(CHAT_PAGE_SIZE);
    expect(first.data.at(-1)?.text).toBe(`m${total}`);
    expect(first.data[0]?.text).toBe('m6');
    expect(first.next_before).toBe(first.data[0]?.id);
    const older = (
      await call(other.token, 'GET', `/chat/conversations/${id}/messages?before=${first.next_before}`)
    ).json<{
      data: { data: { text: string }[]; next_before: number | null };
    }>().data;
    expect(older.data.map((m) => m.text)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(older.next_before).toBeNull();
  });

  it('answers 429 with retry-after to a sender over 30 messages a minute', async () => {
    const flooder = await createCustomer(db);
    const conv = await call(flooder.token, 'POST', '/chat/conversations', { seller_id: seller.id });
    const id = conv.json<{ data: { id: number } }>().data.id;
    for (let i = 0; i < MAX_MESSAGES_PER_MINUTE; i += 1) {
      expect(
        (await call(flooder.token, 'POST', `/chat/conversations/${id}/messages`, { text: `m${i}` })).statusCode,
      ).toBe(201);
    }
    const res = await call(flooder.token, 'POST', `/chat/conversations/${id}/messages`, { text: 'one more' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('notifies the recipient of a new message (and not the sender)', async () => {
    const id = await start();
    await call(seller.token, 'POST', `/chat/conversations/${id}/messages`, { text: 'Yes, solid teak.' });
    await expect
      .poll(
        async () =>
          (await call(customer.token, 'GET', '/notification')).json<{
            data: { data: { type: string; title: string; link: string }[] };
          }>().data.data[0],
      )
      .toMatchObject({ type: 'chat.message', title: 'New message from Jati Test', link: `/chat?c=${id}` });
    const sellerNotes = (await call(seller.token, 'GET', '/notification')).json<{
      data: { data: { type: string; text: string }[] };
    }>().data.data;
    expect(sellerNotes.filter((n) => n.type === 'chat.message' && n.text === 'Yes, solid teak.')).toHaveLength(0);
  });
});
