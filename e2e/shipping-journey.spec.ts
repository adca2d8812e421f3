import { expect, live, test } from './fixtures';
import { logInThroughUi, registerViaApi, uniqueAccount } from './accounts-helpers';

const PASSWORD = 'rimademo123';
const SOFA = 'Sofa 3 Dudukan Kayu Jati Jepara Minimalis';
// The English shop's cards show the English name.
const SOFA_EN = 'Three-Seater Teak Sofa, Minimalist';

// A new customer adds an address with the official area pickers, sees the ongkir on a product page,
// checks out a bulky sofa by cargo with a delivery slot and assembly; the store sees the slot.
test('a customer adds an address, sees ongkir, buys a sofa by cargo with a slot and assembly; the seller sees the slot', async ({
  page,
  browser,
  request,
}) => {
  const account = { ...uniqueAccount('ongkir'), password: PASSWORD, role: 'customer' as const };
  await registerViaApi(request, account);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInThroughUi(page, account.email, PASSWORD);

  // The address book: Rumah in Tebet, Jakarta Selatan, through province → city → district → village.
  await page.goto('/profile/addresses');
  await expect(page.getByText('You have no saved address yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByRole('button', { name: 'Rumah' }).click();
  await form.getByLabel('Recipient').fill('Rina Kusuma');
  await form.getByLabel('Phone').fill('0812-3456-7890');
  await form.getByLabel('Province').selectOption({ label: 'Daerah Khusus Ibukota Jakarta' });
  await form.getByLabel('City/Regency').selectOption({ label: 'Kota Administrasi Jakarta Selatan' });
  await form.getByLabel('District (Kecamatan)').selectOption({ label: 'Tebet' });
  await form.getByLabel('Village (Kelurahan/Desa)').selectOption({ label: 'Tebet Timur' });
  await form.getByLabel('Postal code').fill('12820');
  await form.getByLabel('Street and number').fill('Jl. Tebet Raya No. 8');
  await form.getByRole('button', { name: 'Save address' }).click();
  const card = page.getByRole('article', { name: 'Rumah: Rina Kusuma' });
  await expect(card).toContainText('Default');
  await expect(card).toContainText('Tebet Timur, Tebet, Kota Administrasi Jakarta Selatan');

  // The product page: ongkir to the default address, cheapest service first, with its delivery time.
  await page.goto(`/product?search=${encodeURIComponent(SOFA)}`);
  await page.getByRole('link', { name: SOFA_EN }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: SOFA })).toBeVisible();
  const ongkir = page.getByTestId('ongkir');
  await expect(ongkir).toContainText(
    /Ongkir to Rumah \(Kota Administrasi Jakarta Selatan\): from Rp[\d.]+ \(arrives in \d+–\d+ days\)/,
  );
  await expect(ongkir).toContainText('Bulky item');
  // the sofa comes in two colours: the shopper picks one
  await page.getByRole('button', { name: 'Krem', exact: true }).click();
  await expect(page).toHaveURL(/\?variant=\d+$/);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The cart: a parcel courier cannot take a sofa; cargo can. Assembly by Jati Jepara Furniture.
  await page.goto('/cart');
  const delivery = page.getByRole('group', { name: 'Delivery from Jati Jepara Furniture' });
  await expect(delivery.getByRole('radio', { name: /JNE REG/ })).toHaveCount(0);
  // (a pick goes through the URL: the input is checked once the navigation settles)
  await delivery.getByRole('radio', { name: /JNE JTR \(trucking\)/ }).click();
  await expect(delivery.getByRole('radio', { name: /JNE JTR \(trucking\)/ })).toBeChecked();
  await delivery.getByRole('checkbox', { name: /Assemble it for me/ }).click();
  await expect(delivery.getByRole('checkbox', { name: /Assemble it for me/ })).toBeChecked();
  await expect(page.getByTestId('cart-assembly')).toHaveText('Rp250.000');
  await expect(page).toHaveURL(/assembly=\d+/);
  await page.getByRole('button', { name: 'Proceed To Check Out' }).click();

  // The checkout: the address, the service kept, a slot from the store's calendar, BCA.
  await expect(page).toHaveURL(/\/cart\/checkout\?/);
  await expect(page.getByLabel('Ship to')).toContainText('Rumah: Rina Kusuma');
  await expect(page.getByRole('radio', { name: /JNE JTR \(trucking\)/ })).toBeChecked();
  await page.getByRole('button', { name: 'Check Out' }).click();
  await expect(page.getByText('Choose a payment method')).toBeVisible();
  await expect(page.getByText('Pick a delivery day and time for Jati Jepara Furniture')).toBeVisible();
  const slots = page.getByRole('group', { name: /^Time windows on / });
  // the first window with room: journeys before this one may have filled the earliest
  const slot = slots.locator('button:enabled').first();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  const slotText = (await slot.textContent()) ?? '';
  const window = /^(\d\d:\d\d)–(\d\d:\d\d)/.exec(slotText);
  await page.getByRole('combobox', { name: 'Payment method' }).selectOption('bca_va');
  await expect(page.getByTestId('checkout-assembly')).toHaveText('Rp250.000');
  await page.getByRole('button', { name: 'Check Out' }).click();
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  await page.getByRole('button', { name: 'Simulate payment' }).click();
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();

  // The seller sees the slot (with assembly) on the order list and the order's page.
  const sellerContext = await browser.newContext();
  const seller = live(await sellerContext.newPage());
  await logInThroughUi(seller, 'seller@rima.test', PASSWORD);
  await seller.goto('/admin/my-order');
  const order = seller.getByRole('article').filter({ hasText: 'Rina Kusuma' }).first();
  await expect(order.getByTestId('seller-order-delivery')).toContainText('JNE JTR (trucking)');
  await expect(order.getByTestId('seller-order-delivery')).toContainText('Delivery slot:');
  await expect(order.getByTestId('seller-order-delivery')).toContainText(
    `${window?.[1]}–${window?.[2]}, with assembly`,
  );
  await order.getByRole('link', { name: 'Details' }).click();
  await expect(seller.getByTestId('order-slot')).toContainText(`${window?.[1]}–${window?.[2]}, with assembly`);
  await sellerContext.close();
});
