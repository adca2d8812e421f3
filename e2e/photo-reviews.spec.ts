import { type Page } from '@playwright/test';
import { photo } from './complaints-helpers';
import { expect, test } from './fixtures';
import { apiLogin, completeOrderViaApi, PASSWORD, productOf, resetCartAndFavorites } from './social-helpers';

// On a phone in Bahasa Indonesia: a buyer reviews what they bought with two photos, which appear on the review,
// in the product page's buyers' photos and under the "Dengan foto" filter, and open large on a tap.
test.use({ viewport: { width: 390, height: 844 } });

const BUYER = 'customer2@rima.test';

async function logInIndonesian(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.context().addCookies([{ name: 'rima_lang', value: 'id', url: page.url() }]);
}

test('a buyer leaves a review with two photos, which appear on the product page', async ({ page, request }) => {
  const seller = await apiLogin(request, 'seller2@rima.test');
  const buyer = await apiLogin(request, BUYER);
  const product = await productOf(request, seller.id);
  await resetCartAndFavorites(request, buyer.token);
  await completeOrderViaApi(request, buyer.token, seller.token, product.id);

  // Its own words: a retry (or an earlier run on the same data) leaves other reviews of the product.
  const words = `Anyaman rapi, warnanya sama dengan foto toko (${Date.now().toString(36)}).`;

  await logInIndonesian(page, BUYER);
  await page.goto(`/product/detail/${product.id}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Ulasan' }).click();
  const form = page.getByRole('form', { name: 'Tulis ulasan' });
  await form.getByRole('button', { name: '5 bintang' }).click();
  await form.getByRole('textbox', { name: 'Ulasan Anda' }).fill(words);
  await form.getByLabel('Tambah foto (maks. 5)').setInputFiles([
    { name: 'depan.png', mimeType: 'image/png', buffer: await photo(30) },
    { name: 'samping.png', mimeType: 'image/png', buffer: await photo(200) },
  ]);
  await expect(form.getByRole('img')).toHaveCount(2);
  await form.getByRole('button', { name: 'Kirim ulasan' }).click();
  await expect(page.getByText('Terima kasih atas ulasan Anda')).toBeVisible();

  // The review shows its two photos; the page's buyers' photos hold them too.
  const review = page.getByTestId('review').filter({ hasText: words });
  await expect(review.getByTestId('review-photos').getByRole('img')).toHaveCount(2);
  await expect(page.getByTestId('review-gallery').getByRole('img').first()).toBeVisible();

  // As the server renders the page for the next visitor, with the "with photos" filter.
  await page.reload();
  await page.getByRole('tab', { name: 'Ulasan' }).click();
  await page.getByRole('button', { name: /^Dengan foto/ }).click();
  const shown = page.getByTestId('review').filter({ hasText: words });
  await expect(shown.getByTestId('review-photos').getByRole('img')).toHaveCount(2);
  for (const img of await shown.getByTestId('review-photos').getByRole('img').all()) {
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }

  // A tap opens the photo large, with the next one a tap away.
  await shown.getByTestId('review-photos').getByRole('button').first().click();
  await expect(page.getByTestId('review-photo-large')).toBeVisible();
  await expect(page.getByText('1 / 2')).toBeVisible();
  await page.getByRole('button', { name: 'Foto berikutnya' }).click();
  await expect(page.getByText('2 / 2')).toBeVisible();
  await page.getByRole('button', { name: 'Tutup', exact: true }).click();
  await expect(page.getByTestId('review-photo-large')).toHaveCount(0);

  // Nothing scrolls sideways on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
