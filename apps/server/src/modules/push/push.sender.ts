import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export type VapidKeys = { publicKey: string; privateKey: string };
export type PushEndpoint = { endpoint: string; keys: { p256dh: string; auth: string } };

/** Sends one encrypted message to one browser's push service; answers the service's HTTP status. */
export type PushSender = { send(to: PushEndpoint, payload: string): Promise<{ status: number }> };

const SEND_TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a browser that is offline: an order update is stale after a day. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * The Web Push protocol through the `web-push` library (RFC 8291 encryption, RFC 8292 VAPID headers); the
 * request itself goes out with fetch, which speaks http as well as https (web-push's own sender only https),
 * so tests and development run a push service of their own.
 */
export function createWebPushSender(vapid: VapidKeys, subject: string): PushSender {
  return {
    async send(to, payload) {
      const details = webpush.generateRequestDetails(to, payload, {
        vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      });
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers,
        body: details.body ? new Uint8Array(details.body) : null,
        // a push service never redirects; following one would let a subscription point anywhere
        redirect: 'manual',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      return { status: response.status };
    },
  };
}

/**
 * Outside production without VAPID_* variables: a key pair made once and kept under DATA_DIR, so browsers'
 * subscriptions (tied to the public key) survive a restart.
 */
export function localVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'push-vapid.json');
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof saved.publicKey === 'string' && typeof saved.privateKey === 'string')
      return { publicKey: saved.publicKey, privateKey: saved.privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = webpush.generateVAPIDKeys();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
