import type { Conversation, Message, MessagePage, SendMessageBody, StartConversationBody } from '@rima/shared/api/chat';
import { api } from '../../app/api';

type Envelope<T> = { data: T };

/** Adds a message to the cached newest page of its conversation (live arrival or our own send), once. */
export function appendMessage(message: Message) {
  return chatApi.util.updateQueryData('listMessages', { id: message.conversation_id }, (draft) => {
    if (!draft.data.some((m) => m.id === message.id)) draft.data.push(message);
  });
}

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    listConversations: build.query<Conversation[], void>({
      query: () => '/chat/conversations',
      transformResponse: (r: Envelope<Conversation[]>) => r.data,
      providesTags: [{ type: 'Chat', id: 'LIST' }],
    }),
    getChatUnreadCount: build.query<number, void>({
      query: () => '/chat/unread-count',
      transformResponse: (r: Envelope<{ count: number }>) => r.data.count,
      providesTags: [{ type: 'Chat', id: 'UNREAD' }],
    }),
    startConversation: build.mutation<Conversation, StartConversationBody>({
      query: (body) => ({ url: '/chat/conversations', method: 'POST', body }),
      transformResponse: (r: Envelope<Conversation>) => r.data,
      invalidatesTags: [{ type: 'Chat', id: 'LIST' }],
    }),
    /** `before` absent: the newest page (kept live in the cache); present: an older page. */
    listMessages: build.query<MessagePage, { id: number; before?: number }>({
      query: ({ id, before }) => ({
        url: `/chat/conversations/${id}/messages`,
        params: before === undefined ? {} : { before },
      }),
      transformResponse: (r: Envelope<MessagePage>) => r.data,
      keepUnusedDataFor: 300,
    }),
    sendMessage: build.mutation<Message, SendMessageBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/chat/conversations/${id}/messages`, method: 'POST', body }),
      transformResponse: (r: Envelope<Message>) => r.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(appendMessage(data));
      },
      invalidatesTags: [{ type: 'Chat', id: 'LIST' }],
    }),
    markConversationRead: build.mutation<{ updated: number }, number>({
      query: (id) => ({ url: `/chat/conversations/${id}/read`, method: 'PATCH' }),
      transformResponse: (r: Envelope<{ updated: number }>) => r.data,
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
