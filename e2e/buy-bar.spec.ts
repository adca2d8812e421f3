import { expect, test } from './fixtures';
import { clippedControls } from './clipped-controls';
import { apiLogin, PASSWORD, productOf } from './social-helpers';

// The product page's buy bar on a phone: always under the thumb, covering nothing, clear of the home
// indicator, and 'Buy now' takes the item to the cart.
test.use({ viewport: { width: 390, height: 844 } });

test("the buy bar stays reachable, covers no control, and 'Buy now' opens the cart with the item", async ({ page }) => {
  const seller = await apiLogin(page.request, 'seller2@rima.test');
  const product = await productOf(page.request, seller.id);
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill('customer@rima.test');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  // An iPhone's home indicator: the bar's buttons stay above the bottom inset.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: 47, bottom: 34 } });
  // the audit's scrolling is instant (Bootstrap scrolls smoothly otherwise)
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/product/detail/${product.id}`);
  const bar = page.getByRole('region', { name: 'Buy this product' });
  const buyNow = bar.getByRole('button', { name: 'Buy Now' });
  await expect(bar.getByRole('button', { name: '+ Cart' })).toBeInViewport();
  await expect(bar).toContainText(/Rp[\d.]+/);

  // Reading down to the footer, the bar is still there and the page's last controls are above it.
  await page.keyboard.press('End');
  await expect(buyNow).toBeInViewport();
  const { barTop, buttonBottom } = await page.evaluate(() => ({
    barTop: document.querySelector('.buy-bar')?.getBoundingClientRect().top ?? 0,
    buttonBottom: document.querySelector('.buy-bar__buy')?.getBoundingClientRect().bottom ?? 0,
  }));
  expect(buttonBottom).toBeLessThanOrEqual(844 - 34);
  const lastLink = page.locator('footer a[href]').last();
  const linkBottom = (await lastLink.boundingBox())?.y ?? 0;
  expect(linkBottom).toBeLessThan(barTop);
  expect(await clippedControls(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await clippedControls(page)).toEqual([]);

  await buyNow.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-row').getByRole('link', { name: product.name })).toBeVisible();

  // The large layout has the purchase panel beside the gallery: no bar there.
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`/product/detail/${product.id}`);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(bar).toBeHidden();
  // the customer's cart as it was: other journeys buy as the same customer
  const { token } = await apiLogin(page.request, 'customer@rima.test');
  await page.request.delete('/api/v1/cart', { headers: { 'x-access-token': token } });
});
