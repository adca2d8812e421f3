import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';

describe('the web app is served by the same process', async () => {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'rima-web-'));
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>RIMA FURNITURE</title><div id="root"></div>');
  fs.writeFileSync(path.join(web, 'assets', 'index-abc123.js'), 'console.log(1)');
  // the web app's public files (icons, manifest), as Vite copies them into the build
  const publicDir = path.resolve(import.meta.dirname, '../../../web/public');
  for (const file of fs.readdirSync(publicDir)) fs.copyFileSync(path.join(publicDir, file), path.join(web, file));
  const app = await buildTestApp({ WEB_DIST_DIR: web });

  // Without the web app's server entry (a build without dist-ssr) every page is the client-rendered shell; a
  // missing product's 404 comes with server rendering (modules/pages/pages.test.ts).
  it('answers the shell with a real 404 for unknown paths', async () => {
    for (const url of ['/no/such/page?x=1', '/product/detail/42/extra', '/store/1/x']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('RIMA FURNITURE');
    }
  });

  it('answers every client route with index.html (SPA fallback), revalidated by ETag', async () => {
    for (const url of ['/', '/cart', '/order/tracking?x=1', '/product?sort=cheap']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toMatch(/<title>[^<]*RIMA[^<]*<\/title>/);
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
  });

  it('serves hashed assets with a one-year immutable cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
  });

  it('keeps unknown API paths a JSON 404, not the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404 });
  });

  it('serves a web app manifest with the icon sizes browsers ask for, and /favicon.ico', async () => {
    const res = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/manifest\+json/);
    const manifest = res.json<{
      name: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    }>();
    expect(manifest).toMatchObject({ name: 'RIMA FURNITURE', start_url: '/' });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of [...manifest.icons.map((i) => i.src), '/apple-touch-icon.png']) {
      const file = await app.inject({ method: 'GET', url: icon });
      expect(file.statusCode, icon).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
    }
    const ico = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(ico.statusCode).toBe(200);
    expect(ico.headers['content-type']).toMatch(/icon/);
  });
});
