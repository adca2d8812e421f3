import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The header search box on every page suggests as the user types and opens the product on Enter.
const box = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });

async function chooseOption(page: Page, name: RegExp) {
  const options = suggestions(page).getByRole('option');
  await expect(options.filter({ hasText: name }).first()).toBeVisible();
  const texts = await options.allTextContents();
  const index = texts.findIndex((t) => name.test(t));
  for (let i = 0; i <= index; i += 1) await box(page).press('ArrowDown');
  await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await options.nth(index).getAttribute('id')) ?? '');
}

test('header search: suggestions as the user types, Enter on a suggestion opens the product', async ({ page }) => {
  await page.goto('/about');
  await box(page).click();
  // An Indonesian word finds the product; the match is highlighted.
  await box(page).pressSequentially('lemari', { delay: 30 });
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(
    suggestions(page)
      .locator('mark', { hasText: /lemari/i })
      .first(),
  ).toBeVisible();
  // the English shop suggests the seller's English name
  await chooseOption(page, /Two-Door Teak Wardrobe/);
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/product\/detail\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Lemari Pakaian 2 Pintu Kayu Jati Minimalis' })).toBeVisible();
});

test('header search: Enter on the text lists /product?search=, remembered as a recent search; typos get suggestions', async ({
  page,
}) => {
  await page.goto('/');
  await box(page).fill('kursi');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/product\?search=kursi$/);
  await expect(page.locator('.product-grid .product-card__name').first()).toBeVisible();

  await box(page).fill('');
  await box(page).focus();
  await expect(suggestions(page).getByRole('option', { name: /Recent\s*kursi/ })).toBeVisible();

  // A misspelt word still finds dining tables ("meja mkan" → "meja makan").
  await box(page).fill('meja mkan');
  await expect(
    suggestions(page)
      .getByRole('option')
      .filter({ hasText: /Meja Makan/ })
      .first(),
  ).toBeVisible();
  await box(page).press('Escape');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
});

test('header search works on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/product');
  await expect(box(page)).toBeVisible();
  await box(page).pressSequentially('sofa', { delay: 30 });
  await chooseOption(page, /Sofa/);
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/product\/detail\/\d+$/);
});
