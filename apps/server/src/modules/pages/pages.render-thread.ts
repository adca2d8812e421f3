import type { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { PageEntry } from './pages.cache';
import type { ApiText, ComposePage, ComposeRequest } from './pages.compose';
import type { FromThread, RenderThreadData, ToThread } from './pages.render-worker';
import { startWorkerThread } from '../../worker-thread';

/** A render that takes longer is abandoned (the visitor gets the client-rendered page) and the thread restarted. */
const RENDER_TIMEOUT_MS = 10_000;
/** The render thread's heap: a render that needs more ends the thread (restarted), not the server. */
const RENDER_HEAP_MB = 256;

export type RenderThreads = { compose: ComposePage; close(): Promise<void> };

/** A page asked for, or still composing, when the server closes its render threads (logged at debug level). */
export class RenderThreadsClosedError extends Error {
  constructor() {
    super('the render threads are closed');
  }
}

type Job = {
  resolve: (entry: PageEntry | undefined) => void;
  reject: (error: Error) => void;
  fetchApi: (key: string) => Promise<ApiText>;
  timer: NodeJS.Timeout;
};

function spawn(data: RenderThreadData): Worker {
  const worker = (name: string) => new URL(name, import.meta.url);
  return startWorkerThread(worker('./pages-render-worker.js'), worker('./pages.render-worker.ts'), {
    workerData: data,
    resourceLimits: { maxOldGenerationSizeMb: RENDER_HEAP_MB },
  });
}

const asBuffer = (bytes: Uint8Array | undefined) =>
  bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** One thread and the pages it is composing; started with its first page, started anew after a failure. */
function renderThread(data: RenderThreadData, log: FastifyBaseLogger, timeoutMs: number) {
  const jobs = new Map<number, Job>();
  let worker: Worker | undefined;
  let nextId = 1;

  /** Fails the thread's pages and ends it (its last page's error, an exit, a timeout, close). */
  function retire(thread: Worker, error: Error): Promise<unknown> {
    if (worker !== thread) return Promise.resolve();
    worker = undefined;
    for (const job of jobs.values()) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    jobs.clear();
    thread.removeAllListeners();
    thread.on('error', () => undefined);
    return thread.terminate();
  }

  function answer(thread: Worker, message: Extract<FromThread, { type: 'fetch' }>) {
    const job = jobs.get(message.id);
    if (!job) return;
    const { id, call } = message;
    const send = (reply: ToThread) => {
      if (worker === thread) thread.postMessage(reply);
    };
    job.fetchApi(message.key).then(
      (answer) => send({ type: 'answer', id, call, answer }),
      (error: unknown) => send({ type: 'answer', id, call, error: String(error) }),
    );
  }

  function start(): Worker {
    const thread = spawn(data);
    thread.unref();
    thread.on('message', (message: FromThread) => {
      if (message.type === 'fetch') {
        answer(thread, message);
        return;
      }
      const job = jobs.get(message.id);
      if (!job) return;
      jobs.delete(message.id);
      clearTimeout(job.timer);
      if (message.type === 'failed') {
        job.reject(new Error(message.message));
        return;
      }
      const entry = message.entry;
      job.resolve(
        entry && {
          ...entry,
          body: asBuffer(entry.body) ?? Buffer.alloc(0),
          br: asBuffer(entry.br),
          gzip: asBuffer(entry.gzip),
        },
      );
    });
    thread.on('error', (error) => {
      log.error({ err: error }, 'a render thread failed; starting another for the next page');
      void retire(thread, error);
    });
    thread.on('exit', (code) => void retire(thread, new Error(`the render thread exited (${code})`)));
    return thread;
  }

  return {
    /** Pages in progress: the pool gives the next page to the thread with the fewest. */
    get busy() {
      return jobs.size;
    },
    compose(request: ComposeRequest, fetchApi: (key: string) => Promise<ApiText>): Promise<PageEntry | undefined> {
      const thread = (worker ??= start());
      const id = nextId++;
      return new Promise<PageEntry | undefined>((resolve, reject) => {
        const timer = setTimeout(() => {
          log.error({ url: request.url, timeoutMs }, 'a page took too long to render; restarting its render thread');
          void retire(thread, new Error(`rendering ${request.url} took over ${timeoutMs} ms`));
        }, timeoutMs);
        jobs.set(id, { resolve, reject, fetchApi, timer });
        thread.postMessage({ type: 'compose', id, request } satisfies ToThread);
      });
    },
    async close() {
      if (worker) await retire(worker, new RenderThreadsClosedError());
    },
  };
}

/**
 * Server-rendered pages composed in worker threads (docs/decisions/026): a page's render (most of its CPU) runs
 * beside the event loop that serves everything else, and the memory it allocates is collected in the thread's
 * own small heap. A thread asks this one for the page's API answers (answered in-process, from the caches) and
 * hands back the page's entry, its bytes moved. Each thread starts with its first page; one that fails, exits or
 * hangs past RENDER_TIMEOUT_MS fails the pages it was composing (their visitors get the client-rendered page) and
 * is started anew for the next one.
 */
export function startRenderThreads(options: {
  webDist: string;
  rendererFile: string;
  count: number;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}): RenderThreads {
  const { log, timeoutMs = RENDER_TIMEOUT_MS } = options;
  const data: RenderThreadData = { webDist: options.webDist, rendererFile: options.rendererFile };
  const threads = Array.from({ length: Math.max(1, options.count) }, () => renderThread(data, log, timeoutMs));
  let closed = false;
  return {
    compose(request, fetchApi) {
      if (closed) return Promise.reject(new RenderThreadsClosedError());
      const least = threads.reduce((a, b) => (b.busy < a.busy ? b : a));
      return least.compose(request, fetchApi);
    },
    async close() {
      closed = true;
      await Promise.all(threads.map((thread) => thread.close()));
    },
  };
}
