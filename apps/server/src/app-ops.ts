import { API_PREFIX } from '@rima/shared/api/envelope';
import type { AppContext } from './app-context';
import type { Buying } from './app-buying';
import type { Mailer } from './mail/mailer';
import type { AuthService } from './modules/auth/auth.service';
import { createCategoriesRepository } from './modules/catalog/catalog-categories.repository';
import { categoriesOpsRoutes } from './modules/catalog/catalog-categories.routes';
import { createCategoriesService } from './modules/catalog/catalog-categories.service';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { ledgerOpsRoutes } from './modules/ledger/ledger-ops.routes';
import { createOpsAuditRepository } from './modules/ops/ops-audit.repository';
import { opsAuditRoutes } from './modules/ops/ops-audit.routes';
import { createOpsAuditService } from './modules/ops/ops-audit.service';
import { createOpsDashboardRepository } from './modules/ops/ops-dashboard.repository';
import { opsDashboardRoutes } from './modules/ops/ops-dashboard.routes';
import { createOpsDashboardService } from './modules/ops/ops-dashboard.service';
import { contactFormRoutes } from './modules/ops/contact-form.routes';
import { createOpsInboxRepository } from './modules/ops/ops-inbox.repository';
import { opsInboxRoutes } from './modules/ops/ops-inbox.routes';
import { createOpsInboxService } from './modules/ops/ops-inbox.service';
import { createOpsRepository } from './modules/ops/ops.repository';
import { opsRoutes } from './modules/ops/ops.routes';
import { createOpsService } from './modules/ops/ops.service';
import { seedOpsDemo } from './modules/ops/ops-seed';
import type { ProductsService } from './modules/products/products.service';
import type { ReviewsService } from './modules/reviews/reviews.service';

/**
 * The operator console's API (operators only), shoppers' reports and the contact form that feeds the inbox
 * (docs/decisions/014). Operators act on other modules' tables through those modules' services
 * (docs/decisions/031).
 */
export async function setUpOps(
  { app, db, config, guards, events }: AppContext,
  { orders, refunds, ledger, coupons, isSandbox }: Buying,
  owners: { mailer: Mailer; auth: AuthService; products: ProductsService; reviews: ReviewsService },
): Promise<void> {
  const { mailer } = owners;
  const opsService = createOpsService({
    db,
    repo: createOpsRepository(),
    orders,
    refunds,
    auth: owners.auth,
    products: owners.products,
    reviews: owners.reviews,
    mailer,
    events,
    log: app.log,
  });
  await app.register(opsRoutes, { prefix: API_PREFIX, service: opsService, guards, config, isSandbox });
  const opsDashboard = createOpsDashboardService({ db, repo: createOpsDashboardRepository(), ledger });
  await app.register(opsDashboardRoutes, { prefix: API_PREFIX, service: opsDashboard, guards });
  await app.register(couponsRoutes, { prefix: API_PREFIX, service: coupons, guards });
  const opsInbox = createOpsInboxService({ db, repo: createOpsInboxRepository(), mailer });
  await app.register(opsInboxRoutes, { prefix: API_PREFIX, service: opsInbox, guards });
  await app.register(contactFormRoutes, { prefix: API_PREFIX, service: opsInbox });
  await app.register(ledgerOpsRoutes, { prefix: API_PREFIX, service: ledger, guards });
  const categories = createCategoriesService({ db, repo: createCategoriesRepository() });
  await app.register(categoriesOpsRoutes, { prefix: API_PREFIX, service: categories, guards });
  const opsAudit = createOpsAuditService({ db, repo: createOpsAuditRepository() });
  await app.register(opsAuditRoutes, { prefix: API_PREFIX, service: opsAudit, guards });
  // The demo operator and a few things for it to handle, once (after the demo shop).
  if (config.seedDemo) await seedOpsDemo({ db, ledger, log: app.log });
}
