import { z } from 'zod';
import { okEnvelope } from './envelope';
import { idField, optionalIdField } from './fields';
import * as endpoints from '../endpoints/chat';

export { CHAT_TEXT_MAX, CHAT_PAGE_SIZE } from '../endpoints/chat';

const id = idField;
const optionalId = optionalIdField;

export const conversationParamsSchema = z.object({ id: id('id') });

export const startConversationBodySchema = z.object({
  seller_id: id('seller_id'),
  product_id: optionalId('product_id'),
});
export type StartConversationBody = z.infer<typeof startConversationBodySchema>;

export const sendMessageBodySchema = z.object({
  // Plain text: stored as typed and always rendered escaped.
  text: z
    .string({ error: 'text is required' })
    .trim()
    .min(1, { error: 'Write a message first' })
    .max(endpoints.CHAT_TEXT_MAX, { error: `A message is at most ${endpoints.CHAT_TEXT_MAX} characters` }),
  product_id: optionalId('product_id'),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

export const listMessagesQuerySchema = z.object({
  /** Cursor: messages with an id below this one (older). Absent = the newest page. */
  before: optionalId('before'),
});

export const chatProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  image: z.string(),
  image_srcset: z.string(),
});
export type ChatProduct = z.infer<typeof chatProductSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  sender_id: z.number().int(),
  text: z.string(),
  product: chatProductSchema.nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const chatPartySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(['customer', 'seller']),
});

export const conversationSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  seller_id: z.number().int(),
  product_id: z.number().int().nullable(),
  other: chatPartySchema,
  last_message: z.object({ text: z.string(), sender_id: z.number().int(), created_at: z.string() }).nullable(),
  last_message_at: z.string().nullable(),
  unread: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** Messages oldest first; next_before is the cursor for the page before this one (null: no older ones). */
export const messagePageSchema = z.object({
  data: z.array(messageSchema),
  next_before: z.number().int().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const listConversations = {
  ...endpoints.listConversations,
  response: okEnvelope(z.array(conversationSchema)),
} as const;

export const startConversation = {
  ...endpoints.startConversation,
  body: startConversationBodySchema,
  response: okEnvelope(conversationSchema),
} as const;

export const listMessages = {
  ...endpoints.listMessages,
  params: conversationParamsSchema,
  query: listMessagesQuerySchema,
  response: okEnvelope(messagePageSchema),
} as const;

export const sendMessage = {
  ...endpoints.sendMessage,
  params: conversationParamsSchema,
  body: sendMessageBodySchema,
  response: okEnvelope(messageSchema),
} as const;

export const markConversationRead = {
  ...endpoints.markConversationRead,
  params: conversationParamsSchema,
  response: okEnvelope(z.object({ updated: z.number().int() })),
} as const;

export const getChatUnreadCount = {
  ...endpoints.getChatUnreadCount,
  response: okEnvelope(z.object({ count: z.number().int() })),
} as const;
