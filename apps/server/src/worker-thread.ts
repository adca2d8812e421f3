import fs from 'node:fs';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running `bundled` (the worker's bundle next to dist/server.js, as build.mjs writes it) or, when
 * the server runs from its TypeScript sources (tests, `npm run dev`), `source` through tsx's loader, registered
 * inside the new thread. Used by db/pglite-thread.ts and modules/pages/pages.render-thread.ts.
 */
export function startWorkerThread(bundled: URL, source: URL, options: WorkerOptions): Worker {
  if (import.meta.url.endsWith('.js') && fs.existsSync(bundled)) return new Worker(bundled, options);
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source.href)}); })`;
  return new Worker(boot, { ...options, eval: true });
}
