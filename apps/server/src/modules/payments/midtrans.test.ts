import { PAYMENT_METHOD_CODES } from '@rima/shared/api/payment-methods';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../../../test/build-test-app';
import { buyThroughMidtrans, midtransTestApp, paymentStatus } from '../../../test/fake-midtrans';
import { createOperator, createProduct, createSeller } from '../../../test/factories';
import { checkInvariants } from '../../../test/invariants';

/** Midtrans Core API against a local server that speaks it; notifications sent as an adversary would. */
describe('payments through Midtrans', async () => {
  const { fake, app, serverKey } = await midtransTestApp('test0123456789');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const notifyUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1/payments/notifications/midtrans`;
  const { db } = app.deps;
  const seller = await createSeller(db);
  const operator = await createOperator(db);
  const product = await createProduct(db, seller.id, { price: 1_500_000, stock: 1000 });

  const checkout = (method?: string) => buyThroughMidtrans(app, product.id, method);
  const statusOf = (id: number) => paymentStatus(db, id);
  const asOperator = (method: 'GET' | 'POST', url: string) =>
    app.inject({ method, url: `/api/v1${url}`, headers: { 'x-access-token': operator.token } });
  const paidSettlement = async (ref: string) => {
    fake.setStatus(ref, 'settlement');
    return fake.send(notifyUrl, fake.notification(ref, 'settlement'));
  };

  it.each(PAYMENT_METHOD_CODES)(
    'charges %s with the documented request and answers its instructions',
    async (method) => {
      const { payment, ref } = await checkout(method);
      expect(payment.provider).toBe('midtrans');
      expect(payment.is_sandbox).toBe(false);
      const i = payment.instructions;
      if (method === 'card') {
        // A card is charged later with the token Midtrans.js makes in the browser.
        expect(fake.transactions.has(ref)).toBe(false);
        return;
      }
      const charge = fake.requests.find(
        (r) =>
          r.path === '/v2/charge' &&
          (r.body as { transaction_details: { order_id: string } }).transaction_details.order_id === ref,
      );
      expect(charge?.auth).toBe(`Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`);
      expect(charge?.body).toMatchObject({ transaction_details: { gross_amount: payment.amount } });
      const type = (charge?.body as { payment_type: string }).payment_type;
      if (method === 'qris' || method === 'ovo' || method === 'dana') {
        expect(type).toBe('qris');
        expect(i.qr_image).toMatch(/^data:image\/png;base64,/);
      }
      if (method === 'gopay') expect(i.deeplink_url).toContain('gopay');
      if (method === 'shopeepay') expect(i.deeplink_url).toMatch(/^https:\/\//);
      if (method === 'mandiri_bill') {
        expect(type).toBe('echannel');
        expect(i).toMatchObject({ biller_code: '70012', bank: 'mandiri' });
        expect(payment.va_number).toBe(i.bill_key);
      }
      if (method.endsWith('_va')) {
        expect(charge?.body).toMatchObject({ payment_type: 'bank_transfer', bank_transfer: { bank: i.bank } });
        expect(i.va_number).toMatch(/^\d+$/);
        expect(payment.va_number).toBe(i.va_number);
      }
    },
  );

  it('settles on a signed settlement notification, and stores it', async () => {
    const { buyer, payment, ref } = await checkout('bri_va');
    const res = await paidSettlement(ref);
    expect(res).toMatchObject({ status: 200, body: { data: { outcome: 'settled' } } });
    const got = await app.inject({
      method: 'GET',
      url: `/api/v1/payment/${payment.id}`,
      headers: { 'x-access-token': buyer.token },
    });
    expect(got.json<{ data: { status: string; orders: { status: string }[] } }>().data).toMatchObject({
      status: 'paid',
      orders: [{ status: 'paid' }],
    });
    const stored = await asOperator('GET', `/ops/payments/${payment.id}/notifications`);
    expect(stored.json<{ data: { outcome: string; is_signature_valid: boolean }[] }>().data).toMatchObject([
      { outcome: 'settled', is_signature_valid: true },
    ]);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('answers 401 to a wrong signature and changes nothing', async () => {
    const { payment, ref } = await checkout();
    const forged = fake.notification(ref, 'settlement', { key: 'not-the-server-key' });
    expect((await fake.send(notifyUrl, forged)).status).toBe(401);
    const tampered = { ...fake.notification(ref, 'settlement'), gross_amount: '1.00' };
    expect((await fake.send(notifyUrl, tampered)).status).toBe(401);
    expect(await statusOf(payment.id)).toBe('pending');
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_notifications WHERE provider_ref = $1 AND outcome = 'bad_signature'`,
      [ref],
    );
    expect(count?.n).toBe(2);
  });

  it('keeps the right final state out of order: settlement before pending, expire after settlement', async () => {
    const { payment, ref } = await checkout('gopay');
    expect((await paidSettlement(ref)).body.data?.outcome).toBe('settled');
    expect((await fake.send(notifyUrl, fake.notification(ref, 'pending'))).body.data?.outcome).toBe('noted');
    expect((await fake.send(notifyUrl, fake.notification(ref, 'expire'))).body.data?.outcome).toBe('stale_ignored');
    expect(await statusOf(payment.id)).toBe('paid');
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('expires on an expire notification (stock back), and flags money that arrives after', async () => {
    const { payment, orders, ref } = await checkout('bni_va');
    const [before] = await db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [product.id]);
    expect((await fake.send(notifyUrl, fake.notification(ref, 'expire'))).body.data?.outcome).toBe('expired');
    expect(await statusOf(payment.id)).toBe('expired');
    const [order] = await db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orders[0]?.id]);
    expect(order?.status).toBe('cancelled');
    const [after] = await db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [product.id]);
    expect(after?.stock).toBe((before?.stock ?? 0) + 1);
    expect((await paidSettlement(ref)).body.data?.outcome).toBe('paid_after_expiry');
    const flags = await asOperator('GET', '/ops/payments/flags');
    expect(flags.json<{ data: { payment_id: number; kind: string }[] }>().data).toContainEqual(
      expect.objectContaining({ payment_id: payment.id, kind: 'paid_after_expiry' }),
    );
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('refuses an amount other than the payment’s and flags it for operators', async () => {
    const { payment, ref } = await checkout();
    fake.setStatus(ref, 'settlement');
    const res = await fake.send(notifyUrl, fake.notification(ref, 'settlement', { gross_amount: '10000.00' }));
    expect(res.status).toBe(409);
    expect(await statusOf(payment.id)).toBe('pending');
    const flags = await asOperator('GET', '/ops/payments/flags');
    expect(flags.json<{ data: { payment_id: number; kind: string }[] }>().data).toContainEqual(
      expect.objectContaining({ payment_id: payment.id, kind: 'amount_mismatch' }),
    );
  });

  it('answers 404 to a signed notification of an unknown order id, and 400 to a body without fields', async () => {
    expect((await fake.send(notifyUrl, fake.notification('RIMA-NOPE', 'settlement'))).status).toBe(404);
    const bad = await fake.send(notifyUrl, { order_id: 'x' });
    expect(bad.status).toBe(400);
  });

  it('lists the notifications log by payment, order or gateway order id, and flags with their orders', async () => {
    const { payment, orderId, ref } = await checkout();
    await fake.send(notifyUrl, fake.notification(ref, 'pending'));
    await fake.send(notifyUrl, fake.notification(ref, 'settlement', { key: 'forged' }));
    await fake.send(notifyUrl, fake.notification(ref, 'settlement', { gross_amount: '1.00' }));
    type Logged = { payment_id: number; order_ids: number[]; is_signature_valid: boolean; outcome: string };
    for (const q of [String(payment.id), String(orderId), ref]) {
      const res = await asOperator('GET', `/ops/payments/notifications?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      const log = res.json<{ data: Logged[] }>().data;
      expect(log.map((n) => n.outcome)).toEqual(['amount_mismatch', 'bad_signature', 'noted']);
      expect(log.map((n) => n.is_signature_valid)).toEqual([true, false, true]);
      expect(log[0]).toMatchObject({ payment_id: payment.id, order_ids: [orderId] });
    }
    const newest = await asOperator('GET', '/ops/payments/notifications');
    expect(newest.json<{ data: Logged[] }>().data.length).toBeGreaterThanOrEqual(3);
    const tooLong = await asOperator('GET', `/ops/payments/notifications?q=${'x'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    const flags = (await asOperator('GET', '/ops/payments/flags')).json<{
      data: { provider_ref: string; kind: string; order_ids: number[] }[];
    }>().data;
    expect(flags.find((f) => f.provider_ref === ref)).toMatchObject({ kind: 'amount_mismatch', order_ids: [orderId] });
  });

  it('keeps notifications append-only', async () => {
    await expect(db.query('DELETE FROM payment_notifications')).rejects.toThrow(/append-only/);
  });

  it.runIf(TEST_DATABASE_URL)('settles exactly once when the same notification arrives 20 times at once', async () => {
    const { payment, orders, ref } = await checkout('qris');
    fake.setStatus(ref, 'settlement');
    const body = fake.notification(ref, 'settlement');
    const answers = await Promise.all(Array.from({ length: 20 }, () => fake.send(notifyUrl, body)));
    const outcomes = answers.map((a) => a.body.data?.outcome);
    expect(outcomes.filter((o) => o === 'settled')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already_paid')).toHaveLength(19);
    expect(await statusOf(payment.id)).toBe('paid');
    const [events] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM order_events WHERE order_id = $1 AND to_status = 'paid'`,
      [orders[0]?.id],
    );
    expect(events?.n).toBe(1);
    const [stored] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment_notifications WHERE payment_id = $1',
      [payment.id],
    );
    expect(stored?.n).toBe(20);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it.runIf(TEST_DATABASE_URL)('settles once when settlement and expire race in parallel', async () => {
    const { payment, ref } = await checkout('shopeepay');
    fake.setStatus(ref, 'settlement');
    const bodies = [fake.notification(ref, 'settlement'), fake.notification(ref, 'expire')];
    await Promise.all(Array.from({ length: 10 }, (_, n) => fake.send(notifyUrl, bodies[n % 2] ?? {})));
    // Whichever came first wins; the other is stale or flagged, never both applied.
    const status = await statusOf(payment.id);
    expect(['paid', 'expired']).toContain(status);
    expect(await checkInvariants(db)).toEqual([]);
  });
});
