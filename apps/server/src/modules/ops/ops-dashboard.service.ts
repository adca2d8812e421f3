import type { Db } from '../../db/client';
import type { LedgerService } from '../ledger/ledger.service';
import type { OpsDashboardRepository } from './ops-dashboard.repository';

/** The console's dashboard: orders, GMV, new accounts per day and what waits for an operator. */
export function createOpsDashboardService(deps: {
  db: Db;
  repo: OpsDashboardRepository;
  ledger: Pick<LedgerService, 'commissionEarned'>;
}) {
  const { db, repo, ledger } = deps;
  return {
    async dashboard(days: number) {
      const [series, counts, commission] = await Promise.all([
        repo.dashboardDays(db, days),
        repo.dashboardCounts(db),
        ledger.commissionEarned(),
      ]);
      return {
        days: series.map((d) => ({ ...d, gmv: Number(d.gmv) })),
        ...counts,
        commission_earned: commission,
      };
    },
  };
}
export type OpsDashboardService = ReturnType<typeof createOpsDashboardService>;
