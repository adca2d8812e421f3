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
import { api, request } from '../../app/api';

/** Adds a message to the cached newest page of its conversation (live arrival or our own send), once. */
export function appendMessage(message: Message) {
  return chatApi.util.updateQueryData('listMessages', { id: message.conversation_id }, (draft) => {
    if (!draft.data.some((m) => m.id === message.id)) draft.data.push(message);
  });
}

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    listConversations: build.query<Conversation[], void>({
      query: () => request(listConversations),
      providesTags: [{ type: 'Chat', id: 'LIST' }],
    }),
    getChatUnreadCount: build.query<number, void>({
      query: () => request(getChatUnreadCount),
      transformResponse: (r: { count: number }) => r.count,
      providesTags: [{ type: 'Chat', id: 'UNREAD' }],
    }),
    startConversation: build.mutation<Conversation, StartConversationBody>({
      query: (body) => ({ ...request(startConversation), body }),
      invalidatesTags: [{ type: 'Chat', id: 'LIST' }],
    }),
    /** `before` absent: the newest page (kept live in the cache); present: an older page. */
    listMessages: build.query<MessagePage, { id: number; before?: number }>({
      query: ({ id, before }) => ({ ...request(listMessages, { id }), params: before === undefined ? {} : { before } }),
      keepUnusedDataFor: 300,
    }),
    sendMessage: build.mutation<Message, SendMessageBody & { id: number }>({
      query: ({ id, ...body }) => ({ ...request(sendMessage, { id }), body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(appendMessage(data));
      },
      invalidatesTags: [{ type: 'Chat', id: 'LIST' }],
    }),
    markConversationRead: build.mutation<{ updated: number }, number>({
      query: (id) => request(markConversationRead, { id }),
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
