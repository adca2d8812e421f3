import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOpsCoupon,
  getCommission,
  getDashboard,
  listAudit,
  listContactMessages,
  listOpsCoupons,
  listOpsPayouts,
  markContactHandled,
  pauseOpsCoupon,
  payPayout,
  rejectPayout,
  replyContactMessage,
  setCommission,
  updateOpsCoupon,
} from '@rima/shared/api/ops-content';
import type { AuthGuards } from '../../http/auth';
import { toPayoutWire } from '../ledger/ledger.routes';
import type { LedgerService } from '../ledger/ledger.service';
import type { OpsContentService } from './ops-content.service';
import { operatorOf, pageOf, paged, toAuditWire, toContactWire, toCouponWire } from './ops.wire';

type Options = { service: OpsContentService; ledger: LedgerService; guards: AuthGuards };

/** Issue 14: dashboard, coupons, contact inbox, payouts, commission and the audit log (operators only). */
export const opsContentRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, ledger, guards }) => {
  const ops = { tags: ['ops'], security: [{ token: [] }] };
  const operatorOnly = guards.requireAuth(['operator']);
  const ok = <T>(message: string, data: T) => ({ statusCode: 200, message, data });

  app.get(
    getDashboard.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Orders, GMV, new customers and stores per day; what needs action',
        querystring: getDashboard.query,
        response: { 200: getDashboard.response },
      },
    },
    async (request) => ok('Dashboard', await service.dashboard(request.query.days)),
  );

  app.get(
    listOpsCoupons.path,
    {
      preValidation: operatorOnly,
      schema: { ...ops, summary: 'Coupons with their usage counts', response: { 200: listOpsCoupons.response } },
    },
    async () => ok('Coupons', (await service.listCoupons()).map(toCouponWire)),
  );
  app.post(
    createOpsCoupon.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Create a coupon',
        body: createOpsCoupon.body,
        response: { 201: createOpsCoupon.response },
      },
    },
    async (request, reply) => {
      const coupon = await service.createCoupon(operatorOf(request), request.body);
      return reply.code(201).send({ statusCode: 201, message: 'Coupon created', data: toCouponWire(coupon) });
    },
  );
  app.put(
    updateOpsCoupon.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Edit a coupon',
        params: updateOpsCoupon.params,
        body: updateOpsCoupon.body,
        response: { 200: updateOpsCoupon.response },
      },
    },
    async (request) =>
      ok(
        'Coupon saved',
        toCouponWire(await service.updateCoupon(operatorOf(request), request.params.id, request.body)),
      ),
  );
  app.post(
    pauseOpsCoupon.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Pause or resume a coupon',
        params: pauseOpsCoupon.params,
        body: pauseOpsCoupon.body,
        response: { 200: pauseOpsCoupon.response },
      },
    },
    async (request) => {
      const coupon = await service.pauseCoupon(operatorOf(request), request.params.id, request.body.paused);
      return ok(request.body.paused ? 'Coupon paused' : 'Coupon resumed', toCouponWire(coupon));
    },
  );

  app.get(
    listContactMessages.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Contact messages (unhandled first by default)',
        querystring: listContactMessages.query,
        response: { 200: listContactMessages.response },
      },
    },
    async (request) => {
      const { page, handled } = request.query;
      return ok('Messages', paged(await service.listContact({ handled, ...pageOf(page) }), page, toContactWire));
    },
  );
  app.post(
    replyContactMessage.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Reply by e-mail (marks the message handled)',
        params: replyContactMessage.params,
        body: replyContactMessage.body,
        response: { 200: replyContactMessage.response },
      },
    },
    async (request) =>
      ok(
        'Reply sent',
        toContactWire(await service.replyContact(operatorOf(request), request.params.id, request.body.text)),
      ),
  );
  app.post(
    markContactHandled.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Mark a message handled or not',
        params: markContactHandled.params,
        body: markContactHandled.body,
        response: { 200: markContactHandled.response },
      },
    },
    async (request) =>
      ok(
        'Message saved',
        toContactWire(await service.markHandled(operatorOf(request), request.params.id, request.body.handled)),
      ),
  );

  app.get(
    listOpsPayouts.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'The payout queue',
        querystring: listOpsPayouts.query,
        response: { 200: listOpsPayouts.response },
      },
    },
    async (request) => {
      const { page, status } = request.query;
      return ok('Payouts', paged(await ledger.listPayouts({ status, ...pageOf(page) }), page, toPayoutWire));
    },
  );
  app.post(
    payPayout.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Pay a payout: with the bank reference of a manual transfer, or through the payout provider',
        params: payPayout.params,
        body: payPayout.body,
        response: { 200: payPayout.response },
      },
    },
    async (request) =>
      ok(
        'Payout paid',
        toPayoutWire(await ledger.payPayout(operatorOf(request), request.params.id, request.body.reference)),
      ),
  );
  app.post(
    rejectPayout.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Reject a payout (the money returns to available)',
        params: rejectPayout.params,
        body: rejectPayout.body,
        response: { 200: rejectPayout.response },
      },
    },
    async (request) =>
      ok(
        'Payout rejected',
        toPayoutWire(await ledger.rejectPayout(operatorOf(request), request.params.id, request.body.reason)),
      ),
  );
  app.get(
    getCommission.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Commission rates (basis points; per category if set)',
        response: { 200: getCommission.response },
      },
    },
    async () => ok('Commission', await ledger.getCommission()),
  );
  app.put(
    setCommission.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Set the commission rates',
        body: setCommission.body,
        response: { 200: setCommission.response },
      },
    },
    async (request) => ok('Commission saved', await ledger.setCommission(operatorOf(request), request.body)),
  );

  app.get(
    listAudit.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'The audit log, newest first',
        querystring: listAudit.query,
        response: { 200: listAudit.response },
      },
    },
    async (request) => {
      const { page, q } = request.query;
      return ok('Audit log', paged(await service.listAudit({ q, ...pageOf(page) }), page, toAuditWire));
    },
  );
};
