import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  claimVoucher,
  createSellerVoucher,
  endSellerVoucher,
  listCheckoutVouchers,
  listMyVouchers,
  listSellerVouchers,
  listStoreVouchers,
  replaceSellerVoucher,
  updateSellerVoucher,
  type SellerVoucher,
  type StoreVoucher,
} from '@rima/shared/api/vouchers';
import { currentUser, type AuthGuards } from '../../http/auth';
import { routes } from '../../http/route';
import { voucherStatus, type VoucherRow } from './voucher-rules';
import type { SellerVoucherRow } from './vouchers.repository';
import { voucherTerms, type VouchersService } from './vouchers.service';
import { iso, isoOrNull } from '../../http/wire-time';

type Options = { service: VouchersService; guards: AuthGuards };

function toStoreVoucher(v: VoucherRow, claimed: boolean): StoreVoucher {
  return {
    id: v.id,
    store_id: v.seller_id,
    store_name: v.store_name,
    ...voucherTerms(v),
    remaining: Math.max(0, v.quota - v.used_count),
    claimed,
  };
}

function toSellerVoucher(v: SellerVoucherRow): SellerVoucher {
  const { claimed: _claimed, ...shown } = toStoreVoucher(v, false);
  return {
    ...shown,
    quota: v.quota,
    per_buyer_limit: v.per_buyer_limit,
    used_count: v.used_count,
    claims: v.claims,
    discount_given: v.discount_given,
    status: voucherStatus(v, new Date()),
    ended_at: isoOrNull(v.ended_at),
    created_at: iso(v.created_at),
  };
}

/** Store vouchers (docs/decisions/054): the seller's CRUD, the store's public list, claims and the checkout's. */
export const vouchersRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, guards }) => {
  const seller = routes(app, {
    tags: ['seller center'],
    security: [{ token: [] }],
    preHandler: guards.requireAuth(['seller']),
  });
  seller(listSellerVouchers, { summary: "My store's vouchers with their usage" }, async (request) => ({
    statusCode: 200,
    message: 'Vouchers',
    data: (await service.listSellerVouchers(currentUser(request).id)).map(toSellerVoucher),
  }));
  seller(
    createSellerVoucher,
    { summary: 'Create a store voucher (the store funds it)', status: 201 },
    async (request, reply) =>
      reply.code(201).send({
        statusCode: 201,
        message: 'Voucher created',
        data: toSellerVoucher(await service.createVoucher(currentUser(request).id, request.body)),
      }),
  );
  seller(updateSellerVoucher, { summary: 'Change some fields of my voucher' }, async (request) => ({
    statusCode: 200,
    message: 'Voucher saved',
    data: toSellerVoucher(await service.updateVoucher(currentUser(request).id, request.params.id, request.body)),
  }));
  seller(replaceSellerVoucher, { summary: 'Replace my voucher (every field)' }, async (request) => ({
    statusCode: 200,
    message: 'Voucher saved',
    data: toSellerVoucher(await service.updateVoucher(currentUser(request).id, request.params.id, request.body)),
  }));
  seller(endSellerVoucher, { summary: 'End my voucher now (it stays listed with its usage)' }, async (request) => ({
    statusCode: 200,
    message: 'Voucher ended',
    data: toSellerVoucher(await service.endVoucher(currentUser(request).id, request.params.id)),
  }));

  const open = routes(app, { tags: ['vouchers'], preHandler: guards.optionalAuth });
  open(
    listStoreVouchers,
    { summary: "A store's vouchers a shopper can claim now (with product_id: those covering that product)" },
    async (request) => {
      const rows = await service.listStoreVouchers(
        request.params.sellerId,
        request.query.product_id,
        request.user?.id ?? null,
      );
      return { statusCode: 200, message: 'Store vouchers', data: rows.map((v) => toStoreVoucher(v, v.claimed)) };
    },
  );

  const shopper = routes(app, {
    tags: ['vouchers'],
    security: [{ token: [] }],
    preHandler: guards.requireAuth(['customer']),
  });
  shopper(
    claimVoucher,
    { summary: 'Claim a store voucher (once per shopper)', status: 201 },
    async (request, reply) => {
      const v = await service.claimVoucher(currentUser(request).id, request.params.id);
      return reply.code(201).send({
        statusCode: 201,
        message: 'Voucher claimed',
        data: { ...toStoreVoucher(v, true), uses_left: v.uses_left, status: v.status },
      });
    },
  );
  shopper(listMyVouchers, { summary: 'The vouchers I claimed' }, async (request) => ({
    statusCode: 200,
    message: 'My vouchers',
    data: (await service.listMyVouchers(currentUser(request).id)).map((v) => ({
      ...toStoreVoucher(v, true),
      uses_left: v.uses_left,
      status: v.status,
    })),
  }));
  shopper(
    listCheckoutVouchers,
    { summary: 'Per store of my cart: my claimed vouchers and what each takes off' },
    async (request) => {
      const { stores } = await service.listCheckoutVouchers(currentUser(request).id);
      return {
        statusCode: 200,
        message: 'Checkout vouchers',
        data: {
          stores: stores.map((s) => ({
            ...s,
            vouchers: s.vouchers.map((v) => ({
              ...toStoreVoucher(v, true),
              uses_left: v.uses_left,
              status: v.status,
              eligible_subtotal: v.eligible_subtotal,
              discount: v.discount,
              problem: v.problem,
            })),
          })),
        },
      };
    },
  );
};
