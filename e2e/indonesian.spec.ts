import { restoreEnglish } from './accounts-helpers';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, live, test } from './fixtures';
import { firstWithoutOptions } from './social-helpers';

// The interface in Bahasa Indonesia. Switching is remembered (cookie), survives a reload and a login
// (and is stored on the account), and pages show no English words of the interface.

const PASSWORD = 'rimademo123';
const CUSTOMER = 'customer@rima.test';

// English words of the interface that Indonesian does not borrow. ('Chat', 'Checkout', 'Blog', 'FAQ', 'Total',
// 'Subtotal', 'E-mail', 'Tag', 'SKU' and 'Virtual Account' are used in Indonesian shops too.) Short function
// words (of, to, on, by, …) catch sentences left in English that name no interface noun.
const ENGLISH = new RegExp(
  `\\b(${[
    'the|an|of|to|on|in|by|or|it|we|our|my|your|you|this|that|these|is|are|was|will|has|have|not|and|with|for|from',
    'add|added|cart|order|orders|payment|pay|paid|price|search|account|shop|home|loading|page|next|previous|about',
    'details|description|reviews?|shipping|free|items?|back|continue|cancel|please|select|choose|apply|update',
    'remove|delete|view|see|all|more|latest|popular|explore|now|tracking|track|favou?rites?|notifications?|message',
    'send|save|edit|profile|password|yes|close|sign|login|logout|register|quantity|stock|sold|products?|category',
    'categories|company|useful|links|contact|opening|hours|rights|reserved|copyright|testimonial|customers|partners',
    'discount|coupon|width|depth|height|weight|colou?r|size|store|stores|delivery|deliver|courier|address|method',
    'waiting|processing|shipped|delivered|completed|cancelled|status|amount|expires|day|days|date|time|assembly',
    'receipt|confirm|received|number|summary|simulate|billing|buy|bought|questions|read|additional|information',
  ].join('|')})\\b`,
  'i',
);
/** Names Indonesian shops use as they are. */
const BORROWED = ['Virtual Account'];

/** Names that come from the catalogue's data (products, stores, brands, categories), not from the interface. */
async function dataNames(request: APIRequestContext): Promise<string[]> {
  const names = new Set<string>();
  const list = await request.get('/api/v1/product?limit=50&sortby=latest');
  const rows = ((await list.json()) as { data: { data: Record<string, unknown>[] } }).data.data;
  const popular = await request.get('/api/v1/product?limit=50&sortby=popular');
  rows.push(...((await popular.json()) as { data: { data: Record<string, unknown>[] } }).data.data);
  for (const row of rows)
    for (const field of ['name', 'description', 'brand', 'category', 'store_name', 'seller_name', 'username'])
      if (typeof row[field] === 'string' && row[field]) names.add(row[field]);
  const categories = await request.get('/api/v1/category');
  if (categories.ok()) {
    const body = (await categories.json()) as { data: { name?: string }[] };
    for (const c of body.data ?? []) if (c.name) names.add(c.name);
  }
  return [...names, ...BORROWED].sort((a, b) => b.length - a.length);
}

/** Every English interface word on the page (visible text and accessible labels), data names left out. */
async function englishOn(page: Page, names: string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [hidden], [aria-hidden="true"], svg text')) continue;
      const text = node.textContent?.trim();
      if (text) out.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(attr);
        if (value && !el.closest('[aria-hidden="true"]')) out.push(value);
      }
    return out;
  });
  const found: string[] = [];
  // (Names in any case: a label may lowercase one, "Kurangi jumlah sofa …".)
  const patterns = names.map((name) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'));
  for (let text of texts) {
    for (const pattern of patterns) text = text.replace(pattern, ' ');
    const word = ENGLISH.exec(text);
    if (word) found.push(`${word[0]} in "${text.slice(0, 80)}"`);
  }
  return found;
}

async function expectIndonesian(page: Page, names: string[]) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  // Lazily loaded parts (popular products, testimonials) are on the page when scrolled to. (A logged-in page
  // keeps its live-events stream open, so the network is never idle for long.)
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('.spinner-border, .skeleton')).toHaveCount(0);
  await expect.poll(() => englishOn(page, names), { timeout: 5_000 }).toEqual([]);
}

