import crypto from 'node:crypto';
import { apiMessage } from '@rima/shared/api-messages';
import type { CreateTransactionBody, CreateTransactionResult } from '@rima/shared/api/orders';
import { FLAT_SHIPPING, FREE_SHIPPING_MIN, PAYMENT_EXPIRY_HOURS } from '@rima/shared/constants';
import { MESSAGES } from '@rima/shared/messages';
import type { Db, Queryable } from '../../db/client';
import type { EventBus } from '../../events/bus';
import type { AuthUser } from '../../http/auth';
import { badRequest, conflict, unprocessable } from '../../http/errors';
import { formatAddressLine } from '@rima/shared/api/addresses';
import type { AddressesService } from '../addresses/addresses.service';
import type { CartService } from '../cart/cart.service';
import type { DeliveryService, StoreDeliveryPlan } from '../shipping/delivery.service';
import type { CouponsService } from '../coupons/coupons.service';
import type { PaymentRow } from '../payments/payments.repository';
import type { PaymentsService } from '../payments/payments.service';
import { splitBySeller } from './order-state';
import type { CheckoutLine, OrdersService, OrderView } from './orders.service';

export type CheckoutResult = { statusCode: number; data: CreateTransactionResult; isReplay: boolean };
/** Maps the freshly created payment and orders to the wire (routes own URLs, so they pass it in). */
export type CheckoutMapper = (payment: PaymentRow, orders: OrderView[]) => CreateTransactionResult;

/** The request fingerprint an Idempotency-Key is bound to: the validated body in a fixed key order. */
export function requestHash(body: CreateTransactionBody): string {
  const canonical = JSON.stringify([
    body.name,
    body.address,
    body.phone_code,
    body.phone,
    body.payment_method,
    body.shipping,
    ...(body.address_id !== undefined ? [body.address_id, body.deliveries ?? []] : []),
  ]);
  return crypto.createHash('sha256').update(canonical).digest('hex');
}

/**
 * POST /transaction/create: in ONE transaction, re-check stock and coupon with database prices, create one
 * payment and one order per store, take the stock, record the coupon use and empty the bought cart rows,
 * and store the answer under the Idempotency-Key. All or nothing.
 */
