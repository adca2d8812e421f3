import { expect, live, test } from './fixtures';
import { logInThroughUi, storedUserInfo } from './accounts-helpers';
import { apiLogin, completeOrderViaApi, PASSWORD, productOf, resetCartAndFavorites } from './social-helpers';

const CUSTOMER = 'customer@rima.test';
const SELLER = 'seller@rima.test';

test('favourite to cart, live chat both ways, and a review after a completed order', async ({
  page,
  browser,
  request,
}) => {
  const seller = await apiLogin(request, SELLER);
  const product = await productOf(request, seller.id);
  // Other journeys (and a retry of this one) may have left items in the demo customer's cart and favourites.
  await resetCartAndFavorites(request, (await apiLogin(request, CUSTOMER)).token);

  // The seller waits on the home page in another browser context.
  const sellerContext = await browser.newContext();
  const sellerPage = live(await sellerContext.newPage());
  await logInThroughUi(sellerPage, SELLER, PASSWORD);
  await expect(sellerPage.getByTestId('chat-unread')).toHaveCount(0);

  // The customer favourites the product and adds it to the cart from /favorite.
  await logInThroughUi(page, CUSTOMER, PASSWORD);
  await page.goto(`/product/detail/${product.id}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
  await expect(page.getByRole('button', { name: 'Remove from wishlist' }).first()).toBeVisible();
  await expect(page.getByTestId('favorite-count')).toHaveText('1');
  await page.getByRole('link', { name: 'Favorites, 1' }).click();
  await expect(page).toHaveURL(/\/favorite$/);
  await expect(page.getByText('Products you saved for later')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: product.name_en ?? product.name });
  await expect(row.getByRole('cell', { name: 'In Stock' })).toBeVisible();
  await expect(row).toContainText('Rp');
  await row.getByRole('checkbox', { name: `Select ${product.name_en ?? product.name}` }).check();
  await page.getByRole('button', { name: 'Add selected to cart (1)' }).click();
  await expect(page.getByText('Added to your cart')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // 'Chat seller' on the product page opens the conversation with the product attached.
  await page.goto(`/product/detail/${product.id}`);
  await page.getByRole('button', { name: 'Chat seller' }).click();
  await expect(page).toHaveURL(/\/chat\?c=\d+&product=\d+/);
  await expect(page.getByText('Attached:')).toBeVisible();
  await page.getByRole('textbox', { name: 'Message' }).fill('Is this solid teak?');
  await page.getByRole('button', { name: 'Send' }).click();
  const customerMessages = page.getByRole('list', { name: 'Messages' });
  await expect(customerMessages.getByText('Is this solid teak?')).toBeVisible();
  await expect(customerMessages.getByRole('link', { name: new RegExp(product.name) })).toBeVisible();

  // The seller sees it arrive without reloading: the header counts rise.
  await expect(sellerPage.getByTestId('chat-unread')).toHaveText('1');
  await expect(sellerPage.getByTestId('notification-unread')).toHaveText(/^[1-9]/);
  await sellerPage.getByRole('link', { name: 'Chat, 1 unread' }).click();
  await sellerPage.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
  const sellerMessages = sellerPage.getByRole('list', { name: 'Messages' });
  await expect(sellerMessages.getByText('Is this solid teak?')).toBeVisible();
  await expect(sellerMessages.getByRole('link', { name: new RegExp(product.name) })).toBeVisible();
  await expect(sellerPage.getByTestId('chat-unread')).toHaveCount(0); // reading marks it read

  // The seller replies; the customer sees it live.
  await sellerPage.getByRole('textbox', { name: 'Message' }).fill('Yes, solid teak from Jepara.');
  await sellerPage.getByRole('button', { name: 'Send' }).click();
  await expect(customerMessages.getByText('Yes, solid teak from Jepara.')).toBeVisible();

  // After a completed order (driven through the API) the customer reviews the product.
  const customerToken = (await storedUserInfo(page))?.token ?? '';
  await completeOrderViaApi(request, customerToken, seller.token, product.id);
  await expect(page.getByTestId('notification-unread')).toHaveText(/^[1-9]/);
  await page.goto('/notification');
  await expect(page.getByText(/Tracking number: JNE-\d+-7777/)).toBeVisible();

  await page.goto(`/product/detail/${product.id}`);
  await expect(page.getByTestId('review-summary')).toContainText('0 (reviews)');
  await page.getByRole('tab', { name: 'Reviews' }).click();
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByRole('button', { name: '4 stars' }).click();
  await form.getByRole('textbox', { name: 'Your review' }).fill('Heavy, solid and beautifully finished.');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you for your review')).toBeVisible();
  await expect(page.getByTestId('review').filter({ hasText: 'Heavy, solid and beautifully finished.' })).toBeVisible();
  await expect(page.getByTestId('review-summary')).toContainText('1 (reviews)');
  await expect(page.getByTestId('review-summary')).toContainText('4.0');
  await expect(form).toHaveCount(0); // once per order item

  // Product cards show the average too.
  await page.goto(`/product?search=${encodeURIComponent(product.name)}`);
  const card = page
    .getByRole('article')
    .filter({ hasText: product.name_en ?? product.name })
    .first();
  await expect(card.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(card).toContainText('(1)');

  // The seller is told about the review, live.
  await expect(sellerPage.getByTestId('notification-unread')).toHaveText(/^[1-9]/);
  await sellerContext.close();
});
