// The render threads (docs/decisions/026): real worker threads running pages.render-worker.ts, with a small
// server entry written for the test (the web app's own is built by `npm run build`; e2e/server-rendering.spec.ts
// drives it through the built server, whose pages are composed in a render thread).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiText, ComposeRequest } from './pages.compose';
import { RenderThreadsClosedError, startRenderThreads, type RenderThreads } from './pages.render-thread';

const ENTRY = `
import { threadId } from 'node:worker_threads';
export const isServerRendered = () => true;
export async function render({ url, lang, fetchApi }) {
  if (url === '/crash') process.exit(3); // in a worker thread: ends the thread, not the process
  if (url === '/hang') return new Promise(() => {});
  if (url === '/fail') throw new Error('the page broke');
  const id = Number(url.split('/').pop());
  const { body } = await fetchApi('/api/v1/product/' + id);
  const name = body.data.product[0].name;
  return { status: 200, title: name, html: '<h1>' + name + '</h1>', state: { lang, threadId }, sources: [] };
}
`;

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>RIMA</title></head>' +
  '<body><div id="root"><!--app-html--><!--/app-html--></div></body></html>';

let webDist: string;
let threads: RenderThreads;
const asked: string[] = [];
const fetchApi = async (key: string): Promise<ApiText> => {
  asked.push(key);
  const id = Number(key.split('/').pop());
  const product = { id, name: `Kursi ${id}`, description: 'Kursi jati', price: 1_250_000, stock: 3, brand: 'Jepara' };
  const detail = { ...product, category: 'Kursi', seller_id: 2, seller_name: 'Toko Jati' };
  return { status: 200, text: JSON.stringify({ data: { product: [detail], image: [], relaited: [] } }) };
};
const page = (url: string): ComposeRequest => ({
  url,
  pathname: url,
  base: 'http://shop.test',
  lang: 'id',
  encoding: 'br',
});

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rima-render-thread-'));
  webDist = path.join(dir, 'dist');
  fs.mkdirSync(webDist);
  fs.writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
  fs.mkdirSync(`${webDist}-ssr`);
  fs.writeFileSync(path.join(`${webDist}-ssr`, 'entry-server.mjs'), ENTRY);
  threads = startRenderThreads({
    webDist,
    rendererFile: path.join(`${webDist}-ssr`, 'entry-server.mjs'),
    count: 2,
    log: pino({ level: 'silent' }),
    timeoutMs: 3_000,
  });
  // Both threads load their renderer now, so that a busy machine's slow start is not counted as a hang.
  await Promise.all([1, 2].map((id) => threads.compose(page(`/p/${id}`), fetchApi)));
}, 30_000);
afterAll(async () => {
  await threads.close();
});

describe('render threads', () => {
  it("compose a page in another thread, with this thread's API answers: document, tags, Brotli bytes", async () => {
    const entry = await threads.compose(page('/product/detail/7'), fetchApi);
    expect(entry?.status).toBe(200);
    const html = entry?.body.toString() ?? '';
    expect(html).toContain('<html lang="id">');
    expect(html).toContain('<title>Kursi 7</title>');
    expect(html).toContain('<div id="root"><h1>Kursi 7</h1></div>');
    expect(html).toContain('"priceCurrency":"IDR"'); // the head tags (page-seo.ts), written in the thread
    const state = /<script id="rima-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
    expect((JSON.parse(state) as { threadId: number }).threadId).toBeGreaterThan(0);
    expect(asked).toContain('/api/v1/product/7');
    // the page is dropped when product 7 changes (pages.tags.ts)
    expect(entry?.tags).toEqual({ catalog: [{ ids: [7, 7] }], stores: false });
    expect(Buffer.isBuffer(entry?.body)).toBe(true);
    expect(zlib.brotliDecompressSync(entry?.br ?? Buffer.alloc(0)).equals(entry?.body ?? Buffer.alloc(1))).toBe(true);
    expect(entry?.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('share pages between the threads: each composes its own', async () => {
    const entries = await Promise.all([11, 12, 13, 14].map((id) => threads.compose(page(`/p/${id}`), fetchApi)));
    expect(entries.map((e) => /<title>(.*?)<\/title>/.exec(e?.body.toString() ?? '')?.[1])).toEqual([
      'Kursi 11',
      'Kursi 12',
      'Kursi 13',
      'Kursi 14',
    ]);
    const used = new Set(entries.map((e) => /"threadId":(\d+)/.exec(e?.body.toString() ?? '')?.[1]));
    expect(used.size).toBe(2);
  });

  it("fail a page whose render throws, with the render's error", async () => {
    await expect(threads.compose(page('/fail'), fetchApi)).rejects.toThrow('the page broke');
    expect((await threads.compose(page('/p/8'), fetchApi))?.status).toBe(200);
  });

  it('fail the pages of a thread that exits, and start another for the next page', async () => {
    await expect(threads.compose(page('/crash'), fetchApi)).rejects.toThrow(/exited/);
    const entry = await threads.compose(page('/p/9'), fetchApi);
    expect(entry?.body.toString()).toContain('<title>Kursi 9</title>');
  });

  it('give up on a render that hangs, restart its thread, and go on', async () => {
    const started = Date.now();
    await expect(threads.compose(page('/hang'), fetchApi)).rejects.toThrow(/took over 3000 ms/);
    expect(Date.now() - started).toBeLessThan(10_000); // given up on, not waited for (with room for a busy machine)
    expect((await threads.compose(page('/p/10'), fetchApi))?.status).toBe(200);
  });

  it('fail the pages in progress and refuse new ones once closed, as closed', async () => {
    const other = startRenderThreads({
      webDist,
      rendererFile: path.join(`${webDist}-ssr`, 'entry-server.mjs'),
      count: 1,
      log: pino({ level: 'silent' }),
    });
    expect((await other.compose(page('/p/5'), fetchApi))?.status).toBe(200);
    // a page still composing when the threads close fails as closed (the service logs it at debug level)
    const composing = expect(other.compose(page('/hang'), fetchApi)).rejects.toBeInstanceOf(RenderThreadsClosedError);
    await other.close();
    await composing;
    await expect(other.compose(page('/p/6'), fetchApi)).rejects.toBeInstanceOf(RenderThreadsClosedError);
  });
});
