import { type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, live, test } from './fixtures';
import { logInThroughUi } from './accounts-helpers';
import { apiLogin, resetCartAndFavorites } from './social-helpers';

// The catalogue issue's acceptance journey: a seller lists a bed in two sizes and two colours with a photo
// per colour; a shopper filters Kamar Tidur → Ranjang by material jati and width ≤ 180 cm, opens it, picks
// 160×200 Walnut, adds it to the cart and checks out; in Indonesian and English, on a 390 px phone and a
// laptop. One listing serves the four shopper runs.

const PASSWORD = 'rimademo123';
const SELLER = 'seller@rima.test'; // demo seed
const CUSTOMER = 'customer@rima.test'; // demo seed, with a default address
const NAME = `Ranjang Jati Minimalis Sandaran Jok ${Date.now()}`;
const NAME_EN = `Minimalist Teak Bed ${Date.now()}`;
const WALNUT_160 = 'Ukuran: 160×200 · Warna: Walnut';

const LANGUAGES = {
  id: {
    locale: 'id-ID',
    name: NAME,
    room: 'Kamar Tidur',
    type: /^Ranjang & Dipan/,
    materials: 'Bahan',
    material: /^Jati \(\d+\)$/,
    maxWidth: 'Lebar maksimum',
    applySize: 'Terapkan ukuran',
    showFilters: /^Tampilkan filter/,
    addToCart: 'Masukkan keranjang',
    added: '1 barang ditambahkan ke keranjang Anda',
    price: 'Rp4.750.000',
    proceed: 'Lanjut ke Checkout',
    checkOut: 'Checkout',
    windows: /^Jam pengiriman pada /,
    paymentMethod: 'Metode pembayaran',
    simulate: 'Simulasikan pembayaran',
    thanks: 'Pembayaran diterima. Terima kasih!',
  },
  en: {
    locale: 'en-US',
    name: NAME_EN, // the English shop shows the seller's English name on cart and order lines
    room: 'Bedroom',
    type: /^Beds & Bed Frames/,
    materials: 'Material',
    material: /^Teak \(\d+\)$/,
    maxWidth: 'Maximum Width',
    applySize: 'Apply size',
    showFilters: /^Show filters/,
    addToCart: 'Add to cart',
    added: 'Added 1 to your cart',
    price: 'Rp4.750.000',
    proceed: 'Proceed To Check Out',
    checkOut: 'Check Out',
    windows: /^Time windows on /,
    paymentMethod: 'Payment method',
    simulate: 'Simulate payment',
    thanks: 'Payment received. Thank you!',
  },
} as const;

/** Two photos, one per colour: natural light wood and dark walnut. */
async function colourPhotos() {
  const colours = [
    { r: 214, g: 170, b: 120 },
    { r: 92, g: 58, b: 38 },
  ];
  return Promise.all(
    colours.map(async (background, i) => ({
      name: `ranjang-${i + 1}.png`,
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 240, height: 240, channels: 3, background } })
        .png()
        .toBuffer(),
    })),
  );
}

async function loggedIn(browser: Browser, url: string, email: string, locale: string, width: number) {
  const context = await browser.newContext({ locale, viewport: { width, height: width < 992 ? 844 : 900 } });
  const page = live(await context.newPage());
  // the login form in English whatever the browser's language, then the shop in the browser's language
  await context.addCookies([{ name: 'rima_lang', value: 'en', url }]);
  await logInThroughUi(page, email, PASSWORD);
  await context.clearCookies({ name: 'rima_lang' });
  return page;
}

