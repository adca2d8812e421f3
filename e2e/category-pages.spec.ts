import { type Page } from '@playwright/test';
import { expect, live, test } from './fixtures';

// Category pages (docs/decisions/040): from the home page's rooms to a product type, with breadcrumbs, the
// list's filters preselected to it, and the header search landing on the same list with its filters.

const LANGUAGES = [
  {
    locale: 'id-ID',
    room: 'Kamar Tidur',
    type: 'Ranjang & Dipan',
    home: 'Beranda',
    trail: 'Jejak navigasi',
    apply: 'Terapkan harga',
    minPrice: 'Harga minimum',
    showFilters: /Tampilkan filter/,
    search: 'Cari produk',
  },
  {
    locale: 'en-US',
    room: 'Bedroom',
    type: 'Beds & Bed Frames',
    home: 'Home',
    trail: 'Breadcrumb',
    apply: 'Apply price',
    minPrice: 'Minimum price',
    showFilters: /Show filters/,
    search: 'Search products',
  },
] as const;

async function totalOf(page: Page, query: string): Promise<number> {
  const res = await page.request.get(`/api/v1/product?${query}`);
  return ((await res.json()) as { data: { dataCount: number } }).data.dataCount;
}

for (const lang of LANGUAGES) {
  test.describe(lang.locale, () => {
    test.use({ locale: lang.locale });

    test('from the home page a room, then a product type: breadcrumbs, its products, one filter', async ({ page }) => {
      await page.goto('/');
      await page
        .locator('.category-row')
        .getByRole('link', { name: new RegExp(`^${lang.room}`) })
        .click();
      await expect(page).toHaveURL(/\/kategori\/kamar-tidur$/);
      await expect(page.getByRole('heading', { level: 1, name: lang.room })).toBeVisible();
      await expect(page.getByTestId('product-total')).toHaveText(String(await totalOf(page, 'category=kamar-tidur')));

      const filters = page.locator('#product-filters');
      await filters.getByRole('button', { name: new RegExp(lang.type.replace('&', '\\&')) }).click();
      await expect(page).toHaveURL(/\/kategori\/kamar-tidur\/ranjang-dipan$/);
      await expect(page.getByRole('heading', { level: 1, name: lang.type })).toBeVisible();
      const trail = page.getByRole('navigation', { name: lang.trail });
      await expect(trail.getByRole('link', { name: lang.home })).toHaveAttribute('href', '/');
      await expect(trail.getByRole('link', { name: lang.room })).toHaveAttribute('href', '/kategori/kamar-tidur');
      await expect(trail.getByText(lang.type)).toHaveAttribute('aria-current', 'page');
      const all = await totalOf(page, 'category=ranjang-dipan');
      expect(all).toBeGreaterThan(0);
      await expect(page.getByTestId('product-total')).toHaveText(String(all));
      await expect(page.locator('.product-grid .product-card__name').first()).toBeVisible();

      await filters.getByLabel(lang.minPrice).fill('3000000');
      await filters.getByRole('button', { name: lang.apply }).click();
      await expect(page).toHaveURL(/\/kategori\/kamar-tidur\/ranjang-dipan\?min_price=3000000$/);
      const some = await totalOf(page, 'category=ranjang-dipan&min_price=3000000');
      if (some > 0) await expect(page.getByTestId('product-total')).toHaveText(String(some));
      else await expect(page.locator('.empty-state')).toBeVisible();
    });

    for (const viewport of [
      { name: 'a laptop', width: 1366, height: 768 },
      { name: 'a 390 px phone', width: 390, height: 844 },
    ]) {
      test(`the header search lands on the list with its filters on ${viewport.name}`, async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto('/about');
        const box = page.getByRole('combobox', { name: lang.search });
        await box.fill('lemari');
        await box.press('Enter');
        await expect(page).toHaveURL(/\/product\?search=lemari$/);
        await expect(page.locator('.product-grid .product-card__name').first()).toBeVisible();
        // ranked by relevance, the order a search takes by default
        await expect(page.locator('#product-sort')).toHaveValue('relevance');
        const filters = page.locator('#product-filters');
        if (viewport.width < 992) {
          await expect(filters).toBeHidden();
          await page.getByRole('button', { name: lang.showFilters }).click();
        }
        await expect(filters).toBeVisible();
        await expect(filters.getByRole('button', { name: new RegExp(lang.room) })).toBeVisible();
        await expect(filters.locator('#min-price')).toBeVisible();
        // nothing wider than the screen
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}

test("a search that finds nothing offers the corrected query and the tree's categories", async ({ browser }) => {
  const context = await browser.newContext({ locale: 'id-ID' });
  const page = live(await context.newPage());
  // a misspelt word the search itself cannot place beside one that matches nothing: no product at all
  await page.goto('/product?search=lemary%20pakaian%20zzzq');
  await expect(page.getByTestId('did-you-mean')).toContainText('Mungkin maksud Anda: lemari pakaian zzzq');
  const nearby = page.getByRole('navigation', { name: 'Kategori yang mungkin Anda cari' });
  await nearby.getByRole('link', { name: 'Lemari Pakaian' }).click();
  await expect(page).toHaveURL(/\/kategori\/[a-z-]+\/lemari-pakaian$/);
  await expect(page.locator('.product-grid .product-card__name').first()).toBeVisible();
  await context.close();
});
