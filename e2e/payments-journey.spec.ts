import { restoreEnglish } from './accounts-helpers';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, firstWithoutOptions, PASSWORD, type Row } from './social-helpers';

// Paying the Indonesian way in the sandbox: QRIS, a bank's virtual account, GoPay on a phone, card instalments
// with 3-D Secure. Each journey is seen in both languages: it starts in one and the footer's switch (no reload)
// turns it to the other before the payment goes through.

/** The footer's language switch: the page changes language in place. */
async function switchTo(page: Page, language: 'English' | 'Bahasa Indonesia') {
  await page.getByRole('contentinfo').getByRole('button', { name: language }).click();
}

// The journeys switch these accounts' language: other specs meet them in English.
test.afterAll(async ({ request }) => {
  for (const email of ['customer@rima.test', 'customer2@rima.test']) {
    await restoreEnglish(request, [(await apiLogin(request, email)).token]);
  }
});

/** The account's language (it follows the login), and a cart of one product sold without options. */
async function shopper(request: APIRequestContext, email: string, language: 'id' | 'en', minPrice = 0) {
  const { token } = await apiLogin(request, email);
  const headers = { 'x-access-token': token };
  expect((await request.patch('/api/v1/profile/edit', { headers, multipart: { language } })).ok()).toBe(true);
  expect((await request.delete('/api/v1/cart', { headers })).ok()).toBe(true);
  const list = await request.get(`/api/v1/product?limit=30&min_price=${minPrice}`);
  const rows = ((await list.json()) as { data: { data: Row[] } }).data.data.filter((r) => r.price >= minPrice);
  const product = await firstWithoutOptions(request, rows, 2);
  if (!product) throw new Error('no product in stock without options');
  const addToCart = async () => {
    const added = await request.post('/api/v1/cart/add', { headers, data: { product_id: product.id, qty: 1 } });
    expect(added.ok(), await added.text()).toBe(true);
  };
  await addToCart();
  return { headers, addToCart };
}

/** Logs in with the form's fields by name (the labels are in the account's language). */
async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.locator('input[name="emailOrusername"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
}

/** The checkout with the default address and each store's cheapest service; the first window for bulky items. */
async function chooseAtCheckout(page: Page, method: string, label: string) {
  await page.goto('/cart/checkout');
  const select = page.getByRole('combobox', { name: label });
  await expect(select).toBeEnabled();
  await expect(page.getByTestId('checkout-total')).toBeVisible();
  // The stores' slot pickers (the services' fieldsets carry a test id), each clicked once its windows loaded.
  for (const store of await page.locator('fieldset.delivery-store:not([data-testid])').all()) {
    // the first window with room: journeys before this one may have filled the earliest
    await store.locator('.slot-grid').locator('button:enabled').first().click();
  }
  await select.selectOption(method);
}

async function checkOut(page: Page, method: string, label: string, button: string) {
  await chooseAtCheckout(page, method, label);
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/\d+$/);
}

test.describe('on a phone, in Indonesian', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('QRIS: the QR code, then paid from another tab: this page turns paid by itself', async ({ page, request }) => {
    await shopper(request, 'customer@rima.test', 'id');
    await logIn(page, 'customer@rima.test');
    await checkOut(page, 'qris', 'Metode pembayaran', 'Checkout');

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
    // The same page in English, switched in place.
    await switchTo(page, 'English');
    await expect(page.getByRole('img', { name: 'QRIS QR code to scan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Waiting for payment' })).toBeVisible();
    await other.getByRole('button', { name: 'Simulasikan pembayaran' }).click();
    await expect(other).toHaveURL(/\/order(\/\d+|\?tab=packed)$/);
    await other.close();
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true);
  });
});

