import { API_PREFIX } from '@rima/shared/api/envelope';
import type { AppContext } from '../../app-context';
import { createPushRepository } from './push.repository';
import { pushRoutes } from './push.routes';
import { createPushService, type PushService } from './push.service';
import { createWebPushSender, localVapidKeys } from './push.sender';

/**
 * Web Push (docs/decisions/057): the VAPID keys from the configuration (outside production, made once under
 * DATA_DIR when unset; in production without them push is off), the service and its routes.
 */
export async function setUpPush({
  app,
  db,
  config,
  guards,
}: Pick<AppContext, 'app' | 'db' | 'config' | 'guards'>): Promise<PushService> {
  const vapid = config.push.vapid ?? (config.nodeEnv === 'production' ? undefined : localVapidKeys(config.dataDir));
  if (!vapid) app.log.warn('push notifications are off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (docs/push.md)');
  const service = createPushService({
    db,
    repo: createPushRepository(db),
    sender: vapid ? createWebPushSender(vapid, config.push.subject) : undefined,
    publicKey: vapid?.publicKey,
    endpointHosts: config.push.endpointHosts,
    log: app.log,
  });
  await app.register(pushRoutes, { prefix: API_PREFIX, service, guards });
  return service;
}
