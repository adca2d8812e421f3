import { z } from 'zod';
import { okEnvelope } from './envelope';
import { idField } from './fields';
import * as endpoints from '../endpoints/vouchers';

/** The most rupiah a voucher takes off or a minimum spend names (Rp 1 billion). */
export const VOUCHER_MAX_AMOUNT = 1_000_000_000;
export const VOUCHER_MAX_PRODUCTS = 100;

const rupiah = (field: string, min: number) =>
  z
    .number({ error: `${field} must be a number of rupiah` })
    .int({ error: `${field} must be a whole number of rupiah` })
    .min(min, { error: `${field} must be at least ${min}` })
    .max(VOUCHER_MAX_AMOUNT, { error: `${field} must be at most ${VOUCHER_MAX_AMOUNT}` });
const count = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be a whole number` })
    .min(1, { error: `${field} must be 1 or more` })
    .max(1_000_000, { error: `${field} must be at most 1000000` });
const instant = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be a date and time such as 2026-12-01T00:00:00+07:00` });

const voucherFields = {
  /** Shown to shoppers and on the order; unique in the store. */
  code: z
    .string({ error: 'code is required' })
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{3,20}$/, { error: 'code must be 3 to 20 letters or digits' })),
  kind: z.enum(endpoints.VOUCHER_KINDS, { error: 'kind must be fixed, percent or free_shipping' }),
  /** fixed: rupiah off; percent: 1–100 %; free_shipping: the most shipping it covers, in rupiah */
  value: rupiah('value', 1),
  /** percent only (required there): the most rupiah it takes off */
  max_discount: rupiah('max_discount', 1).nullable().default(null),
  /** What the covered products of the store's order must reach */
  min_spend: rupiah('min_spend', 0).default(0),
  starts_at: instant('starts_at'),
  ends_at: instant('ends_at'),
  /** Uses in all (checkouts), whoever makes them */
  quota: count('quota'),
  /** Uses per shopper */
  per_buyer_limit: count('per_buyer_limit').default(1),
  /** Only these products of the store; empty = every product of the store */
  product_ids: z
    .array(idField('product_ids'), { error: 'product_ids must be a list of product numbers' })
    .max(VOUCHER_MAX_PRODUCTS, { error: `At most ${VOUCHER_MAX_PRODUCTS} products` })
    .default([]),
};

type Rules = {
  kind?: string | undefined;
  value?: number | undefined;
  max_discount?: number | null | undefined;
  starts_at?: string | undefined;
  ends_at?: string | undefined;
};

/** The rules between fields; the server runs them again on an edit merged with what is stored. */
export function voucherIssues(v: Rules): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  if (v.kind === 'percent') {
    if (v.value !== undefined && v.value > 100) issues.push({ field: 'value', message: 'A percent is 1 to 100' });
    if (v.max_discount === null || v.max_discount === undefined)
      issues.push({ field: 'max_discount', message: 'A percent voucher needs max_discount (its cap)' });
  }
  if (v.starts_at && v.ends_at && Date.parse(v.ends_at) <= Date.parse(v.starts_at))
    issues.push({ field: 'ends_at', message: 'ends_at must be after starts_at' });
  return issues;
}

const withRules = <T extends z.ZodType<Rules>>(schema: T) =>
  schema.superRefine((v, ctx) => {
    for (const issue of voucherIssues(v)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });

export const voucherBodySchema = withRules(z.object(voucherFields));
export type VoucherBody = z.infer<typeof voucherBodySchema>;
export type VoucherInput = z.input<typeof voucherBodySchema>;

/** PATCH: any of the fields; the merged voucher must still follow the rules. */
export const voucherPatchSchema = z
  .object({
    code: voucherFields.code.optional(),
    kind: voucherFields.kind.optional(),
    value: voucherFields.value.optional(),
    max_discount: rupiah('max_discount', 1).nullable().optional(),
    min_spend: rupiah('min_spend', 0).optional(),
    starts_at: voucherFields.starts_at.optional(),
    ends_at: voucherFields.ends_at.optional(),
    quota: voucherFields.quota.optional(),
    per_buyer_limit: count('per_buyer_limit').optional(),
    product_ids: z
      .array(idField('product_ids'), { error: 'product_ids must be a list of product numbers' })
      .max(VOUCHER_MAX_PRODUCTS, { error: `At most ${VOUCHER_MAX_PRODUCTS} products` })
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.starts_at && v.ends_at && Date.parse(v.ends_at) <= Date.parse(v.starts_at))
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'ends_at must be after starts_at' });
  });
