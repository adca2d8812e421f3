import { expect, test } from './fixtures';
import { logInThroughUi, readCode, registerViaApi, uniqueAccount } from './accounts-helpers';

test('a customer who forgot the password gets a code by e-mail and sets a new password', async ({ page, request }) => {
  const { email, username } = uniqueAccount('lost');
  const oldPassword = 'forgotten-pass-1';
  const newPassword = 'remembered-pass-2';
  await registerViaApi(request, { email, username, password: oldPassword, role: 'customer' });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forget your password?' }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();

  // the code page: the 'here' resend link waits for the 2-minute countdown
  await expect(page).toHaveURL(/\/forgot\/otp$/);
  await expect(page.getByRole('button', { name: 'here' })).toBeDisabled();
  await expect(page.getByRole('timer')).toHaveText(/^0[12]:\d\d$/);
  const code = await readCode(request, email);
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "* Pin Code Doesn't Match*" })).toBeVisible();
  // a reload keeps the e-mail (router state)
  await page.reload();
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  // the new password: at least 8 and equal to its confirmation
  await expect(page).toHaveURL(/\/forgot\/otp\/verify$/);
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'New_Password at least in 8 character' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Password doesn't match" })).toBeVisible();
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been changed. Log in with the new one.')).toBeVisible();

  // the old password no longer works, the new one does
  await page.getByLabel('Email or Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(oldPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Email/Password is Wrong' })).toBeVisible();
  await logInThroughUi(page, email, newPassword);
});
