import { SANDBOX_CARDS, type Payment } from '@rima/shared/api/orders';
import { SANDBOX_3DS_OTP } from '@rima/shared/api/payment-methods';
import { describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DATABASE_URL } from '../../../test/build-test-app';
import { checkoutBody, fillCart, postCheckout } from '../../../test/buying';
import { createCustomer, createProduct, createSeller } from '../../../test/factories';
import { checkInvariants } from '../../../test/invariants';

type Created = { data: { payment: Payment } };

/** The sandbox's card with a 3-D Secure challenge: approved by the card check, paid only after the OTP. */
describe('sandbox cards with 3-D Secure', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;
  const seller = await createSeller(db);
  const product = await createProduct(db, seller.id, { price: 1_200_000, stock: 1000 });
  const card = { card_number: SANDBOX_CARDS.threeDs, exp: '12/39', cvc: '123' };

  async function cardPayment(method = 'card') {
    const buyer = await createCustomer(db);
    await fillCart(db, buyer.id, [{ productId: product.id, qty: 1 }]);
    const res = await postCheckout(app, buyer.token, checkoutBody({ payment_method: method }));
    expect(res.statusCode).toBe(201);
    const { payment } = res.json<Created>().data;
    const post = (path: string, payload: object, token = buyer.token) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/payment/${payment.id}/${path}`,
        headers: { 'x-access-token': token },
        payload,
      });
    return { buyer, payment, post };
  }
  const statusOf = async (id: number) =>
    (await db.query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [id]))[0]?.status;

  it('answers the challenge page, refuses a wrong OTP, and pays on the right one', async () => {
    const { payment, post } = await cardPayment();
    expect((await post('3ds', { otp: SANDBOX_3DS_OTP })).statusCode).toBe(409);
    const charged = await post('card', card);
    expect(charged.statusCode).toBe(200);
    const pending = charged.json<{ data: Payment }>().data;
    expect(pending.status).toBe('pending');
    expect(pending.instructions.redirect_url).toBe(`/payment/${payment.id}/card?step=3ds`);

    const stranger = await createCustomer(db);
    expect((await post('3ds', { otp: SANDBOX_3DS_OTP }, stranger.token)).statusCode).toBe(404);
    const malformed = await post('3ds', { otp: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('otp');
    expect((await post('3ds', { otp: '000000' })).statusCode).toBe(422);
    expect(await statusOf(payment.id)).toBe('pending');

    const paid = await post('3ds', { otp: SANDBOX_3DS_OTP });
    expect(paid.statusCode).toBe(200);
    expect(paid.json<{ data: Payment }>().data.status).toBe('paid');
    const [note] = await db.query<{ note: string }>(
      "SELECT note FROM order_events WHERE note LIKE 'Payment received (VISA card ending%' ORDER BY id DESC LIMIT 1",
    );
    expect(note?.note).toBe('Payment received (VISA card ending 1114)');
    // A second answer changes nothing.
    expect((await post('3ds', { otp: SANDBOX_3DS_OTP })).json<{ data: Payment }>().data.status).toBe('paid');
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('still pays the frictionless test card at once, and takes the old visa code', async () => {
    const { post } = await cardPayment('visa');
    const paid = await post('card', { ...card, card_number: SANDBOX_CARDS.success });
    expect(paid.json<{ data: Payment }>().data.status).toBe('paid');
  });

  it.runIf(TEST_DATABASE_URL)('settles once when the OTP is submitted ten times at once', async () => {
    const { payment, post } = await cardPayment();
    await post('card', card);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('3ds', { otp: SANDBOX_3DS_OTP })));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const [ledger] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM order_events e JOIN orders o ON o.id = e.order_id
        WHERE o.payment_id = $1 AND e.to_status = 'paid'`,
      [payment.id],
    );
    expect(ledger?.n).toBe(1);
    expect(await checkInvariants(db)).toEqual([]);
  });
});
