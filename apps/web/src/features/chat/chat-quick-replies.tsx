import { useListQuickRepliesQuery } from '../seller/seller-api';
import { Link } from '../../lib/link';
import { useT } from '../../lib/i18n';
import { chatMessages } from './i18n/messages';

/** A store's saved answers above its chat box: one tap puts one into the message. */
export function ChatQuickReplies({ onPick }: { onPick: (text: string) => void }) {
  const t = useT(chatMessages);
  const { data } = useListQuickRepliesQuery();
  return (
    <div className="chat-quick-replies d-flex flex-wrap gap-1 mb-2" role="group" aria-label={t('quickReplies')}>
      {data?.map((r) => (
        <button
          key={r.id}
          type="button"
          className="btn btn-sm btn-outline-dark rounded-pill text-truncate chat-quick-reply"
          title={r.text}
          aria-label={t('insertReply', { text: r.text })}
          onClick={() => onPick(r.text)}
        >
          {r.text}
        </button>
      ))}
      <Link to="/seller/store" className="btn btn-sm btn-link">
        {data && data.length === 0 ? t('addQuickReplies') : t('editQuickReplies')}
      </Link>
    </div>
  );
}
