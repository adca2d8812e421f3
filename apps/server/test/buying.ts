import crypto from 'node:crypto';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';

/** Puts rows straight into the cart table (cheap for the many-buyer tests). */
export async function fillCart(
  db: Db,
  userId: number,
  items: { productId: number; qty: number }[],
  couponCode?: string,
) {
  await db.query(
    `INSERT INTO carts (user_id, coupon_id) VALUES ($1, (SELECT id FROM coupons WHERE code = $2))
     ON CONFLICT (user_id) DO UPDATE SET coupon_id = EXCLUDED.coupon_id`,
    [userId, couponCode ?? null],
  );
  for (const item of items) {
    await db.query('INSERT INTO cart_items (user_id, product_id, qty) VALUES ($1, $2, $3)', [
      userId,
      item.productId,
      item.qty,
    ]);
  }
}

/** The recipient part of a checkout body. */
export const checkoutAddress = {
  name: 'Budi Santoso',
  address: 'Jl. Merdeka 10, Bandung',
  phone_code: '+62',
  phone: '81234567890',
};
/** A valid checkout body (BCA transfer, flat shipping) with `over` applied. */
export const checkoutBody = (over: object = {}) => ({
  ...checkoutAddress,
  payment_method: 'bca',
  shipping: 'flat',
  ...over,
});

/** POST /transaction/create with a fresh Idempotency-Key unless one is given. */
export const postCheckout = (
  app: App,
  token: string,
  payload: object = checkoutBody(),
  key: string = crypto.randomUUID(),
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/transaction/create',
    headers: { 'x-access-token': token, 'idempotency-key': key },
    payload,
  });
