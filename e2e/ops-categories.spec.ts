import { expect, test } from './fixtures';
import { operatorLogIn } from './ops-helpers';

type Tree = { data: { slug: string; name_id: string; children: { slug: string; name_id: string }[] }[] };

/**
 * An operator on a phone, in Bahasa Indonesia, manages the furniture tree: adds a subcategory, renames and
 * moves it, reorders it, retires and restores it, and sets a top level's commission rate. The shop's tree
 * follows each step.
 */
test('an operator manages the category tree and its commission in Indonesian on a phone', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 780 });
  await operatorLogIn(page);
  await page.context().addCookies([{ name: 'rima_lang', value: 'id', url: baseURL }]);
  await page.goto('/ops/categories');
  await expect(page.getByRole('heading', { name: 'Kategori', level: 1 })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // Add "Meja Teras" under Luar Ruangan: the slug is proposed from the Bahasa name.
  const stamp = Date.now().toString(36);
  const form = page.getByRole('form', { name: 'Tambah kategori' });
  await form.getByLabel('Letak').selectOption({ label: 'Di bawah Luar Ruangan' });
  await form.getByLabel('Nama (Bahasa Indonesia)').fill(`Meja Teras ${stamp}`);
  await form.getByLabel('Nama (Inggris)').fill(`Patio Tables ${stamp}`);
  await expect(form.getByLabel('Slug (alamat web)')).toHaveValue(`meja-teras-${stamp}`);
  await form.getByRole('button', { name: 'Tambah' }).click();
  await expect(page.getByText(`Meja Teras ${stamp} ditambahkan`)).toBeVisible();
  const tree = async () => ((await (await request.get('/api/v1/categories?tree=1')).json()) as Tree).data;
  const outdoor = async () => (await tree()).find((c) => c.slug === 'luar-ruangan')?.children ?? [];
  expect((await outdoor()).map((c) => c.slug)).toContain(`meja-teras-${stamp}`);

  // Rename it and move it under Ruang Tamu.
  await page.getByRole('button', { name: `Ubah Meja Teras ${stamp}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nama (Bahasa Indonesia)').fill(`Meja Samping ${stamp}`);
  await dialog.getByLabel('Letak').selectOption({ label: 'Di bawah Ruang Tamu' });
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText(`Meja Samping ${stamp} disimpan`)).toBeVisible();
  const living = async () => (await tree()).find((c) => c.slug === 'ruang-tamu')?.children ?? [];
  await expect.poll(async () => (await living()).at(-1)?.name_id).toBe(`Meja Samping ${stamp}`);

  // Reorder: one step up, before the last of Ruang Tamu's subcategories.
  await page.getByRole('button', { name: `Naikkan Meja Samping ${stamp}` }).click();
  await expect.poll(async () => (await living()).at(-2)?.name_id).toBe(`Meja Samping ${stamp}`);

  // Retire it (hidden from the shop), then restore it.
  await page.getByRole('button', { name: `Nonaktifkan Meja Samping ${stamp}` }).click();
  await expect(page.getByText(`Meja Samping ${stamp} dinonaktifkan`)).toBeVisible();
  await expect.poll(async () => (await living()).some((c) => c.name_id === `Meja Samping ${stamp}`)).toBe(false);
  await page.getByRole('button', { name: `Kembalikan Meja Samping ${stamp}` }).click();
  await expect(page.getByText(`Meja Samping ${stamp} dikembalikan`)).toBeVisible();

  // Commission per top-level furniture category; the old clothing categories are not offered.
  const rates = page.getByRole('form', { name: 'Komisi per kategori' });
  await expect(rates.getByText('Pakaian', { exact: true })).toHaveCount(0);
  await rates.getByLabel('Komisi Kamar Tidur (basis poin)').fill('750');
  await rates.getByRole('button', { name: 'Simpan tarif' }).click();
  await expect(page.getByText('Komisi disimpan')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Komisi Kamar Tidur (basis poin)')).toHaveValue('750');
  // Back to the default rate, as the other journeys expect.
  await page.getByLabel('Komisi Kamar Tidur (basis poin)').fill('');
  await page.getByRole('button', { name: 'Simpan tarif' }).click();
  await expect(page.getByText('Komisi disimpan')).toBeVisible();
});
