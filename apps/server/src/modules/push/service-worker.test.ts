import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';

// The service worker (apps/web/src/sw/sw.ts, built to /sw.js) and its offline page, as the server hands them out.
describe('the service worker’s files', async () => {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'rima-web-'));
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>RIMA</title><div id="root"></div>');
  fs.writeFileSync(path.join(web, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  fs.copyFileSync(
    path.resolve(import.meta.dirname, '../../../../web/public/offline.html'),
    path.join(web, 'offline.html'),
  );
  const app = await buildTestApp({ WEB_DIST_DIR: web });

  it('serves /sw.js from the root (scope /), as JavaScript, revalidated on every check for an update', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // the page's CSP: the worker comes from our own origin ('self' of script-src, which worker-src falls back to)
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(res.headers['content-security-policy'])).not.toContain('worker-src');
  });

  it('serves the offline page in Bahasa Indonesia first, then English, with no script', async () => {
    const res = await app.inject({ method: 'GET', url: '/offline.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body.indexOf('Anda sedang offline')).toBeGreaterThan(-1);
    expect(res.body.indexOf('Anda sedang offline')).toBeLessThan(res.body.indexOf('You are offline'));
    expect(res.body).not.toContain('<script');
  });
});
