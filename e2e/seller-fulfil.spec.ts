import type { APIRequestContext } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { expect, live, test } from './fixtures';
import {
  DESKTOP,
  indonesianContext,
  logInIndonesian,
  PHONE,
  registerViaApi,
  restoreEnglish,
  uniqueAccount,
} from './accounts-helpers';
import { addToCartViaApi, checkoutViaApi, payViaApi } from './order-helpers';
import { apiLogin, productOf } from './social-helpers';

// Batch fulfilment in Bahasa Indonesia on a 390 px phone and a desktop (docs/decisions/055): a new shopper buys
// three times from one store; its seller picks the three orders, processes them in one go, prints their labels as one PDF
// and ships them in one go. The seller's language goes back to English afterwards (the demo shop is shared).
const PASSWORD = 'rimademo123';
const SELLER = 'seller12@rima.test';

/** One paid order of one unit of `productId`: a checkout of its own, paid in the sandbox. */
async function paidOrder(request: APIRequestContext, token: string, productId: number, n: number) {
  const buyer = { 'x-access-token': token };
  await addToCartViaApi(request, buyer, productId);
  const created = await checkoutViaApi(request, buyer, `fulfil-${n}`, {
    name: `Dewi ${n}`,
    address: 'Jl. Malioboro 12, Yogyakarta',
    phone: '81234567890',
  });
  await payViaApi(request, buyer, created.id);
  return created.orders[0]?.id ?? 0;
}

for (const screen of [PHONE, DESKTOP]) {
  test(`a seller prints labels for 3 orders and ships them in one go (${screen.viewport.width} px, Indonesian)`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const seller = await apiLogin(request, SELLER);
    const shopper = await registerViaApi(request, {
      ...uniqueAccount('fulfil'),
      password: 'rimafulfil123',
      role: 'customer',
    });
    const product = await productOf(request, seller.id);
    const ids: number[] = [];
    for (let n = 1; n <= 3; n += 1) ids.push(await paidOrder(request, shopper.token, product.id, n));

    const phone = await indonesianContext(browser, baseURL, { ...screen, acceptDownloads: true });
    const page = live(await phone.newPage());
    try {
      await logInIndonesian(page, SELLER, PASSWORD, /\/seller$/);

      await page.goto('/admin/my-order');
      const pick = async () => {
        for (const id of ids) await page.getByLabel(`Pilih pesanan #${id}`, { exact: true }).check();
      };
      await pick();
      const bar = page.getByRole('group', { name: 'Tangani pesanan terpilih' });
      await expect(bar.getByText('3 pesanan dipilih')).toBeVisible();
      await bar.getByRole('button', { name: 'Proses (3)' }).click();
      await expect(page.getByText('3 pesanan sedang diproses')).toBeVisible();
      for (const id of ids)
        await expect(
          page.getByRole('article', { name: `Pesanan #${id}` }).getByText('Dikemas', { exact: true }),
        ).toBeVisible();

      // the labels: one PDF, a label and a packing slip per order
      await pick();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        bar.getByRole('button', { name: 'Cetak label (3)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^rima-label-[\d-]+\.pdf$/);
      const pdf = Buffer.concat(await (await download.createReadStream()).toArray());
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const parser = new PDFParse({ data: new Uint8Array(pdf) });
      const { text, total } = await parser.getText();
      await parser.destroy();
      expect(total).toBe(6);
      for (const id of ids) expect(text).toContain(`Order #${id}`);
      expect(text).toContain('Dewi 2');

      // ship all three in one go
      await bar.getByRole('button', { name: 'Kirim (3)' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('Kirim 3 pesanan')).toBeVisible();
      for (const [i, id] of ids.entries()) {
        const courier = dialog.locator(`#ship-${id}-courier`);
        if ((await courier.inputValue()) === '') await courier.selectOption('jne');
        await dialog.getByLabel(`Nomor resi pesanan #${id}`).fill(`JNE${Date.now()}${i}`);
      }
      const noSideways = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(noSideways).toBe(true);
      await dialog.getByRole('button', { name: 'Kirim (3)' }).click();
      await expect(page.getByText('3 pesanan dikirim')).toBeVisible();
      for (const id of ids)
        await expect(
          page.getByRole('article', { name: `Pesanan #${id}` }).getByText('Dikirim', { exact: true }),
        ).toBeVisible();
      const detail = await request.get(`/api/v1/transaction/${ids[0]}`, {
        headers: { 'x-access-token': seller.token },
      });
      const order = ((await detail.json()) as { data: { status: string; courier: string } }).data;
      expect(order).toMatchObject({ status: 'shipped', courier: 'jne' });
    } finally {
      await restoreEnglish(request, [seller.token]);
      await phone.close();
    }
  });
}
