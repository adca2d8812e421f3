import type { z } from 'zod';
import type { getStore, Store } from '@rima/shared/api/stores';
import { api } from '../../app/api';

type StoreResponse = z.infer<typeof getStore.response>;

const PATH = '/store/';
type Assert<T extends true> = T;
export type _PathMatchesContract = Assert<(typeof getStore)['path'] extends `${typeof PATH}:sellerId` ? true : false>;

export const storeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStore: build.query<Store, { sellerId: string; page: number; limit?: number }>({
      query: ({ sellerId, page, limit }) => ({
        url: `${PATH}${encodeURIComponent(sellerId)}`,
        params: limit === undefined ? { page } : { page, limit },
      }),
      transformResponse: (body: StoreResponse) => body.data,
      providesTags: (_result, _error, { sellerId }) => [{ type: 'Store', id: sellerId }, 'Store'],
    }),
  }),
});

export const { useGetStoreQuery } = storeApi;
