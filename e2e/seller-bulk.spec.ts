import { type Browser, type Page } from '@playwright/test';
import { expect, live, test } from './fixtures';
import { logInThroughUi, registerViaApi, uniqueAccount } from './accounts-helpers';

// A seller lists 50 products from a spreadsheet (3 bad rows found, fixed, imported) and lowers the price of
// 10 of them by 10 % from the products table, in Indonesian, on a phone and on a desktop.
const HEADER = 'product_key,sku,name,description,category,price,stock,colour,material';

function sheet(prefix: string, { withErrors }: { withErrors: boolean }) {
  const rows = Array.from({ length: 50 }, (_, i) => {
    const n = i + 1;
    const cells = [
      `K${n}`,
      `${prefix}-${n}`,
      `Kursi Impor ${prefix} ${n}`,
      'Kursi kayu jati buatan Jepara.',
      'kursi-makan',
      String(100_000 + n * 1000),
      '5',
      'natural',
      'jati',
    ];
    if (withErrors && n === 7) cells[5] = 'seratus ribu';
    if (withErrors && n === 20) cells[4] = 'kursi-terbang';
    if (withErrors && n === 33) cells[2] = '';
    return cells.join(',');
  });
  return Buffer.from([HEADER, ...rows].join('\n'));
}

async function sellerPage(browser: Browser, baseURL: string, width: number): Promise<{ page: Page; token: string }> {
  const account = { ...uniqueAccount('bulk'), password: 'rimabulk123', role: 'seller' as const };
  const context = await browser.newContext({ locale: 'id-ID', viewport: { width, height: width < 992 ? 844 : 900 } });
  const { token } = await registerViaApi(context.request, account);
  const page = live(await context.newPage());
  // the login form in English, then the seller center in the browser's language (Indonesian)
  await context.addCookies([{ name: 'rima_lang', value: 'en', url: baseURL }]);
  await logInThroughUi(page, account.email, account.password);
  await context.clearCookies({ name: 'rima_lang' });
  return { page, token };
}

for (const width of [390, 1280]) {
  test(`a seller imports 50 products and reprices 10 of them (${width} px)`, async ({ browser, baseURL }) => {
    const { page, token } = await sellerPage(browser, baseURL ?? '', width);
    const prefix = `W${width}`;
    await page.goto('/seller/import-export');
    await expect(page.getByRole('heading', { name: 'Impor / Ekspor' })).toBeVisible();

    const file = page.getByLabel('Berkas CSV atau XLSX, maksimal 10.000 baris');
    await file.setInputFiles({ name: 'produk.csv', mimeType: 'text/csv', buffer: sheet(prefix, { withErrors: true }) });
    await page.getByRole('button', { name: 'Periksa berkas' }).click();
    await expect(page.getByText('47 dari 50 baris valid')).toBeVisible();
    const problems = page.getByRole('region', { name: 'Masalah dalam berkas' });
    await expect(problems.getByText('harga harus angka')).toBeVisible();
    await expect(problems.getByText(/kategori "kursi-terbang" tidak dikenal/)).toBeVisible();
    await expect(problems.getByText('nama wajib diisi')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Impor', exact: true })).toBeDisabled();

    await file.setInputFiles({
      name: 'produk.csv',
      mimeType: 'text/csv',
      buffer: sheet(prefix, { withErrors: false }),
    });
    await page.getByRole('button', { name: 'Periksa berkas' }).click();
    await expect(page.getByText('Semua 50 baris valid. Siap diimpor.')).toBeVisible();
    await page.getByRole('button', { name: 'Impor', exact: true }).click();
    await expect(page.getByText('Impor selesai: 50 baru, 0 diperbarui')).toBeVisible();
    await expect(page).toHaveURL(/job=\d+/);
    const noSideways = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(noSideways).toBe(true);

    await page.goto('/admin/my-product');
    // the newest ten, on the table's first page; on a phone each is a card whose pick box nothing covers
    for (let n = 41; n <= 50; n += 1)
      await page.getByLabel(`Pilih Kursi Impor ${prefix} ${n}`, { exact: true }).check();
    const covered = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLInputElement>('.my-products input[type=checkbox]')].filter((box) => {
          // instantly: the page scrolls smoothly, and a box still on its way would be read where it was
          box.scrollIntoView({ block: 'center', behavior: 'instant' });
          const r = box.getBoundingClientRect();
          return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) !== box;
        }).length,
    );
    expect(covered).toBe(0);
    const bar = page.getByRole('form', { name: 'Ubah produk terpilih' });
    await expect(bar.getByText('10 dipilih')).toBeVisible();
    await bar.getByLabel('Ubah', { exact: true }).selectOption('price');
    await bar.getByLabel('Cara').selectOption('decrease');
    await bar.getByLabel('Persen').fill('10');
    await bar.getByRole('button', { name: 'Terapkan' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Turunkan harga 10 produk sebesar 10 %?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Ya, ubah' }).click();
    await expect(page.getByText('Produk diperbarui')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Batalkan' })).toBeVisible();

    const mine = await page.request.get('/api/v1/product/my-product', { headers: { 'x-access-token': token } });
    const products = ((await mine.json()) as { data: { name: string; price: number }[] }).data;
    const priceOf = (n: number) => products.find((p) => p.name === `Kursi Impor ${prefix} ${n}`)?.price;
    expect(priceOf(41)).toBe(Math.round(141_000 * 0.9));
    expect(priceOf(50)).toBe(Math.round(150_000 * 0.9));
    expect(priceOf(40)).toBe(140_000);
    await expect(page.getByText('Rp126.900').first()).toBeVisible();
  });
}
