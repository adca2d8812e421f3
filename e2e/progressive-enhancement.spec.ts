import { type Browser, type Page } from '@playwright/test';
import { expect, live, test } from './fixtures';

// A phone on a slow network reads a server-rendered page long before its JavaScript has arrived (docs/decisions/060):
// the header search and the language switch are plain forms, and "Add to cart" already works for a visitor.
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'id-ID' };

async function phone(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled });
  const page = await context.newPage();
  return javaScriptEnabled ? live(page) : page;
}

/** Searches "sofa" from the header box of the home page and lands on its results, in Bahasa Indonesia. */
async function searchSofa(page: Page) {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  const box = page.getByRole('search').locator('input[name="search"]');
  await box.fill('sofa');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\?search=sofa$/);
  const names = page.locator('.product-grid .product-card__name');
  await expect(names.first()).toBeVisible();
  expect((await names.allTextContents()).some((name) => /sofa/i.test(name))).toBe(true);
}

/** Switches the shop to English with the footer's switch (the header's sits in the closed phone menu). */
async function switchToEnglish(page: Page) {
  const path = new URL(page.url()).pathname + new URL(page.url()).search;
  const footer = page.locator('.site-footer');
  await expect(footer.getByRole('button', { name: 'Bahasa Indonesia' })).toHaveAttribute('aria-pressed', 'true');
  await footer.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(footer.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('search').locator('input[name="search"]')).toHaveAttribute('placeholder', /search/i);
  // back on the page it was switched on
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
}

test('without JavaScript at 390 px: the header search lists the results and the language switch switches', async ({
  browser,
}) => {
  const page = await phone(browser, false);
  await searchSofa(page);
  await switchToEnglish(page);
  // the choice is remembered: the next page comes in English too
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.context().close();
});

test('with JavaScript at 390 px: the same search and switch, handled by the app without a page load', async ({
  browser,
}) => {
  const page = await phone(browser, true);
  await searchSofa(page);
  // hydrated: the switch changes the language in place (no navigation to /language)
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await switchToEnglish(page);
  expect(navigations).toEqual([]);
  await page.context().close();
});

test('before the app has loaded, "Add to cart" puts the product in the visitor’s cart', async ({ browser }) => {
  const page = await phone(browser, true);
  // the app's modules never arrive: only the server-rendered page and its small start-up script
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const list = (await (await page.request.get('/api/v1/product?limit=20')).json()) as {
    data: { data: { id: number }[] };
  };
  let path: string | undefined;
  for (const row of list.data.data) {
    const detail = (await (await page.request.get(`/api/v1/product/${row.id}`)).json()) as {
      data: { product: { option_names: string[]; stock: number }[] };
    };
    const product = detail.data.product[0];
    if (product && product.option_names.length === 0 && product.stock > 1) {
      path = `/product/detail/${row.id}`;
      break;
    }
  }
  expect(path).toBeDefined();
  await page.goto(path ?? '/');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  await page.locator('.purchase__cart').first().click();
  await expect(page.getByRole('status').filter({ hasText: /1 barang ditambahkan ke keranjang/ })).toBeVisible();
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('rima.guestCart') ?? '[]') as unknown[]);
  // the line the app would add: the product (and its default variant, as the page shows it), one unit
  expect(cart).toEqual([expect.objectContaining({ product_id: Number(path?.split('/').pop()), qty: 1 })]);
  await page.context().close();
});
