import { expect, test } from './fixtures';
import { operatorLogIn } from './ops-helpers';

/**
 * An operator sees every payment's gateway notifications (found by the gateway's order id, raw body opened) and
 * the reconciliation mismatches linked to their orders, then sets the card instalments the checkout offers.
 * The demo data holds a payment's Midtrans history: a pending notification, a forged one, a wrong amount.
 */
test('an operator sees every payment’s notifications and any reconciliation mismatch', async ({ page }) => {
  await operatorLogIn(page);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();

  const log = page.getByRole('region', { name: 'Gateway notifications' });
  await page.getByRole('textbox', { name: 'Order, payment or gateway order id' }).fill('RIMA-DEMO00000000000000000001');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const rows = log.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('amount_mismatch');
  await expect(rows.nth(1)).toContainText('Invalid');
  await expect(rows.nth(2)).toContainText('pending');
  await rows.nth(0).getByText('Show', { exact: true }).click();
  await expect(rows.nth(0).locator('pre')).toContainText('"gross_amount": "1000.00"');

  // The same payment by one of its orders' ids: the mismatch names the order.
  const mismatches = page.getByRole('region', { name: 'Reconciliation mismatches' });
  const flag = mismatches.locator('tbody tr', { hasText: 'RIMA-DEMO00000000000000000001' });
  await expect(flag).toContainText('Amount differs');
  const orderLink = flag.getByRole('link', { name: /^#\d+$/ });
  const orderId = ((await orderLink.textContent()) ?? '').slice(1);
  await page.getByRole('textbox', { name: 'Order, payment or gateway order id' }).fill(orderId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(rows.filter({ hasText: 'amount_mismatch' })).toHaveCount(1);
  await orderLink.click();
  await expect(page).toHaveURL(new RegExp(`/ops/orders/${orderId}$`));

  // Instalments: the buyer pays 1.5% a month from Rp1.000.000, on 3, 6 and 12 months.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Instalments' }).click();
  await page.getByLabel('Minimum amount (rupiah)').fill('1000000');
  await page.getByLabel('The buyer (interest shown at checkout)').check();
  await page.getByLabel("Buyer's interest per month (%)").fill('1.5');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Instalment settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Buyer's interest per month (%)")).toHaveValue('1.5');
  await expect(page.getByLabel('12 months')).toBeChecked();
});
