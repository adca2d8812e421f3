import { expect, test } from './fixtures';
import { logInThroughUi, logOutThroughHeader, readCode, storedUserInfo, uniqueAccount } from './accounts-helpers';

test('a new customer registers with the e-mailed code, then logs in by e-mail and by username', async ({
  page,
  request,
}) => {
  const { email, username } = uniqueAccount('cust');
  const password = 'sofa-and-chair-1';

  await page.goto('/register');
  // stage 1: the spec's messages, one role at a time, then the code is mailed
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '* Alldata Must Be Filled *' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel("I'm Seller").check();
  await page.getByLabel("I'm Customer").check();
  await expect(page.getByLabel("I'm Seller")).not.toBeChecked();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '* Password at least in 8 character *' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Register' }).click();

  // stage 2: a wrong code is refused by the server, the mailed one passes; resend waits for the countdown
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'here' })).toBeDisabled();
  await expect(page.getByRole('timer')).toHaveText(/^0[12]:\d\d$/);
  const code = await readCode(request, email);
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "* Pin Code Doesn't Match*" })).toBeVisible();
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  // stage 3: the username; Confirm registers, logs in and goes to / with the welcome toast
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Welcome to RIMA, ${username}!`)).toBeVisible();
  expect(await storedUserInfo(page)).toMatchObject({ role: 'customer', email });

  // the same e-mail cannot register twice
  await logOutThroughHeader(page);
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel("I'm Customer").check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '* Email Already Exists *' })).toBeVisible();

  // log in by e-mail, then by username; a wrong password shows the server's message
  await logInThroughUi(page, email, password);
  await expect(page.getByText(/^Welcome back/)).toBeVisible();
  await logOutThroughHeader(page);
  await page.getByLabel('Email or Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Email/Password is Wrong' })).toBeVisible();
  await logInThroughUi(page, username, password);
  expect(await storedUserInfo(page)).toMatchObject({ role: 'customer', username });

  // guest-only pages send a logged-in user home with 'Forbiden'
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Forbiden')).toBeVisible();
});
