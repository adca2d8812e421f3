import { API_PREFIX } from '@rima/shared/api/envelope';
import type { AppContext } from './app-context';
import type { Buying } from './app-buying';
import { complaintsRoutes } from './modules/complaints/complaints.routes';
import { createComplaintsService, type ComplaintsService } from './modules/complaints/complaints.service';
import path from 'node:path';
import type { PhotoStore } from './photos/photo-store';
import { createS3VideoObjects, diskVideoObjects } from './photos/video-objects';
import { createVideoStore } from './photos/video-store';

/** Complaints and returns after delivery (docs/decisions/053): buyers, stores and the operators' queue. */
export async function setUpComplaints(
  { app, db, config, guards, events }: AppContext,
  { orders, refunds, ledger, complaintsRepo }: Buying,
  photos: PhotoStore,
): Promise<ComplaintsService> {
  // Beside the photos: on the disk outside their public folder, or in the same bucket (docs/decisions/059).
  const objects = config.s3
    ? await createS3VideoObjects(config.s3)
    : diskVideoObjects(path.join(config.dataDir, 'complaint-videos'));
  app.addHook('onClose', async () => objects.close());
  const videos = createVideoStore(objects);
  const service = createComplaintsService({
    db,
    repo: complaintsRepo,
    orders,
    refunds,
    ledger,
    photos,
    videos,
    events,
  });
  await app.register(complaintsRoutes, { prefix: API_PREFIX, service, guards, config, db, videos });
  return service;
}
