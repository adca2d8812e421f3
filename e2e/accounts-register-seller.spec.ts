import { expect, test } from './fixtures';
import { logInThroughUi, logOutThroughHeader, readCode, storedUserInfo, uniqueAccount } from './accounts-helpers';

test('a new seller registers with a store name and description, sees the seller tabs and logs in by store name', async ({
  page,
  request,
}) => {
  const { email, username } = uniqueAccount('shop');
  const storeName = `Toko ${username}`;
  const password = 'teak-and-rattan-9';

  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel("I'm Seller").check();
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByLabel('Verification code').fill(await readCode(request, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('Store Name').fill(storeName);
  await page.getByLabel('Store Description').fill('Handmade teak tables from Jepara.');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedUserInfo(page)).toMatchObject({ role: 'seller', email });

  // the profile shows the seller's tab bar, the store's name (not its address) and the description
  await page.goto('/profile');
  const tabs = page.getByRole('navigation', { name: 'Seller' });
  await expect(tabs.getByRole('link', { name: 'My Product' })).toHaveAttribute('href', '/admin/my-product');
  await expect(tabs.getByRole('link', { name: 'Selling Product' })).toHaveAttribute('href', '/admin/create-product');
  await expect(tabs.getByRole('link', { name: 'My Order' })).toHaveAttribute('href', '/admin/my-order');
  await expect(page.getByLabel('Store Name')).toHaveValue(storeName);
  await expect(page.getByLabel('Store Description')).toHaveValue('Handmade teak tables from Jepara.');
  // a new store has no orders yet
  await tabs.getByRole('link', { name: 'My Order' }).click();
  await expect(page.getByRole('heading', { name: 'You Dont Have Any Transaction' })).toBeVisible();

  await logOutThroughHeader(page);
  await logInThroughUi(page, storeName, password);
  expect(await storedUserInfo(page)).toMatchObject({ role: 'seller', username: storeName });
});
