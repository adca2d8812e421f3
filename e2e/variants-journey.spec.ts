import { type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, live, test } from './fixtures';
import { logInThroughUi } from './accounts-helpers';

const PASSWORD = 'rimademo123';
const SELLER = 'seller@rima.test'; // demo seed
const CUSTOMER = 'customer@rima.test'; // demo seed, with a default address

async function pngs(count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `bed-${i + 1}.png`,
      mimeType: 'image/png',
      buffer: await sharp({
        create: { width: 240, height: 240, channels: 3, background: { r: 200 - 80 * i, g: 150, b: 90 } },
      })
        .png()
        .toBuffer(),
    })),
  );
}

async function newPage(browser: Browser, email: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  const page = live(await context.newPage());
  await logInThroughUi(page, email, PASSWORD);
  return page;
}

const WALNUT_160 = 'Ukuran: 160×200 · Warna: Walnut';

/** The seller lists a bed in two sizes and two colours through the sell form; its id. */
async function sellBed(page: Page, name: string) {
  await page.goto('/admin/create-product');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description', { exact: true }).fill('Ranjang kayu jati solid, dua ukuran dan dua warna.');
  await page.getByRole('button', { name: /^Category/ }).click();
  await page.getByRole('button', { name: 'Beds & Bed Frames', exact: true }).click();
  await page.getByTitle('Sage Green').click();
  await page.getByLabel('Add photos').setInputFiles(await pngs(2));
  await page.getByRole('button', { name: 'Add an option' }).click();
  await page.getByLabel('Option 1', { exact: true }).fill('Ukuran');
  await page.getByLabel('Values of option 1 (comma-separated)').fill('160×200, 180×200');
  await page.getByRole('button', { name: 'Add an option' }).click();
  await page.getByLabel('Option 2', { exact: true }).fill('Warna');
  await page.getByLabel('Values of option 2 (comma-separated)').fill('Natural, Walnut');
  await expect(page.getByLabel('Price (IDR)', { exact: true })).toHaveCount(0);
  const rows = [
    ['Ukuran: 160×200 · Warna: Natural', '4500000', '3'],
    [WALNUT_160, '4750000', '2'],
    ['Ukuran: 180×200 · Warna: Natural', '5200000', '3'],
    ['Ukuran: 180×200 · Warna: Walnut', '5450000', '0'],
  ] as const;
  for (const [variant, price, stock] of rows) {
    await page.getByLabel(`Price (IDR), ${variant}`).fill(price);
    await page.getByLabel(`Stock, ${variant}`).fill(stock);
  }
  await page.getByLabel(`SKU (optional), ${WALNUT_160}`).fill('RJ-160-WAL');
  await page.getByRole('button', { name: `Photo 2 shows ${WALNUT_160}` }).click();
  await page.getByRole('button', { name: 'Sell product' }).click();
  await expect(page).toHaveURL(/\/product\/detail\/\d+$/);
  return Number(/(\d+)$/.exec(page.url())?.[1]);
}

for (const width of [390, 1280]) {
  test(`a seller lists a bed with sizes and colours; a shopper picks 160×200 Walnut and buys it (${width} px)`, async ({
    browser,
  }) => {
    const name = `Ranjang Jati Minimalis ${width}-${Date.now()}`;
    const seller = await newPage(browser, SELLER, width);
    const id = await sellBed(seller, name);

    const page = await newPage(browser, CUSTOMER, width);
    await page.goto(`/product/detail/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // no choice yet: the price range, and adding names the missing option
    await expect(page.locator('.product-info__price')).toHaveText('Rp4.500.000 – Rp5.450.000');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Choose the Ukuran first' })).toBeVisible();

    await page.getByRole('button', { name: '160×200', exact: true }).click();
    await page.getByRole('button', { name: 'Walnut', exact: true }).click();
    await expect(page).toHaveURL(/\?variant=\d+$/);
    await expect(page.locator('.product-info__price')).toHaveText('Rp4.750.000');
    // 180×200 Walnut is sold out
    await expect(page.getByRole('button', { name: '180×200', exact: true })).toBeDisabled();
    // its own photo comes first
    await expect(page.getByRole('img', { name: `${name}, photo 1 of 2` })).toBeVisible();

    // the URL opens with the choice made (server-rendered, then hydrated)
    const chosen = page.url();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Walnut', exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect(page.url()).toBe(chosen);

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added 1 to your cart')).toBeVisible();
    await page.goto('/cart');
    const row = page.getByTestId('cart-row').filter({ hasText: name });
    // (the server keeps a variant's options as an object: their order on a line is its own)
    await expect(row).toContainText('Ukuran: 160×200');
    await expect(row).toContainText('Warna: Walnut');
    await expect(row).toContainText('Rp4.750.000');
    await page.getByRole('button', { name: 'Proceed To Check Out' }).click();
    await expect(page).toHaveURL(/\/cart\/checkout/);
    await expect(page.getByText(/Warna: Walnut/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Check Out' }).click();
    for (const slots of await page.getByRole('group', { name: /^Time windows on / }).all()) {
      // the first window with room: journeys before this one may have filled the earliest
      await slots.locator('button:enabled').first().click();
    }
    await page.getByRole('combobox', { name: 'Payment method' }).selectOption('bca_va');
    await page.getByRole('button', { name: 'Check Out' }).click();
    await expect(page).toHaveURL(/\/payment\/\d+$/);
    await page.getByRole('button', { name: 'Simulate payment' }).click();
    await expect(page.getByText('Payment received. Thank you!')).toBeVisible();

    // the store sees which variant to pack, with its SKU
    await seller.goto('/admin/my-order');
    const line = seller.getByText(/SKU RJ-160-WAL$/).first();
    await expect(line).toContainText('Ukuran: 160×200');
    await expect(line).toContainText('Warna: Walnut');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('in Bahasa Indonesia the picker and its message speak Indonesian', async ({ browser }) => {
  const seller = await newPage(browser, SELLER, 1280);
  const name = `Ranjang Jati Bahasa ${Date.now()}`;
  const id = await sellBed(seller, name);
  const page = await newPage(browser, CUSTOMER, 1280);
  await page.goto(`/product/detail/${id}`);
  await page.getByRole('banner').getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('group', { name: 'Ukuran: pilih salah satu' })).toBeVisible();
  await page.getByRole('button', { name: 'Masukkan keranjang' }).click();
  await expect(page.getByText('Pilih Ukuran terlebih dahulu')).toBeVisible();
  await page.getByRole('button', { name: '160×200', exact: true }).click();
  await expect(page.getByText('Pilih Warna terlebih dahulu')).toBeVisible();
  await page.getByRole('button', { name: 'Walnut', exact: true }).click();
  await expect(page).toHaveURL(/\?variant=\d+$/);
  await page.getByRole('button', { name: 'Masukkan keranjang' }).click();
  await expect(page.getByText('1 barang ditambahkan ke keranjang Anda')).toBeVisible();
});
