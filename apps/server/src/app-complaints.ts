import { API_PREFIX } from '@rima/shared/api/envelope';
import type { AppContext } from './app-context';
import type { Buying } from './app-buying';
import { complaintsRoutes } from './modules/complaints/complaints.routes';
import { createComplaintsService, type ComplaintsService } from './modules/complaints/complaints.service';
import type { PhotoStore } from './photos/photo-store';

/** Complaints and returns after delivery (docs/decisions/053): buyers, stores and the operators' queue. */
export async function setUpComplaints(
  { app, db, config, guards, events }: AppContext,
  { orders, refunds, ledger, complaintsRepo }: Buying,
  photos: PhotoStore,
): Promise<ComplaintsService> {
  const service = createComplaintsService({
    db,
    repo: complaintsRepo,
    orders,
    refunds,
    ledger,
    photos,
    events,
  });
  await app.register(complaintsRoutes, { prefix: API_PREFIX, service, guards, config });
  return service;
}
