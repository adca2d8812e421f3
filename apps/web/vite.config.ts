import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import subsetFont from 'subset-font';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { onlyUsedBootstrap } from './bootstrap-css-plugin';
import { compiledCatalogs } from './catalog-plugin';

const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');

/** Every `bi-…` class name written in the app's source. */
function iconsInSource(dir: string, found = new Set<string>()): Set<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) iconsInSource(file, found);
    else if (/\.(tsx?|css)$/.test(entry.name))
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/\bbi-[a-z0-9-]+/g)) found.add(m[0]);
  }
  return found;
}

/**
 * bootstrap-icons.css lists every icon of the set (render-blocking CSS); keep the rules of the
 * icons the shop's source names (all are written out as literal class names, see `iconsInSource`). For
 * Lighthouse on phones the icon font itself (fetched at high priority on every page, competing with the first
 * photo on a phone's link) is cut down to those glyphs too, under a name of its own content's hash.
 */
function onlyUsedIcons(): Plugin {
  return {
    name: 'rima-only-used-icons',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (!file.endsWith('bootstrap-icons/font/bootstrap-icons.css')) return null;
      const used = iconsInSource(srcDir);
      const kept = code.replace(/^\.(bi-[a-z0-9-]+)::before \{ content: "[^"]*"; \}\n?/gm, (rule, name: string) =>
        used.has(name) ? rule : '',
      );
      const glyphs = [...kept.matchAll(/::before \{ content: "\\([0-9a-f]+)"/g)]
        .map((m) => String.fromCodePoint(parseInt(m[1] ?? '0', 16)))
        .join('');
      // The cut-down fonts are files of their own, so Vite names them (and the CSS) by their content.
      const out = path.join(path.dirname(file), '..', '..', '.cache', 'rima-icons');
      fs.mkdirSync(out, { recursive: true });
      let css = kept;
      for (const format of ['woff2', 'woff'] as const) {
        const font = fs.readFileSync(path.join(path.dirname(file), 'fonts', `bootstrap-icons.${format}`));
        const target = path.join(out, `bootstrap-icons.${format}`);
        fs.writeFileSync(target, await subsetFont(font, glyphs, { targetFormat: format }));
        const relative = path.relative(path.dirname(file), target).split(path.sep).join('/');
        css = css.replace(new RegExp(`url\\("\\./fonts/bootstrap-icons\\.${format}\\?[^"]*"\\)`), `url("${relative}")`);
      }
      return { code: css, map: null };
    },
  };
}

/**
 * Writes `.vite/chunk-modules.json` (each JavaScript chunk → the source modules in it), so
 * scripts/route-sizes.mjs can check that no shopper route loads a byte of the operator console.
 */
function chunkModules(): Plugin {
  const root = path.resolve(srcDir, '..', '..', '..');
  return {
    name: 'rima-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        map[item.fileName] = item.moduleIds.map((id) => path.relative(root, id.split('?')[0] ?? id));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(map) });
    },
  };
}

/**
 * The modules a server-rendered page needs beyond the entry's and the home page's, as one group of chunks
 * (docs/decisions/060): on a slow phone link each chunk costs a request (400 ms of latency on slow 3G, six at a
 * time), so the product page's few dozen small shared chunks become a handful (`rendered`: lazy modules its server
 * rendering shows, which its hydration would otherwise fetch one after the other). Computed once the module graph
 * is known (buildEnd), read by the code-splitting group's test during chunking.
 */
function routeBundles(
  pages: string[],
  rendered: string[],
): {
  plugin: Plugin;
  test: (id: string) => boolean;
  home: (id: string) => boolean;
} {
  const captured = new Set<string>();
  const homeShared = new Set<string>();
  const plugin: Plugin = {
    name: 'rima-route-bundles',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const closure = (starts: string[], seen = new Set<string>()) => {
        const stack = [...starts];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const find = (suffix: string) => ids.filter((id) => id.endsWith(suffix));
      const entry = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      // The home page keeps its own chunks (its initial JavaScript has a budget, docs/decisions/003): a module
      // that is the home page's, or that imports one (the group would take it along), stays out.
      const home = new Set([...closure(find('/home/home-page.tsx'))].filter((id) => !entry.has(id)));
      const wanted = closure([...pages, ...rendered].flatMap(find));
      // what the home page shares with these pages is one chunk of its own
      for (const id of home) if (wanted.has(id) && !/-page\.tsx$|\.catalog\.js$/.test(id)) homeShared.add(id);
      for (const id of wanted) {
        if (entry.has(id) || /-page\.tsx$|\/features\/ops\/|\.catalog\.js$/.test(id)) continue;
        if (![...closure([id])].some((dep) => home.has(dep))) captured.add(id);
      }
    },
  };
  return { plugin, test: (id) => captured.has(id), home: (id) => homeShared.has(id) };
}
// With the page, the lazy parts its server rendering shows (hydration would wait for each of them in turn).
const productBundle = routeBundles(
  ['/catalog/product-detail-page.tsx'],
  ['/shipping/ongkir-line.tsx', '/vouchers/voucher-strip.tsx'],
);

