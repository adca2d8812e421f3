import type { Notification } from '@rima/shared/api/notifications';
import { formatIdr } from '@rima/shared/format';
import type { Language } from '@rima/shared/language';
import { PRICE_PARAMS, isNotificationMessageKey } from '@rima/shared/notification-messages';
import type { MessageValues, Translate } from '../../lib/i18n';
import type en from './i18n/en.json';

export type NotificationsKey = keyof typeof en;

/**
 * A notification's title and text in the viewer's language, from its message key and parameters
 * (amounts in the language's price format). One stored without a key is shown as stored.
 */
export function notificationWords(
  t: Translate<NotificationsKey>,
  language: Language,
  n: Pick<Notification, 'key' | 'params' | 'title' | 'text'>,
): { title: string; text: string } {
  if (!isNotificationMessageKey(n.key)) return { title: n.title, text: n.text };
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(n.params ?? {}))
    values[name] = PRICE_PARAMS.includes(name) && typeof value === 'number' ? formatIdr(value, language) : value;
  return { title: t(`${n.key}.title`, values), text: t(`${n.key}.text`, values) };
}
