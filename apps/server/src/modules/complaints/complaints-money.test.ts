import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../payments/provider';
import { createSandboxProvider } from '../payments/sandbox-provider';
import {
  balanceOf,
  call,
  complaintForm,
  deliveredOrder,
  items,
  openComplaint,
  useComplaintsApp,
  type ComplaintWire,
} from './complaints.test-helpers';

// Money after the sale (docs/decisions/053, 056): refunds through the provider that took the payment, return
// labels and parts parcels through the ledger, the seller's money held until every complaint is closed.

/** The sandbox under its own name, counting the refunds it is asked for. */
const refundCalls: { idempotencyKey: string; amount: number; method: string }[] = [];
const sandbox = createSandboxProvider();
const countingProvider: PaymentProvider = {
  ...sandbox,
  async refund(input) {
    refundCalls.push({ idempotencyKey: input.idempotencyKey, amount: input.amount, method: input.method });
    return sandbox.refund(input);
  },
};

const suite = useComplaintsApp({ paymentProvider: countingProvider });
const { act, acted } = suite;
const courierPayable = async () => {
  const [row] = await suite.env.app.deps.db.query<{ total: number }>(
    `SELECT coalesce(sum(e.amount), 0)::int8 AS total FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id WHERE a.kind = 'courier_payable'`,
  );
  return Number(row?.total ?? 0);
};

async function complaintOn(which: 'sofa' | 'lamp' | 'both', reason = 'damaged') {
  const order = await deliveredOrder(suite.env);
  const ids =
    which === 'both'
      ? [order.sofaItem.id, order.lampItem.id]
      : [(which === 'sofa' ? order.sofaItem : order.lampItem).id];
  const opened = await openComplaint(
    suite.env.app,
    order.buyer.token,
    order.orderId,
    await complaintForm({ items: items(...ids), reason }),
  );
  expect(opened.statusCode, opened.body).toBe(201);
  return { ...order, id: opened.json<{ data: { id: number } }>().data.id };
}

