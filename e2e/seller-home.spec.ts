import { expect, live, test } from './fixtures';
import { indonesianContext, logInIndonesian, restoreEnglish } from './accounts-helpers';
import { addToCartViaApi, checkoutViaApi, payViaApi } from './order-helpers';
import { sellerShopperAndProduct } from './social-helpers';

// The seller center's home and holiday mode, in Bahasa Indonesia: a seller logs in on a phone and lands on
// /seller, reads today's figures, switches to 30 days and exports them; goes on holiday; a shopper's checkout
// on a desktop says when the store reopens. The holiday is ended afterwards (the demo shop is shared).
const PASSWORD = 'rimademo123';
const SELLER = 'seller11@rima.test';
const SHOPPER = 'customer2@rima.test';

test('a seller reads the seller home, exports CSV, goes on holiday; checkout says when the store reopens', async ({
  browser,
  request,
  baseURL,
}) => {
  const { seller, shopper, buyer, product } = await sellerShopperAndProduct(request, SELLER, SHOPPER);
  // a sale today, paid in the sandbox
  expect((await request.delete('/api/v1/cart', { headers: buyer })).ok()).toBe(true);
  await addToCartViaApi(request, buyer, product.id);
  const sale = await checkoutViaApi(request, buyer, 'seller-home', {
    name: 'Sari',
    address: 'Jl. Braga 5, Bandung',
    phone: '81234567890',
  });
  await payViaApi(request, buyer, sale.id);
  // the shopper's next cart, for the checkout below
  await addToCartViaApi(request, buyer, product.id);

  const phone = await indonesianContext(browser, baseURL);
  const page = live(await phone.newPage());
  try {
    await logInIndonesian(page, SELLER, PASSWORD, /\/seller$/);
    // the seller's header leads to the seller center, not to a heart and a cart
    await expect(page.getByRole('link', { name: 'Pusat penjual' })).toBeVisible();
    await expect(page.locator('a.header-icon[href="/cart"], a.header-icon[href="/favorite"]')).toHaveCount(0);

    await expect(page.getByRole('button', { name: 'Hari ini' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('figure-orders')).not.toHaveText('0');
    await expect(page.getByTestId('figure-revenue')).toHaveText(/^Rp\s?[\d.]+$/);
    await page.getByRole('button', { name: '30 hari' }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=/);
    await expect(page.getByRole('button', { name: '30 hari' })).toHaveAttribute('aria-pressed', 'true');
    // the charts (their own chunk) with their tables for screen readers
    await expect(page.getByTestId('chart-sales').locator('table tbody tr')).toHaveCount(30);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Ekspor CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^rima-toko-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text.split('\r\n')[0]).toContain('Penjualan');
    expect(text.trim().split('\r\n')).toHaveLength(32);

    // holiday mode: from today, three days
    await page.goto('/seller/store');
    await page.getByRole('button', { name: 'Simpan' }).nth(1).click();
    await expect(page.getByTestId('holiday-status')).toContainText('buka kembali');

    // a shopper's checkout, on a desktop, says when the store reopens
    const desktop = await indonesianContext(browser, baseURL, { viewport: { width: 1280, height: 900 } });
    const shop = live(await desktop.newPage());
    await logInIndonesian(shop, SHOPPER, PASSWORD, /\/$/);
    await shop.goto('/cart/checkout');
    await expect(shop.getByTestId('store-holiday')).toContainText('buka kembali');
    await desktop.close();
  } finally {
    await request.patch('/api/v1/seller/store-profile', {
      headers: { 'x-access-token': seller.token },
      data: { holiday: null },
    });
    await request.delete('/api/v1/cart', { headers: buyer });
    await restoreEnglish(request, [seller.token, shopper.token]);
    await phone.close();
  }
});
