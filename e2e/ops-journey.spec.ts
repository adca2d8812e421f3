import { expect, test } from './fixtures';
import { apiLogin, productOf } from './social-helpers';
import { operatorLogIn } from './ops-helpers';
import { addToCartViaApi, checkoutViaApi } from './order-helpers';
import { outbox } from './outbox';

/**
 * An operator signs in with TOTP, suspends a store (its products vanish from /product, their pages
 * answer 404, the seller is told) and reinstates it, resolves a shopper's report by taking a product down,
 * creates a coupon a customer then uses, retries a failed refund and replies to a contact message.
 */
test('an operator runs the marketplace from the console', async ({ page, request }) => {
  test.setTimeout(240_000);
  const kayu = await apiLogin(request, 'seller3@rima.test');
  const kayuProduct = await productOf(request, kayu.id);

  // Sign in with the second factor: the console opens with its dashboard and charts.
  await operatorLogIn(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Orders per day' })).toBeVisible();

  // Suspend Kayu Jogja Living: its products leave the catalogue at once and their pages answer 404.
  await page.getByRole('link', { name: 'Stores', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill('Kayu Jogja Living');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Suspend Kayu Jogja Living' }).click();
  await page.getByLabel('Reason').fill('Selling counterfeit teak: under review');
  await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('Kayu Jogja Living suspended')).toBeVisible();
  const list = await request.get(`/api/v1/product?seller_id=${kayu.id}`);
  expect(((await list.json()) as { data: { data: unknown[] } }).data.data).toEqual([]);
  const all = (
    (await (await request.get('/api/v1/product?limit=100')).json()) as { data: { data: { seller_id: number }[] } }
  ).data.data;
  expect(all.some((p) => p.seller_id === kayu.id)).toBe(false);
  expect((await request.get(`/product/detail/${kayuProduct.id}`)).status()).toBe(404);
  expect((await request.get(`/api/v1/product/${kayuProduct.id}`)).status()).toBe(404);
  // The seller is told by e-mail (and notification), and cannot sign in meanwhile.
  await expect
    .poll(async () => (await outbox(request, 'seller3@rima.test')).map((m) => m.subject))
    .toContain('RIMA: your store is suspended');
  const refused = await request.post('/api/v1/auth/login', {
    data: { emailOrusername: 'seller3@rima.test', password: 'rimademo123' },
  });
  expect(refused.status()).toBe(403);

  await page.getByRole('button', { name: 'Reinstate Kayu Jogja Living' }).click();
  await page.getByLabel('Reason').fill('Certificates of origin checked');
  await page.getByRole('dialog').getByRole('button', { name: 'Reinstate' }).click();
  await expect(page.getByText('Kayu Jogja Living reinstated')).toBeVisible();
  expect((await request.get(`/product/detail/${kayuProduct.id}`)).status()).toBe(200);
  const seller = await apiLogin(request, 'seller3@rima.test');
  await expect
    .poll(async () => {
      const notes = await request.get('/api/v1/notification', { headers: { 'x-access-token': seller.token } });
      return JSON.stringify(await notes.json());
    })
    .toContain('Your store is suspended');

  // Resolve the shopper's report by taking the product down (then restore it for the other journeys).
  await page.getByRole('link', { name: 'Reports', exact: true }).click();
  const report = page.getByRole('listitem', { name: /^Report / }).first();
  await expect(report).toContainText('The photos look copied');
  const reportedName = (await report.locator('blockquote').textContent())?.trim() ?? '';
  await report.getByRole('button', { name: 'Take down' }).click();
  await page.getByLabel('Reason').fill('Copied photos: counterfeit listing');
  await page.getByRole('dialog').getByRole('button', { name: 'Take down' }).click();
  await expect(page.getByText(/Report #\d+: take down/)).toBeVisible();
  const taken = (
    (await (await request.get(`/api/v1/product?search=${encodeURIComponent(reportedName)}`)).json()) as {
      data: { data: { name: string }[] };
    }
  ).data.data;
  expect(taken.some((p) => p.name === reportedName)).toBe(false);
  await page.getByRole('link', { name: 'Products', exact: true }).click();
  await page.getByLabel('Status').selectOption('taken_down');
  await page.getByRole('button', { name: `Restore ${reportedName}` }).click();
  await page.getByLabel('Reason').fill('Seller sent their own photos');
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(`${reportedName} restored`)).toBeVisible();

  // Create a coupon; a customer uses it at checkout; the console counts the use.
  await page.getByRole('link', { name: 'Coupons', exact: true }).click();
  await page.getByRole('button', { name: 'New coupon' }).click();
  await page.getByLabel('Code').fill('OPSE2E');
  await page.getByLabel('Kind').selectOption('fixed');
  await page.getByLabel('Value (percent or IDR)').fill('50000');
  await page.getByLabel('Uses per customer (optional)').fill('1');
  await page.getByRole('button', { name: 'Save coupon' }).click();
  await expect(page.getByText('Coupon OPSE2E created')).toBeVisible();
  const customer = await apiLogin(request, 'customer@rima.test');
  const headers = { 'x-access-token': customer.token };
  const jati = await apiLogin(request, 'seller@rima.test');
  const product = await productOf(request, jati.id);
  await request.delete('/api/v1/cart', { headers });
  await addToCartViaApi(request, headers, product.id);
  const applied = await request.post('/api/v1/cart/coupon', { headers, data: { code: 'OPSE2E' } });
  expect(applied.ok(), await applied.text()).toBe(true);
  const placed = await checkoutViaApi(request, headers, 'ops');
  expect(placed.orders[0]?.discount).toBe(50_000);
  await page.reload();
  await expect(page.getByRole('row', { name: /OPSE2E/ })).toContainText('1 · 1 customers');

  // Retry the refund the payment provider refused: it goes through.
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await page.getByRole('link', { name: /Failed refunds/ }).click();
  await page.getByRole('row').nth(1).getByRole('link').click();
  await expect(page.getByTestId('refund-status')).toContainText('failed');
  await page.getByRole('button', { name: 'Retry refund' }).click();
  await expect(page.getByTestId('refund-status')).toContainText('succeeded');

  // Reply to the contact message: the reply is in the outbox.
  await page.getByRole('link', { name: 'Messages', exact: true }).click();
  // (another journey may have sent a message under the same name: this is the demo's, from customer2)
  const message = page
    .getByRole('listitem', { name: 'Message from Sari Wulandari' })
    .filter({ hasText: 'the refund has not arrived yet' });
  await message.getByLabel('Reply').fill('We sent your refund again today; it reaches your BCA account within 3 days.');
  await message.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent to customer2@rima.test')).toBeVisible();
  const mails = await outbox(request, 'customer2@rima.test');
  expect(mails[0]?.text).toContain('We sent your refund again today');

  // Every action is in the audit log.
  await page.getByRole('link', { name: 'Audit log', exact: true }).click();
  for (const action of [
    'store.suspend',
    'store.reinstate',
    'report.take_down',
    'coupon.create',
    'refund.retry',
    'contact.reply',
  ]) {
    await expect(page.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
  }
});
