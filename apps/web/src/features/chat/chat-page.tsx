import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import type { Conversation, Message } from '@rima/shared/api/chat';
import { useAppSelector } from '../../app/hooks';
import { PageBanner } from '../../components/layout/page-banner';
import { ProductPhoto } from '../../components/product-photo';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useFormat, useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useGetProductQuery } from '../catalog/catalog-api';
import { ReportButton } from '../reports';
import {
  useLazyListMessagesQuery,
  useListConversationsQuery,
  useListMessagesQuery,
  useMarkConversationReadMutation,
  useSendMessageMutation,
} from './chat-api';
import { ChatQuickReplies } from './chat-quick-replies';
import { chatMessages } from './i18n/messages';
import './chat.css';
import { CHAT_TEXT_MAX } from '@rima/shared/endpoints/chat';

function ConversationList({
  conversations,
  activeId,
  me,
}: {
  conversations: Conversation[];
  activeId: number | null;
  me: number;
}) {
  const t = useT(chatMessages);
  const { dateTime } = useFormat();
  if (conversations.length === 0) return <p className="text-muted p-3 mb-0">{t('noConversations')}</p>;
  return (
    <ul className="chat-list list-unstyled mb-0" aria-label={t('conversations')}>
      {conversations.map((c) => (
        <li key={c.id}>
          <Link
            to={`?c=${c.id}`}
            className={`chat-list__item${c.id === activeId ? ' is-active' : ''}`}
            aria-current={c.id === activeId ? 'true' : undefined}
          >
            <span className="chat-list__top">
              <span className="chat-list__name">{c.other.name}</span>
              {c.last_message && (
                <time className="chat-list__time" dateTime={c.last_message.created_at}>
                  {dateTime(c.last_message.created_at)}
                </time>
              )}
            </span>
            <span className="chat-list__bottom">
              <span className="chat-list__last">
                {c.last_message
                  ? c.last_message.sender_id === me
                    ? t('youSaid', { text: c.last_message.text })
                    : c.last_message.text
                  : t('noMessages')}
              </span>
              {c.unread > 0 && (
                <span className="chat-list__unread" aria-label={t('unread', { count: c.unread })}>
                  {c.unread}
                </span>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ProductCardInMessage({ product }: { product: NonNullable<Message['product']> }) {
  const { price } = useFormat();
  return (
    <Link to={`/product/detail/${product.id}`} className="chat-product">
      <ProductPhoto src={product.image} srcSet={product.image_srcset} alt="" sizes="64px" width={64} height={64} />
      <span>
        <span className="chat-product__name">{product.name}</span>
        <span className="chat-product__price">{price(product.price)}</span>
      </span>
    </Link>
  );
}

/** Messages are plain text: React escapes them; never rendered as HTML. */
function MessageBubble({ message, isMine }: { message: Message; isMine: boolean }) {
  const { dateTime } = useFormat();
  return (
    <li className={`chat-message${isMine ? ' is-mine' : ''}`} data-testid="chat-message">
      <div className="chat-message__bubble">
        {message.product && <ProductCardInMessage product={message.product} />}
        <p className="chat-message__text">{message.text}</p>
        <time className="chat-message__time" dateTime={message.created_at}>
          {dateTime(message.created_at)}
        </time>
        {!isMine && <ReportButton target={{ target_type: 'message', target_id: message.id }} className="ms-2" />}
      </div>
    </li>
  );
}

function AttachProduct({ productId, onRemove }: { productId: number; onRemove: () => void }) {
  const t = useT(chatMessages);
  const { price } = useFormat();
  const { data } = useGetProductQuery(productId);
  const product = data?.product[0];
  if (!product) return null;
  return (
    <div className="chat-attach">
      <span className="text-muted small">{t('attached')}</span> <strong>{product.name}</strong> · {price(product.price)}
      <Button variant="link" size="sm" className="text-dark" onClick={onRemove} aria-label={t('removeAttached')}>
        <i className="bi bi-x-lg" aria-hidden="true" />
      </Button>
    </div>
  );
}

function ConversationView({
  conversation,
  me,
  attachId,
  onAttachUsed,
}: {
  conversation: Conversation;
  me: number;
  attachId: number | null;
  onAttachUsed: () => void;
}) {
  const t = useT(chatMessages);
  const errorText = useErrorText();
  const id = conversation.id;
  const { data: newest, isLoading, error } = useListMessagesQuery({ id });
  const [loadPage, { isFetching: isLoadingOlder }] = useLazyListMessagesQuery();
  const [older, setOlder] = useState<Message[]>([]);
  const [cursor, setCursor] = useState<number | null | undefined>(undefined);
  const [text, setText] = useState('');
  const [send, { isLoading: isSending }] = useSendMessageMutation();
  const [markRead] = useMarkConversationReadMutation();
  const listRef = useRef<HTMLDivElement>(null);
  const keepScroll = useRef<{ height: number; top: number } | null>(null);
  const lastMarked = useRef(0);

  const nextBefore = cursor === undefined ? (newest?.next_before ?? null) : cursor;
  const messages = [...older, ...(newest?.data ?? [])];
  const lastId = messages.at(-1)?.id ?? 0;

  // Newest message arrived (ours or live): stick to the bottom.
  useLayoutEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  // Older page prepended: keep what the reader was looking at in place.
  useLayoutEffect(() => {
    const el = listRef.current;
    const saved = keepScroll.current;
    if (el && saved) {
      el.scrollTop = el.scrollHeight - saved.height + saved.top;
      keepScroll.current = null;
    }
  }, [older.length]);

  // Reading the conversation marks the other side's messages read (once per new arrival).
  useEffect(() => {
    const lastFromOther = [...(newest?.data ?? [])].reverse().find((m) => m.sender_id !== me);
    if (lastFromOther && lastFromOther.id > lastMarked.current) {
      lastMarked.current = lastFromOther.id;
      markRead(id)
        .unwrap()
        .catch(() => undefined); // the badge just stays; nothing for the reader to do
    }
  }, [newest, me, id, markRead]);

  async function loadOlder() {
    if (nextBefore === null || isLoadingOlder) return;
    const el = listRef.current;
    try {
      const page = await loadPage({ id, before: nextBefore }).unwrap();
      if (el) keepScroll.current = { height: el.scrollHeight, top: el.scrollTop };
      setOlder((prev) => [...page.data, ...prev]);
      setCursor(page.next_before);
    } catch (e) {
      notify.error(errorText(e));
    }
  }

  async function submit(event?: React.FormEvent) {
    event?.preventDefault();
    const body = text.trim();
    if (!body) return;
    try {
      await send({ id, text: body, product_id: attachId ?? undefined }).unwrap();
      setText('');
      if (attachId) onAttachUsed();
    } catch (e) {
      notify.error(errorText(e));
    }
  }

  return (
    <div className="chat-conversation">
      <header className="chat-conversation__head">
        {/* Phones show one pane at a time: the way back to the list */}
        <Link to="/chat" className="chat-conversation__back text-dark" aria-label={t('allConversations')}>
          <i className="bi bi-arrow-left" aria-hidden="true" />
        </Link>
        <h2 className="h5 mb-0 fw-normal me-auto">{conversation.other.name}</h2>
        {conversation.other.role === 'seller' && (
          <Link to={`/store/${conversation.other.id}`} className="small text-dark">
            {t('visitStore')}
          </Link>
        )}
      </header>
      <div
        className="chat-conversation__messages"
        ref={listRef}
        onScroll={(e) => {
          if (e.currentTarget.scrollTop < 40) void loadOlder();
        }}
        aria-live="polite"
      >
        {nextBefore !== null && (
          <div className="text-center my-2">
            <Button
              variant="link"
              size="sm"
              className="text-dark"
              disabled={isLoadingOlder}
              onClick={() => void loadOlder()}
            >
              {isLoadingOlder ? t('loading') : t('loadOlder')}
            </Button>
          </div>
        )}
        {isLoading && <Spinner animation="border" size="sm" role="status" aria-label={t('loadingMessages')} />}
        {error && <p className="text-danger">{errorText(error)}</p>}
        {!isLoading && messages.length === 0 && <p className="text-muted text-center my-4">{t('sayHello')}</p>}
        <ul className="list-unstyled mb-0" aria-label={t('messages')}>
          {messages.map((m) => (
            <MessageBubble key={m.id} message={m} isMine={m.sender_id === me} />
          ))}
        </ul>
      </div>
      <form className="chat-composer" onSubmit={(e) => void submit(e)}>
        {attachId && <AttachProduct productId={attachId} onRemove={onAttachUsed} />}
        {conversation.other.role === 'customer' && (
          <ChatQuickReplies
            onPick={(reply) => setText((typed) => (typed.trim() ? `${typed.trimEnd()} ${reply}` : reply))}
          />
        )}
        <div className="d-flex gap-2">
          <label htmlFor="chat-text" className="visually-hidden">
            {t('message')}
          </label>
          <textarea
            id="chat-text"
            className="form-control rounded-0"
            rows={2}
            maxLength={CHAT_TEXT_MAX}
            placeholder={t('writeMessage')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                void submit();
              }
            }}
          />
          <Button type="submit" variant="dark" className="rounded-0 px-4" disabled={isSending || !text.trim()}>
            {t('send')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** spec §2 /chat: the conversation list and the open conversation, live both ways. */
export default function ChatPage() {
  const t = useT(chatMessages);
  const errorText = useErrorText();
  useDocumentTitle(t('title'));
  const me = useAppSelector((s) => s.auth.userInfo?.id ?? 0);
  const [params, setParams] = useSearchParams();
  const activeId = Number(params.get('c')) || null;
  const attachId = Number(params.get('product')) || null;
  const { data: conversations = [], isLoading, error } = useListConversationsQuery();
  const active = conversations.find((c) => c.id === activeId);

  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <section className="container py-3 py-md-5">
        {error && (
          <div className="alert alert-light border rounded-0" role="alert">
            {errorText(error)}
          </div>
        )}
        <div className={`chat-layout${active ? ' has-active' : ''}`}>
          <aside className="chat-layout__list">
            {isLoading ? (
              <Spinner animation="border" size="sm" role="status" aria-label={t('loadingConversations')} />
            ) : (
              <ConversationList conversations={conversations} activeId={activeId} me={me} />
            )}
          </aside>
          <div className="chat-layout__main">
            {active ? (
              <ConversationView
                key={active.id}
                conversation={active}
                me={me}
                attachId={attachId}
                onAttachUsed={() => {
                  const next = new URLSearchParams(params);
                  next.delete('product');
                  setParams(next, { replace: true });
                }}
              />
            ) : (
              <p className="text-muted p-4 mb-0">{t('choose')}</p>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
