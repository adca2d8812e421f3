import { fillPath } from '@rima/shared/endpoints/path';
import { getStore, type Store } from '@rima/shared/endpoints/stores';
import { api } from '../../app/api';

export const storeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStore: build.query<Store, { sellerId: string; page: number; limit?: number }>({
      query: ({ sellerId, page, limit }) => ({
        url: fillPath(getStore.path, { sellerId }),
        method: getStore.method,
        params: limit === undefined ? { page } : { page, limit },
      }),
      providesTags: (_result, _error, { sellerId }) => [{ type: 'Store', id: sellerId }, 'Store'],
    }),
  }),
});

export const { useGetStoreQuery } = storeApi;
