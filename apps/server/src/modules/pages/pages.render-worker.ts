/**
 * The render thread (docs/decisions/026): composes server-rendered pages — React's render, the head tags, the
 * inline rules, the document's bytes and their compressed form (pages.compose.ts) — beside the server's event
 * loop, in a heap of its own. pages.render-thread.ts is the other side. The page's API answers come from the
 * main thread (its caches, its database pools) as JSON text.
 * Messages in: compose (a page), answer (an API answer this thread asked for).
 * Messages out: fetch (an API answer, by its key), done (the page's entry, its buffers moved, not copied) or
 * failed (the error's message).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { PageEntry } from './pages.cache';
import {
  createPageComposer,
  readWebBuild,
  type ApiText,
  type ComposeRequest,
  type PageRenderer,
} from './pages.compose';

export type ToThread =
  | { type: 'compose'; id: number; request: ComposeRequest }
  | { type: 'answer'; id: number; call: number; answer: ApiText }
  | { type: 'answer'; id: number; call: number; error: string };

export type FromThread =
  | { type: 'fetch'; id: number; call: number; key: string }
  | { type: 'done'; id: number; entry: PageEntry | undefined }
  | { type: 'failed'; id: number; message: string };

export type RenderThreadData = { webDist: string; rendererFile: string };

const port = parentPort;
if (!port) throw new Error('pages.render-worker runs as a worker thread');
const { webDist, rendererFile } = workerData as RenderThreadData;

const composing = (async () => {
  const renderer = (await import(pathToFileURL(rendererFile).href)) as PageRenderer;
  return createPageComposer(readWebBuild(webDist), renderer);
})();

type Waiting = { resolve: (answer: ApiText) => void; reject: (error: Error) => void };
const waiting = new Map<string, Waiting>();
let nextCall = 1;

const post = (message: FromThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** A buffer's bytes as an ArrayBuffer of their own, to move: a slice of a shared pool is copied first. */
function movable(bytes: Buffer | undefined, transfer: ArrayBuffer[]): Buffer | undefined {
  if (!bytes) return undefined;
  const own =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer
      ? bytes
      : Buffer.from(bytes);
  transfer.push(own.buffer as ArrayBuffer);
  return own;
}

async function compose(id: number, request: ComposeRequest) {
  try {
    const composePage = await composing;
    const fetchApi = (key: string) =>
      new Promise<ApiText>((resolve, reject) => {
        const call = nextCall++;
        waiting.set(`${id}:${call}`, { resolve, reject });
        post({ type: 'fetch', id, call, key });
      });
    const entry = await composePage(request, fetchApi);
    const transfer: ArrayBuffer[] = [];
    const moved = entry && {
      ...entry,
      body: movable(entry.body, transfer) ?? entry.body,
      br: movable(entry.br, transfer),
      gzip: movable(entry.gzip, transfer),
    };
    post({ type: 'done', id, entry: moved }, transfer);
  } catch (error) {
    post({ type: 'failed', id, message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

port.on('message', (message: ToThread) => {
  if (message.type === 'compose') {
    void compose(message.id, message.request);
    return;
  }
  const key = `${message.id}:${message.call}`;
  const call = waiting.get(key);
  if (!call) return;
  waiting.delete(key);
  if ('answer' in message) call.resolve(message.answer);
  else call.reject(new Error(message.error));
});
