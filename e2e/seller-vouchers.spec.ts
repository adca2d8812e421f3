import { expect, live, test } from './fixtures';
import { DESKTOP, indonesianContext, logInIndonesian, PHONE, restoreEnglish } from './accounts-helpers';
import { sellerShopperAndProduct } from './social-helpers';

// Store vouchers in Bahasa Indonesia on a phone and a desktop (docs/decisions/054): a seller creates a voucher on
// /seller/vouchers, a shopper claims it on the store page ("Klaim") and uses it at checkout; the seller sees it
// used. The voucher is ended, the cart emptied and both accounts' language set back to English afterwards.
const PASSWORD = 'rimademo123';
const SELLER = 'seller9@rima.test';
const SHOPPER = 'customer2@rima.test';

for (const screen of [PHONE, DESKTOP]) {
  test(`a seller creates a store voucher that a shopper claims and uses at checkout (${screen.viewport.width} px)`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const { seller, shopper, buyer, product } = await sellerShopperAndProduct(request, SELLER, SHOPPER);
    const code = `HEMAT${Date.now().toString(36).toUpperCase().slice(-6)}`;
    let voucherId = 0;
    let orderId = 0;

    // One phone each: the seller's session must not follow the shopper.
    const phone = await indonesianContext(browser, baseURL, screen);
    const shopperPhone = await indonesianContext(browser, baseURL, screen);
    try {
      // The seller creates the voucher: IDR 20.000 off, no minimum spend, 5 uses, once per shopper.
      const sellerPage = live(await phone.newPage());
      await logInIndonesian(sellerPage, SELLER, PASSWORD, /\/seller$/);
      await sellerPage.goto('/seller/vouchers');
      await expect(sellerPage.getByRole('heading', { name: 'Voucher baru' })).toBeVisible();
      // the store's vouchers have arrived (an empty list, or the earlier runs' ended ones)
      await expect(sellerPage.getByRole('heading', { name: 'Voucher Anda' })).toBeVisible();
      await expect(sellerPage.locator('.seller-vouchers__placeholder')).toHaveCount(0);
      await sellerPage.getByLabel('Kode voucher').fill(code);
      await sellerPage.getByLabel('Jenis').selectOption('fixed');
      await sellerPage.getByLabel('Potongan (Rp)').fill('20000');
      await sellerPage.getByLabel('Minimal belanja (Rp)').fill('0');
      await sellerPage.getByLabel('Kuota (jumlah pemakaian)').fill('5');
      await sellerPage.getByLabel('Batas per pembeli').fill('1');
      await expect(sellerPage.getByLabel('Kode voucher')).toHaveValue(code);
      const created = sellerPage.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/seller/vouchers',
      );
      await sellerPage.getByRole('button', { name: 'Simpan voucher' }).click();
      expect((await created).status()).toBe(201);
      const mine = sellerPage.getByTestId('seller-voucher').filter({ hasText: code });
      await expect(mine).toContainText('Aktif');
      await expect(mine.getByTestId('seller-voucher-usage')).toContainText('Terpakai 0 dari 5');
      const noSideways = () => document.documentElement.scrollWidth <= document.documentElement.clientWidth;
      expect(await sellerPage.evaluate(noSideways)).toBe(true);
      const listed = await request.get('/api/v1/seller/vouchers', { headers: { 'x-access-token': seller.token } });
      voucherId =
        ((await listed.json()) as { data: { id: number; code: string }[] }).data.find((v) => v.code === code)?.id ?? 0;
      expect(voucherId).toBeGreaterThan(0);
      await sellerPage.close();

      // The shopper claims it on the store page.
      expect((await request.delete('/api/v1/cart', { headers: buyer })).ok()).toBe(true);
      const shop = live(await shopperPhone.newPage());
      await logInIndonesian(shop, SHOPPER, PASSWORD, /\/$/);
      await shop.goto(`/store/${seller.id}`);
      await expect(shop.getByRole('heading', { name: 'Voucher toko' })).toBeVisible();
      const card = shop.getByTestId('store-voucher').filter({ hasText: code });
      await expect(card).toContainText('Diskon Rp');
      await card.getByRole('button', { name: `Klaim voucher ${code}` }).click();
      await expect(card).toContainText('Diklaim');
      expect(await shop.evaluate(noSideways)).toBe(true);

      // The checkout: the claimed voucher for this store, its discount in the summary, BCA.
      expect(
        (await request.post('/api/v1/cart/add', { headers: buyer, data: { product_id: product.id, qty: 1 } })).ok(),
      ).toBe(true);
      await shop.goto('/cart/checkout');
      await expect(shop.getByRole('heading', { name: 'Detail pengiriman' })).toBeVisible();
      await shop.getByRole('radio', { name: new RegExp(code) }).check();
      await expect(shop.getByTestId('checkout-voucher')).toContainText('20.000');
      for (const slots of await shop.getByRole('group', { name: /^Jam pengiriman pada / }).all()) {
        await slots.locator('button:enabled').first().click();
      }
      await shop.getByRole('combobox', { name: 'Metode pembayaran' }).selectOption('bca_va');
      expect(await shop.evaluate(noSideways)).toBe(true);
      await shop.getByRole('button', { name: 'Checkout', exact: true }).click();
      await expect(shop).toHaveURL(/\/payment\/\d+$/);

      // The order carries the voucher; the seller's list counts the use.
      const orders = await request.get('/api/v1/transaction', { headers: buyer });
      const placed = JSON.stringify(await orders.json());
      expect(placed).toContain(`"voucher_code":"${code}"`);
      orderId = Number(new RegExp(`"id":(\\d+)[^{}]*"voucher_code":"${code}"`).exec(placed)?.[1] ?? 0);
      const after = await request.get('/api/v1/seller/vouchers', { headers: { 'x-access-token': seller.token } });
      const used = ((await after.json()) as { data: { id: number; used_count: number }[] }).data.find(
        (v) => v.id === voucherId,
      );
      expect(used?.used_count).toBe(1);
    } finally {
      // the unpaid order is cancelled (its stock and the voucher's use go back)
      if (orderId > 0)
        await request.patch(`/api/v1/transaction/${orderId}/status`, { headers: buyer, data: { status: 'cancelled' } });
      if (voucherId > 0)
        await request.delete(`/api/v1/seller/vouchers/${voucherId}`, { headers: { 'x-access-token': seller.token } });
      await request.delete('/api/v1/cart', { headers: buyer });
      await restoreEnglish(request, [seller.token, shopper.token]);
      await phone.close();
      await shopperPhone.close();
    }
  });
}
