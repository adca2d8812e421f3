import { useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { getErrorMessage } from '../../lib/get-error-message';
import { rememberAction, usePendingAction } from '../../lib/pending-action';
import { notify } from '../../lib/toast';
import { useStartConversationMutation } from './chat-api';

type Props = { sellerId: number; productId?: number; className?: string };

export const LOGIN_TO_CHAT = 'Please log in to chat with the store';

/** 'Chat seller': opens (or reopens) the conversation with the store and offers the product as a card. */
export function ChatSellerButton({ sellerId, productId, className = '' }: Props) {
  const userInfo = useAppSelector((s) => s.auth.userInfo);
  const navigate = useNavigate();
  const location = useLocation();
  const [start, { isLoading }] = useStartConversationMutation();
  async function open() {
    try {
      const conversation = await start({ seller_id: sellerId, product_id: productId }).unwrap();
      await navigate(`/chat?c=${conversation.id}${productId ? `&product=${productId}` : ''}`);
    } catch (error) {
      notify.error(getErrorMessage(error));
    }
  }
  // Back from the login 'Chat seller' sent a visitor to: the chat opens (issue 17).
  usePendingAction(
    'chat',
    (a) => a.sellerId === sellerId,
    () => void open(),
  );
  if (userInfo?.id === sellerId) return null; // a store does not chat with itself

  async function handleClick() {
    if (!userInfo?.token) {
      notify.info(LOGIN_TO_CHAT);
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
      Chat seller
    </button>
  );
}
