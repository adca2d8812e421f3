import { API_PREFIX } from '@rima/shared/api/envelope';
import type { AppContext } from './app-context';
import { createSellerStatsRepository } from './modules/seller-stats/seller-stats.repository';
import { createStatsRecorder, type StatsRecorder } from './modules/seller-stats/seller-stats.recorder';
import { sellerStatsRoutes } from './modules/seller-stats/seller-stats.routes';
import { createSellerStatsService } from './modules/seller-stats/seller-stats.service';

/**
 * The seller center's figures (docs/decisions/051): the dashboard, and the recorder that counts product views
 * and add-to-carts in memory and writes them in batches (flushed when the app closes).
 */
export async function setUpSellerCenter({ app, db, guards }: AppContext): Promise<{ recorder: StatsRecorder }> {
  const repo = createSellerStatsRepository();
  const recorder = createStatsRecorder({
    db,
    repo,
    onError: (err) => app.log.error({ err }, 'seller stats flush failed'),
  });
  // before the database closes (onClose)
  app.addHook('preClose', async () => {
    await recorder.close();
  });
  const service = createSellerStatsService({ db, repo });
  await app.register(sellerStatsRoutes, { prefix: API_PREFIX, service, recorder, guards });
  return { recorder };
}
