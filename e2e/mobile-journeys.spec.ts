import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readCode, uniqueAccount } from './accounts-helpers';
import { apiLogin, completeOrderViaApi, PASSWORD, productOf } from './social-helpers';

// The journeys a shopper and a seller hit on a phone.
test.use({ viewport: { width: 390, height: 844 } });

async function logInHere(page: Page, email: string) {
  await page.getByLabel('Email or Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await logInHere(page, email);
  // a seller lands on the seller center, a customer on the home page
  await expect(page).toHaveURL(/\/(seller)?$/);
}

test("a visitor's 'Add to cart' keeps the item; logging in brings it into the account's cart", async ({ page }) => {
  const seller = await apiLogin(page.request, 'seller2@rima.test');
  const product = await productOf(page.request, seller.id);
  const customer = await apiLogin(page.request, 'customer@rima.test');
  const headers = { 'x-access-token': customer.token };
  const qtyOf = async () => {
    const res = await page.request.get('/api/v1/cart', { headers });
    const items = ((await res.json()) as { data: { items?: { product_id: number; qty: number }[] } }).data.items;
    return items?.find((i) => i.product_id === product.id)?.qty ?? 0;
  };
  const qtyBefore = await qtyOf();

  await page.goto(`/product/detail/${product.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/detail/${product.id}$`));
  await page.goto('/login');
  await logInHere(page, 'customer@rima.test');
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(qtyOf).toBe(qtyBefore + 1);
});

test("a visitor's cart → register from the cart → back in the cart, the item in the new account", async ({
  page,
  request,
}) => {
  const seller = await apiLogin(request, 'seller2@rima.test');
  const product = await productOf(request, seller.id);
  const { email, username } = uniqueAccount('phone');
  await page.goto(`/product/detail/${product.id}`);
  // the phone's buy bar: 'Buy now' opens the (visitor's) cart
  await page.getByRole('region', { name: 'Buy this product' }).getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-row').getByRole('link', { name: product.name })).toBeVisible();
  await page.locator('.cart-checkout-bar').getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel("I'm Customer").check();
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByLabel('Verification code').fill(await readCode(request, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-row').getByRole('link', { name: product.name })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // checking out from the cart's button, as the account
  await page.getByRole('button', { name: 'Proceed To Check Out' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout/);
});

test("the guard's message offers a Login button that comes back to the guarded page", async ({ page }) => {
  await page.goto('/order');
  await expect(page).toHaveURL(/\/$/);
  const notice = page.getByRole('status').filter({ hasText: 'Silahkan Login Terlebih Dahulu' });
  await notice.getByRole('link', { name: 'Login' }).click();
  await logInHere(page, 'customer@rima.test');
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
});

test('the customer reaches My Orders from the header menu on a phone', async ({ page }) => {
  await logIn(page, 'customer@rima.test');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.locator('.dropdown-menu.show').getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
});

test("a completed order offers 'Write a review' per item, on the order page and in Done", async ({ page }) => {
  const seller = await apiLogin(page.request, 'seller3@rima.test');
  const customer = await apiLogin(page.request, 'customer2@rima.test');
  const product = await productOf(page.request, seller.id);
  const orderId = await completeOrderViaApi(page.request, customer.token, seller.token, product.id);
  await logIn(page, 'customer2@rima.test');
  await page.goto(`/order/${orderId}`);
  const review = page.getByRole('link', { name: `Write a review of ${product.name}` });
  await expect(review).toBeVisible();
  await page.goto('/order?tab=done');
  await expect(
    page.getByRole('article', { name: `Order #${orderId}` }).getByRole('link', { name: /Write a review/ }),
  ).toBeVisible();
  await page
    .getByRole('article', { name: `Order #${orderId}` })
    .getByRole('link', { name: /Write a review/ })
    .first()
    .click();
  await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
});

test('a seller types "Rp 1.250.000" and the product shows Rp1.250.000', async ({ page }) => {
  const seller = await apiLogin(page.request, 'seller3@rima.test');
  const product = await productOf(page.request, seller.id);
  await logIn(page, 'seller3@rima.test');
  await page.goto(`/admin/edit-product/${product.id}`);
  const price = page.getByLabel('Price (IDR)');
  // The edit form shows the stored price formatted.
  await expect(price).toHaveValue(/^\d{1,3}(\.\d{3})*$/);
  await price.fill('Rp 1.250.000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/admin\/my-product$/);
  await page.goto(`/product/detail/${product.id}`);
  await expect(page.getByText('Rp1.250.000').first()).toBeVisible();
});

test('a 6 MB photo is refused in the picker with its name', async ({ page }) => {
  await logIn(page, 'seller@rima.test');
  await page.goto('/admin/create-product');
  await page.locator('input[type=file]').setInputFiles({
    name: 'big-teak-sofa.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(6 * 1024 * 1024, 1),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'big-teak-sofa.jpg' })).toContainText('larger than 5 MB');
  await expect(page.getByText('Photos (0/')).toBeVisible();
});

test("a seller sees only their own order's amount, not the whole payment nor the VA number", async ({ page }) => {
  const request = page.request;
  const sellerA = await apiLogin(request, 'seller@rima.test');
  const sellerB = await apiLogin(request, 'seller2@rima.test');
  const buyer = await apiLogin(request, 'customer2@rima.test');
  const headers = { 'x-access-token': buyer.token };
  for (const id of [sellerA.id, sellerB.id]) {
    const p = await productOf(request, id);
    expect((await request.post('/api/v1/cart/add', { headers, data: { product_id: p.id, qty: 1 } })).ok()).toBe(true);
  }
  const checkout = await request.post('/api/v1/transaction/create', {
    headers: { ...headers, 'idempotency-key': `mobile-${Date.now()}` },
    data: { name: 'Sari Dewi', address: 'Jl. Braga No. 10, Bandung', phone: '81234567890', payment_method: 'bca' },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const result = (await checkout.json()) as {
    data: {
      payment: { amount: number; va_number: string | null };
      orders: { id: number; seller_id: number; total: number }[];
    };
  };
  const own = result.data.orders.find((o) => o.seller_id === sellerA.id);
  if (!own) throw new Error('no order for the first store');
  expect(result.data.orders.length).toBe(2);

  await logIn(page, 'seller@rima.test');
  await page.goto(`/order/${own.id}`);
  const fmt = (n: number) => `Rp${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
  await expect(page.getByRole('heading', { name: 'Payment', exact: true }).first()).toBeVisible();
  await expect(page.getByText(`· ${fmt(own.total)} ·`)).toBeVisible();
  await expect(page.getByText(fmt(result.data.payment.amount), { exact: false })).toHaveCount(0);
  if (result.data.payment.va_number) await expect(page.getByText(result.data.payment.va_number)).toHaveCount(0);
});
