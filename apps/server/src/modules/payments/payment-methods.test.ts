import { ALL_PAYMENT_METHODS, PAYMENT_METHOD_CODES } from '@rima/shared/api/payment-methods';
import type { Payment } from '@rima/shared/api/orders';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { checkoutBody, fillCart, postCheckout } from '../../../test/buying';
import { createCustomer, createProduct, createSeller } from '../../../test/factories';
import { checkInvariants } from '../../../test/invariants';

type Created = { data: { payment: Payment } };

/** Every method with the built-in sandbox: the list, checkout, the instructions it answers, and settlement. */
describe('payment methods (sandbox)', async () => {
  const app = await buildTestApp({ CARD_INSTALLMENT_TERMS: '3,6', CARD_INSTALLMENT_MIN_AMOUNT: '1000000' });
  const { db } = app.deps;
  const seller = await createSeller(db);
  const product = await createProduct(db, seller.id, { price: 2_000_000, stock: 1000 });
  const cheap = await createProduct(db, seller.id, { price: 100_000, stock: 1000 });

  async function checkout(over: object, productId = product.id) {
    const buyer = await createCustomer(db);
    await fillCart(db, buyer.id, [{ productId, qty: 1 }]);
    return { buyer, res: await postCheckout(app, buyer.token, checkoutBody(over)) };
  }

  it('lists every method with its kind, and the instalments the operator offers on cards', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/payment-methods' });
    expect(res.statusCode).toBe(200);
    const methods = res.json<{ data: { code: string; kind: string; name: string; installments: unknown }[] }>().data;
    expect(methods.map((m) => m.code)).toEqual([...PAYMENT_METHOD_CODES]);
    expect(methods.find((m) => m.code === 'mandiri_bill')).toMatchObject({ kind: 'bill', bank: 'mandiri' });
    expect(methods.find((m) => m.code === 'card')?.installments).toEqual({
      terms: [3, 6],
      min_amount: 1_000_000,
      cost_borne_by: 'buyer',
      monthly_rate_bps: 0,
    });
    expect(methods.find((m) => m.code === 'qris')?.installments).toBeNull();
  });

  it.each(ALL_PAYMENT_METHODS)(
    'checks out with %s, answers how to pay it, and settles by simulation',
    async (method) => {
      const { buyer, res } = await checkout({ payment_method: method });
      expect(res.statusCode).toBe(201);
      const payment = res.json<Created>().data.payment;
      expect(payment.method).toBe(method);
      const i = payment.instructions;
      expect(i.expires_at).toBe(payment.expires_at);
      if (i.kind === 'qr' || i.kind === 'ewallet') {
        expect(i.qr_image).toMatch(/^data:image\/png;base64,/);
        expect(i.qr_string).toContain(String(payment.amount));
      }
      if (method === 'gopay' || method === 'shopeepay') expect(i.deeplink_url).toMatch(/^[a-z]+:\/\//);
      if (i.kind === 'va') {
        expect(i.va_number).toMatch(/^\d{16}$/);
        expect(payment.va_number).toBe(i.va_number);
        expect(i.bank).not.toBeNull();
      }
      if (i.kind === 'bill') {
        expect(i).toMatchObject({ bank: 'mandiri', biller_code: '70012' });
        expect(i.bill_key).toMatch(/^\d{12}$/);
        expect(payment.va_number).toBe(i.bill_key);
      }
      if (i.kind === 'card') expect(payment.va_number).toBeNull();
      // The old select's values keep their old answers.
      if (method === 'bca') expect(payment.va_number).toMatch(/^39358\d{11}$/);

      const paid = await app.inject({
        method: 'POST',
        url: `/api/v1/payment/${payment.id}/simulate`,
        headers: { 'x-access-token': buyer.token },
      });
      expect(paid.statusCode).toBe(200);
      expect(paid.json<{ data: { status: string; instructions: { kind: string } } }>().data).toMatchObject({
        status: 'paid',
        instructions: { kind: i.kind },
      });
      expect(await checkInvariants(db)).toEqual([]);
    },
  );

  it('answers the instructions again on GET /payment/:id', async () => {
    const { buyer, res } = await checkout({ payment_method: 'bri_va' });
    const payment = res.json<Created>().data.payment;
    const got = await app.inject({
      method: 'GET',
      url: `/api/v1/payment/${payment.id}`,
      headers: { 'x-access-token': buyer.token },
    });
    expect(got.json<{ data: Payment }>().data.instructions).toEqual(payment.instructions);
  });

  it('pays a card in instalments: the term is kept on the payment', async () => {
    const { res } = await checkout({ payment_method: 'card', installment_term: 6 });
    expect(res.statusCode).toBe(201);
    expect(res.json<Created>().data.payment.instructions).toMatchObject({ kind: 'card', installment_term: 6 });
  });

  it.each([
    [{ payment_method: 'qris', installment_term: 3 }, 'Instalments are only for card payments'],
    [{ payment_method: 'card', installment_term: 12 }, 'installment_term must be one of: 3, 6'],
    [{ payment_method: 'card', installment_term: 5 }, 'installment_term must be 3, 6 or 12'],
    [{ payment_method: 'card', installment_term: '3' }, 'installment_term must be 3, 6 or 12'],
  ])('answers 400 naming installment_term for %j', async (over, message) => {
    const { res } = await checkout(over);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string; message: string }[] }>().errors).toContainEqual({
      field: 'installment_term',
      message,
    });
  });

  it('answers 400 for instalments below the minimum amount, and 400 for an unknown method', async () => {
    const { res } = await checkout({ payment_method: 'card', installment_term: 3 }, cheap.id);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('installment_term');
    const unknown = await checkout({ payment_method: 'paypal' });
    expect(unknown.res.statusCode).toBe(400);
    expect(unknown.res.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('payment_method');
  });

  it('answers 404 to a Midtrans notification when Midtrans is not the provider', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/notifications/midtrans',
      payload: {
        order_id: 'RIMA-X',
        status_code: '200',
        gross_amount: '10000.00',
        signature_key: 'x',
        transaction_status: 'settlement',
      },
    });
    expect(res.statusCode).toBe(404);
  });
});
