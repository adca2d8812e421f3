import type { Payment } from '@rima/shared/api/orders';
import { describe, expect, it } from 'vitest';
import { checkoutBody, fillCart, postCheckout } from '../../../test/buying';
import { buyThroughMidtrans, midtransTestApp, paymentStatus } from '../../../test/fake-midtrans';
import { createCustomer, createOperator, createProduct, createSeller } from '../../../test/factories';
import { checkInvariants } from '../../../test/invariants';

const MINUTE = 60_000;
type Created = { data: { payment: Payment; orders: { id: number }[] } };

/** Cards with 3-D Secure, reconciliation with the status API, refunds through the gateway that took the money. */
describe('Midtrans cards, reconciliation and refunds', async () => {
  const { fake, app, clientKey } = await midtransTestApp('reconcile-0123');
  const { db, orderJobs } = app.deps;
  const seller = await createSeller(db);
  const operator = await createOperator(db);
  const product = await createProduct(db, seller.id, { price: 900_000, stock: 1000 });
  const later = (ms: number) => new Date(Date.now() + ms);

  const checkout = (method?: string) => buyThroughMidtrans(app, product.id, method);
  const statusOf = (id: number) => paymentStatus(db, id);
  const notify = (body: object) =>
    app.inject({ method: 'POST', url: '/api/v1/payments/notifications/midtrans', payload: body });

  it('charges a card token with 3-D Secure and instalments, then settles on the capture notification', async () => {
    const buyer = await createCustomer(db);
    await fillCart(db, buyer.id, [{ productId: product.id, qty: 1 }]);
    const res = await postCheckout(app, buyer.token, checkoutBody({ payment_method: 'card', installment_term: 3 }));
    const { payment } = res.json<Created>().data;
    const [row] = await db.query<{ provider_ref: string }>('SELECT provider_ref FROM payments WHERE id = $1', [
      payment.id,
    ]);
    const ref = row?.provider_ref ?? '';
    const charge = (payload: object, token = buyer.token) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/payment/${payment.id}/card-token`,
        headers: { 'x-access-token': token },
        payload,
      });
    expect((await charge({})).statusCode).toBe(400);
    const stranger = await createCustomer(db);
    expect((await charge({ token_id: 'tok' }, stranger.token)).statusCode).toBe(404);
    // What the browser does (as Midtrans.js): the card goes to the gateway's tokeniser with the client key.
    const i = payment.instructions;
    expect(i).toMatchObject({ card_token_url: `${fake.url}/v2/token`, client_key: clientKey });
    const card = { card_number: '4811111111111114', card_exp_month: '12', card_exp_year: '2039', card_cvv: '123' };
    const tokenized = await fetch(
      `${i.card_token_url}?${new URLSearchParams({ client_key: i.client_key ?? '', ...card }).toString()}`,
    );
    const { token_id: tokenId } = (await tokenized.json()) as { token_id: string };
    expect(tokenId).toMatch(/^481111-1114-/);
    expect((await charge({ token_id: 'forged-token' })).statusCode).toBe(422);
    const charged = await charge({ token_id: tokenId });
    expect(charged.statusCode).toBe(200);
    expect(charged.json<{ data: Payment }>().data.instructions).toMatchObject({
      kind: 'card',
      installment_term: 3,
      redirect_url: `${fake.url}/v2/token/rba/redirect/${ref}`,
    });
    const sent = fake.requests.findLast((r) => r.path === '/v2/charge' && JSON.stringify(r.body).includes(ref));
    expect(sent?.body).toMatchObject({
      payment_type: 'credit_card',
      transaction_details: { order_id: ref, gross_amount: payment.amount },
      credit_card: { token_id: tokenId, authentication: true, installment_term: 3 },
    });
    fake.setStatus(ref, 'capture');
    const captured = await notify(fake.notification(ref, 'capture', { fraud_status: 'accept' }));
    expect(captured.json<{ data: { outcome: string } }>().data.outcome).toBe('settled');
    expect(await statusOf(payment.id)).toBe('paid');
  });

  it('settles a payment whose notification never came, and lists it for operators', async () => {
    const { payment, ref } = await checkout('bca_va');
    fake.setStatus(ref, 'settlement');
    await orderJobs.runOnce(later(20 * MINUTE));
    expect(await statusOf(payment.id)).toBe('paid');
    const flags = await app.inject({
      method: 'GET',
      url: '/api/v1/ops/payments/flags',
      headers: { 'x-access-token': operator.token },
    });
    expect(flags.json<{ data: { payment_id: number; kind: string }[] }>().data).toContainEqual(
      expect.objectContaining({ payment_id: payment.id, kind: 'status_mismatch' }),
    );
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('expires a payment the gateway expired, without waiting for our deadline', async () => {
    const { payment, ref } = await checkout('gopay');
    fake.setStatus(ref, 'expire');
    await orderJobs.runOnce(later(20 * MINUTE));
    expect(await statusOf(payment.id)).toBe('expired');
  });

  it('expires at the gateway a charge still pending past our deadline, then here', async () => {
    const { payment, ref } = await checkout('permata_va');
    await orderJobs.runOnce(later(25 * 60 * MINUTE));
    expect(fake.transactions.get(ref)?.transaction_status).toBe('expire');
    expect(await statusOf(payment.id)).toBe('expired');
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('lets operators run it now (403 for buyers)', async () => {
    const { buyer } = await checkout();
    const asBuyer = await app.inject({
      method: 'POST',
      url: '/api/v1/ops/payments/reconcile',
      headers: { 'x-access-token': buyer.token },
    });
    expect(asBuyer.statusCode).toBe(403);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/ops/payments/reconcile',
      headers: { 'x-access-token': operator.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { errors: number } }>().data.errors).toBe(0);
  });

  it('refunds a cancelled paid order through Midtrans, retrying while it refuses', async () => {
    const { buyer, payment, orderId, ref } = await checkout('qris');
    fake.setStatus(ref, 'settlement');
    expect((await notify(fake.notification(ref, 'settlement'))).statusCode).toBe(200);
    fake.behaviour.refuseRefunds = true;
    const cancel = await app.inject({
      method: 'PATCH',
      url: `/api/v1/transaction/${orderId}/status`,
      headers: { 'x-access-token': buyer.token },
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    await orderJobs.processRefunds(new Date());
    // the cancellation also starts the refund by itself: that attempt may be the one that is still running
    const refusal = async () =>
      (
        await db.query<{ status: string; attempts: number; last_error: string | null }>(
          'SELECT status, attempts, last_error FROM refunds WHERE order_id = $1',
          [orderId],
        )
      )[0];
    await expect.poll(async () => (await refusal())?.last_error ?? '').toContain('Midtrans refused the refund');
    expect(await refusal()).toMatchObject({ status: 'pending' });

    fake.behaviour.refuseRefunds = false;
    await orderJobs.processRefunds(later(60 * MINUTE));
    const [done] = await db.query<{ status: string; reference: string }>(
      'SELECT status, reference FROM refunds WHERE order_id = $1',
      [orderId],
    );
    expect(done?.status).toBe('succeeded');
    const refunds = fake.transactions.get(ref)?.refunds;
    expect(refunds?.size).toBe(1);
    expect([...(refunds?.values() ?? [])][0]?.amount).toBe(payment.amount);
    const call = fake.requests.find((r) => r.path === `/v2/${ref}/refund/online/direct`);
    expect(call?.body).toMatchObject({
      amount: payment.amount,
      refund_key: expect.stringMatching(/^rima-refund-/) as unknown,
    });
    expect(await checkInvariants(db)).toEqual([]);
  });
});