export function createCheckoutService(deps: {
  db: Db;
  cart: CartService;
  coupons: CouponsService;
  payments: PaymentsService;
  orders: OrdersService;
  events: EventBus;
  /** issue 15: the address book and delivery (services, slots, assembly) */
  addresses: AddressesService;
  delivery: DeliveryService;
  now?: () => Date;
}) {
  const { db, cart, coupons, payments, orders, events, addresses, delivery } = deps;
  const now = deps.now ?? (() => new Date());

  /** Claims the key inside the transaction; a concurrent twin waits on the primary key, then replays. */
  async function claimKey(tx: Queryable, userId: number, key: string, hash: string) {
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
      [userId, key, hash],
    );
    if (claimed.length > 0) return null;
    const rows = await tx.query<{ request_hash: string; status_code: number | null; response: unknown }>(
      'SELECT request_hash, status_code, response FROM idempotency_keys WHERE user_id = $1 AND key = $2',
      [userId, key],
    );
    const stored = rows[0];
    if (!stored || stored.status_code === null) throw conflict('This checkout is still being processed');
    if (stored.request_hash !== hash)
      throw unprocessable('This Idempotency-Key was already used with a different request');
    return { statusCode: stored.status_code, data: stored.response as CreateTransactionResult };
  }

  return {
    async createTransaction(
      user: AuthUser,
      idempotencyKey: string,
      body: CreateTransactionBody,
      toWire: CheckoutMapper,
    ): Promise<CheckoutResult> {
      const at = now();
      const hash = requestHash(body);
      const result = await db.transaction(async (tx): Promise<CheckoutResult & { placed: OrderView[] }> => {
        const replay = await claimKey(tx, user.id, idempotencyKey, hash);
        if (replay) return { ...replay, isReplay: true, placed: [] };

        const { couponId, items } = await cart.lockForCheckout(tx, user.id);
        if (items.length === 0) throw badRequest(MESSAGES.emptyCart);
        // Issue 15: an address of the address book (its recipient and phone too) instead of the typed one.
        const address =
          body.address_id !== undefined ? await addresses.findForCheckout(tx, user.id, body.address_id) : undefined;

        // Product order is the lock order: two checkouts sharing products never deadlock.
        const lines: (CheckoutLine & { image_key: string | null })[] = [];
        for (const item of [...items].sort((a, b) => a.product_id - b.product_id)) {
          const taken = await orders.takeStock(tx, item.product_id, item.qty);
          if (!taken) throw conflict(apiMessage('notEnoughStock', { name: item.name }));
          lines.push({
            product_id: taken.id,
            name: taken.name,
            price: taken.price,
            qty: item.qty,
            seller_id: taken.seller_id,
            image_key: item.image_key,
          });
        }
        const subtotal = lines.reduce((sum, l) => sum + l.price * l.qty, 0);
        if (!address && body.shipping === 'free' && subtotal < FREE_SHIPPING_MIN) {
          throw badRequest(apiMessage('freeShippingMin', { amount: FREE_SHIPPING_MIN }));
        }
        // Every price of every store's delivery is computed here, from the rate tables as they are now.
        const plans: Map<number, StoreDeliveryPlan> | undefined = address
          ? await delivery.planCheckout(tx, {
              lines,
              to: { code: address.regency_code, province_code: address.province_code },
              deliveries: body.deliveries ?? [],
              at,
            })
          : undefined;

        const redemption = couponId ? await coupons.redeem(tx, couponId, { userId: user.id, subtotal, now: at }) : null;
        const splits = splitBySeller(
          lines,
          redemption?.discount ?? 0,
          plans
            ? (sellerId) => {
                const plan = plans.get(sellerId);
                return { shipping: plan?.shipping ?? 0, assembly_fee: plan?.assemblyFee ?? 0 };
              }
            : body.shipping === 'flat'
              ? FLAT_SHIPPING
              : 0,
        );
        const amount = splits.reduce((sum, s) => sum + s.total, 0);
        const payment = await payments.createPayment(tx, {
          buyerId: user.id,
          method: body.payment_method,
          amount,
          expiresAt: new Date(at.getTime() + PAYMENT_EXPIRY_HOURS * 60 * 60 * 1000),
        });
        await redemption?.record(payment.id);
        const placed = await orders.placeOrders(tx, {
          paymentId: payment.id,
          buyer: { id: user.id, email: user.email },
          recipient: address
            ? {
                name: address.recipient,
                address: formatAddressLine({
                  street: address.street,
                  details: address.details,
                  village: address.village_name,
                  district: address.district_name,
                  regency: address.regency_name,
                  province: address.province_name,
                  postal_code: address.postal_code,
                }),
                phone_code: '+62',
                phone: address.phone,
              }
            : {
                name: body.name ?? '',
                address: body.address ?? '',
                phone_code: body.phone_code,
                phone: body.phone ?? '',
              },
          shippingMethod: body.shipping,
          couponCode: redemption?.coupon.code ?? null,
          splits,
          at,
          ...(plans && address
            ? {
                onPlaced: (orderIdBySeller: Map<number, number>) => delivery.bookSlots(tx, plans, orderIdBySeller),
                deliveryOf: (sellerId: number) => {
                  const plan = plans.get(sellerId);
                  return {
                    method: plan?.method ?? 'courier',
                    service: plan?.service ?? null,
                    shipTo: {
                      label: address.label,
                      province: address.province_name,
                      regency: address.regency_name,
                      regency_code: address.regency_code,
                      district: address.district_name,
                      village: address.village_name,
                      postal_code: address.postal_code,
                      street: address.street,
                      details: address.details,
                    },
                  };
                },
              }
            : {}),
        });

        await cart.removeBought(
          tx,
          user.id,
          items.map((i) => i.id),
        );
        const data = toWire(payment, placed);
        await tx.query('UPDATE idempotency_keys SET status_code = 201, response = $3 WHERE user_id = $1 AND key = $2', [
          user.id,
          idempotencyKey,
          JSON.stringify(data),
        ]);
        return { statusCode: 201, data, isReplay: false, placed };
      });
      for (const order of result.placed) {
        events.emit('order.created', {
          orderId: order.id,
          buyerId: order.buyer_id,
          sellerId: order.seller_id,
          total: order.total,
        });
      }
      return { statusCode: result.statusCode, data: result.data, isReplay: result.isReplay };
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
