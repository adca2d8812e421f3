import { complaintViaApi } from './complaints-helpers';
import { expect, test } from './fixtures';
import { apiLogin, PASSWORD, productOf } from './social-helpers';

// The store's side of a complaint, on the smallest phone in Bahasa Indonesia: the dashboard counts it, the
// complaints page lists it with its deadline, and the store asks for the item back paying the return label.
test.use({ viewport: { width: 360, height: 780 } });

test('a store finds its complaint from the dashboard and offers a return it pays the label for', async ({
  page,
  request,
}) => {
  const seller = await apiLogin(request, 'seller3@rima.test');
  const buyer = await apiLogin(request, 'customer2@rima.test');
  const product = await productOf(request, seller.id);
  const { id, orderId } = await complaintViaApi(request, buyer.token, seller.token, product.id);

  await page.goto('/login');
  await page.getByLabel('Email or Username').fill('seller3@rima.test');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/(seller)?$/);
  await page.context().addCookies([{ name: 'rima_lang', value: 'id', url: page.url() }]);

  await page.goto('/seller');
  const figure = page.getByTestId('waiting-complaints');
  await expect(figure).toContainText('Komplain');
  await expect(figure.locator('.fs-5')).toHaveText(/^[1-9]\d*$/);
  await figure.click();
  await expect(page).toHaveURL(/\/seller\/complaints$/);
  const row = page
    .getByTestId('seller-complaints')
    .getByRole('listitem')
    .filter({ hasText: `Komplain #${id}` });
  await expect(row).toContainText('Menunggu toko');
  await expect(row).toContainText('Jawab sebelum');
  const noSideways = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noSideways).toBe(true);

  await row.getByRole('link', { name: `Komplain #${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}\\?complaint=${id}`));
  await page.getByLabel('Ongkir (label retur atau paket suku cadang), IDR').fill('45000');
  await page.getByLabel('Siapa yang membayar ongkir?').selectOption('seller');
  await page.getByRole('button', { name: 'Minta barang dikembalikan' }).click();
  await expect(page.getByTestId('complaint-offer-shipping')).toContainText('dibayar oleh Toko');
});
