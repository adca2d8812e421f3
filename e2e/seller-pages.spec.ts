import { expect, test } from './fixtures';
import { apiLogin } from './social-helpers';

test('a customer on /admin/my-product sees the empty state', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill('customer@rima.test');
  await page.getByLabel('Password', { exact: true }).fill('rimademo123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/my-product');
  await expect(page.getByText('You Dont Have Any Product')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Seller' })).toHaveCount(0);
});

test('a public store page shows the store and its products with paging', async ({ page, request }) => {
  // Other journeys list newer products, so the store is found by its seller rather than on the first page.
  const jati = { seller_id: (await apiLogin(request, 'seller@rima.test')).id };
  await page.goto(`/store/${jati.seller_id}`);
  await expect(page.getByRole('heading', { name: 'Jati Jepara Furniture', level: 1 })).toBeVisible();
  await expect(page.locator('.product-card').first()).toBeVisible();
  const store = (await (await page.request.get(`/api/v1/store/${jati.seller_id}`)).json()) as {
    data: { products: { totalPage: number } };
  };
  if (store.data.products.totalPage > 1) {
    await page.getByRole('navigation', { name: 'Store pages' }).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.locator('.product-card').first()).toBeVisible();
  }
  // An unknown store is a real 404, with the 404 page.
  const missing = await page.goto('/store/999999');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page cannot be found!' })).toBeVisible();
});