export type VoucherPatch = z.infer<typeof voucherPatchSchema>;

export const voucherStatusSchema = z.enum(['upcoming', 'active', 'used_up', 'ended']);

/** What a shopper sees of a voucher. */
export const storeVoucherSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  store_name: z.string(),
  code: z.string(),
  kind: z.enum(endpoints.VOUCHER_KINDS),
  value: z.number().int(),
  max_discount: z.number().int().nullable(),
  min_spend: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  product_ids: z.array(z.number().int()),
  /** Uses left of the quota */
  remaining: z.number().int(),
  /** The signed-in shopper has claimed it */
  claimed: z.boolean(),
});
export type StoreVoucher = z.infer<typeof storeVoucherSchema>;

/** The seller's view: the voucher with its usage. */
export const sellerVoucherSchema = storeVoucherSchema.omit({ claimed: true }).extend({
  quota: z.number().int(),
  per_buyer_limit: z.number().int(),
  used_count: z.number().int(),
  claims: z.number().int(),
  /** Rupiah the store gave on live orders */
  discount_given: z.number().int(),
  status: voucherStatusSchema,
  ended_at: z.string().nullable(),
  created_at: z.string(),
});
export type SellerVoucher = z.infer<typeof sellerVoucherSchema>;

export const claimedVoucherSchema = storeVoucherSchema.extend({
  /** This shopper's uses left */
  uses_left: z.number().int(),
  status: voucherStatusSchema,
});
export type ClaimedVoucher = z.infer<typeof claimedVoucherSchema>;

/** Per store of the cart: the claimed vouchers and what each takes off the store's order now. */
export const checkoutVouchersSchema = z.object({
  stores: z.array(
    z.object({
      store_id: z.number().int(),
      store_name: z.string(),
      subtotal: z.number().int(),
      vouchers: z.array(
        claimedVoucherSchema.extend({
          /** The covered products' subtotal in this store's order */
          eligible_subtotal: z.number().int(),
          /** Rupiah off the goods; for free_shipping the most off the shipping (the order's shipping decides) */
          discount: z.number().int(),
          /** Why it does not apply now, or null */
          problem: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type CheckoutVouchers = z.infer<typeof checkoutVouchersSchema>;

const idParams = z.object({ id: idField('id', { invalid: 'id must be a voucher number' }) });

export const listSellerVouchers = {
  ...endpoints.listSellerVouchers,
  response: okEnvelope(z.array(sellerVoucherSchema)),
} as const;
export const createSellerVoucher = {
  ...endpoints.createSellerVoucher,
  body: voucherBodySchema,
  response: okEnvelope(sellerVoucherSchema),
} as const;
export const updateSellerVoucher = {
  ...endpoints.updateSellerVoucher,
  params: idParams,
  body: voucherPatchSchema,
  response: okEnvelope(sellerVoucherSchema),
} as const;
export const replaceSellerVoucher = {
  ...endpoints.replaceSellerVoucher,
  params: idParams,
  body: voucherBodySchema,
  response: okEnvelope(sellerVoucherSchema),
} as const;
export const endSellerVoucher = {
  ...endpoints.endSellerVoucher,
  params: idParams,
  response: okEnvelope(sellerVoucherSchema),
} as const;
export const listStoreVouchers = {
  ...endpoints.listStoreVouchers,
  params: z.object({ sellerId: idField('sellerId', { invalid: 'sellerId must be a store number' }) }),
  query: z.object({ product_id: idField('product_id').optional() }),
  response: okEnvelope(z.array(storeVoucherSchema)),
} as const;
export const claimVoucher = {
  ...endpoints.claimVoucher,
  params: idParams,
  response: okEnvelope(claimedVoucherSchema),
} as const;
export const listMyVouchers = {
  ...endpoints.listMyVouchers,
  response: okEnvelope(z.array(claimedVoucherSchema)),
} as const;
export const listCheckoutVouchers = {
  ...endpoints.listCheckoutVouchers,
  response: okEnvelope(checkoutVouchersSchema),
} as const;

/** Checkout body field: the claimed vouchers to use, at most one per store. */
export const checkoutVoucherIdsSchema = z
  .array(idField('vouchers', { invalid: 'vouchers must be a list of voucher numbers' }), {
    error: 'vouchers must be a list of voucher numbers',
  })
  .max(50, { error: 'At most 50 vouchers' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'A voucher is listed twice' });
