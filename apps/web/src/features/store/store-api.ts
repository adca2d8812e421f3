import { getStore, type Store } from '@rima/shared/endpoints/stores';
import { api, request } from '../../app/api';

export const storeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStore: build.query<Store, { sellerId: string; page: number; limit?: number }>({
      query: ({ sellerId, page, limit }) => ({
        ...request(getStore, { sellerId }),
        params: limit === undefined ? { page } : { page, limit },
      }),
      providesTags: (_result, _error, { sellerId }) => [{ type: 'Store', id: sellerId }, 'Store'],
    }),
  }),
});

export const { useGetStoreQuery } = storeApi;
