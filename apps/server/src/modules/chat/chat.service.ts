import { CHAT_PAGE_SIZE, type Conversation, type Message } from '@rima/shared/api/chat';
import { apiMessage } from '@rima/shared/api-messages';
import type { Db } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../http/errors';
import { photoSrcset, photoUrl } from '../../photos/photo-store';
import type { LiveHub } from '../events/events.hub';
import {
  createChatRepository,
  type ChatRepository,
  type ConversationRecord,
  type MessageRecord,
} from './chat.repository';

/** `base` is the public origin photo URLs are built on ('' = same origin). */
export function toMessage(base: string, m: MessageRecord): Message {
  return {
    id: m.id,
    conversation_id: m.conversation_id,
    sender_id: m.sender_id,
    text: m.text,
    product:
      m.product_id !== null && m.product_name !== null && m.product_price !== null
        ? {
            id: m.product_id,
            name: m.product_name,
            price: m.product_price,
            image: m.product_photo_key ? photoUrl(base, m.product_photo_key) : '',
            image_srcset: m.product_photo_key ? photoSrcset(base, m.product_photo_key) : '',
          }
        : null,
    created_at: m.created_at,
    read_at: m.read_at,
  };
}

export function toConversation(c: ConversationRecord): Conversation {
  return {
    id: c.id,
    customer_id: c.customer_id,
    seller_id: c.seller_id,
    product_id: c.product_id,
    other: { id: c.other_id, name: c.other_name, role: c.other_role },
    last_message:
      c.last_text !== null && c.last_sender_id !== null && c.last_created_at !== null
        ? { text: c.last_text, sender_id: c.last_sender_id, created_at: c.last_created_at }
        : null,
    last_message_at: c.last_message_at,
    unread: c.unread,
  };
}

/** A person types far slower than this; a script flooding a store's inbox does not. */
export const MAX_MESSAGES_PER_MINUTE = 30;

export function createChatService({
  db,
  repo,
  events,
  live,
  maxMessagesPerMinute = MAX_MESSAGES_PER_MINUTE,
}: {
  db: Db;
  repo: ChatRepository;
  events: EventBus;
  live: LiveHub;
  maxMessagesPerMinute?: number;
}) {
  const recentSends = new Map<number, number[]>();

  /** Per-sender sliding window of one minute (in-process, like the live hub). */
  function checkRate(userId: number) {
    const now = Date.now();
    const recent = (recentSends.get(userId) ?? []).filter((t) => now - t < 60_000);
    if (recent.length >= maxMessagesPerMinute) {
      const oldest = recent[0] ?? now;
      throw tooManyRequests(apiMessage('chatTooFast'), Math.ceil((oldest + 60_000 - now) / 1000));
    }
    recent.push(now);
    recentSends.set(userId, recent);
  }

  /** 404 for anyone but the two participants: a stranger cannot even learn that the conversation exists. */
  async function participantsOf(conversationId: number, userId: number) {
    const participants = await repo.findParticipants(conversationId, userId);
    if (!participants) throw notFound('Conversation not found');
    return participants;
  }

  async function startConversation(userId: number, sellerId: number, productId: number | undefined) {
    if (sellerId === userId) throw badRequest('You cannot start a chat with your own store');
    // A conversation is always a customer and a store; a seller never opens one as a buyer.
    if ((await repo.findUserRole(userId)) !== 'customer')
      throw forbidden('Only customers can start a chat with a store');
    if ((await repo.findUserRole(sellerId)) !== 'seller') throw notFound('Store not found');
    if (productId !== undefined && !(await repo.productExists(productId))) throw notFound('Product not found');
    const id = await repo.upsertConversation(userId, sellerId, productId ?? null);
    const conversation = await repo.findConversation(id, userId);
    if (!conversation) throw notFound('Conversation not found');
    return toConversation(conversation);
  }

  async function listMessages(userId: number, conversationId: number, before: number | undefined, base: string) {
    await participantsOf(conversationId, userId);
    const rows = await repo.findMessages(conversationId, before, CHAT_PAGE_SIZE + 1);
    const hasMore = rows.length > CHAT_PAGE_SIZE;
    const page = rows.slice(0, CHAT_PAGE_SIZE).reverse();
    return { data: page.map((m) => toMessage(base, m)), next_before: hasMore && page[0] ? page[0].id : null };
  }

  async function sendMessage(
    userId: number,
    conversationId: number,
    { text, productId }: { text: string; productId: number | undefined },
    base: string,
  ): Promise<Message> {
    const p = await participantsOf(conversationId, userId);
    if (productId !== undefined && !(await repo.productExists(productId))) throw notFound('Product not found');
    checkRate(userId);
    const messageId = await db.transaction((tx) =>
      createChatRepository(tx).insertMessage(conversationId, userId, text, productId ?? null),
    );
    const record = await repo.findMessage(messageId);
    if (!record) throw notFound('Message not found');
    const message = toMessage(base, record);
    const recipientId = p.customer_id === userId ? p.seller_id : p.customer_id;
    // Both participants' tabs (the sender's other tabs too) get the message live.
    live.publish(recipientId, { type: 'chat.message', message });
    live.publish(userId, { type: 'chat.message', message });
    events.emit('chat.message', { conversationId, messageId, senderId: userId, recipientId, text });
    return message;
  }

  async function markConversationRead(userId: number, conversationId: number) {
    const p = await participantsOf(conversationId, userId);
    const updated = await repo.markRead(conversationId, userId);
    const event = { type: 'chat.read' as const, conversation_id: conversationId, reader_id: userId };
    live.publish(p.customer_id, event);
    live.publish(p.seller_id, event);
    return updated;
  }

  return {
    listConversations: async (userId: number) => (await repo.findConversations(userId)).map(toConversation),
    startConversation,
    listMessages,
    sendMessage,
    markConversationRead,
    unreadCount: (userId: number) => repo.countUnread(userId),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
