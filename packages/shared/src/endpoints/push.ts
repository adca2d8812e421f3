// Web Push (docs/decisions/057): the server's VAPID public key, and a browser's subscription to the
// notifications of the account it is signed in to.
export const getPushKey = { method: 'GET', path: '/notifications/push-key' } as const;
export const subscribePush = { method: 'POST', path: '/notifications/push-subscription' } as const;
export const unsubscribePush = { method: 'DELETE', path: '/notifications/push-subscription' } as const;

/** Browsers (subscriptions) kept per account; a new one beyond this replaces the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

export type { PushKey, PushSubscriptionBody, PushSubscriptionInfo, UnsubscribePushBody } from '../api/push';
