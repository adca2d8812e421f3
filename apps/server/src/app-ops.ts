import { API_PREFIX } from '@rima/shared/api/envelope';
import type { AppContext } from './app-context';
import type { Buying } from './app-buying';
import type { Mailer } from './mail/mailer';
import { createOpsContentRepository } from './modules/ops/ops-content.repository';
import { opsContentRoutes } from './modules/ops/ops-content.routes';
import { createOpsContentService } from './modules/ops/ops-content.service';
import { createOpsRepository } from './modules/ops/ops.repository';
import { opsRoutes } from './modules/ops/ops.routes';
import { createOpsService } from './modules/ops/ops.service';
import { seedOpsDemo } from './modules/ops/ops-seed';

/** The operator console's API (operators only) and shoppers' reports (docs/decisions/014). */
export async function setUpOps(
  { app, db, config, guards, events }: AppContext,
  { orders, refunds, ledger, isSandbox }: Buying,
  mailer: Mailer,
): Promise<void> {
  const opsService = createOpsService({
    db,
    repo: createOpsRepository(),
    orders,
    refunds,
    mailer,
    events,
    log: app.log,
  });
  await app.register(opsRoutes, { prefix: API_PREFIX, service: opsService, guards, config, isSandbox });
  const opsContent = createOpsContentService({ db, repo: createOpsContentRepository(), mailer, ledger });
  await app.register(opsContentRoutes, { prefix: API_PREFIX, service: opsContent, ledger, guards });
  // The demo operator and a few things for it to handle, once (after the demo shop).
  if (config.seedDemo) await seedOpsDemo({ db, ledger, log: app.log });
}
