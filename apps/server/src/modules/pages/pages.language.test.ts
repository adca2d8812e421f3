import { describe, expect, it } from 'vitest';
import { buildShopApp } from '../../../test/web-pages';

const host = 'shop.example';

describe('GET /language (the language switch before the app has loaded)', async () => {
  const app = await buildShopApp();

  it('sets the language cookie and goes back to the page it came from, which then renders in that language', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/language?lang=id',
      headers: { host, referer: `http://${host}/product?search=sofa` },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/product?search=sofa');
    expect(res.headers['set-cookie']).toMatch(/^rima_lang=id; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    const page = await app.inject({
      method: 'GET',
      url: '/product?search=sofa',
      headers: { host, cookie: 'rima_lang=id' },
    });
    expect(page.body).toContain('<html lang="id"');
  });

  it('prefers its own next path, and never leaves the site', async () => {
    const go = async (query: string, referer?: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/language?lang=en&${query}`,
          headers: { host, ...(referer ? { referer } : {}) },
        })
      ).headers.location;
    expect(await go('next=%2Fcart')).toBe('/cart');
    expect(await go('next=%2F%2Fevil.example')).toBe('/');
    expect(await go('next=%2F%5Cevil.example')).toBe('/');
    expect(await go('next=https%3A%2F%2Fevil.example')).toBe('/');
    expect(await go('', 'https://evil.example/phish')).toBe('/');
    expect(await go('', 'not a url')).toBe('/');
  });

  it('refuses a language the shop does not speak with a 400 naming the field', async () => {
    for (const url of ['/language?lang=fr', '/language', '/language?lang=id&lang=en']) {
      const res = await app.inject({ method: 'GET', url, headers: { host } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('lang');
    }
  });
});
