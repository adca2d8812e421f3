import {
  createQuickReply,
  deleteQuickReply,
  getSellerDashboard,
  getStoreProfile,
  listQuickReplies,
  updateStoreProfile,
  type QuickReply,
  type SellerDashboard,
  type SellerDashboardQuery,
  type StoreProfile,
  type StoreProfilePatch,
} from '@rima/shared/endpoints/seller-center';
import { api, request } from '../../app/api';

/** The seller center: the home's figures, the store profile (hours, holiday) and chat quick replies. */
export const sellerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellerDashboard: build.query<SellerDashboard, SellerDashboardQuery>({
      query: (params) => ({ ...request(getSellerDashboard), params }),
      providesTags: ['Order'],
    }),
    getStoreProfile: build.query<StoreProfile, void>({
      query: () => request(getStoreProfile),
      providesTags: ['StoreShipping'],
    }),
    updateStoreProfile: build.mutation<StoreProfile, StoreProfilePatch>({
      query: (body) => ({ ...request(updateStoreProfile), body }),
      invalidatesTags: ['StoreShipping', 'Cart', 'Store'],
    }),
    listQuickReplies: build.query<QuickReply[], void>({
      query: () => request(listQuickReplies),
      providesTags: ['Chat'],
    }),
    createQuickReply: build.mutation<QuickReply, { text: string }>({
      query: (body) => ({ ...request(createQuickReply), body }),
      invalidatesTags: ['Chat'],
    }),
    deleteQuickReply: build.mutation<null, number>({
      query: (id) => request(deleteQuickReply, { id }),
      invalidatesTags: ['Chat'],
    }),
  }),
});

export const {
  useGetSellerDashboardQuery,
  useGetStoreProfileQuery,
  useUpdateStoreProfileMutation,
  useListQuickRepliesQuery,
  useCreateQuickReplyMutation,
  useDeleteQuickReplyMutation,
} = sellerApi;