/** The seller's listing through the sell form: material, width, an English name, variants, a photo per colour. */
async function sellBed(page: Page): Promise<number> {
  await page.goto('/admin/create-product');
  await page.getByLabel('Name', { exact: true }).fill(NAME);
  await page.getByLabel('Description', { exact: true }).fill('Ranjang kayu jati solid, dua ukuran dan dua warna.');
  await page.getByLabel('English name').fill(NAME_EN);
  await page.getByRole('button', { name: /^Category/ }).click();
  await page.getByRole('button', { name: 'Beds & Bed Frames', exact: true }).click();
  await page.getByLabel('Material', { exact: true }).selectOption('jati');
  await page.getByLabel('Width (cm)', { exact: true }).fill('176');
  await page.getByLabel('Depth (cm)', { exact: true }).fill('212');
  await page.getByLabel('Height (cm)', { exact: true }).fill('105');
  await page.getByTitle('Sage Green').click();
  await page.getByLabel('Add photos').setInputFiles(await colourPhotos());
  await page.getByRole('button', { name: 'Add an option' }).click();
  await page.getByLabel('Option 1', { exact: true }).fill('Ukuran');
  await page.getByLabel('Values of option 1 (comma-separated)').fill('160×200, 180×200');
  await page.getByRole('button', { name: 'Add an option' }).click();
  await page.getByLabel('Option 2', { exact: true }).fill('Warna');
  await page.getByLabel('Values of option 2 (comma-separated)').fill('Natural, Walnut');
  const rows = [
    ['Ukuran: 160×200 · Warna: Natural', '4500000', '3', 1],
    [WALNUT_160, '4750000', '8', 2],
    ['Ukuran: 180×200 · Warna: Natural', '5200000', '3', 1],
    ['Ukuran: 180×200 · Warna: Walnut', '5450000', '2', 2],
  ] as const;
  for (const [variant, price, stock, photo] of rows) {
    await page.getByLabel(`Price (IDR), ${variant}`).fill(price);
    await page.getByLabel(`Stock, ${variant}`).fill(stock);
    await page.getByRole('button', { name: `Photo ${photo} shows ${variant}` }).click();
  }
  await page.getByLabel(`SKU (optional), ${WALNUT_160}`).fill('RJ-160-WAL');
  await page.getByRole('button', { name: 'Sell product' }).click();
  await expect(page).toHaveURL(/\/product\/detail\/\d+$/);
  return Number(/(\d+)$/.exec(page.url())?.[1]);
}

/** Below 992 px the filters fold away behind one button (it may be folded again after a navigation). */
async function openFilters(page: Page, label: RegExp) {
  const toggle = page.getByRole('button', { name: label });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(page.locator('#product-filters')).toBeVisible();
}

type Detail = {
  image: { id: number; image: string }[];
  product: { option_names: string[]; variants: { options: Record<string, string>; photo_ids: number[] }[] }[];
};

let productId = 0;
/** The walnut photo's address, which leads the gallery once Walnut is picked. */
let walnutPhoto = '';

