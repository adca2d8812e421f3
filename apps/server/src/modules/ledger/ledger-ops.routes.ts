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
  const { route, ok } = operatorRoutes(app, guards);

  route(listOpsPayouts, { summary: 'The payout queue' }, async (request) => {
    const { page, status } = request.query;
    return ok('Payouts', paged(await service.listPayouts({ status, ...pageOf(page) }), page, toPayoutWire));
  });
  route(
    payPayout,
    { summary: 'Pay a payout: with the bank reference of a manual transfer, or through the payout provider' },
    async (request) =>
      ok(
        'Payout paid',
        toPayoutWire(await service.payPayout(operatorOf(request), request.params.id, request.body.reference)),
      ),
  );
  route(rejectPayout, { summary: 'Reject a payout (the money returns to available)' }, async (request) =>
    ok(
      'Payout rejected',
      toPayoutWire(await service.rejectPayout(operatorOf(request), request.params.id, request.body.reason)),
    ),
  );
  route(getCommission, { summary: 'Commission rates (basis points; per category if set)' }, async () =>
    ok('Commission', await service.getCommission()),
  );
  route(setCommission, { summary: 'Set the commission rates' }, async (request) =>
    ok('Commission saved', await service.setCommission(operatorOf(request), request.body)),
  );
};
