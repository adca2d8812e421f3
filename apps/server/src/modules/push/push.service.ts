import type { FastifyBaseLogger } from 'fastify';
import { MAX_PUSH_SUBSCRIPTIONS } from '@rima/shared/endpoints/push';
import type { Notification } from '@rima/shared/api/notifications';
import type { PushSubscriptionBody } from '@rima/shared/api/push';
import { formatIdr } from '@rima/shared/format';
import type { Language } from '@rima/shared/language';
import { isNotificationMessageKey, PRICE_PARAMS } from '@rima/shared/notification-messages';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { translate } from '../../i18n/translate';
import type { PushRepository, PushSubscriptionRecord } from './push.repository';
import type { PushSender } from './push.sender';

/** What the service worker gets (apps/web/src/sw/sw.ts shows it): the words in the account's language. */
export type PushPayload = { title: string; body: string; link: string; tag: string; id: number };

/** A notification's title and text in a language (the stored English when it has no message key). */
export function pushPayload(language: Language, n: Notification): PushPayload {
  let { title, text } = n;
  if (n.key && isNotificationMessageKey(n.key)) {
    const values = Object.fromEntries(
      Object.entries(n.params ?? {}).map(([name, value]) => [
        name,
        PRICE_PARAMS.includes(name) && typeof value === 'number' ? formatIdr(value, language) : value,
      ]),
    );
    title = translate(language, `push.${n.key}.title`, values);
    text = translate(language, `push.${n.key}.text`, values);
  }
  // one notification on the phone per order or conversation: a newer one replaces it
  return { title, body: text, link: n.link || '/notification', tag: n.link || n.type, id: n.id };
}

/** Whether the server may post to this push service (PUSH_ENDPOINT_HOSTS). */
export function isAllowedEndpoint(endpoint: string, hosts: string[] | '*'): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (hosts === '*') return url.protocol === 'https:' || url.protocol === 'http:';
  const host = url.hostname.toLowerCase();
  return url.protocol === 'https:' && hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

const toInfo = (r: PushSubscriptionRecord) => ({ endpoint: r.endpoint, created_at: r.created_at });

export function createPushService({
  db,
  repo,
  sender,
  publicKey,
  endpointHosts,
  log,
}: {
  db: Db;
  repo: PushRepository;
  /** undefined: push is off (production without VAPID keys) */
  sender: PushSender | undefined;
  publicKey: string | undefined;
  endpointHosts: string[] | '*';
  log: FastifyBaseLogger;
}) {
  function getKey() {
    if (!publicKey || !sender) throw notFound('Push notifications are not set up on this shop');
    return { public_key: publicKey };
  }

  async function subscribe(userId: number, body: PushSubscriptionBody, userAgent: string | undefined) {
    getKey();
    if (!isAllowedEndpoint(body.endpoint, endpointHosts)) {
      throw badRequest('endpoint is not a known push service', [
        { field: 'endpoint', message: 'endpoint is not a known push service' },
      ]);
    }
    const row = await db.transaction((tx) =>
      repo.upsertWithin(
        tx,
        {
          userId,
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          userAgent: userAgent?.slice(0, 200) ?? null,
        },
        MAX_PUSH_SUBSCRIPTIONS,
      ),
    );
    return toInfo(row);
  }

  async function unsubscribe(userId: number, endpoint: string) {
    const deleted = await repo.deleteForUser(userId, endpoint);
    if (deleted === 0) throw notFound('No push subscription with this endpoint');
    return { deleted };
  }

  /** Pushes a notification to every browser of the user; never throws (failures are logged). */
  async function sendToUser(userId: number, n: Notification): Promise<void> {
    if (!sender) return;
    const targets = await repo.findTargets(userId);
    await Promise.all(
      targets.map(async (t) => {
        // the subscription's id, never its endpoint: the URL is what lets anyone push to that browser
        const subscription = t.id;
        try {
          if (!isAllowedEndpoint(t.endpoint, endpointHosts)) return;
          const payload = JSON.stringify(pushPayload(t.language, n));
          const { status } = await sender.send(
            { endpoint: t.endpoint, keys: { p256dh: t.p256dh, auth: t.auth } },
            payload,
          );
          if (status === 404 || status === 410) {
            // the browser unsubscribed or the subscription expired: the push service will never take it again
            await repo.deleteById(t.id);
            log.info({ subscription, status }, 'push subscription gone: deleted');
          } else if (status >= 300) {
            log.warn({ subscription, status }, 'push service refused a message');
          } else {
            await repo.markUsed(t.id);
          }
        } catch (err) {
          log.warn({ err, subscription }, 'push message not sent');
        }
      }),
    );
  }

  return {
    getKey,
    subscribe,
    unsubscribe,
    sendToUser,
    /** Fire and forget, for the notifications' events: the request or event that notified never waits. */
    notify(userId: number, n: Notification): void {
      sendToUser(userId, n).catch((err: unknown) => log.warn({ err, userId }, 'push messages not sent'));
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