/**
 * The service worker (src/sw/sw.ts, docs/decisions/057) as /sw.js, with its precache list: the app shell — the
 * entry's JavaScript and what it imports (read from the build's manifest), the styles, the Latin fonts and icon
 * font, the icon and the offline page. The lazy pages' chunks are cached as they are visited (sw.ts).
 */
function serviceWorker(): PluginOption {
  let outDir = '';
  const shellScripts = (): Set<string> => {
    const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; imports?: string[] }
    >;
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    Object.keys(manifest)
      .filter((key) => manifest[key]?.isEntry)
      .forEach(visit);
    return files;
  };
  return [
    {
      name: 'rima-sw-out-dir',
      apply: 'build',
      configResolved(config) {
        outDir = path.resolve(config.root, config.build.outDir);
      },
    },
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // registered by public/start-after-paint.js once the page has loaded: no byte in the app's JavaScript
      injectRegister: false,
      // public/manifest.webmanifest is the app's manifest
      manifest: false,
      injectManifest: {
        globPatterns: [
          'offline.html',
          'favicon.svg',
          'icon-192.png',
          'assets/*.{js,css}',
          'assets/jost-latin-[0-9]*.woff2',
          'assets/bootstrap-icons*.woff2',
        ],
        manifestTransforms: [
          (entries) => {
            const shell = shellScripts();
            return { manifest: entries.filter((e) => !e.url.endsWith('.js') || shell.has(e.url)), warnings: [] };
          },
        ],
      },
    }),
  ];
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    onlyUsedIcons(),
    onlyUsedBootstrap(path.dirname(srcDir)),
    compiledCatalogs(),
    chunkModules(),
    productBundle.plugin,
    ...(isSsrBuild ? [] : [serviceWorker()]),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
  build: isSsrBuild
    ? // `vite build --ssr src/entry-server.tsx`: one self-contained ES module for Node that the server
      // imports; its own React is the production build, whatever NODE_ENV the server runs with.
      { outDir: 'dist-ssr', sourcemap: true, emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        sourcemap: true,
        // scripts/route-sizes.mjs and the server's pages module read the manifest (what each route loads)
        manifest: true,
        // Keep the home route's initial JavaScript small: vendor code the home page needs sits in its own
        // long-cached chunks; every other route is a lazy chunk (see app/routes.tsx).
        chunkSizeWarningLimit: 600,
        // The operator console's chunks and the seller's pages (Balance, the product pages) are not preloaded
        // with their dependencies from the entry: every dependency name would sit in every shopper's first chunk.
        modulePreload: {
          resolveDependencies: (file: string, deps: string[]) =>
            /\/(ops-app|balance-page|my-product-page|create-product-page|edit-product-page)-[^/]*\.js$/.test(`/${file}`)
              ? []
              : deps,
        },
        rolldownOptions: {
          output: {
            // The entry names every lazy page's files (to preload them): seven hash characters tell the files
            // apart as well as eight do (the bundler's least for this many), and each name sits in every page's first chunk (docs/decisions/003).
            entryFileNames: 'assets/[name]-[hash:7].js',
            chunkFileNames: 'assets/[name]-[hash:7].js',
            assetFileNames: 'assets/[name]-[hash:7][extname]',
            // What every page loads first is one chunk: a dozen small shared chunks compress worse than one
            // (docs/decisions/003).
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'] },
                { name: 'home-shared', test: productBundle.home },
                // The catalogue's endpoint descriptions ride in the chunk of the web's catalogue API slice: on
                // their own they are a tiny chunk the home page loads and the entry names (decision 035).
                {
                  name: 'catalog-api',
                  test: /\/(features\/catalog\/catalog-api\.ts|shared\/src\/endpoints\/catalog\.ts)$/,
                },
                {
                  name: 'product',
                  test: productBundle.test,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 40_000,
                },
              ],
            },
          },
        },
      },
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true, target: 'node' as const },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
}));
