import { expect, test } from './fixtures';
import { logInThroughUi } from './accounts-helpers';
import { apiLogin, completeOrderViaApi, PASSWORD, productOf } from './social-helpers';

const PAYLOAD = '<img src=x onerror=alert(1)>';

test('markup in a chat message, a review and a store description is shown as text', async ({ page, request }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  const seller = await apiLogin(request, 'seller2@rima.test');
  const customer = await apiLogin(request, 'customer2@rima.test');
  const product = await productOf(request, seller.id);
  const asCustomer = { 'x-access-token': customer.token };

  // Chat message.
  const conv = await request.post('/api/v1/chat/conversations', {
    headers: asCustomer,
    data: { seller_id: seller.id },
  });
  const conversationId = ((await conv.json()) as { data: { id: number } }).data.id;
  const sent = await request.post(`/api/v1/chat/conversations/${conversationId}/messages`, {
    headers: asCustomer,
    data: { text: PAYLOAD },
  });
  expect(sent.status()).toBe(201);

  // Review (needs a completed order).
  await completeOrderViaApi(request, customer.token, seller.token, product.id);
  const review = await request.post('/api/v1/reviews/create', {
    headers: asCustomer,
    data: { product_id: product.id, star: 5, message: PAYLOAD },
  });
  expect(review.status()).toBe(201);

  // Store description.
  const edit = await request.patch('/api/v1/profile/edit', {
    headers: { 'x-access-token': seller.token },
    multipart: { store_desc: PAYLOAD },
  });
  expect(edit.ok(), await edit.text()).toBe(true);

  await logInThroughUi(page, 'customer2@rima.test', PASSWORD);
  await page.goto(`/chat?c=${conversationId}`);
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(PAYLOAD)).toBeVisible();

  await page.goto(`/product/detail/${product.id}`);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page.getByTestId('review').getByText(PAYLOAD)).toBeVisible();

  await page.goto(`/store/${seller.id}`);
  await expect(page.getByText(PAYLOAD).first()).toBeVisible();

  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
