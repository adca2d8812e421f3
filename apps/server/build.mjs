// Bundles the server into dist/server.js with esbuild: our code and the shared contract (TypeScript sources)
// go in; npm dependencies stay external and load from node_modules at run time.
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@rima/shared');

fs.rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
// The server, and the worker threads it loads next to server.js: the embedded database's
// (src/db/pglite-thread.ts) and the one that composes server-rendered pages (src/modules/pages/pages.render-thread.ts).
for (const [source, bundle] of [
  ['./src/server.ts', './dist/server.js'],
  ['./src/db/pglite-worker.ts', './dist/pglite-worker.js'],
  ['./src/modules/pages/pages.render-worker.ts', './dist/pages-render-worker.js'],
]) {
  await build({
    entryPoints: [new URL(source, import.meta.url).pathname],
    outfile: new URL(bundle, import.meta.url).pathname,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    external,
    logLevel: 'warning',
  });
}
