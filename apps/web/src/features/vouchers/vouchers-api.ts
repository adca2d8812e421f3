import {
  claimVoucher,
  createSellerVoucher,
  endSellerVoucher,
  listCheckoutVouchers,
  listSellerVouchers,
  listStoreVouchers,
  updateSellerVoucher,
  type CheckoutVouchers,
  type ClaimedVoucher,
  type SellerVoucher,
  type StoreVoucher,
  type VoucherInput,
} from '@rima/shared/endpoints/vouchers';
import { api, request } from '../../app/api';

/** Store vouchers (docs/decisions/054): the seller's, a store's claimable ones, the checkout's. */
export const vouchersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSellerVouchers: build.query<SellerVoucher[], void>({
      query: () => request(listSellerVouchers),
      providesTags: ['Voucher'],
    }),
    createSellerVoucher: build.mutation<SellerVoucher, VoucherInput>({
      query: (body) => ({ ...request(createSellerVoucher), body }),
      invalidatesTags: ['Voucher'],
    }),
    updateSellerVoucher: build.mutation<SellerVoucher, { id: number; body: Partial<VoucherInput> }>({
      query: ({ id, body }) => ({ ...request(updateSellerVoucher, { id }), body }),
      invalidatesTags: ['Voucher'],
    }),
    endSellerVoucher: build.mutation<SellerVoucher, number>({
      query: (id) => request(endSellerVoucher, { id }),
      invalidatesTags: ['Voucher'],
    }),
    listStoreVouchers: build.query<StoreVoucher[], { sellerId: number; productId?: number | undefined }>({
      query: ({ sellerId, productId }) => ({
        ...request(listStoreVouchers, { sellerId }),
        ...(productId ? { params: { product_id: productId } } : {}),
      }),
      providesTags: ['Voucher'],
    }),
    claimVoucher: build.mutation<ClaimedVoucher, number>({
      query: (id) => request(claimVoucher, { id }),
      invalidatesTags: ['Voucher'],
    }),
    listCheckoutVouchers: build.query<CheckoutVouchers, void>({
      query: () => request(listCheckoutVouchers),
      providesTags: ['Voucher', 'Cart'],
    }),
  }),
});

export const {
  useListSellerVouchersQuery,
  useCreateSellerVoucherMutation,
  useUpdateSellerVoucherMutation,
  useEndSellerVoucherMutation,
  useListStoreVouchersQuery,
  useClaimVoucherMutation,
  useListCheckoutVouchersQuery,
} = vouchersApi;