// Other journeys log in with these accounts and expect English: leave them as they were.
test.afterAll(async ({ request }) => {
  for (const email of [CUSTOMER, 'seller@rima.test']) {
    const login = await request.post('/api/v1/auth/login', { data: { emailOrusername: email, password: PASSWORD } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    await restoreEnglish(request, [token]);
  }
});

test('a visitor switches to Bahasa Indonesia: remembered across a reload and a login, stored on the account', async ({
  page,
  request,
}) => {
  const names = await dataNames(request);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await expect(page.getByRole('link', { name: 'Beranda', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Produk terbaru' })).toBeVisible();
  await expect(page.locator('.shop-card__price').first()).toHaveText(/^Rp\d{1,3}(\.\d{3})*$/);
  await expectIndonesian(page, names);

  await page.reload();
  await expect(page.getByRole('link', { name: 'Beranda', exact: true })).toBeVisible();
  await expectIndonesian(page, names);

  // Logging in keeps the choice and saves it on the account.
  await page.goto('/login');
  await page.locator('input[name="emailOrusername"]').fill(CUSTOMER);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Beranda', exact: true })).toBeVisible();
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { token?: string }).token,
  );
  await expect
    .poll(async () => {
      const profile = await request.get('/api/v1/profile', { headers: { 'x-access-token': token ?? '' } });
      return ((await profile.json()) as { data: { profileUser: { language: string }[] } }).data.profileUser[0]
        ?.language;
    })
    .toBe('id');

  // The footer's switch goes back to English.
  await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a browser that prefers Indonesian gets it without choosing; an account’s language follows its login', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ locale: 'id-ID' });
  const page = live(await context.newPage());
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Beranda', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await context.close();

  // An account set to Indonesian, logging in on an English browser that never chose: Indonesian.
  const login = await request.post('/api/v1/auth/login', {
    data: { emailOrusername: 'seller@rima.test', password: PASSWORD },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const form = { language: 'id' };
  expect(
    (await request.patch('/api/v1/profile/edit', { headers: { 'x-access-token': token }, multipart: form })).ok(),
  ).toBe(true);
  const english = await browser.newContext({ locale: 'en-US' });
  const second = live(await english.newPage());
  await second.goto('/login');
  await second.locator('input[name="emailOrusername"]').fill('seller@rima.test');
  await second.locator('input[name="password"]').fill(PASSWORD);
  await second.locator('form button[type="submit"]').click();
  await expect(second.getByRole('link', { name: 'Beranda', exact: true })).toBeVisible();
  await english.close();
});

/** The customer's own data on the journey's pages (addresses), which the detector leaves out too. */
async function customerNames(request: APIRequestContext): Promise<string[]> {
  const login = await request.post('/api/v1/auth/login', { data: { emailOrusername: CUSTOMER, password: PASSWORD } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const answer = await request.get('/api/v1/addresses', { headers: { 'x-access-token': token } });
  const names: string[] = [];
  for (const address of ((await answer.json()) as { data: Record<string, unknown>[] }).data)
    for (const value of Object.values(address)) {
      if (typeof value === 'string' && /[a-z]{2}/i.test(value)) names.push(value);
      if (value && typeof value === 'object' && 'name' in value && typeof value.name === 'string')
        names.push(value.name);
    }
  return names;
}

test('the full buying journey in Bahasa Indonesia leaves no English on any page', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const names = [...(await dataNames(request)), ...(await customerNames(request))].sort((a, b) => b.length - a.length);
  // The cheapest product in stock, found by its name through the header search.
  const cheap = await request.get('/api/v1/product?price=cheap&limit=20');
  const rows = ((await cheap.json()) as { data: { data: { id: number; name: string; stock: number }[] } }).data.data;
  const product = await firstWithoutOptions(request, rows, 1);
  if (!product) throw new Error('no product in stock');
  names.unshift(product.name);

  const context = await browser.newContext({ locale: 'en-US' });
  const page = live(await context.newPage());

  // Home: the visitor chooses Indonesian.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await expect(page.getByRole('heading', { name: 'Produk terbaru' })).toBeVisible();
  await expectIndonesian(page, names);

  // The product list.
  await page.getByRole('navigation').getByRole('link', { name: 'Belanja', exact: true }).first().click();
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.locator('.product-grid .product-card__name').first()).toBeVisible();
  await expectIndonesian(page, names);

  // The header search suggests the product as the name is typed; Enter on the suggestion opens it.
  const box = page.getByRole('combobox', { name: 'Cari produk' });
  await box.click();
  await box.pressSequentially(product.name, { delay: 20 });
  const option = page
    .getByRole('listbox', { name: 'Saran pencarian' })
    .getByRole('option')
    .filter({ hasText: product.name })
    .first();
  await expect(option).toBeVisible();
  const texts = await page.getByRole('listbox', { name: 'Saran pencarian' }).getByRole('option').allTextContents();
  const index = texts.findIndex((text) => text.includes(product.name));
  for (let i = 0; i <= index; i += 1) await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/detail/${product.id}$`));
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await expectIndonesian(page, names);

  // A visitor's 'Add to cart' keeps the item in the browser's cart; logging in to check out brings it over.
  await page.getByRole('button', { name: 'Masukkan keranjang' }).click();
  await expect(page.getByText('1 barang ditambahkan ke keranjang Anda')).toBeVisible();
  await page
    .getByRole('link', { name: /^Keranjang/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cart/);
  await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
  await expectIndonesian(page, names);
  await page.getByRole('link', { name: 'Masuk untuk checkout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectIndonesian(page, names);
  await page.locator('input[name="emailOrusername"]').fill(CUSTOMER);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();

  // The cart, now the account's.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('button', { name: 'Lanjut ke Checkout' })).toBeVisible();
  await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
  await expectIndonesian(page, names);

  // The checkout: the default address, the cheapest service per store, a slot for bulky items, BCA.
  await page.getByRole('button', { name: 'Lanjut ke Checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout/);
  await expect(page.getByRole('heading', { name: 'Detail pengiriman' })).toBeVisible();
  await expectIndonesian(page, names);
  for (const slots of await page.getByRole('group', { name: /^Jam pengiriman pada / }).all()) {
    // the first window with room: journeys before this one may have filled the earliest
    await slots.locator('button:enabled').first().click();
  }
  await page.getByRole('combobox', { name: 'Metode pembayaran' }).selectOption('bca_va');
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();

  // The payment page, paid in the sandbox.
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  await expect(page.getByTestId('va-number')).toBeVisible();
  await expectIndonesian(page, names);
  await page.getByRole('button', { name: 'Simulasikan pembayaran' }).click();

  // The order's page (one order; several go to the list), then the list of my orders and an order from it.
  await expect(page).toHaveURL(/\/order(\/\d+|\?tab=packed)$/);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expectIndonesian(page, names);
  await page.goto('/order?tab=packed');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectIndonesian(page, names);
  await page.getByRole('article').first().getByRole('link', { name: 'Detail' }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await expectIndonesian(page, names);
  await context.close();
});
