import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, completeOrderViaApi, productOf } from './social-helpers';
import { operatorLogIn } from './ops-helpers';

// Every route of the app, as a visitor, a customer, a seller and an operator, at two phone widths and a desktop
// width: no page is wider than the viewport, and axe-core finds no serious or critical violation.
const WIDTHS = [360, 390, 1366];

type Role = 'visitor' | 'customer' | 'seller' | 'operator';

async function routesFor(page: Page, role: Role): Promise<string[]> {
  const request = page.request;
  const seller = await apiLogin(request, 'seller@rima.test');
  const product = await productOf(request, seller.id);
  if (role === 'visitor') {
    return [
      '/',
      '/about',
      '/blog',
      '/blog/detail/caring-for-teak',
      '/page/contact',
      '/faq',
      '/product',
      '/kategori/kamar-tidur/ranjang-dipan',
      `/product/detail/${product.id}`,
      `/store/${seller.id}`,
      '/forgot',
      '/order/tracking',
      '/login',
      '/register',
      '/error',
      '/ops/setup',
    ];
  }
  if (role === 'customer') {
    const customer = await apiLogin(request, 'customer2@rima.test');
    const orderId = await completeOrderViaApi(request, customer.token, seller.token, product.id);
    return [
      '/cart',
      '/cart/checkout',
      '/order',
      `/order/${orderId}`,
      '/favorite',
      '/profile',
      '/chat',
      '/notification',
      `/product/detail/${product.id}`,
      '/admin/my-order',
      // The address book; the checkout with an address and couriers is /cart/checkout above
      '/profile/addresses',
    ];
  }
  if (role === 'operator') {
    // The operator console (the seeded failed refund's order is order 1).
    return [
      '/ops',
      '/ops/stores',
      '/ops/products',
      '/ops/reports',
      '/ops/customers',
      '/ops/orders',
      '/ops/orders/1',
      '/ops/coupons',
      '/ops/contact',
      '/ops/payouts',
      '/ops/audit',
    ];
  }
  return [
    '/admin/balance',
    '/admin/my-product',
    '/admin/my-order',
    '/admin/create-product',
    `/admin/edit-product/${product.id}`,
    '/admin/delivery',
    '/profile',
    '/chat',
    '/notification',
    '/order',
  ];
}

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('rimademo123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function audit(page: Page, route: string, width: number) {
  await page.goto(route);
  // Some pages poll (chat, payment): network idle is waited for a while, not forever.
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  // Lazy pages and their data settle; no spinner left.
  await expect(page.locator('.full-screen-loader')).toHaveCount(0);
  const overflow = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    culprits: [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`),
  }));
  expect
    .soft(overflow.scrollWidth, `${route} at ${width}px is wider than the viewport: ${overflow.culprits.join(', ')}`)
    .toBeLessThanOrEqual(overflow.innerWidth);
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
  expect.soft(bad, `axe on ${route} at ${width}px`).toEqual([]);
}

for (const role of ['visitor', 'customer', 'seller', 'operator'] as const) {
  for (const width of WIDTHS) {
    test(`${role} routes at ${width}px fit the screen and pass axe`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: width > 1000 ? 800 : 780 });
      if (role === 'customer') await logIn(page, 'customer2@rima.test');
      if (role === 'seller') await logIn(page, 'seller@rima.test');
      if (role === 'operator') await operatorLogIn(page);
      for (const route of await routesFor(page, role)) await audit(page, route, width);
    });
  }
}
