import { type Page } from '@playwright/test';
import { expect } from './fixtures';
import { generateSync } from 'otplib';

// README "Demo accounts": the seeded operator and its TOTP secret.
export const OPERATOR_EMAIL = 'operator@rima.test';
export const OPERATOR_TOTP_SECRET = 'RIMAOPSDEMOTOTPSECRETKEY234567AB';

let lastStep = 0;

/** A TOTP code of a time step not used yet by this run (the server accepts each step once). */
export async function freshTotp(): Promise<string> {
  let step = Math.floor(Date.now() / 30_000);
  if (step <= lastStep) {
    await new Promise((resolve) => setTimeout(resolve, (lastStep + 1) * 30_000 - Date.now() + 200));
    step = Math.floor(Date.now() / 30_000);
  }
  lastStep = step;
  return generateSync({ secret: OPERATOR_TOTP_SECRET, epoch: Math.floor(Date.now() / 1000) });
}

/** The operator signs in on the shop's login page: password, then the authenticator's code. */
export async function operatorLogIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(OPERATOR_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill('rimademo123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  await page.getByLabel('Authentication code').fill(await freshTotp());
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/ops$/);
}
