import { Link } from '../../lib/link';
import { useAppSelector } from '../../app/hooks';
import { commonMessages } from '../../components/i18n/messages';
import { useT } from '../../lib/i18n';
import { useGetNotificationUnreadCountQuery } from './notifications-api';
import { LIVE_FALLBACK_POLL_MS } from '@rima/shared/endpoints/notifications';

/** The header's bell with the number of unread notifications (logged-in users). */
export function NotificationIcon() {
  const t = useT(commonMessages);
  const isLoggedIn = useAppSelector((s) => Boolean(s.auth.userInfo?.token));
  const { data } = useGetNotificationUnreadCountQuery(undefined, {
    skip: !isLoggedIn,
    pollingInterval: LIVE_FALLBACK_POLL_MS,
  });
  if (!isLoggedIn) return null;
  const count = data ?? 0;
  return (
    <Link
      to="/notification"
      className="header-icon"
      aria-label={count > 0 ? t('notificationsUnread', { count }) : t('notifications')}
    >
      <i className="bi bi-bell" aria-hidden="true" />
      {count > 0 && (
        <span className="header-icon__badge" data-testid="notification-unread" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