test('BRI virtual account in English: the number to copy, BRImo steps, simulated, paid', async ({ page, request }) => {
  await shopper(request, 'customer2@rima.test', 'en');
  await logIn(page, 'customer2@rima.test');
  await checkOut(page, 'bri_va', 'Payment method', 'Check Out');

  await expect(page.getByTestId('payment-method')).toHaveText('BRI Virtual Account');
  await expect(page.getByTestId('va-number')).toHaveText(/^26215\d{11}$/);
  await expect(page.getByRole('button', { name: 'Copy BRI virtual account' })).toBeVisible();
  await expect(page.getByText('Open BRImo and choose BRIVA.')).toBeVisible();
  await switchTo(page, 'Bahasa Indonesia');
  await expect(page.getByRole('button', { name: 'Salin Virtual account BRI' })).toBeVisible();
  await expect(page.getByText('Buka BRImo lalu pilih BRIVA.')).toBeVisible();
  await page.getByRole('button', { name: 'Simulasikan pembayaran' }).click();
  await expect(page.getByText('Pembayaran diterima. Terima kasih!')).toBeVisible();
  await expect(page).toHaveURL(/\/order(\/\d+|\?tab=packed)$/);
});

test.describe('on a phone, in English', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('GoPay opens the app from the page; a card pays in 6 instalments', async ({ page, request }) => {
    const { headers, addToCart } = await shopper(request, 'customer2@rima.test', 'en', 1_000_000);
    // An old client's checkout body with a new method: the payment page is the same.
    const checkout = await request.post('/api/v1/transaction/create', {
      headers: { ...headers, 'idempotency-key': `payweb-${Date.now()}` },
      data: {
        name: 'Budi Santoso',
        address: 'Jl. Kemang Raya No. 5, Jakarta',
        phone: '81234567890',
        payment_method: 'gopay',
      },
    });
    expect(checkout.status(), await checkout.text()).toBe(201);
    const { id } = ((await checkout.json()) as { data: { id: number } }).data;
    await logIn(page, 'customer2@rima.test');
    await page.goto(`/payment/${id}`);
    await expect(page.getByRole('link', { name: 'Open GoPay' })).toHaveAttribute('href', /^gojek:\/\//);
    await expect(page.getByRole('img', { name: 'GoPay QR code to scan' })).toBeVisible();
    await switchTo(page, 'Bahasa Indonesia');
    await expect(page.getByRole('link', { name: 'Buka GoPay' })).toHaveAttribute('href', /^gojek:\/\//);
    await expect(page.getByRole('img', { name: 'Kode QR GoPay untuk dipindai' })).toBeVisible();
    await page.getByRole('button', { name: 'Simulasikan pembayaran' }).click();
    await expect(page.getByText('Pembayaran diterima. Terima kasih!')).toBeVisible();
    await switchTo(page, 'English');

    await addToCart();
    await chooseAtCheckout(page, 'card', 'Payment method');
    await page.getByRole('combobox', { name: 'Instalments (cicilan)' }).selectOption('6');
    await page.getByRole('button', { name: 'Check Out', exact: true }).click();
    await expect(page).toHaveURL(/\/payment\/\d+\/card$/);
    await expect(page.getByTestId('installment-term')).toHaveText('6-month instalments');
    await switchTo(page, 'Bahasa Indonesia');
    await expect(page.getByTestId('installment-term')).toHaveText('Cicilan 6 bulan');
    // The sandbox's 3-D Secure test card: the bank's challenge page (simulated), then the payment page, paid.
    await page.getByLabel('Nomor kartu').fill('4811 1111 1111 1114');
    await page.getByLabel('Masa berlaku (BB/TT)').fill('12/39');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Bayar Rp/ }).click();
    await expect(page).toHaveURL(/\/payment\/\d+\/card\?step=3ds$/);
    await expect(page.getByRole('heading', { name: 'Verifikasi 3-D Secure' })).toBeVisible();
    await page.getByLabel('Kode OTP').fill('112233');
    await page.getByRole('button', { name: 'Konfirmasi pembayaran' }).click();
    // paid: the shop goes on to the order (or shows the paid payment page)
    await expect(page).toHaveURL(/\/(payment|order)\/\d+$/);
  });
});
