import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, firstWithoutOptions, PASSWORD, type Row } from './social-helpers';

// Paying the Indonesian way in the sandbox: QRIS, a bank's virtual account, GoPay on a phone, card instalments.

/** The account's language (it follows the login), and a cart of one product sold without options. */
async function shopper(request: APIRequestContext, email: string, language: 'id' | 'en') {
  const { token } = await apiLogin(request, email);
  const headers = { 'x-access-token': token };
  expect((await request.patch('/api/v1/profile/edit', { headers, multipart: { language } })).ok()).toBe(true);
  expect((await request.delete('/api/v1/cart', { headers })).ok()).toBe(true);
  const list = await request.get('/api/v1/product?limit=30');
  const product = await firstWithoutOptions(request, ((await list.json()) as { data: { data: Row[] } }).data.data, 2);
  if (!product) throw new Error('no product in stock without options');
  const added = await request.post('/api/v1/cart/add', { headers, data: { product_id: product.id, qty: 1 } });
  expect(added.ok(), await added.text()).toBe(true);
  return headers;
}

/** Logs in with the form's fields by name (the labels are in the account's language). */
async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.locator('input[name="emailOrusername"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
}

/** The checkout with the default address and each store's cheapest service; the slot of bulky items. */
async function checkOut(page: Page, slotGroup: RegExp, method: string, label: string, button: string) {
  await page.goto('/cart/checkout');
  const select = page.getByRole('combobox', { name: label });
  await expect(select).toBeEnabled();
  for (const slots of await page.getByRole('group', { name: slotGroup }).all()) {
    await slots.getByRole('button').first().click();
  }
  await select.selectOption(method);
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/\d+$/);
}

test.describe('on a phone, in Indonesian', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // The other journeys meet this account in English.
  test.afterAll(async ({ request }) => {
    const { token } = await apiLogin(request, 'customer@rima.test');
    const headers = { 'x-access-token': token };
    await request.patch('/api/v1/profile/edit', { headers, multipart: { language: 'en' } });
  });

  test('QRIS: the QR code, then paid from another tab: this page turns paid by itself', async ({ page, request }) => {
    await shopper(request, 'customer@rima.test', 'id');
    await logIn(page, 'customer@rima.test');
    await checkOut(page, /^Jam pengiriman pada /, 'qris', 'Metode pembayaran', 'Checkout');

    await expect(page.getByRole('heading', { name: 'Menunggu Pembayaran' })).toBeVisible();
    const qr = page.getByRole('img', { name: 'Kode QR QRIS untuk dipindai' });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await expect(page.getByRole('timer')).toHaveText(/^\d\d:\d\d:\d\d$/);
    await expect(page.getByText('Aplikasi QRIS apa pun')).toBeVisible();
    const box = await qr.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);

    // The sandbox's control, used in a second tab (as a shopper's phone would pay): no reload of this one.
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
    const other = await page.context().newPage();
    await other.goto(page.url());
    await other.getByRole('button', { name: 'Simulasikan pembayaran' }).click();
    await expect(other).toHaveURL(/\/order(\/\d+|\?tab=packed)$/);
    await other.close();
    await expect(page.getByRole('heading', { name: 'Pembayaran diterima' })).toBeVisible();
    expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true);
  });
});

test('BRI virtual account in English: the number to copy, BRImo steps, simulated, paid', async ({ page, request }) => {
  await shopper(request, 'customer2@rima.test', 'en');
  await logIn(page, 'customer2@rima.test');
  await checkOut(page, /^Time windows on /, 'bri_va', 'Payment method', 'Check Out');

  await expect(page.getByTestId('payment-method')).toHaveText('BRI Virtual Account');
  await expect(page.getByTestId('va-number')).toHaveText(/^26215\d{11}$/);
  await expect(page.getByRole('button', { name: 'Copy BRI virtual account' })).toBeVisible();
  await expect(page.getByText('Open BRImo and choose BRIVA.')).toBeVisible();
  await page.getByRole('button', { name: 'Simulate payment' }).click();
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
  await expect(page).toHaveURL(/\/order(\/\d+|\?tab=packed)$/);
});
