import { useContext, useEffect } from 'react';
import type { LiveEvent } from '@rima/shared/api/notifications';
import { api } from '../../app/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { I18nContext, loadTranslate } from '../../lib/i18n';
import { eventToastKey, notify } from '../../lib/toast';
import { isLanguage } from '@rima/shared/language';
import { appendMessage } from '../chat/chat-api';
import { notificationsMessages } from './i18n/messages';
import { notificationWords } from './notification-words';
import { API_PREFIX } from '@rima/shared/constants';
import { EVENTS_PATH } from '@rima/shared/endpoints/notifications';

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;
/** Close codes after which reconnecting cannot help: the session is gone or the frame was wrong. */
const FINAL_CLOSE_CODES = new Set([4401, 4400, 4429]);
/** "Service restart": the server is stopping and another one takes the stream after the shortest wait. */
const RECONNECT_NOW_CODE = 1012;

const ORDER_NOTIFICATION = /^(order|payment|refund)\./;

function isLiveEvent(value: unknown): value is LiveEvent {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/**
 * The tab's one live stream (/api/v1/events, WebSocket). The token goes in the first frame, never in the URL.
 * Events update the RTK Query cache: new notifications and messages show up without polling or reloading.
 * Mounted once, in the header.
 */
export function LiveEvents() {
  const token = useAppSelector((s) => s.auth.userInfo?.token);
  const dispatch = useAppDispatch();
  const i18n = useContext(I18nContext);

  useEffect(() => {
    if (!token) return;
    let socket: WebSocket | undefined;
    let retryMs = RETRY_MIN_MS;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let hasConnectedBefore = false;

    function handle(event: LiveEvent) {
      switch (event.type) {
        case 'ready':
          retryMs = RETRY_MIN_MS;
          // After a drop, catch up on whatever was pushed while we were away.
          if (hasConnectedBefore) dispatch(api.util.invalidateTags(['Notification', 'Chat']));
          hasConnectedBefore = true;
          break;
        case 'notification':
          dispatch(api.util.invalidateTags(['Notification']));
          // An order moved, was paid or refunded: open order pages and lists show it without a reload.
          if (ORDER_NOTIFICATION.test(event.notification.type)) dispatch(api.util.invalidateTags(['Order', 'Payment']));
          // Chat messages have their own badge and arrive in the open conversation: no toast for those.
          // One toast per kind of event at a time: a payment for three orders is one toast.
          if (event.notification.type !== 'chat.message') {
            const { notification } = event;
            // In the viewer's language; the stored English if the texts cannot be fetched.
            loadTranslate(i18n, notificationsMessages)
              .then(
                (t) => notificationWords(t, isLanguage(i18n.locale) ? i18n.locale : 'en', notification).title,
                () => notification.title,
              )
              .then((title) => notify.once(eventToastKey(notification.type), title))
              .catch(() => undefined);
          }
          break;
        case 'chat.message':
          dispatch(appendMessage(event.message));
          dispatch(
            api.util.invalidateTags([
              { type: 'Chat', id: 'LIST' },
              { type: 'Chat', id: 'UNREAD' },
            ]),
          );
          break;
        case 'chat.read':
          dispatch(
            api.util.invalidateTags([
              { type: 'Chat', id: 'LIST' },
              { type: 'Chat', id: 'UNREAD' },
            ]),
          );
          break;
      }
    }

    function connect() {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const ws = new WebSocket(`${scheme}://${window.location.host}${API_PREFIX}${EVENTS_PATH}`);
      socket = ws;
      ws.addEventListener('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
      ws.addEventListener('message', (message: MessageEvent) => {
        if (typeof message.data !== 'string') return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(message.data);
        } catch {
          return; // not ours: ignore
        }
        if (isLiveEvent(parsed)) handle(parsed);
      });
      ws.addEventListener('close', (close: CloseEvent) => {
        if (stopped || FINAL_CLOSE_CODES.has(close.code)) return;
        if (close.code === RECONNECT_NOW_CODE) retryMs = RETRY_MIN_MS;
        retryTimer = setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      });
    }

    connect();
    return () => {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      socket?.close(1000, 'tab closed or logged out');
    };
  }, [token, dispatch, i18n]);

  return null;
}
