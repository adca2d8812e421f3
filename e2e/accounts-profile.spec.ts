import { expect, test } from './fixtures';
import { logInThroughUi, registerViaApi, storedUserInfo, uniqueAccount } from './accounts-helpers';

// A 1x1 PNG, enough for the server to recognise and re-encode.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a customer edits the profile with a photo, changes the password and logs out, killing the token', async ({
  page,
  request,
}) => {
  const { email, username } = uniqueAccount('prof');
  const password = 'first-password-1';
  const newPassword = 'second-password-2';
  await registerViaApi(request, { email, username, password, role: 'customer' });
  await logInThroughUi(page, email, password);

  // read-only until the pencil
  await page.goto('/profile');
  await expect(page.getByLabel('Name')).toBeDisabled();
  await expect(page.getByLabel('Address')).toBeDisabled();
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await page.getByLabel('Name').fill('Budi Santoso');
  await page.getByLabel('Gender').fill('ab');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Gender must be 4 to 6 letters' })).toBeVisible();
  await page.getByLabel('Gender').fill('Male');
  await page.getByLabel('Phone').fill('+628123456789');
  await page.getByLabel('Address').fill('Jl. Kayu Jati 7, Jepara');
  await page
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await page.getByRole('button', { name: 'Save' }).click();

  // saved and reloaded from the server: read-only again, gender lowercased, the photo served by the shop
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Budi Santoso');
  await expect(page.getByLabel('Gender')).toHaveValue('male');
  await page.reload();
  await expect(page.getByLabel('Phone')).toHaveValue('+628123456789');
  await expect(page.getByLabel('Address')).toHaveValue('Jl. Kayu Jati 7, Jepara');
  await expect(page.getByRole('img', { name: 'Profile photo' })).toHaveAttribute('src', /\/api\/v1\/images\//);

  // change the password: the spec's messages, the server's 'Password is wrong', then success
  await page.getByRole('button', { name: 'Edit Password' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByRole('alert')).toHaveText('All input must be filled');
  await modal.getByLabel('Password', { exact: true }).fill('wrong-password-0');
  await modal.getByLabel('New Password', { exact: true }).fill(newPassword);
  await modal.getByLabel('Confirm Password', { exact: true }).fill('something-else-3');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByRole('alert')).toHaveText("Password doesn't match");
  await modal.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Password is wrong');
  await modal.getByLabel('Password', { exact: true }).fill(password);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText(/Password changed/)).toBeVisible();

  // logout from the profile: the dialog, /login, stored info gone, and the old token is dead on the server
  const { token } = (await storedUserInfo(page)) ?? { token: '' };
  expect((await page.request.get('/api/v1/profile', { headers: { 'x-access-token': token } })).status()).toBe(200);
  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure to logout?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // the page moves to /login first, then the revoke answers and the stored info goes
  await expect.poll(() => storedUserInfo(page)).toBeNull();
  expect((await page.request.get('/api/v1/profile', { headers: { 'x-access-token': token } })).status()).toBe(401);

  // guarded pages now send the visitor home with the guard's message
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Silahkan Login Terlebih Dahulu' })).toBeVisible();

  // the new password works
  await logInThroughUi(page, username, newPassword);
});
