import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInThroughUi } from './accounts-helpers';
import { PASSWORD } from './social-helpers';

/**
 * The built app runs under the Content-Security-Policy the server sends, with no violation
 * on any page a visitor, a customer or a seller opens (the live WebSocket, photos, toasts included).
 */
function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => {
    if (/Content Security Policy/i.test(err.message)) violations.push(`${page.url()}: ${err.message}`);
  });
  return violations;
}

async function visit(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
}

test('the SPA and the API answer with the security headers', async ({ request }) => {
  // Pages carry the document policy; JSON answers the API set (decision 022): nothing may run or be framed.
  const expected: Record<string, string> = {
    '/': "script-src 'self'",
    '/api/v1/product?limit=1': "default-src 'none'",
  };
  for (const [url, policy] of Object.entries(expected)) {
    const res = await request.get(url);
    const csp = res.headers()['content-security-policy'] ?? '';
    expect(csp).toContain(policy);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(res.headers()['referrer-policy']).toBeTruthy();
  }
  const list = await request.get('/api/v1/product?limit=1');
  const image = ((await list.json()) as { data: { data: { image: string }[] } }).data.data[0]?.image ?? '';
  const photo = await request.get(new URL(image, 'http://x').pathname);
  expect(photo.ok()).toBe(true);
  expect(photo.headers()['x-content-type-options']).toBe('nosniff');
  expect(photo.headers()['content-security-policy']).toContain("default-src 'self'");
});

test('a visitor, a customer and a seller browse without CSP violations', async ({ page }) => {
  const violations = watchCsp(page);
  await visit(page, ['/', '/product', '/login', '/register', '/page/contact', '/faq', '/about', '/order/tracking']);
  await page.goto('/product');
  await page.locator('a[href^="/product/detail/"]').first().click();
  await page.waitForLoadState('networkidle');

  await logInThroughUi(page, 'customer@rima.test', PASSWORD);
  await visit(page, ['/cart', '/order', '/chat', '/notification', '/profile', '/favorite']);

  await page.evaluate(() => localStorage.clear());
  await logInThroughUi(page, 'seller@rima.test', PASSWORD);
  await visit(page, ['/admin/my-product', '/admin/create-product', '/admin/my-order', '/chat', '/profile']);
  expect(violations).toEqual([]);
});

test('Swagger UI works under its own CSP', async ({ page }) => {
  const violations = watchCsp(page);
  await page.goto('/api/docs/');
  // Swagger UI renders the whole document in the browser: slow on a loaded machine
  await expect(page.getByText('RIMA marketplace API').first()).toBeVisible({ timeout: 30_000 });
  expect(violations).toEqual([]);
});
