import { expect, test } from './fixtures';

test('an unknown URL or product shows the 404 page with a way back home', async ({ page }) => {
  await page.goto('/product/detail/999999');
  await expect(page.getByRole('heading', { name: 'Page cannot be found!' })).toBeVisible();
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page cannot be found!' })).toBeVisible();
  await page.getByRole('link', { name: 'BACK TO HOMEPAGE' }).click();
  await expect(page).toHaveURL(/\/$/);
});
