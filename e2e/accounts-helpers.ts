import { type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { expect } from './fixtures';
import { outbox } from './outbox';

/** A fresh, unique address and handle per run (the database of a run is fresh, but journeys share it). */
export function uniqueAccount(prefix: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return { email: `${prefix}-${stamp}@example.test`, username: `${prefix}_${stamp}` };
}

/** The newest code mailed to `email` (development outbox, GET /api/v1/dev/outbox), optionally a new one. */
export async function readCode(request: APIRequestContext, email: string, { notEqual }: { notEqual?: string } = {}) {
  let code = '';
  await expect
    .poll(
      async () => {
        const mails = await outbox(request, email);
        code = /code to .* is: (\d{6})/.exec(mails[0]?.text ?? '')?.[1] ?? '';
        return code !== '' && code !== notEqual;
      },
      { message: `a code mailed to ${email}` },
    )
    .toBe(true);
  return code;
}

/** Registers through the API (for journeys that are about something else) and returns the login data. */
export async function registerViaApi(
  request: APIRequestContext,
  account: { email: string; username: string; password: string; role: 'customer' | 'seller' },
) {
  expect((await request.post('/api/v1/auth/register', { data: { email: account.email } })).ok()).toBe(true);
  const code = await readCode(request, account.email);
  const response = await request.post('/api/v1/auth/register', { data: { ...account, code } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data;
}

/** The user info the app keeps in localStorage `userInfo` (spec §3). */
export async function storedUserInfo(page: Page) {
  const raw = await page.evaluate(() => localStorage.getItem('userInfo'));
  return raw ? (JSON.parse(raw) as { token: string; role: string; username?: string; email: string }) : null;
}

export async function logInThroughUi(page: Page, emailOrusername: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(emailOrusername);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // shoppers land on the home page, sellers on the seller home
  await expect(page).toHaveURL(/\/(seller)?$/);
}

/** A 390 px phone, as the mobile journeys use. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 900 } } as const;

/** A browser context that shows the shop in Bahasa Indonesia (the `rima_lang` cookie), a phone unless told. */
export async function indonesianContext(
  browser: Browser,
  baseURL: string | undefined,
  options: BrowserContextOptions = PHONE,
) {
  const context = await browser.newContext(options);
  await context.addCookies([{ name: 'rima_lang', value: 'id', url: baseURL ?? '' }]);
  return context;
}

/** Logs in on the Indonesian /login page (the context already asks for Indonesian) and waits for `landing`. */
export async function logInIndonesian(page: Page, emailOrusername: string, password: string, landing: RegExp) {
  await page.goto('/login');
  await page.getByLabel('Email atau Username').fill(emailOrusername);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(landing);
}

export async function logOutThroughHeader(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.locator('.dropdown-menu.show').getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('RIMA', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Are you sure to logout?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The session is forgotten after /login shows (the token is revoked first): a reload before that would
  // still be logged in.
  await expect.poll(() => storedUserInfo(page)).toBeNull();
}

/**
 * Sets these accounts' language back to English: logging in from the Indonesian shop saves Indonesian as the
 * account's language, and other specs meet the shared demo accounts in English.
 */
export async function restoreEnglish(request: APIRequestContext, tokens: readonly string[]) {
  for (const token of tokens) {
    await request.patch('/api/v1/profile/edit', {
      headers: { 'x-access-token': token },
      multipart: { language: 'en' },
    });
  }
}
