import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp } from './build-test-app';
import type { PageRenderer } from '../src/modules/pages/pages.service';

const webRoot = path.resolve(import.meta.dirname, '../../web');

/**
 * The web app's server entry from its sources (apps/web/src/entry-server.tsx), as `npm run build` bundles it:
 * server tests render real pages without a build. A file URL keeps TypeScript from checking the web sources
 * with the server's settings (they are checked by the web workspace).
 */
export async function loadWebRenderer(): Promise<PageRenderer> {
  const entry = new URL('src/entry-server.tsx', `file://${webRoot}/`).href;
  return (await import(/* @vite-ignore */ entry)) as PageRenderer;
}

/**
 * An app serving the web app's pages: the source index.html as the template, a small manifest naming a page
 * chunk, and the renderer from the sources.
 */
export async function buildShopApp(env: Record<string, string> = {}) {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'rima-web-'));
  fs.mkdirSync(path.join(web, '.vite'));
  fs.copyFileSync(path.join(webRoot, 'index.html'), path.join(web, 'index.html'));
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-1.js' },
    '_card.js': { file: 'assets/card-1.js', imports: ['_react.js'] },
    'src/features/catalog/product-detail-page.tsx': {
      file: 'assets/product-detail-page-1.js',
      imports: ['_react.js', '_card.js', 'index.html'],
      css: ['assets/product-detail-page-1.css'],
    },
  };
  fs.writeFileSync(path.join(web, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const renderer = await loadWebRenderer();
  const renders: string[] = [];
  const counting: PageRenderer = {
    isServerRendered: (pathname) => renderer.isServerRendered(pathname),
    render: (request) => {
      renders.push(request.url);
      return renderer.render(request);
    },
  };
  const app = await buildTestApp({ WEB_DIST_DIR: web, ...env }, { pageRenderer: counting });
  /** The URLs rendered so far (a cached page is not rendered again). */
  return Object.assign(app, { renders });
}
