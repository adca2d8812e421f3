import { z } from 'zod';
import { okEnvelope } from './envelope';
import * as endpoints from '../endpoints/push';

/** base64url without padding, as PushSubscription.toJSON() writes the keys */
const base64url = (field: string, bytes: number) =>
  z
    .string({ error: `${field} is required` })
    .regex(/^[A-Za-z0-9_-]+$/, { error: `${field} must be base64url` })
    .refine((v) => Math.floor((v.length * 3) / 4) === bytes, { error: `${field} must be ${bytes} bytes` });

const endpointField = z
  .string({ error: 'endpoint is required' })
  .max(2048, { error: 'endpoint is at most 2048 characters' })
  .pipe(z.url({ protocol: /^https?$/, error: 'endpoint must be an http(s) URL' }));

/** What PushSubscription.toJSON() gives the browser (expirationTime is ignored). */
export const pushSubscriptionBodySchema = z.object({
  endpoint: endpointField,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // the browser's P-256 public key, uncompressed (65 bytes), and its 16-byte authentication secret
      p256dh: base64url('keys.p256dh', 65),
      auth: base64url('keys.auth', 16),
    },
    { error: 'keys is required' },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const unsubscribePushBodySchema = z.object({ endpoint: endpointField });
export type UnsubscribePushBody = z.infer<typeof unsubscribePushBodySchema>;

export const pushKeySchema = z.object({
  /** The VAPID public key (base64url), the browser's applicationServerKey */
  public_key: z.string(),
});
export type PushKey = z.infer<typeof pushKeySchema>;

export const pushSubscriptionInfoSchema = z.object({
  endpoint: z.string(),
  created_at: z.string(),
});
export type PushSubscriptionInfo = z.infer<typeof pushSubscriptionInfoSchema>;

/** 404 when the shop has no VAPID keys (production without VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY). */
export const getPushKey = { ...endpoints.getPushKey, response: okEnvelope(pushKeySchema) } as const;

/** Saves (or moves to this account) the browser's subscription: 201. */
export const subscribePush = {
  ...endpoints.subscribePush,
  body: pushSubscriptionBodySchema,
  response: okEnvelope(pushSubscriptionInfoSchema),
} as const;

/** Forgets the browser's subscription; 404 when this account has none with that endpoint. */
export const unsubscribePush = {
  ...endpoints.unsubscribePush,
  body: unsubscribePushBodySchema,
  response: okEnvelope(z.object({ deleted: z.number().int() })),
} as const;
