import { useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { rememberAction, usePendingAction } from '../../lib/pending-action';
import { notify } from '../../lib/toast';
import { useStartConversationMutation } from './chat-api';
import { chatMessages } from './i18n/messages';

type Props = { sellerId: number; productId?: number; className?: string };

/** 'Chat seller': opens (or reopens) the conversation with the store and offers the product as a card. */
export function ChatSellerButton({ sellerId, productId, className = '' }: Props) {
  const t = useT(chatMessages);
  const errorText = useErrorText();
  const userInfo = useAppSelector((s) => s.auth.userInfo);
  const navigate = useNavigate();
  const location = useLocation();
  const [start, { isLoading }] = useStartConversationMutation();
  async function open() {
    try {
      const conversation = await start({ seller_id: sellerId, product_id: productId }).unwrap();
      await navigate(`/chat?c=${conversation.id}${productId ? `&product=${productId}` : ''}`);
    } catch (error) {
      notify.error(errorText(error));
    }
  }
  // Back from the login 'Chat seller' sent a visitor to: the chat opens.
  usePendingAction(
    'chat',
    (a) => a.sellerId === sellerId,
    () => void open(),
  );
  if (userInfo?.id === sellerId) return null; // a store does not chat with itself

  async function handleClick() {
    if (!userInfo?.token) {
      notify.info(t('loginToChat'));
      rememberAction({ kind: 'chat', sellerId, productId });
      await navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    await open();
  }

  return (
    <button
      type="button"
      className={`btn btn-outline-dark rounded-0 ${className}`.trim()}
      disabled={isLoading}
      onClick={() => void handleClick()}
    >
      <i className="bi bi-chat me-2" aria-hidden="true" />
      {t('chatSeller')}
    </button>
  );
}
