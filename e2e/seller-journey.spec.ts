import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import sharp from 'sharp';

const SELLER = { email: 'seller@rima.test', password: 'rimademo123' }; // demo seed

async function pngs(count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `photo-${i + 1}.png`,
      mimeType: 'image/png',
      buffer: await sharp({
        create: { width: 240, height: 240, channels: 3, background: { r: 60 * i, g: 120, b: 200 - 50 * i } },
      })
        .png()
        .toBuffer(),
    })),
  );
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('button', { name: option, exact: true }).click();
}

test('a seller sells a product with 3 photos, edits price and stock, then deletes it', async ({ page }) => {
  const name = `Journey teak bench ${Date.now()}`;

  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(SELLER.email);
  await page.getByLabel('Password', { exact: true }).fill(SELLER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // a seller lands on the seller home
  await expect(page).toHaveURL(/\/seller$/);

  // Sell
  await page.goto('/admin/create-product');
  await page.getByRole('button', { name: 'Sell product' }).click();
  await expect(page.getByText('* All data must be filled')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description', { exact: true }).fill('A long teak bench for the veranda, oiled by hand.');
  await page.getByLabel('Price (IDR)').fill('1750000');
  await page.getByLabel('Stock').fill('4');
  await pick(page, 'Category', 'Garden Benches');
  await page.getByLabel('Brand (optional)').fill('Bengkel Jati Mulya');
  await page.getByTitle('Sage Green').click();
  await expect(page.getByRole('radio', { name: 'Sage Green' })).toBeChecked();
  await page.getByLabel('Width (cm)', { exact: true }).fill('180');
  await page.getByLabel('Add photos').setInputFiles(await pngs(3));
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(3);
  await page.getByRole('button', { name: 'Sell product' }).click();
  await expect(page.getByText('Congratss!! Product Success to Selling')).toBeVisible();
  await expect(page).toHaveURL(/\/product\/detail\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())?.[1]);

  // Its page shows the three photos
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Show photo \d of 3$/ })).toHaveCount(3);
  await expect(page.getByRole('img', { name: `${name}, photo 1 of 3` })).toBeVisible();

  // Edit price and stock
  await page.goto('/admin/my-product');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Rp1.750.000');
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Width (cm)', { exact: true })).toHaveValue('180');
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(3);
  await page.getByLabel('Price (IDR)').fill('1500000');
  await page.getByLabel('Stock').fill('9');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/admin\/my-product$/);
  const edited = page.getByRole('row', { name: new RegExp(name) });
  await expect(edited).toContainText('Rp1.500.000');
  await expect(edited.getByRole('cell', { name: '9', exact: true })).toBeVisible();

  // Delete: gone from my-product, detail and the list
  await edited.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);

  await page.goto(`/product/detail/${id}`);
  await expect(page.getByRole('heading', { name: 'Page cannot be found!' })).toBeVisible();

  const list = await page.request.get(`/api/v1/product?search=${encodeURIComponent(name)}`);
  expect(((await list.json()) as { data: { data: unknown[] } }).data.data).toEqual([]);
});
