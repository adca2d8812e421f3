import path from 'node:path';
import { API_PREFIX } from '@rima/shared/api/envelope';
import type { AppContext } from './app-context';
import type { RateBuckets } from './http/rate-limit';
import { createMailer, type Mailer } from './mail/mailer';
import { outboxRoutes } from './mail/outbox.routes';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService, type AuthService } from './modules/auth/auth.service';
import { createProfileRepository } from './modules/profile/profile.repository';
import { profileRoutes } from './modules/profile/profile.routes';
import { createProfileService } from './modules/profile/profile.service';
import type { PhotoStore } from './photos/photo-store';

/** Accounts: the mailer (and its development outbox), sign-up and sign-in, profiles. */
export async function setUpAccounts(
  { app, db, config, guards }: AppContext,
  { rateBuckets, photos }: { rateBuckets: RateBuckets; photos: PhotoStore },
): Promise<{ mailer: Mailer; auth: AuthService }> {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: app.log,
  });
  // The development outbox (/dev/outbox, /api/v1/dev/outbox) exists only when DEV_OUTBOX enables it.
  if (config.devOutbox) await app.register(outboxRoutes, { mailer, token: config.devOutbox.token });
  const authService = createAuthService({
    db,
    repo: createAuthRepository(),
    mailer,
    config,
    log: app.log,
    rate: rateBuckets,
  });
  await app.register(authRoutes, { prefix: API_PREFIX, service: authService, guards });
  const profileService = createProfileService({
    db,
    repo: createProfileRepository(),
    photos,
    auth: authService,
    log: app.log,
  });
  await app.register(profileRoutes, { prefix: API_PREFIX, service: profileService, guards, config });
  return { mailer, auth: authService };
}
