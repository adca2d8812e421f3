export const CHAT_TEXT_MAX = 2000;
export const CHAT_PAGE_SIZE = 30;

export const listConversations = { method: 'GET', path: '/chat/conversations' } as const;
export const startConversation = { method: 'POST', path: '/chat/conversations' } as const;
export const listMessages = { method: 'GET', path: '/chat/conversations/:id/messages' } as const;
export const sendMessage = { method: 'POST', path: '/chat/conversations/:id/messages' } as const;
export const markConversationRead = { method: 'PATCH', path: '/chat/conversations/:id/read' } as const;
export const getChatUnreadCount = { method: 'GET', path: '/chat/unread-count' } as const;

export type {
  StartConversationBody,
  SendMessageBody,
  ChatProduct,
  Message,
  Conversation,
  MessagePage,
} from '../api/chat';
