import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OpsCoupon } from '@rima/shared/api/ops';
import { createOpsCoupon, listOpsCoupons, pauseOpsCoupon, updateOpsCoupon } from '@rima/shared/api/ops-content';
import type { FastifyRequest } from 'fastify';
import { currentUser, type AuthGuards } from '../../http/auth';
import { operatorRoutes } from '../ops/ops.wire';
import type { Operator } from '../audit/audit';
import type { CouponRecord } from './coupons.repository';
import type { CouponsService } from './coupons.service';
import { iso, isoOrNull } from '../../http/wire-time';

const toCouponWire = (c: CouponRecord): OpsCoupon => ({
  id: c.id,
  code: c.code,
  kind: c.kind,
  value: c.value,
  max_discount: c.max_discount,
  min_spend: c.min_spend,
  starts_at: iso(c.starts_at),
  ends_at: iso(c.ends_at),
  usage_limit: c.usage_limit,
  per_user_limit: c.per_user_limit,
  used_count: c.used_count,
  redemptions: c.redemptions,
  customers: c.customers,
  paused_at: isoOrNull(c.paused_at),
  created_at: iso(c.created_at),
});

const operatorOf = (request: FastifyRequest): Operator => {
  const user = currentUser(request);
  return { id: user.id, email: user.email };
};

/** The operator console's coupons (operators only); shoppers apply coupons through the cart. */
export const couponsRoutes: FastifyPluginAsyncZod<{ service: CouponsService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  const { route, ok } = operatorRoutes(app, guards);

  route(listOpsCoupons, { summary: 'Coupons with their usage counts' }, async () =>
    ok('Coupons', (await service.listCoupons()).map(toCouponWire)),
  );
  route(createOpsCoupon, { summary: 'Create a coupon', status: 201 }, async (request, reply) => {
    const coupon = await service.createCoupon(operatorOf(request), request.body);
    return reply.code(201).send({ statusCode: 201, message: 'Coupon created', data: toCouponWire(coupon) });
  });
  route(updateOpsCoupon, { summary: 'Edit a coupon' }, async (request) =>
    ok('Coupon saved', toCouponWire(await service.updateCoupon(operatorOf(request), request.params.id, request.body))),
  );
  route(pauseOpsCoupon, { summary: 'Pause or resume a coupon' }, async (request) => {
    const coupon = await service.pauseCoupon(operatorOf(request), request.params.id, request.body.paused);
    return ok(request.body.paused ? 'Coupon paused' : 'Coupon resumed', toCouponWire(coupon));
  });
};
