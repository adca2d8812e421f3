import { z } from 'zod';
import { PHONE_MAX_LENGTH } from '../constants';
import { normalizeNationalNumber } from '../format';
import { shippingMethodSchema } from './cart';
import { okEnvelope } from './envelope';
import { optionalIdField } from './fields';
import { orderSummarySchema, paymentMethodSchema, paymentSchema, phoneCodeSchema } from './orders';
import { INSTALLMENT_TERMS } from './payment-methods';
import { deliveryChoiceSchema } from './shipping';
import { checkoutVoucherIdsSchema } from './vouchers';
import * as endpoints from '../endpoints/checkout';

export { IDEMPOTENCY_HEADER } from '../endpoints/checkout';

// Checkout: POST /transaction/create turns the cart into one payment and one order per store.

/**
 * Header `Idempotency-Key` (1–200 chars) is required (400 without). Replaying a key with the same body gives
 * the stored answer and creates nothing; the same key with a different body → 422.
 * Prices, totals or any other keys sent by the client are ignored (stripped).
 * Errors: empty cart 400; `shipping: 'free'` below FREE_SHIPPING_MIN 400; a product out of stock, or the
 * cart's coupon no longer valid / used up → 409.
 */
const NAME_MISSING = 'Please enter your name';
const ADDRESS_MISSING = 'Please enter your full address';
const PHONE_MISSING = 'Please enter your phone number';

/**
 * Two ways to say where it goes. Old clients: `name`, `address` (free text), `phone_code`, `phone` and
 * `shipping` (flat | free | pickup), priced as before. New clients: `address_id` (an entry of the buyer's address
 * book: recipient, phone and address come from it) with `deliveries`, one per store in the cart: the service
 * (a code of the cart's `delivery.stores[].services`), a slot for bulky items and assembly. The server prices
 * every service itself; a service that cannot carry the store's items there → 400, a full window → 409.
 */
export const createTransactionBodySchema = z
  .object({
    // Messages in plain words, for the person at the checkout form (the API answers them too).
    name: z
      .string({ error: NAME_MISSING })
      .trim()
      .min(1, { error: NAME_MISSING })
      .max(100, { error: 'Please keep your name to 100 characters' })
      .optional(),
    address: z
      .string({ error: ADDRESS_MISSING })
      .trim()
      .min(5, { error: ADDRESS_MISSING })
      .max(500, { error: 'Please keep the address to 500 characters' })
      .optional(),
    phone_code: phoneCodeSchema.default('+62'),
    // "0812-3456 789" → "8123456789": separators go, and so does the trunk 0 after the country code.
    phone: z
      .preprocess(
        (v) => (typeof v === 'string' ? normalizeNationalNumber(v) : v),
        z
          .string({ error: PHONE_MISSING })
          .min(1, { error: PHONE_MISSING })
          .regex(/^\d+$/, { error: 'Please enter a valid phone number (digits only)' })
          .min(6, { error: 'Please enter a valid phone number (at least 6 digits)' })
          .max(PHONE_MAX_LENGTH, { error: `Please enter a valid phone number (at most ${PHONE_MAX_LENGTH} digits)` }),
      )
      .optional(),
    payment_method: paymentMethodSchema,
    /** Cards only: pay in 3, 6 or 12 monthly instalments (the terms offered: GET /payment-methods) */
    installment_term: z
      .number({ error: 'installment_term must be 3, 6 or 12' })
      .int({ error: 'installment_term must be 3, 6 or 12' })
      .refine((n) => (INSTALLMENT_TERMS as readonly number[]).includes(n), {
        error: 'installment_term must be 3, 6 or 12',
      })
      .optional(),
    shipping: shippingMethodSchema.default('flat'),
    /** An address of the buyer's address book instead of name/address/phone */
    address_id: optionalIdField('address_id', { invalid: 'address_id must be an address number' }),
    /** With address_id: how each store delivers */
    deliveries: z.array(deliveryChoiceSchema).max(50, { error: 'At most 50 deliveries' }).optional(),
    /** Claimed store vouchers to use (docs/decisions/054), at most one per store of the cart */
    vouchers: checkoutVoucherIdsSchema.optional(),
  })
  .superRefine(
    (b, ctx) => {
      // `when` runs this on bodies that failed elsewhere too: they may not even be objects.
      if (typeof b !== 'object' || b === null || Array.isArray(b)) return;
      if (b.address_id !== undefined) {
        if (!b.deliveries)
          ctx.addIssue({ code: 'custom', path: ['deliveries'], message: 'Choose how each store delivers' });
        return;
      }
      if (b.name === undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: NAME_MISSING });
      if (b.address === undefined) ctx.addIssue({ code: 'custom', path: ['address'], message: ADDRESS_MISSING });
      if (b.phone === undefined) ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_MISSING });
    },
    // run even when another field failed, so every missing field is named at once
    { when: () => true },
  );
export type CreateTransactionBody = z.infer<typeof createTransactionBodySchema>;
export type CreateTransactionInput = z.input<typeof createTransactionBodySchema>;

export const createTransactionResultSchema = z.object({
  /** the checkout's id (= payment.id) */
  id: z.number().int(),
  payment: paymentSchema,
  orders: z.array(orderSummarySchema),
});
export type CreateTransactionResult = z.infer<typeof createTransactionResultSchema>;

/** Customers only. 201 with the payment and one order per store. */
export const createTransaction = {
  ...endpoints.createTransaction,
  body: createTransactionBodySchema,
  response: okEnvelope(createTransactionResultSchema),
} as const;
