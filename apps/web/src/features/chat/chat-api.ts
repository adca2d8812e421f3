import {
  getChatUnreadCount,
  listConversations,
  listMessages,
  markConversationRead,
  sendMessage,
  startConversation,
  type Conversation,
  type Message,
  type MessagePage,
  type SendMessageBody,
  type StartConversationBody,
} from '@rima/shared/endpoints/chat';
import { fillPath } from '@rima/shared/endpoints/path';
import { api } from '../../app/api';

/** Adds a message to the cached newest page of its conversation (live arrival or our own send), once. */
export function appendMessage(message: Message) {
  return chatApi.util.updateQueryData('listMessages', { id: message.conversation_id }, (draft) => {
    if (!draft.data.some((m) => m.id === message.id)) draft.data.push(message);
  });
}

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    listConversations: build.query<Conversation[], void>({
      query: () => ({ url: listConversations.path, method: listConversations.method }),
      providesTags: [{ type: 'Chat', id: 'LIST' }],
    }),
    getChatUnreadCount: build.query<number, void>({
      query: () => ({ url: getChatUnreadCount.path, method: getChatUnreadCount.method }),
      transformResponse: (r: { count: number }) => r.count,
      providesTags: [{ type: 'Chat', id: 'UNREAD' }],
    }),
    startConversation: build.mutation<Conversation, StartConversationBody>({
      query: (body) => ({ url: startConversation.path, method: startConversation.method, body }),
      invalidatesTags: [{ type: 'Chat', id: 'LIST' }],
    }),
    /** `before` absent: the newest page (kept live in the cache); present: an older page. */
    listMessages: build.query<MessagePage, { id: number; before?: number }>({
      query: ({ id, before }) => ({
        url: fillPath(listMessages.path, { id }),
        method: listMessages.method,
        params: before === undefined ? {} : { before },
      }),
      keepUnusedDataFor: 300,
    }),
    sendMessage: build.mutation<Message, SendMessageBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: fillPath(sendMessage.path, { id }), method: sendMessage.method, body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(appendMessage(data));
      },
      invalidatesTags: [{ type: 'Chat', id: 'LIST' }],
    }),
    markConversationRead: build.mutation<{ updated: number }, number>({
      query: (id) => ({ url: fillPath(markConversationRead.path, { id }), method: markConversationRead.method }),
      invalidatesTags: [
        { type: 'Chat', id: 'LIST' },
        { type: 'Chat', id: 'UNREAD' },
      ],
    }),
  }),
});

export const {
  useListConversationsQuery,
  useGetChatUnreadCountQuery,
  useStartConversationMutation,
  useListMessagesQuery,
  useLazyListMessagesQuery,
  useSendMessageMutation,
  useMarkConversationReadMutation,
} = chatApi;
