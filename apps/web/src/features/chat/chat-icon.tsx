import { Link } from '../../lib/link';
import { useAppSelector } from '../../app/hooks';
import { commonMessages } from '../../components/i18n/messages';
import { useT } from '../../lib/i18n';
import { useGetChatUnreadCountQuery } from './chat-api';
import { LIVE_FALLBACK_POLL_MS } from '@rima/shared/endpoints/notifications';

/** The header's chat link with the number of unread messages (logged-in users). */
export function ChatIcon() {
  const t = useT(commonMessages);
  const isLoggedIn = useAppSelector((s) => Boolean(s.auth.userInfo?.token));
  const { data } = useGetChatUnreadCountQuery(undefined, { skip: !isLoggedIn, pollingInterval: LIVE_FALLBACK_POLL_MS });
  if (!isLoggedIn) return null;
  const count = data ?? 0;
  return (
    <Link to="/chat" className="header-icon" aria-label={count > 0 ? t('chatUnread', { count }) : t('chat')}>
      <i className="bi bi-chat" aria-hidden="true" />
      {count > 0 && (
        <span className="header-icon__badge" data-testid="chat-unread" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
