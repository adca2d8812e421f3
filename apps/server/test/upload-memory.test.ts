import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app';
import { createCustomer, createSeller } from './factories';

const MB = 1024 * 1024;
const CLIENTS = 40;
const FILES_PER_BODY = 6;
const FILE_BYTES = 5 * MB - 64 * 1024; // just under the per-photo limit: the total is what gets refused
const CHUNK = Buffer.alloc(64 * 1024, 0x61); // one chunk, written again and again: the clients hold no bodies
const BOUNDARY = 'MemTestBoundary';

/**
 * Streams a ~30 MB multipart body (six files under `image`) with chunked encoding, so the server cannot
 * refuse it by Content-Length and has to count while reading. Resolves with the status (0 = connection
 * closed without an answer) once the server has answered; stops writing as soon as it has.
 */
function streamUpload(port: number, path: string, method: string, token: string): Promise<number> {
  return new Promise((resolve) => {
    let answered = false;
    const req = http.request({
      host: '127.0.0.1',
      port,
      path,
      method,
      headers: { 'x-access-token': token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    req.on('response', (res) => {
      answered = true;
      res.resume();
      res.on('end', () => {
        req.destroy();
        resolve(res.statusCode ?? 0);
      });
    });
    req.on('error', () => {
      if (!answered) resolve(0);
    });
    async function write() {
      const send = (data: Buffer | string) =>
        new Promise<void>((done) => (req.write(data) ? done() : req.once('drain', done)));
      await send(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nKursi\r\n`);
      for (let f = 0; f < FILES_PER_BODY && !answered && !req.destroyed; f += 1) {
        await send(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="p${f}.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        );
        for (let sent = 0; sent < FILE_BYTES && !answered && !req.destroyed; sent += CHUNK.length) await send(CHUNK);
        await send('\r\n');
      }
      if (!answered && !req.destroyed) req.end(`--${BOUNDARY}--\r\n`);
    }
    void write().catch(() => {});
  });
}

/** Uploads are streamed, never held in memory. */
describe('upload memory', async () => {
  const app = await buildTestApp();
  const seller = await createSeller(app.deps.db);
  const customer = await createCustomer(app.deps.db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  it('40 concurrent uploads of 30 MB bodies grow the RSS by less than 200 MB', async () => {
    // Warm up the code paths once, so lazy loading is not counted as upload memory.
    await streamUpload(port, '/api/v1/profile/edit', 'PATCH', customer.token);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const statuses = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) =>
        i % 2 === 0
          ? streamUpload(port, '/api/v1/product/create', 'POST', seller.token)
          : streamUpload(port, '/api/v1/profile/edit', 'PATCH', customer.token),
      ),
    );
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const grownMb = (peak - before) / MB;
    console.log(`upload memory: RSS grew ${grownMb.toFixed(0)} MB for ${CLIENTS} uploads of ~30 MB`);
    // Every upload is answered (while its client is still sending) with a 4xx: too many photos / too large.
    for (const status of statuses) expect(status >= 400 && status < 500, String(status)).toBe(true);
    expect(grownMb).toBeLessThan(200);
  }, 240_000);
});
