import crypto from 'node:crypto';
import { apiMessage } from '@rima/shared/api-messages';
import type { CreateTransactionBody, CreateTransactionResult } from '@rima/shared/api/orders';
import { FLAT_SHIPPING, FREE_SHIPPING_MIN, PAYMENT_EXPIRY_HOURS } from '@rima/shared/constants';
import { MESSAGES } from '@rima/shared/messages';
import pLimit from 'p-limit';
import { pgErrorCode, type Db, type Queryable } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { liveSessionParams, NOT_SIGNED_IN, NOT_YOUR_ROLE, toAuthUser, touchSession } from '../../http/auth';
import { badRequest, conflict, forbidden, unauthenticated, unprocessable } from '../../http/errors';
import { formatAddressLine } from '@rima/shared/api/addresses';
import type { AddressesService } from '../addresses/addresses.service';
import type { DeliveryService, StoreDeliveryPlan } from '../shipping/delivery.service';
import type { CouponsService } from '../coupons/coupons.service';
import type { VouchersService } from '../vouchers/vouchers.service';
import type { PaymentRow } from '../payments/payments.repository';
import type { PaymentsService } from '../payments/payments.service';
import { STOCK_SHORT_SQLSTATE } from '../products/products.stock-sql';
import { splitBySeller } from './order-state';
import type { CheckoutRepository, OrderToPlace, StoredKey } from './checkout.repository';
import type { ShipTo } from './orders.repository';
import type { CheckoutLine, OrderDeliveryView, OrderView } from './orders.service';

/** Concurrent checkouts per process unless configured (the main pool's default size is 10). */
export const DEFAULT_CHECKOUT_CONCURRENCY = 6;

type CheckoutAddress = Awaited<ReturnType<AddressesService['findForCheckout']>>;

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
    // Only when sent, so the keys stored before instalments existed still match their bodies.
    ...(body.installment_term !== undefined ? [{ installment_term: body.installment_term }] : []),
    ...(body.vouchers !== undefined ? [{ vouchers: body.vouchers }] : []),
  ]);
  return crypto.createHash('sha256').update(canonical).digest('hex');
}

/**
 * POST /transaction/create: in ONE transaction, re-check stock and coupon with database prices, create one
 * payment and one order per store, take the stock, record the coupon use and empty the bought cart rows,
 * and store the answer under the Idempotency-Key. All or nothing.
 *
 * A checkout keeps its round trips to the database few (docs/decisions/020): without coupon or address book
 * they are the stored key and the lines (read before any transaction), BEGIN, key and cart lock, the one
 * statement that writes the orders, the stored answer, and the stock take sent with COMMIT, besides the
 * session lookup; each one waits for a turn of a busy event loop. A replay, an empty cart and a line already
 * short are answered after the first read, without a transaction; the products' rows are locked only in the
 * last round trip, so thousands of buyers of one product queue on its row for the server's time alone
 * (docs/decisions/062).
 */