describe('complaint money', () => {
  it('a complaint’s refund goes through the provider that took the payment, once, with the refund’s key', async () => {
    const { seller, operator } = suite.env;
    const { buyer, id } = await complaintOn('sofa');
    await acted(buyer.token, id, { action: 'escalate', note: 'Penjual tidak menjawab' });
    const before = refundCalls.length;
    const decided = await acted(operator.token, id, {
      action: 'decide',
      outcome: 'refund',
      amount: 1_250_000,
      note: 'Separuh harga kaki yang patah',
    });
    expect(decided.refund_status).toBe('succeeded');
    const calls = refundCalls.slice(before);
    const [refund] = await suite.env.app.deps.db.query<{ id: number }>(
      'SELECT id FROM refunds WHERE complaint_id = $1',
      [id],
    );
    expect(calls).toEqual([{ idempotencyKey: `rima-refund-${refund?.id ?? 0}`, amount: 1_250_000, method: 'bca' }]);
    // Running the refund job again asks the provider nothing more.
    await suite.env.app.deps.orderJobs.runOnce(new Date());
    expect(refundCalls.length).toBe(before + 1);
    expect((await balanceOf(suite.env.app, seller.token)).pending).toBeGreaterThanOrEqual(0);
  });

  it('return and refund, the store pays the label: the buyer gets it all back, the store’s available pays the courier', async () => {
    const { seller } = suite.env;
    const { buyer, id, shipping, total } = await complaintOn('both', 'wrong_item');
    expect(shipping).toBeGreaterThan(0);
    const offer = await acted(seller.token, id, { action: 'offer_return' });
    // The label costs what the order's shipping cost (everything comes back), the store pays by default.
    expect(offer.offer).toMatchObject({ kind: 'return', amount: total, shipping_cost: shipping, paid_by: 'seller' });
    await acted(buyer.token, id, { action: 'accept', version: offer.version });
    await acted(buyer.token, id, { action: 'ship_return', tracking_number: 'JNT-RETUR-01' });
    const money = await balanceOf(suite.env.app, seller.token);
    const courier = await courierPayable();
    const closed = await acted(seller.token, id, { action: 'confirm_return' });
    expect(closed).toMatchObject({
      outcome: 'return_refund',
      refund_amount: total,
      shipping_cost: shipping,
      cost_paid_by: 'seller',
    });
    const after = await balanceOf(suite.env.app, seller.token);
    expect(money.available - after.available).toBe(shipping);
    expect(await courierPayable()).toBe(courier + shipping);
  });

  it('return and refund, the buyer pays the label: it comes out of the refund, never more than the shipping', async () => {
    const { seller } = suite.env;
    const { buyer, id, shipping } = await complaintOn('sofa', 'not_as_described');
    const tooMuch = await act(seller.token, id, {
      action: 'offer_return',
      amount: 4_000_000,
      shipping_cost: shipping + 1,
      paid_by: 'buyer',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('shipping_cost');
    const offer = await acted(seller.token, id, {
      action: 'offer_return',
      amount: 4_000_000,
      shipping_cost: shipping,
      paid_by: 'buyer',
    });
    await acted(buyer.token, id, { action: 'accept', version: offer.version });
    await acted(buyer.token, id, { action: 'ship_return', tracking_number: 'SICEPAT-77' });
    const courier = await courierPayable();
    // Nobody confirms the return: the deadline refunds it, less the label.
    const later = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    expect((await suite.env.app.deps.orderJobs.runOnce(later)).complaints).toBeGreaterThanOrEqual(1);
    const closed = (await call(suite.env.app, 'GET', `/complaints/${id}`, buyer.token)).json<{ data: ComplaintWire }>()
      .data;
    expect(closed).toMatchObject({
      outcome: 'return_refund',
      refund_amount: 4_000_000 - shipping,
      shipping_cost: shipping,
      cost_paid_by: 'buyer',
    });
    // The buyer's money held for the order paid the label (seller's share and commission in proportion), not
    // the store's available balance; the courier got all of it.
    const entries = await suite.env.app.deps.db.query<{ kind: string; amount: number }>(
      `SELECT a.kind, e.amount::int8 AS amount FROM ledger_transactions t
         JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
        WHERE t.complaint_id = $1 AND t.kind = 'complaint_cost' ORDER BY a.kind`,
      [id],
    );
    expect(entries.map((e) => e.kind)).toEqual(['courier_payable', 'platform_commission', 'seller_pending']);
    expect(entries.reduce((sum, e) => sum + Number(e.amount), 0)).toBe(0);
    expect(Number(entries[0]?.amount)).toBe(shipping);
    expect(await courierPayable()).toBe(courier + shipping);
    // What the order can still refund is less by both.
    expect(closed.refund_amount + shipping).toBe(4_000_000);
  });

  it('replacement parts: the parcel’s price is charged to the store when the buyer accepts', async () => {
    const { seller } = suite.env;
    const { buyer, id } = await complaintOn('sofa', 'missing_parts');
    const offer = await acted(seller.token, id, {
      action: 'offer_parts',
      note: 'Kaki pengganti dikirim lewat JNE besok',
      shipping_cost: 35_000,
    });
    expect(offer.offer).toMatchObject({ kind: 'parts', shipping_cost: 35_000, paid_by: 'seller' });
    const money = await balanceOf(suite.env.app, seller.token);
    const closed = await acted(buyer.token, id, { action: 'accept', version: offer.version });
    expect(closed).toMatchObject({ outcome: 'parts', refund_amount: 0, shipping_cost: 35_000, cost_paid_by: 'seller' });
    expect(money.available - (await balanceOf(suite.env.app, seller.token)).available).toBe(35_000);
    // Offered again after a refund offer, the cost goes: nothing is charged for a refund.
    const other = await complaintOn('lamp');
    await acted(seller.token, other.id, { action: 'offer_parts', note: 'Bohlam baru', shipping_cost: 10_000 });
    const refund = await acted(seller.token, other.id, { action: 'offer_refund', amount: 100_000 });
    expect(refund.offer).toMatchObject({ kind: 'refund', shipping_cost: 0, paid_by: null });
    expect(await acted(other.buyer.token, other.id, { action: 'accept' })).toMatchObject({ shipping_cost: 0 });
  });

  it('the seller’s pending money is released only when every complaint on the order is closed', async () => {
    const { seller } = suite.env;
    const order = await deliveredOrder(suite.env);
    const open = async (itemId: number) =>
      (
        await openComplaint(
          suite.env.app,
          order.buyer.token,
          order.orderId,
          await complaintForm({ items: items(itemId) }),
        )
      ).json<{ data: { id: number } }>().data.id;
    const sofa = await open(order.sofaItem.id);
    const lamp = await open(order.lampItem.id);
    await acted(seller.token, sofa, { action: 'offer_parts', note: 'Kaki pengganti dikirim besok' });
    await acted(order.buyer.token, sofa, { action: 'accept' });
    // One closed, one open: neither the buyer nor the auto-completion releases the money.
    const confirm = () =>
      call(suite.env.app, 'PATCH', `/transaction/${order.orderId}/status`, order.buyer.token, { status: 'completed' });
    expect((await confirm()).statusCode).toBe(409);
    const status = async () =>
      (await call(suite.env.app, 'GET', `/transaction/${order.orderId}`, order.buyer.token)).json<{
        data: { status: string };
      }>().data.status;
    const heldBy = async () =>
      (
        await suite.env.app.deps.db.query<{ kind: string }>(
          `SELECT t.kind FROM ledger_transactions t WHERE t.order_id = $1 AND t.kind = 'completion'`,
          [order.orderId],
        )
      ).length;
    // Eight days later the seller's answer on the lamp is overdue (it refunds the lamp), so run the job at a
    // moment before that deadline passes but after the order would auto-complete: the complaint still holds it.
    await acted(seller.token, lamp, { action: 'offer_refund', amount: 200_000 });
    await acted(order.buyer.token, lamp, { action: 'escalate', note: 'Saya ingin uang kembali penuh' });
    const eightDays = new Date(Date.now() + 8 * 24 * 3600 * 1000);
    await suite.env.app.deps.orderJobs.runOnce(eightDays);
    expect(await status()).toBe('delivered');
    expect(await heldBy()).toBe(0);
    await acted(suite.env.operator.token, lamp, {
      action: 'decide',
      outcome: 'refund',
      amount: 500_000,
      note: 'Lampu tidak menyala sama sekali',
    });
    const before = await balanceOf(suite.env.app, seller.token);
    expect((await confirm()).statusCode).toBe(200);
    expect(await heldBy()).toBe(1);
    const after = await balanceOf(suite.env.app, seller.token);
    expect(after.available - before.available).toBe(before.pending - after.pending);
    expect(after.available).toBeGreaterThan(before.available);
  });
});
