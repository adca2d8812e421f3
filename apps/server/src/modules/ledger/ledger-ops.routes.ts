import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCommission, listOpsPayouts, payPayout, rejectPayout, setCommission } from '@rima/shared/api/ops-content';
import type { AuthGuards } from '../../http/auth';
import { operatorOf, pageOf, paged, operatorRoutes } from '../ops/ops.wire';
import { toPayoutWire } from './ledger.routes';
import type { LedgerService } from './ledger.service';

/** The operator console's payout queue and commission rates (operators only). */
export const ledgerOpsRoutes: FastifyPluginAsyncZod<{ service: LedgerService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  const { ops, operatorOnly, ok } = operatorRoutes(guards);

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
      return ok('Payouts', paged(await service.listPayouts({ status, ...pageOf(page) }), page, toPayoutWire));
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
        toPayoutWire(await service.payPayout(operatorOf(request), request.params.id, request.body.reference)),
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
        toPayoutWire(await service.rejectPayout(operatorOf(request), request.params.id, request.body.reason)),
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
    async () => ok('Commission', await service.getCommission()),
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
    async (request) => ok('Commission saved', await service.setCommission(operatorOf(request), request.body)),
  );
};