export function createCheckoutService(deps: {
  db: Db;
  repo: CheckoutRepository;
  coupons: CouponsService;
  payments: PaymentsService;
  events: EventBus;
  /** The address book and delivery (services, slots, assembly) */
  addresses: AddressesService;
  delivery: DeliveryService;
  /** Store vouchers (docs/decisions/054): one per store's order, funded by that store */
  vouchers: Pick<VouchersService, 'redeemForCheckout'>;
  /**
   * Checkouts of this process in their transactions at once; the others wait their turn in arrival order, so
   * a rush of buyers cannot take every connection of the pool from the sessions and the other writes.
   */
  concurrency?: number;
  now?: () => Date;
}) {
  const { db, repo, coupons, payments, events, addresses, delivery, vouchers } = deps;
  const now = deps.now ?? (() => new Date());
  const admit = pLimit(deps.concurrency ?? DEFAULT_CHECKOUT_CONCURRENCY);
  const transaction: Db['transaction'] = (fn) => admit(() => db.transaction(fn));

  /** The stored answer of a key claimed before; a concurrent twin waited on the key's row until it committed. */
  function replay(stored: StoredKey | undefined, hash: string) {
    if (!stored || stored.status_code === null) throw conflict('This checkout is still being processed');
    if (stored.request_hash !== hash)
      throw unprocessable('This Idempotency-Key was already used with a different request');
    return { statusCode: stored.status_code, data: stored.response as CreateTransactionResult, isReplay: true };
  }

  return {
    /**
     * `token`: the buyer's x-access-token, checked in the checkout's first statement (docs/decisions/063): 401
     * and 403 as requireAuth(['customer']) answers them.
     */
    async createTransaction(
      token: string | undefined,
      idempotencyKey: string,
      body: CreateTransactionBody,
      toWire: CheckoutMapper,
    ): Promise<CheckoutResult> {
      const at = now();
      const hash = requestHash(body);
      const session = liveSessionParams(token);
      if (!session) throw unauthenticated(NOT_SIGNED_IN);
      // Before any transaction or lock: a replay, an empty cart and a line already short are answered here.
      const read = await repo.readCheckout(db, session, idempotencyKey);
      if (!read.session) throw unauthenticated(NOT_SIGNED_IN);
      if (read.session.role !== 'customer') throw forbidden(NOT_YOUR_ROLE);
      await touchSession(db, read.session);
      const user = toAuthUser(read.session);
      if (read.key && read.key.status_code !== null) return replay(read.key, hash);
      const items = read.lines;
      if (!read.key) {
        if (items.length === 0) throw badRequest(MESSAGES.emptyCart);
        const short = items.find((item) => item.status !== 'active' || item.stock < item.qty);
        if (short) throw conflict(apiMessage('notEnoughStock', { name: short.name }));
      }
      const result = await transaction(async (tx): Promise<CheckoutResult & { placed: OrderView[] }> => {
        const start = await repo.claimKeyAndLockCart(tx, user.id, idempotencyKey, hash);
        if (!start.claimed) {
          return { ...replay(await repo.findKey(tx, user.id, idempotencyKey), hash), placed: [] };
        }
        if (!start.hasCart || items.length === 0) throw badRequest(MESSAGES.emptyCart);
        if (start.shortName !== null) throw conflict(apiMessage('notEnoughStock', { name: start.shortName }));
        // An address of the address book (its recipient and phone too) instead of the typed one.
        const address =
          body.address_id !== undefined ? await addresses.findForCheckout(tx, user.id, body.address_id) : undefined;

        const lines: CheckoutLine[] = [];
        for (const item of items) {
          if (item.status !== 'active' || item.stock < item.qty)
            throw conflict(apiMessage('notEnoughStock', { name: item.name }));
          const { product_id, name, price, qty, seller_id, variant_id, variant_options, sku } = item;
          lines.push({ product_id, name, price, qty, seller_id, variant_id, variant_options, sku });
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

        const redemption = start.couponId
          ? await coupons.redeem(tx, start.couponId, { userId: user.id, subtotal, now: at })
          : null;
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
        const couponShares = new Map(splits.map((s) => [s.seller_id, s.discount]));
        // A store voucher lowers its own store's order only: the goods' discount, or the shipping it covers.
        const voucherUses = await vouchers.redeemForCheckout(tx, {
          userId: user.id,
          voucherIds: body.vouchers ?? [],
          orders: new Map(
            splits.map((s) => [
              s.seller_id,
              { lines: s.lines, goodsDue: s.subtotal - s.discount, shipping: s.shipping },
            ]),
          ),
          at,
        });
        for (const split of splits) {
          const use = voucherUses.get(split.seller_id);
          if (!use) continue;
          if (use.kind === 'free_shipping') split.shipping -= use.discount;
          else split.discount += use.discount;
          split.total -= use.discount;
        }
        const amount = splits.reduce((sum, s) => sum + s.total, 0);
        const expiresAt = new Date(at.getTime() + PAYMENT_EXPIRY_HOURS * 60 * 60 * 1000);
        const charge = await payments.openCharge(tx, {
          method: body.payment_method,
          amount,
          expiresAt,
          ...(body.installment_term !== undefined ? { installmentTerm: body.installment_term } : {}),
        });
        const orders = splits.map((split): OrderToPlace => {
          const plan = plans?.get(split.seller_id);
          return {
            sellerId: split.seller_id,
            subtotal: split.subtotal,
            discount: split.discount,
            shipping: split.shipping,
            assemblyFee: split.assembly_fee,
            total: split.total,
            shippingMethod: plans ? (plan?.method ?? 'courier') : body.shipping,
            couponCode: (couponShares.get(split.seller_id) ?? 0) > 0 ? (redemption?.coupon.code ?? null) : null,
            voucher: voucherUses.get(split.seller_id) ?? null,
            service: plan?.service ?? null,
            shipTo: address ? shipToOf(address) : null,
            shipBy: plan?.shipBy ?? null,
            lines: split.lines,
          };
        });
        const placed = await repo.place(tx, {
          buyerId: user.id,
          email: user.email,
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
          payment: { method: body.payment_method, amount, expiresAt, ...charge },
          orders,
          cartItems: items.map((i) => ({ id: i.cart_item_id, qty: i.qty })),
          at,
        });
        // a checkout of the same cart under another key won the cart's lock and bought these lines
        if (!placed) throw badRequest(MESSAGES.emptyCart);
        await redemption?.record(placed.payment.id);
        const deliveries = plans ? await bookSlots(tx, plans, placed.orders) : new Map<number, OrderDeliveryView>();
        const views: OrderView[] = placed.orders.map((o) => ({
          ...o,
          delivery: deliveries.get(o.id) ?? null,
          late: false,
        }));
        const data = toWire(placed.payment, views);
        await repo.storeAnswer(tx, user.id, idempotencyKey, 201, data);
        try {
          await repo.takeStockAndCommit(tx, lines);
        } catch (error) {
          if (pgErrorCode(error) !== STOCK_SHORT_SQLSTATE) throw error;
          // another buyer took the last units since the lines were read: nothing was committed
          const detail = (error as { detail?: unknown }).detail;
          const short = new Set(typeof detail === 'string' ? detail.split(',').map(Number) : []);
          const line = lines.find((l) => short.has(l.variant_id)) ?? lines[0];
          throw conflict(apiMessage('notEnoughStock', { name: line?.name ?? '' }));
        }
        return { statusCode: 201, data, isReplay: false, placed: views };
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

  /** Books the chosen delivery slots of the new orders and answers each order's delivery. */
  async function bookSlots(
    tx: Queryable,
    plans: Map<number, StoreDeliveryPlan>,
    placed: readonly { id: number; seller_id: number }[],
  ): Promise<Map<number, OrderDeliveryView>> {
    await delivery.bookSlots(tx, plans, new Map(placed.map((o) => [o.seller_id, o.id])));
    const withSlot = placed.filter((o) => plans.get(o.seller_id)?.slot);
    return withSlot.length > 0
      ? delivery.findForOrders(
          tx,
          withSlot.map((o) => o.id),
        )
      : new Map();
  }
}

/** The address book entry as the order keeps it. */
function shipToOf(address: CheckoutAddress): ShipTo {
  return {
    label: address.label,
    province: address.province_name,
    regency: address.regency_name,
    regency_code: address.regency_code,
    district: address.district_name,
    village: address.village_name,
    postal_code: address.postal_code,
    street: address.street,
    details: address.details,
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
