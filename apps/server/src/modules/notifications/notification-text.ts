import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatIdr } from '@rima/shared/format';
import {
  NOTIFICATION_MESSAGES,
  PRICE_PARAMS,
  type NotificationMessageKey,
  type NotificationParams,
} from '@rima/shared/notification-messages';

// The English title and text stored with a keyed notification (older clients show them as they are).
const english = setupI18n({
  locale: 'en',
  messages: {
    en: Object.fromEntries(
      Object.entries(NOTIFICATION_MESSAGES).flatMap(([key, { title, text }]) => [
        [`${key}.title`, compileMessage(title)],
        [`${key}.text`, compileMessage(text)],
      ]),
    ),
  },
});

export type KeyedNotification = { key: NotificationMessageKey; params: NotificationParams };

/** A notification's English title and text, with its key and parameters for the viewer's language. */
export function notificationText(key: NotificationMessageKey, params: NotificationParams = {}) {
  const values = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      PRICE_PARAMS.includes(name) && typeof value === 'number' ? formatIdr(value, 'en') : value,
    ]),
  );
  return {
    key,
    params,
    title: english._(`${key}.title`, values),
    text: english._(`${key}.text`, values),
  };
}
