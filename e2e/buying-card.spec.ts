import { expect, test } from './fixtures';
import { logInThroughUi } from './accounts-helpers';

type Row = { id: number; name: string; stock: number };

test('a customer pays with a sandbox Visa card (a declined card can be retried), then cancels and is refunded', async ({
  page,
  request,
}) => {
  const list = await request.get('/api/v1/product?limit=20');
  const product = ((await list.json()) as { data: { data: Row[] } }).data.data.find((r) => r.stock >= 1);
  if (!product) throw new Error('no product in stock');

  await logInThroughUi(page, 'customer2@rima.test', 'rimademo123');
  await page.goto(`/product/detail/${product.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/cart');
  // (the pick goes through the URL, so the radio is checked once the navigation settles)
  await page.getByRole('radio', { name: 'Local pickup' }).click();
  await expect(page.getByRole('radio', { name: 'Local pickup' })).toBeChecked();
  await expect(page.getByTestId('cart-shipping')).toHaveText('Free');
  await page.getByRole('button', { name: 'Proceed To Check Out' }).click();
  // Local pickup is offered with each store's couriers, for the customer's default address.
  await expect(page).toHaveURL(/\/cart\/checkout\?.*services=\d+%3Apickup/);

  await page.getByRole('combobox', { name: 'Payment method' }).selectOption('card');
  await page.getByRole('button', { name: 'Check Out' }).click();

  await expect(page).toHaveURL(/\/payment\/\d+\/card$/);
  const number = page.getByLabel('Card number');
  await number.fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay Rp/ }).click();
  await expect(page.getByText('Card declined')).toBeVisible();
  // The card number is not kept once the request is answered.
  await expect(number).toHaveValue('');

  await number.fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay Rp/ }).click();
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await expect(page.locator('.badge').getByText('Paid')).toBeVisible();
  await expect(page.getByText('Local pickup')).toBeVisible();

  // Cancelling the paid order gives the money back to the card, shown on the order page without a reload.
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByLabel('Reason (optional)').fill('Ordered the wrong size');
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.locator('.badge').getByText('Cancelled')).toBeVisible();
  const refund = page.getByTestId('order-refund');
  await expect(refund).toHaveAttribute('data-status', 'succeeded');
  await expect(refund).toContainText(/Rp[\d.]+ refunded to the card on/);
  await expect(refund).toContainText(/Reference SBX-RF-/);
});