test.describe.serial('the catalogue acceptance journey', () => {
  test('a seller lists a bed in two sizes and two colours, a photo per colour', async ({ browser, baseURL }) => {
    const seller = await loggedIn(browser, baseURL ?? '', SELLER, 'en-US', 1280);
    productId = await sellBed(seller);
    const detail = await seller.request.get(`/api/v1/product/${productId}`);
    const data = ((await detail.json()) as { data: Detail }).data;
    const [product] = data.product;
    expect(product?.option_names).toEqual(['Ukuran', 'Warna']);
    const [natural, walnut] = data.image.map((img) => img.id);
    expect(product?.variants.map((v) => [v.options.Warna, v.photo_ids])).toEqual([
      ['Natural', [natural]],
      ['Walnut', [walnut]],
      ['Natural', [natural]],
      ['Walnut', [walnut]],
    ]);
    walnutPhoto = data.image[1]?.image ?? '';
    await seller.context().close();
  });

  // each language and each width once: Indonesian on a phone, English on a laptop (a full purchase takes
  // minutes; the other two pairings add time, not coverage)
  for (const [language, width] of [
    ['id', 390],
    ['en', 1280],
  ] as const) {
    test(`a shopper filters, picks 160×200 Walnut and buys it (${language}, ${width} px)`, async ({
      browser,
      baseURL,
      request,
    }) => {
      expect(productId).toBeGreaterThan(0);
      const lang = LANGUAGES[language];
      await resetCartAndFavorites(request, (await apiLogin(request, CUSTOMER)).token);
      const page = await loggedIn(browser, baseURL ?? '', CUSTOMER, lang.locale, width);

      // Kamar Tidur → Ranjang & Dipan, material jati, width at most 180 cm
      await page.goto('/kategori/kamar-tidur');
      await expect(page.getByRole('heading', { level: 1, name: lang.room })).toBeVisible();
      const filters = page.locator('#product-filters');
      await openFilters(page, lang.showFilters);
      await filters.getByRole('button', { name: lang.type }).click();
      await expect(page).toHaveURL(/\/kategori\/kamar-tidur\/ranjang-dipan$/);
      await openFilters(page, lang.showFilters);
      await filters.getByRole('region', { name: lang.materials }).getByRole('button', { name: lang.material }).click();
      await expect(page).toHaveURL(/\/kategori\/kamar-tidur\/ranjang-dipan\?material=jati$/);
      await openFilters(page, lang.showFilters);
      await filters.getByLabel(lang.maxWidth, { exact: true }).fill('180');
      await filters.getByRole('button', { name: lang.applySize }).click();
      await expect(page).toHaveURL(/\/kategori\/kamar-tidur\/ranjang-dipan\?material=jati&max_width=180$/);
      // every product listed is a teak bed that fits 180 cm
      const listed = await page.request.get(
        '/api/v1/product?category=ranjang-dipan&material=jati&max_width=180&limit=50',
      );
      const rows = ((await listed.json()) as { data: { data: { id: number }[]; dataCount: number } }).data;
      expect(rows.data.map((r) => r.id)).toContain(productId);
      await expect(page.getByTestId('product-total')).toHaveText(String(rows.dataCount));
      const card = page.locator(`.product-grid a[href="/product/detail/${productId}"]`).first();
      await card.scrollIntoViewIfNeeded();
      await card.click();

      await expect(page).toHaveURL(new RegExp(`/product/detail/${productId}$`));
      await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
      await page.getByRole('button', { name: '160×200', exact: true }).click();
      await page.getByRole('button', { name: 'Walnut', exact: true }).click();
      await expect(page).toHaveURL(/\?variant=\d+$/);
      await expect(page.locator('.product-info__price')).toHaveText(lang.price);
      // the walnut photo leads the gallery
      const first = language === 'id' ? `${NAME}, foto 1 dari 2` : `${NAME}, photo 1 of 2`;
      await expect(page.getByRole('img', { name: first })).toHaveAttribute('src', walnutPhoto);
      await page.getByRole('button', { name: lang.addToCart }).click();
      await expect(page.getByText(lang.added)).toBeVisible();

      await page.goto('/cart');
      const row = page.getByTestId('cart-row').filter({ hasText: lang.name });
      // the options in the seller's order, whatever order the database keeps them in
      await expect(row).toContainText(WALNUT_160);
      await expect(row).toContainText(lang.price);
      await page.getByRole('button', { name: lang.proceed }).click();
      await expect(page).toHaveURL(/\/cart\/checkout/);
      await expect(page.getByText(WALNUT_160).first()).toBeVisible();
      await page.getByRole('button', { name: lang.checkOut, exact: true }).click();
      // the first window with room (the runs before may have filled the earliest)
      for (const slots of await page.getByRole('group', { name: lang.windows }).all()) {
        await slots.locator('button:enabled').first().click();
      }
      await page.getByRole('combobox', { name: lang.paymentMethod }).selectOption('bca_va');
      await page.getByRole('button', { name: lang.checkOut, exact: true }).click();
      await expect(page).toHaveURL(/\/payment\/\d+$/);
      await page.getByRole('button', { name: lang.simulate }).click();
      await expect(page.getByText(lang.thanks)).toBeVisible();
      // one order opens at once; several land on the list
      await expect(page).toHaveURL(/\/order(\/\d+$|\?tab=packed)/);
      if (!/\/order\/\d+$/.test(page.url())) {
        await page.locator('article.order-card').first().locator('a[href^="/order/"]').click();
      }

      // the order keeps the variant, in the seller's option order
      await expect(page).toHaveURL(/\/order\/\d+$/);
      const line = page.locator('.order-items li').filter({ hasText: lang.name });
      await expect(line).toContainText(`${WALNUT_160} · SKU RJ-160-WAL`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.context().close();
    });
  }
});
