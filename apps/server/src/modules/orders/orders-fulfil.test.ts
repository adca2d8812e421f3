import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/factories';
import { checkInvariants } from '../../../test/invariants';
import { app, call, db, paidOrder, seller, seller2, setStatus, startOrdersApp } from './orders.test-helpers';

beforeAll(startOrdersApp);

type Outcome = {
  order_id: number;
  ok: boolean;
  status: string;
  error: { status_code: number; code: string; message: string } | null;
};
type BatchAnswer = { data: { succeeded: number; failed: number; results: Outcome[] } };

const batch = (token: string, payload: object) => call('POST', '/seller/orders/batch', token, payload);
const labels = (token: string, ids: string) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/seller/orders/labels.pdf?ids=${ids}`,
    headers: { 'x-access-token': token },
  });

async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

async function statusOf(orderId: number) {
  const rows = await db.query<{ status: string; courier: string | null; tracking_number: string | null }>(
    'SELECT status, courier, tracking_number FROM orders WHERE id = $1',
    [orderId],
  );
  return rows[0];
}

describe('batch fulfilment', () => {
  it('processes many orders; an order in the wrong state fails alone with its reason', async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    const c = await paidOrder();
    await setStatus(seller.token, c.orderId, { status: 'processing' }); // already being prepared
    const res = await batch(seller.token, { action: 'process', order_ids: [a.orderId, b.orderId, c.orderId] });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<BatchAnswer>();
    expect(data.succeeded).toBe(2);
    expect(data.failed).toBe(1);
    expect(data.results.map((r) => [r.order_id, r.ok, r.status])).toEqual([
      [a.orderId, true, 'processing'],
      [b.orderId, true, 'processing'],
      [c.orderId, false, 'processing'],
    ]);
    expect(data.results[2]?.error?.status_code).toBe(409);
    expect((await statusOf(a.orderId))?.status).toBe('processing');
    // The timeline says the seller did it, as with the single button.
    const events = await db.query<{ actor_role: string }>(
      "SELECT actor_role FROM order_events WHERE order_id = $1 AND to_status = 'processing'",
      [a.orderId],
    );
    expect(events.map((e) => e.actor_role)).toEqual(['seller']);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it("ships many with the buyer's courier preselected; a missing tracking number fails that order only", async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    const c = await paidOrder();
    for (const o of [a, b, c]) await setStatus(seller.token, o.orderId, { status: 'processing' });
    // The buyer chose a JNE service at checkout for a; b says its courier itself.
    await db.query("UPDATE orders SET shipping_service = 'jne-reg', shipping_service_name = 'JNE REG' WHERE id = $1", [
      a.orderId,
    ]);
    const res = await batch(seller.token, {
      action: 'ship',
      order_ids: [a.orderId, b.orderId, c.orderId],
      shipments: [
        { order_id: a.orderId, tracking_number: 'JNE0001' },
        { order_id: b.orderId, tracking_number: 'SCP0002', courier: 'sicepat' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<BatchAnswer>();
    expect(data.results.map((r) => r.ok)).toEqual([true, true, false]);
    expect(data.results[2]?.error).toMatchObject({ status_code: 400 });
    expect(data.results[2]?.error?.message).toMatch(/tracking number/i);
    expect(await statusOf(a.orderId)).toEqual({ status: 'shipped', courier: 'jne', tracking_number: 'JNE0001' });
    expect(await statusOf(b.orderId)).toEqual({ status: 'shipped', courier: 'sicepat', tracking_number: 'SCP0002' });
    expect((await statusOf(c.orderId))?.status).toBe('processing');
    expect(await checkInvariants(db)).toEqual([]);
  });

  it("refuses the whole batch when an id is another store's order or none at all (nothing changes)", async () => {
    const mine = await paidOrder();
    const theirs = await paidOrder();
    await db.query('UPDATE orders SET seller_id = $1 WHERE id = $2', [seller2.id, theirs.orderId]);
    const res = await batch(seller.token, { action: 'process', order_ids: [mine.orderId, theirs.orderId] });
    expect(res.statusCode).toBe(404);
    const body = res.json<{ errors: { field: string }[] }>();
    expect(body.errors.map((e) => e.field)).toEqual(['order_ids.1']);
    expect((await statusOf(mine.orderId))?.status).toBe('paid');
    expect((await batch(seller.token, { action: 'process', order_ids: [99_999_999] })).statusCode).toBe(404);
  });

  it('moves each order once when batches race over the same orders', async () => {
    const orders = [await paidOrder(), await paidOrder(), await paidOrder()];
    const ids = orders.map((o) => o.orderId);
    const answers = await Promise.all([
      batch(seller.token, { action: 'process', order_ids: ids }),
      batch(seller.token, { action: 'process', order_ids: [...ids].reverse() }),
      batch(seller.token, { action: 'process', order_ids: [ids[1] ?? 0] }),
    ]);
    const results = answers.flatMap((res) => res.json<BatchAnswer>().data.results);
    // each order processed by exactly one of the batches; the others were told why (409)
    expect(
      results
        .filter((r) => r.ok)
        .map((r) => r.order_id)
        .sort(),
    ).toEqual([...ids].sort());
    expect(results.filter((r) => !r.ok).every((r) => r.error?.status_code === 409)).toBe(true);
    for (const id of ids) {
      const events = await db.query("SELECT 1 FROM order_events WHERE order_id = $1 AND to_status = 'processing'", [
        id,
      ]);
      expect(events).toHaveLength(1);
    }
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('answers bad input with a 4xx naming the field, and only to sellers', async () => {
    const cases: [object, string][] = [
      [{ action: 'pack', order_ids: [1] }, 'action'],
      [{ action: 'process', order_ids: [] }, 'order_ids'],
      [{ action: 'process', order_ids: ['x'] }, 'order_ids'],
      [{ action: 'process', order_ids: [1, 1] }, 'order_ids'],
      [{ action: 'ship', order_ids: [1], shipments: [{ order_id: 1, tracking_number: ' ' }] }, 'shipments'],
      [{ action: 'process', order_ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'order_ids'],
    ];
    for (const [payload, field] of cases) {
      const res = await batch(seller.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(payload)).toContain(field);
    }
    const buyer = await createCustomer(db);
    expect((await batch(buyer.token, { action: 'process', order_ids: [1] })).statusCode).toBe(403);
    expect(
      (await call('POST', '/seller/orders/batch', undefined, { action: 'process', order_ids: [1] })).statusCode,
    ).toBe(401);
  });
});

describe('labels PDF', () => {
  it('prints an A6 label and a packing slip per order, with the right text', async () => {
    const a = await paidOrder(2);
    const b = await paidOrder();
    await setStatus(seller.token, b.orderId, { status: 'processing' });
    await setStatus(seller.token, b.orderId, { status: 'shipped', tracking_number: 'JT7788', courier: 'jnt' });
    await db.query(
      "UPDATE orders SET name = 'Siti Aminah', phone = '81234567890', shipping_service = 'jne-reg', shipping_service_name = 'JNE REG' WHERE id = $1",
      [a.orderId],
    );
    const res = await labels(seller.token, `${a.orderId},${b.orderId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBe(4);
    expect(text).toContain(`Order #${a.orderId}`);
    expect(text).toContain(`Order #${b.orderId}`);
    expect(text).toContain('Siti Aminah');
    expect(text).toContain('81234567890');
    expect(text).toContain('JNE REG');
    expect(text).toContain(`RIMA${String(a.orderId).padStart(8, '0')}`); // booking number before shipping
    expect(text).toContain('JT7788'); // the tracking number once shipped
    expect(text).toContain('Packing slip');
    expect(text).toContain('2 ×');
    expect(text).toContain(seller.username);
    // The page size is A6 (105 × 148 mm).
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 297\.64 419\.53\]/);
  });

  it("refuses another store's order, unpaid orders and bad ids with a 4xx", async () => {
    const mine = await paidOrder();
    const theirs = await paidOrder();
    await db.query('UPDATE orders SET seller_id = $1 WHERE id = $2', [seller2.id, theirs.orderId]);
    expect((await labels(seller.token, `${mine.orderId},${theirs.orderId}`)).statusCode).toBe(404);
    expect((await labels(seller2.token, `${theirs.orderId}`)).statusCode).toBe(200);
    await setStatus(seller.token, mine.orderId, { status: 'cancelled', note: 'Out of stock' });
    expect((await labels(seller.token, `${mine.orderId}`)).statusCode).toBe(409);
    for (const ids of ['', 'abc', '1,,2', '0', '99999999999']) {
      const res = await labels(seller.token, ids);
      expect(res.statusCode, ids).toBe(400);
      expect(JSON.stringify(res.json()), ids).toContain('ids');
    }
    const buyer = await createCustomer(db);
    expect((await labels(buyer.token, `${mine.orderId}`)).statusCode).toBe(403);
    expect(await checkInvariants(db)).toEqual([]);
  });
});
