import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, live, test } from './fixtures';
import { logInThroughUi, storedUserInfo } from './accounts-helpers';
import { apiLogin, firstWithoutOptions } from './social-helpers';

const PASSWORD = 'rimademo123';
const CUSTOMER = 'customer@rima.test';
const SELLERS = ['seller@rima.test', 'seller2@rima.test'] as const;

type Row = { id: number; name: string; price: number; stock: number; seller_id: number };

/** The demo seller's user id (login answer) and one of their products in stock, found through the API. */
async function productOf(request: APIRequestContext, sellerEmail: string) {
  const login = await request.post('/api/v1/auth/login', {
    data: { emailOrusername: sellerEmail, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const sellerId = ((await login.json()) as { data: { user_id: number } }).data.user_id;
  const list = await request.get(`/api/v1/product?seller_id=${sellerId}&price=expensive&limit=10`);
  const rows = ((await list.json()) as { data: { data: Row[] } }).data.data;
  const product = await firstWithoutOptions(
    request,
    rows.filter((r) => r.seller_id === sellerId),
    2,
  );
  if (!product) throw new Error(`no product in stock for ${sellerEmail}`);
  return { sellerEmail, sellerId, product };
}

async function newLoggedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = live(await context.newPage());
  await logInThroughUi(page, email, PASSWORD);
  return page;
}

test('a customer buys from two stores, each seller ships, a guest tracks it and the customer confirms receipt', async ({
  page,
  browser,
  request,
}) => {
  const picks = await Promise.all(SELLERS.map((email) => productOf(request, email)));
  // an empty cart to start from: other journeys buy as the same customer
  const { token: apiToken } = await apiLogin(request, CUSTOMER);
  await request.delete('/api/v1/cart', { headers: { 'x-access-token': apiToken } });

  // The customer fills the cart with one product of each store.
  await logInThroughUi(page, CUSTOMER, PASSWORD);
  for (const { product } of picks) {
    await page.goto(`/product/detail/${product.id}`);
    await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added 1 to your cart')).toBeVisible();
  }
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page).toHaveURL(/\/cart/);
  // (a line shows the seller's English name in the English shop where one was given)
  for (const { product } of picks) {
    await expect(page.getByTestId('cart-row').locator(`a[href="/product/detail/${product.id}"]`)).toBeVisible();
  }
  await expect(page.locator('.cart-table__store')).toHaveCount(2);

  // Enough for the coupon's minimum spend (HEMAT10: Rp500.000): raise a quantity if needed.
  const subtotal = picks.reduce((sum, p) => sum + p.product.price, 0);
  if (subtotal < 500_000) {
    const first = picks[0]?.product;
    if (!first) throw new Error('no product');
    // The quantity is saved by itself a moment after the last tap.
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/v1/cart/') && r.request().method() !== 'GET' && r.ok(),
    );
    await page.getByRole('button', { name: `Increase quantity of ${first.name.toLowerCase()}` }).click();
    await saved;
  }
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('HEMAT10');
  await page.getByRole('button', { name: 'Apply Coupon' }).click();
  await expect(page.getByText(/Coupon HEMAT10 applied/).first()).toBeVisible();
  await expect(page.getByTestId('cart-discount')).toContainText('Rp');

  await page.getByRole('button', { name: 'Proceed To Check Out' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout/);

  // Checkout with BCA to the default address (couriers per store, the cheapest picked): the page says
  // what is missing first.
  await expect(page.getByLabel('Ship to')).toContainText('Rumah: Budi Santoso');
  await page.getByRole('button', { name: 'Check Out' }).click();
  await expect(page.getByText('Choose a payment method')).toBeVisible();
  for (const slots of await page.getByRole('group', { name: /^Time windows on / }).all()) {
    // the first window with room: journeys before this one may have filled the earliest
    await slots.locator('button:enabled').first().click();
  }
  await page.getByRole('combobox', { name: 'Payment method' }).selectOption('bca_va');
  await page.getByRole('button', { name: 'Check Out' }).click();

  // The waiting-for-payment page: VA number, amount, countdown; sandbox settles it.
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Waiting for payment' })).toBeVisible();
  await expect(page.getByTestId('va-number')).toHaveText(/^39358\d+/);
  await expect(page.getByTestId('payment-amount')).toContainText('Rp');
  await expect(page.getByRole('timer')).toHaveText(/^2[34]:\d\d:\d\d$/);
  await page.getByRole('button', { name: 'Simulate payment' }).click();
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
  await expect(page).toHaveURL(/\/order\?tab=packed/);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  const token = (await storedUserInfo(page))?.token ?? '';
  const orders = (
    (await (await request.get('/api/v1/transaction', { headers: { 'x-access-token': token } })).json()) as {
      data: { id: number; seller_id: number; status: string }[];
    }
  ).data;
  expect(orders).toHaveLength(2);
  for (const order of orders) {
    expect(order.status).toBe('paid');
    await expect(page.getByRole('article', { name: `Order #${order.id}` })).toBeVisible();
  }

  // Each seller sees only their own order, processes and ships it.
  for (const { sellerEmail, sellerId } of picks) {
    const mine = orders.find((o) => o.seller_id === sellerId);
    const theirs = orders.find((o) => o.seller_id !== sellerId);
    if (!mine || !theirs) throw new Error('one order per store expected');
    const sellerPage = await newLoggedInPage(browser, sellerEmail);
    await sellerPage.goto('/admin/my-order');
    const card = sellerPage.getByRole('article', { name: `Order #${mine.id}` });
    await expect(card).toBeVisible();
    await expect(sellerPage.getByRole('article', { name: `Order #${theirs.id}` })).toHaveCount(0);
    await card.getByRole('button', { name: 'Process order' }).click();
    await expect(card.getByText('Processing')).toBeVisible();
    await card.getByRole('button', { name: 'Ship order' }).click();
    const dialog = sellerPage.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Ship' }).click();
    await expect(dialog.getByText('Enter the tracking number')).toBeVisible();
    // the courier of the service the buyer chose (JNE trucking) comes preselected
    await expect(dialog.getByRole('combobox', { name: 'Courier' })).toHaveValue('jne');
    await dialog.getByRole('textbox', { name: 'Tracking number' }).fill(`JNE-${mine.id}-0001`);
    await dialog.getByRole('button', { name: 'Ship' }).click();
    await expect(card.getByText('Shipped')).toBeVisible();
    await expect(card.getByText(`JNE tracking number: JNE-${mine.id}-0001`)).toBeVisible();
    // The archive holds only completed and cancelled orders (other journeys may have left some there).
    await sellerPage.getByRole('button', { name: 'All' }).click();
    await sellerPage.locator('.dropdown-menu.show').getByText('Archive').click();
    await expect(sellerPage).toHaveURL(/[?&]filter=archive/);
    await expect(sellerPage.getByRole('button', { name: 'Archive' })).toBeVisible();
    await expect(sellerPage.getByRole('article', { name: `Order #${mine.id}` })).toHaveCount(0);
    const archived = await sellerPage.locator('article.order-card .badge').allTextContents();
    for (const status of archived) expect(['Completed', 'Cancelled']).toContain(status.trim());
    await sellerPage.context().close();
  }

  // A guest (no login) tracks an order by its id and the billing e-mail.
  const [tracked] = orders;
  if (!tracked) throw new Error('no order');
  const guestContext = await browser.newContext();
  const guest = live(await guestContext.newPage());
  await guest.goto('/order/tracking');
  await guest.getByLabel('Order ID').fill(String(tracked.id));
  await guest.getByLabel('Billing Email').fill('someone-else@rima.test');
  await guest.getByRole('button', { name: 'Track' }).click();
  await expect(guest.getByRole('alert')).toContainText('not found');
  await guest.getByLabel('Billing Email').fill(CUSTOMER);
  await guest.getByRole('button', { name: 'Track' }).click();
  await expect(guest).toHaveURL(new RegExp(`/order/tracking/detail/${tracked.id}\\?email=`));
  await expect(guest.getByText('Shipped').first()).toBeVisible();
  const guestTimeline = guest.getByRole('list', { name: 'Order timeline' });
  await expect(guestTimeline.getByRole('listitem')).toHaveCount(4);
  await guestContext.close();

  // The customer confirms receipt of each order; it ends completed with its whole timeline.
  for (const order of orders) {
    await page.goto(`/order/${order.id}`);
    await page.getByRole('button', { name: 'Confirm received' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, I received it' }).click();
    await expect(page.getByText('Thank you! Order completed')).toBeVisible();
    await expect(page.locator('.badge').getByText('Completed')).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Order timeline' });
    for (const step of ['Order placed', 'Paid', 'Processing', 'Shipped', 'Completed']) {
      await expect(timeline.locator('.order-timeline__title').getByText(step, { exact: true })).toBeVisible();
    }
  }
  await page.goto('/order?tab=done');
  for (const order of orders) await expect(page.getByRole('article', { name: `Order #${order.id}` })).toBeVisible();
});
