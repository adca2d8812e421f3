import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { notificationsMessages } from './i18n/messages';
import { useLazyGetPushKeyQuery, useSubscribePushMutation, useUnsubscribePushMutation } from './notifications-api';

type State = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * The service worker's registration: public/start-after-paint.js registers it on server-rendered pages; a visit
 * that has seen none registers it here (docs/decisions/057). Rejects where there is no worker (`vite dev`).
 */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!supported()) return undefined;
  return (await navigator.serviceWorker.getRegistration('/')) ?? navigator.serviceWorker.register('/sw.js');
}

/** The VAPID key as the bytes PushManager.subscribe wants (it is base64url). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Opt-in to Web Push on this device (docs/decisions/057): asks the browser's permission, subscribes with the
 * shop's VAPID key and hands the subscription to the server; off unsubscribes on both sides.
 */
export function PushToggle() {
  const t = useT(notificationsMessages);
  const [state, setState] = useState<State>('checking');
  const [busy, setBusy] = useState(false);
  const [getKey] = useLazyGetPushKeyQuery();
  const [subscribe] = useSubscribePushMutation();
  const [unsubscribe] = useUnsubscribePushMutation();

  useEffect(() => {
    let live = true;
    void (async () => {
      const reg = await registration().catch(() => undefined);
      const next: State = !reg
        ? 'unsupported'
        : Notification.permission === 'denied'
          ? 'blocked'
          : (await reg.pushManager.getSubscription().catch(() => null))
            ? 'on'
            : 'off';
      if (live) setState(next);
    })();
    return () => {
      live = false;
    };
  }, []);

  async function turnOn() {
    const reg = await registration();
    if (!reg) return setState('unsupported');
    if ((await Notification.requestPermission()) !== 'granted') return setState('blocked');
    const key = keyBytes(await getKey(undefined, true).unwrap());
    // a subscription made with another key (the shop's keys changed) cannot be reused
    const old = await reg.pushManager.getSubscription();
    if (old) await old.unsubscribe();
    const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const json = sub.toJSON();
    await subscribe({
      endpoint: sub.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    }).unwrap();
    setState('on');
    notify.success(t('pushOn'));
  }

  async function turnOff() {
    const sub = await (await registration())?.pushManager.getSubscription();
    if (sub) {
      await unsubscribe(sub.endpoint)
        .unwrap()
        .catch(() => undefined); // the server may have dropped it already: the browser's side is what counts
      await sub.unsubscribe();
    }
    setState('off');
    notify.info(t('pushOff'));
  }

  function toggle(on: boolean) {
    setBusy(true);
    (on ? turnOn() : turnOff()).catch(() => notify.error(t('pushFailed'))).finally(() => setBusy(false));
  }

  const note = state === 'unsupported' ? t('pushUnsupported') : state === 'blocked' ? t('pushBlocked') : t('pushHelp');
  return (
    <div className="push-toggle">
      <Form.Check
        type="switch"
        id="push-toggle"
        label={t('pushLabel')}
        checked={state === 'on'}
        disabled={busy || state === 'checking' || state === 'unsupported' || state === 'blocked'}
        onChange={(e) => toggle(e.currentTarget.checked)}
        aria-describedby="push-toggle-note"
      />
      <p id="push-toggle-note" className="push-toggle__note text-muted small mb-0">
        {note}
      </p>
    </div>
  );
}
