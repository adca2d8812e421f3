import { type Page, type Response } from '@playwright/test';
import { expect, live, test } from './fixtures';
import { logInThroughUi } from './accounts-helpers';
import { PASSWORD, type Row } from './social-helpers';

// Public pages come rendered from the server and hydrate in the browser without a warning, without
// asking again for what came with the HTML; the HTML is the same for everyone, the viewer's own parts follow.

type Query = { status: string; endpointName: string; originalArgs: unknown };

/** The RTK Query entries the page's HTML handed over (#rima-data), fulfilled ones only. */
function handedOver(html: string): Query[] {
  const json = /<script id="rima-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) return [];
  const queries = (JSON.parse(json) as { api: { queries: Record<string, Query> } }).api.queries;
  return Object.values(queries).filter((q) => q.status === 'fulfilled');
}

/** The API request (path, sorted query) a handed-over entry stands for — the web app's endpoints. */
function requestOf(q: Query): string {
  const args = (q.originalArgs ?? {}) as Record<string, unknown>;
  const query = (params: Record<string, unknown>) => {
    const pairs = Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => `${k}=${String(v)}`)
      .sort();
    return pairs.length ? `?${pairs.join('&')}` : '';
  };
  switch (q.endpointName) {
    case 'listProducts':
      return `/api/v1/product${query(args)}`;
    case 'getProduct':
      return `/api/v1/product/${String(q.originalArgs)}`;
    case 'listCategoryTree':
      return '/api/v1/categories?tree=1';
    case 'listCategories':
    case 'listBrands':
    case 'listSizes':
    case 'listColors':
      return `/api/v1/${q.endpointName.slice(4).toLowerCase()}`;
    case 'getStore': {
      const { sellerId, ...rest } = args;
      return `/api/v1/store/${String(sellerId)}${query(rest)}`;
    }
    case 'listReviews':
      return `/api/v1/reviews${query({ product_id: args.productId, page: args.page })}`;
    default:
      throw new Error(`no request known for ${q.endpointName}`);
  }
}

const normalise = (url: string) => {
  const u = new URL(url);
  const pairs = [...u.searchParams.entries()].map(([k, v]) => `${k}=${v}`).sort();
  return `${u.pathname}${pairs.length ? `?${pairs.join('&')}` : ''}`;
};

/** Console errors, page errors and API requests while a page loads and hydrates. */
function watch(page: Page) {
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (msg) => {
    // the document's own 404 status is reported as a failed resource; everything else is a problem
    if (msg.type() === 'error' && !/status of 404/.test(msg.text())) problems.push(msg.text());
    if (/hydrat/i.test(msg.text())) problems.push(msg.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/') && !request.url().includes('/api/v1/images/'))
      requests.push(normalise(request.url()));
  });
  return { problems, requests };
}

async function openAndHydrate(page: Page, path: string): Promise<Response> {
  const response = await page.goto(path);
  if (!response) throw new Error(`no response for ${path}`);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  return response;
}

async function somePages(page: Page) {
  const res = await page.request.get('/api/v1/product?limit=1&sortby=latest');
  const first = ((await res.json()) as { data: { data: Row[] } }).data.data[0];
  if (!first) throw new Error('no product in the demo catalogue');
  return [
    '/',
    '/?page=2',
    '/product',
    '/product?category=Furniture&sort=cheap&page=1',
    '/kategori/kamar-tidur',
    '/kategori/kamar-tidur/ranjang-dipan?sort=cheap',
    '/product?search=lemari',
    `/product/detail/${first.id}`,
    `/store/${first.seller_id}`,
    '/about',
    '/blog',
    '/blog/detail/caring-for-teak',
    '/faq',
    '/page/contact',
    '/error',
    '/no/such/page',
    '/product/detail/999999',
    '/kategori/no-such-room',
  ];
}

test('hydrating every public page logs no error and asks for none of the data that came with the HTML', async ({
  page,
}) => {
  for (const path of await somePages(page)) {
    const seen = watch(page);
    const response = await openAndHydrate(page, path);
    const html = await response.text();
    expect(html, path).toContain('id="rima-data"'); // server-rendered, not the client shell
    const embedded = new Set(handedOver(html).map(requestOf));
    expect(seen.problems, path).toEqual([]);
    expect(
      seen.requests.filter((r) => embedded.has(r)),
      `${path} asked again for what its HTML carried`,
    ).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
    page.removeAllListeners('request');
  }
});

