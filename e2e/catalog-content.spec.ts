import { expect, test } from './fixtures';

test('content pages: blog search and article, FAQ to contact, and a sent contact message is confirmed', async ({
  page,
}) => {
  await page.goto('/blog');
  await page.getByRole('searchbox', { name: 'Search' }).fill('rattan');
  await expect(page).toHaveURL(/\/blog\?search=rattan$/);
  await expect(page.getByRole('heading', { level: 2, name: /Rattan is back/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /dining table/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Read More: Rattan is back, and it never left Cirebon' }).click();
  await expect(page).toHaveURL(/\/blog\/detail\/rattan-is-back$/);
  await expect(page.getByRole('heading', { level: 1, name: /Rattan is back/ })).toBeVisible();

  await page.goto('/faq');
  for (const section of ['Shopping', 'Payment', 'Miscellaneous']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/page\/contact$/);

  await page.getByLabel('Name').fill('Sari Wulandari');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Plan').selectOption('premium');
  await page.getByLabel('Message').fill('Do you deliver to Makassar?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a valid e-mail address')).toBeVisible();

  const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/contact') && r.request().method() === 'POST');
  await page.getByLabel('Email').fill('sari@example.com');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByRole('heading', { name: /your message is on its way/ })).toBeVisible();
});
