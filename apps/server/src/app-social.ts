import { API_PREFIX } from '@rima/shared/api/envelope';
import type { AppContext } from './app-context';
import { chatRoutes } from './modules/chat/chat.routes';
import { createQuickRepliesRepository } from './modules/chat/chat-quick-replies.repository';
import { quickRepliesRoutes } from './modules/chat/chat-quick-replies.routes';
import { createChatRepository } from './modules/chat/chat.repository';
import { createChatService } from './modules/chat/chat.service';
import { createLiveHub, type LiveHub } from './modules/events/events.hub';
import { eventsRoutes } from './modules/events/events.routes';
import { createFavoritesRepository } from './modules/favorites/favorites.repository';
import { favoritesRoutes } from './modules/favorites/favorites.routes';
import { createFavoritesService } from './modules/favorites/favorites.service';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService, subscribeNotifications } from './modules/notifications/notifications.service';
import { setUpPush } from './modules/push/push.setup';
import { createReviewsRepository } from './modules/reviews/reviews.repository';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { createReviewsService, type ReviewsService } from './modules/reviews/reviews.service';
import type { PhotoStore } from './photos/photo-store';

/** Social: the live stream, notifications fed by domain events, favourites, chat, reviews (docs/decisions/006). */
export async function setUpSocial(
  { app, db, config, guards, events }: AppContext,
  photos: PhotoStore,
): Promise<{ reviews: ReviewsService; live: LiveHub }> {
  const live = createLiveHub();
  // Live events go through PostgreSQL NOTIFY, so a tab connected to any process of the shop receives them.
  await live.bridge(db, (err) => app.log.error({ err }, 'live event delivery failed'));
  await app.register(eventsRoutes, { prefix: API_PREFIX, db, live });
  const push = await setUpPush({ app, db, config, guards });
  const notificationsService = createNotificationsService({ repo: createNotificationsRepository(db), live, push });
  subscribeNotifications(events, notificationsService);
  await app.register(notificationsRoutes, { prefix: API_PREFIX, service: notificationsService, guards });
  const favoritesService = createFavoritesService({ repo: createFavoritesRepository(db) });
  await app.register(favoritesRoutes, { prefix: API_PREFIX, service: favoritesService, guards, config });
  const chatService = createChatService({ db, repo: createChatRepository(db), events, live });
  await app.register(chatRoutes, { prefix: API_PREFIX, service: chatService, guards, config });
  await app.register(quickRepliesRoutes, {
    prefix: API_PREFIX,
    db,
    repo: createQuickRepliesRepository(),
    guards,
  });
  const reviewsService = createReviewsService({ repo: createReviewsRepository(db), events, photos });
  await app.register(reviewsRoutes, { prefix: API_PREFIX, service: reviewsService, guards, config });
  return { reviews: reviewsService, live };
}