test('a visitor and a logged-in customer get the same HTML, then each their own header', async ({ page, browser }) => {
  const res = await page.request.get('/api/v1/product?limit=1&sortby=latest');
  const first = ((await res.json()) as { data: { data: Row[] } }).data.data[0];
  const path = `/product/detail/${first?.id ?? 1}`;

  const visitorSeen = watch(page);
  const visitorHtml = await (await openAndHydrate(page, path)).text();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.locator('.dropdown-menu.show').getByRole('link', { name: 'Login' })).toBeVisible();
  const chatIcon = (p: Page) => p.locator('.site-header a.header-icon[href="/chat"]');
  await expect(chatIcon(page)).toHaveCount(0);
  expect(visitorSeen.problems).toEqual([]);

  const customer = live(await (await browser.newContext()).newPage());
  await logInThroughUi(customer, 'customer@rima.test', PASSWORD);
  const customerSeen = watch(customer);
  const customerHtml = await (await openAndHydrate(customer, path)).text();
  expect(customerHtml).toBe(visitorHtml);
  // the customer's own header: their menu and the links only a logged-in user has
  await customer.getByRole('button', { name: 'Account menu' }).click();
  const menu = customer.locator('.dropdown-menu.show');
  await expect(menu.getByRole('link', { name: 'My Orders' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(chatIcon(customer)).toHaveCount(1);
  expect(customerSeen.problems).toEqual([]);
  await customer.context().close();
});

test('a page is rendered in the visitor’s language and hydrates in it (language cookie)', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'rima_lang', value: 'id', url: baseURL ?? 'http://127.0.0.1' }]);
  const page = await context.newPage();
  for (const path of ['/', '/about', '/no/such/page']) {
    const seen = watch(page);
    const html = await (await openAndHydrate(page, path)).text();
    expect(html, path).toContain('<html lang="id"');
    expect(await page.evaluate(() => document.documentElement.lang), path).toBe('id');
    expect(seen.problems, path).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
    page.removeAllListeners('request');
  }
  await context.close();
});

/** Every element of #root: its box and the computed styles that show (what the first paint draws). */
function paintedStyles() {
  const props = [
    'display',
    'position',
    'color',
    'background-color',
    'background-image',
    'font-family',
    'font-size',
    'font-weight',
    'line-height',
    'margin',
    'padding',
    'border',
    'border-radius',
    'box-shadow',
    'opacity',
    'visibility',
    'object-fit',
    'text-align',
    'text-transform',
  ];
  return [...document.querySelectorAll('#root *')].map((element, i) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const before = getComputedStyle(element, '::before').content;
    const drawn = props.map((p) => `${p}:${style.getPropertyValue(p)}`).join(';');
    return `${i} ${element.tagName} ${box.x},${box.y},${box.width},${box.height} ${drawn} ::before ${before}`;
  });
}

test('a server-rendered page paints with its inline rules exactly as with the whole stylesheets', async ({
  page: api,
  browser,
}) => {
  const res = await api.request.get('/api/v1/product?limit=1&sortby=latest');
  const first = ((await res.json()) as { data: { data: Row[] } }).data.data[0];
  const paths = ['/', '/product', `/product/detail/${first?.id ?? 1}`, `/store/${first?.seller_id ?? 1}`, '/faq'];
  const viewports = [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ];
  for (const viewport of viewports) {
    // no script: the page stays as the server sent it, with only the rules inlined for its markup
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(path);
      const later = page.locator('link[data-rima-later]');
      expect(await later.count(), path).toBeGreaterThan(0);
      // the whole sheets are not fetched before the app enables them
      const sheets = () =>
        page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.css')).length);
      expect(await sheets(), path).toBe(0);
      await page.evaluate(() => document.fonts.ready);
      const inline = await page.evaluate(paintedStyles);
      // now the whole sheets, enabled as entry-client does
      await page.evaluate(() => {
        for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-rima-later]')) link.disabled = false;
      });
      // Chromium without scripts sometimes never loads a re-enabled sheet (seen on CI):
      // after 3 s the link is replaced by an enabled copy of itself, which loads the same sheet.
      const loaded = () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[data-rima-later]')].every((link) => link.sheet),
        );
      for (let waited = 0; !(await loaded()); waited += 100) {
        if (waited === 3_000) {
          await page.evaluate(() => {
            for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-rima-later]')) {
              if (link.sheet) continue;
              const copy = link.cloneNode() as HTMLLinkElement;
              copy.disabled = false;
              link.replaceWith(copy);
            }
          });
        }
        await page.waitForTimeout(100);
      }
      const whole = await page.evaluate(paintedStyles);
      expect(whole.length, path).toBe(inline.length);
      expect(
        whole.filter((line, i) => line !== inline[i]),
        `${path} at ${viewport.width} px: elements drawn differently once the whole stylesheets apply`,
      ).toEqual([]);
    }
    await context.close();
  }
});
