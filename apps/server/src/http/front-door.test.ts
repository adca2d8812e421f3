import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createProduct, createSeller } from '../../test/factories';

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A real HTTP request (the front door sits in the server's handler; inject() would go around it). */
function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const withoutDate = ({ date: _date, ...rest }: Raw['headers']) => rest;

describe('front door: catalogue cache hits answered before Fastify', async () => {
  const app = await buildTestApp({ METRICS_TOKEN: 'front-door-metrics' });
  const { db } = app.deps;
  const seller = await createSeller(db);
  const product = await createProduct(db, seller.id, { name: 'Front Door Teak Bench', stock: 4 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const counter = async (name: string) => {
    const text = (await get(port, '/metrics', { authorization: 'Bearer front-door-metrics' })).body.toString();
    return Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? 0);
  };
  const hits = async () => [await counter('catalog_cache_hits_total'), await counter('http_front_door_answers_total')];

  const cases = [
    ['a list, browser encodings', '/api/v1/product?limit=6&page=1&sortby=latest', { 'accept-encoding': 'gzip, br' }],
    [
      'a list, gzip only, with an Origin',
      '/api/v1/product?limit=6&fbclid=x',
      { 'accept-encoding': 'gzip', origin: 'http://a.example' },
    ],
    ['a detail, no encoding', `/api/v1/product/${product.id}`, {}],
  ] as const;

  for (const [name, path, headers] of cases) {
    it(`answers ${name} with the same status, headers and bytes as Fastify`, async () => {
      const [hitsBefore = 0, frontBefore = 0] = await hits();
      const miss = await get(port, path, headers); // computed by the route (Fastify)
      const hit = await get(port, path, headers); // from the front door
      expect(await hits()).toEqual([hitsBefore + 1, frontBefore + 1]);
      expect(miss.status).toBe(200);
      expect(hit.status).toBe(200);
      expect(withoutDate(hit.headers)).toEqual(withoutDate(miss.headers));
      expect(hit.body.equals(miss.body)).toBe(true);
      expect(hit.headers.vary).toBe('Origin, Accept-Encoding');
    });
  }

  it('answers 304 for a matching If-None-Match exactly as the route does', async () => {
    const path = '/api/v1/product?limit=6&page=1&sortby=latest';
    const { etag } = (await get(port, path)).headers;
    const front = await get(port, path, { 'if-none-match': String(etag) });
    // a trailing slash is not the front door's form: the route's onRequest hook answers it from the same entry
    const routed = await get(port, '/api/v1/product/?limit=6&page=1&sortby=latest', { 'if-none-match': String(etag) });
    expect(front.status).toBe(304);
    expect(routed.status).toBe(304);
    expect(withoutDate(front.headers)).toEqual(withoutDate(routed.headers));
    expect(front.body.length).toBe(0);
  });

  it('leaves requests picked for the log sample to Fastify', async () => {
    const sampled = await buildTestApp({ REQUEST_LOG_SAMPLE: '1', METRICS_TOKEN: 'sampled-metrics-token' });
    await sampled.listen({ port: 0, host: '127.0.0.1' });
    const p = (sampled.server.address() as AddressInfo).port;
    await get(p, '/api/v1/product?limit=6');
    await get(p, '/api/v1/product?limit=6');
    const text = (await get(p, '/metrics', { authorization: 'Bearer sampled-metrics-token' })).body.toString();
    expect(/^catalog_cache_hits_total 1$/m.test(text)).toBe(true);
    expect(/^http_front_door_answers_total 0$/m.test(text)).toBe(true);
  });

  it('leaves HEAD, bodies, unknown ids and bad input to Fastify', async () => {
    const path = `/api/v1/product/${product.id}`;
    await get(port, path);
    const head = await get(port, path, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await get(port, '/api/v1/product/999999999')).status).toBe(404);
    expect((await get(port, '/api/v1/product/abc')).status).toBe(404);
    const bad = await get(port, '/api/v1/product?limit=-1');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body.toString())).toMatchObject({ statusCode: 400 });
  });

  it('is exactly fresh: a write drops the entry before the writer reads again', async () => {
    const path = `/api/v1/product/${product.id}`;
    await get(port, path);
    await db.query('UPDATE products SET name = $1 WHERE id = $2', ['Front Door Oak Bench', product.id]);
    const after = JSON.parse((await get(port, path)).body.toString()) as { data: { product: { name: string }[] } };
    expect(after.data.product[0]?.name).toBe('Front Door Oak Bench');
  });

  it('counts its answers in the per-route latency histogram', async () => {
    const path = `/api/v1/product/${product.id}`;
    await get(port, path);
    const read = async () => {
      const text = (await get(port, '/metrics', { authorization: 'Bearer front-door-metrics' })).body.toString();
      const line = text
        .split('\n')
        .find((l) => l.startsWith('http_request_duration_seconds_count') && l.includes('route="/api/v1/product/:id"'));
      return Number(line?.split(' ')[1] ?? 0);
    };
    const before = await read();
    await get(port, path);
    await get(port, path);
    expect(await read()).toBe(before + 2);
  });
});
