import { ChatIcon } from '../../features/chat/chat-icon';
import { LiveEvents } from '../../features/notifications/live-events';
import { NotificationIcon } from '../../features/notifications/notification-icon';

/** The chat and notification links and the live event stream: only a logged-in visitor has them. */
export default function MemberIcons() {
  return (
    <>
      <ChatIcon />
      <NotificationIcon />
      <LiveEvents />
    </>
  );
}
