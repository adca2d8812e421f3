// Prints the gzip size of the JavaScript each route loads: the entry chunk and its static imports (what the
// HTML loads) plus the route's lazy page chunk and its static imports, and the message catalogues of that code
// in one language. Reads Vite's manifest of a build.
// Usage: node scripts/route-sizes.mjs [distDir]   (default apps/web/dist; run `npm run build` first)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// docs/decisions/003: the home page may load at most 15 kB gzip above the mandated stack's floor,
// which scripts/stack-floor.mjs measures (its largest variant). `npm run bench` measures it and passes it in
// STACK_FLOOR_KB; run alone, this script assumes the default below, its last measured figure.
const STACK_FLOOR_KB = Number(process.env.STACK_FLOOR_KB ?? 132.2);
const HOME_BUDGET_KB = STACK_FLOOR_KB + 15;
const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`No manifest at ${manifestPath}: build the web app first (npm run build).`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const gzipCache = new Map();
const gz = (file) => {
  if (!gzipCache.has(file))
    gzipCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};

/** Files (JS) a manifest entry loads before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}
const files = (keys) => new Set([...keys].map((k) => manifest[k].file));
const sum = (set) => [...set].reduce((n, f) => n + gz(f), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryFiles = files(closure(entryKey));
const entrySize = sum(entryFiles);
const pages = Object.keys(manifest).filter((k) => /-page\.tsx$/.test(k) && manifest[k].isDynamicEntry);

// A page also loads, in the visitor's language, the message catalogues its code asks for
// (`i18n/en.json?catalog`, each its own chunk). Counted in the larger of the two languages.
const catalogsOf = (keys, language) => {
  const out = new Set();
  for (const key of keys)
    for (const dynamic of manifest[key].dynamicImports ?? [])
      if (dynamic.endsWith(`/i18n/${language}.json.catalog.js`)) out.add(manifest[dynamic].file);
  return out;
};

const rows = pages.map((key) => {
  const keys = new Set([...closure(entryKey), ...closure(key)]);
  const code = files(keys);
  const strings = Math.max(sum(catalogsOf(keys, 'en')), sum(catalogsOf(keys, 'id')));
  return { page: key.replace(/^src\/features\//, ''), kb: (sum(code) + strings) / 1024 };
});
rows.sort((a, b) => a.kb - b.kb);

const kb = (n) => `${n.toFixed(1).padStart(6)} kB`;
console.log(`entry (every route)            ${kb(entrySize / 1024)} gzip`);
for (const r of rows) console.log(`${r.page.padEnd(40)} ${kb(r.kb)} gzip`);
const home = rows.find((r) => r.page === 'home/home-page.tsx');
if (!home) {
  console.error('\nNo home page chunk (src/features/home/home-page.tsx) in the manifest: cannot check its budget.');
  process.exitCode = 1;
} else {
  const ok = home.kb <= HOME_BUDGET_KB;
  // Enforced: `npm run test:e2e` runs this script, and a home page over its budget fails it.
  if (!ok) process.exitCode = 1;
  console.log(
    `\nhome page initial JavaScript: ${home.kb.toFixed(1)} kB gzip (budget ${HOME_BUDGET_KB.toFixed(1)} kB = stack floor ${STACK_FLOOR_KB.toFixed(1)} + 15: ${ok ? 'within' : 'OVER'})`,
  );
}

// The shopper's pages load no byte of the operator console. Every chunk the entry or a shopper page
// loads (itself and its static imports) is checked against the modules Vite put in it
// (.vite/chunk-modules.json, written by apps/web/vite.config.ts): none may come from features/ops or from the
// console's chart library.
const modulesPath = path.join(dist, '.vite', 'chunk-modules.json');
if (fs.existsSync(modulesPath)) {
  const chunkModules = JSON.parse(fs.readFileSync(modulesPath, 'utf8'));
  const isConsole = (id) => /(^|\/)features\/ops\//.test(id) || /node_modules\/(chart\.js|@kurkle\/color)\//.test(id);
  const shopperPages = pages.filter((k) => !k.startsWith('src/features/ops/'));
  const leaks = [];
  for (const key of [entryKey, ...shopperPages]) {
    for (const file of files(closure(key))) {
      for (const id of chunkModules[file] ?? []) if (isConsole(id)) leaks.push(`${key} loads ${file}: ${id}`);
    }
  }
  const opsChunks = Object.entries(chunkModules).filter(([, ids]) => ids.some(isConsole)).length;
  if (leaks.length > 0) {
    console.error(`\nshopper routes load operator console code:\n  ${leaks.slice(0, 20).join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `\noperator console: ${opsChunks} chunks, none loaded by the entry or any of the ${shopperPages.length} shopper pages`,
    );
  }
} else {
  console.error('\nNo .vite/chunk-modules.json: cannot check that shopper pages load no console code.');
  process.exitCode = 1;
}
