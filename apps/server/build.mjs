// Bundles the server into dist/server.js with esbuild: our code and the shared contract (TypeScript sources)
// go in; npm dependencies stay external and load from node_modules at run time.
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@rima/shared');

fs.rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile: new URL('./dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
// The embedded database's worker thread (src/db/pglite-thread.ts loads it next to server.js).
await build({
  entryPoints: [new URL('./src/db/pglite-worker.ts', import.meta.url).pathname],
  outfile: new URL('./dist/pglite-worker.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
