import type { FavoriteBody, FavoriteChange, FavoriteItem } from '@rima/shared/api/favorites';
import { api } from '../../app/api';

// Types only from the contract: its values would pull zod into the header's (first) chunk.
type Envelope<T> = { data: T };

export const favoritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMyFavorites: build.query<FavoriteItem[], void>({
      query: () => '/favorite/my-favorite',
      transformResponse: (r: Envelope<FavoriteItem[]>) => r.data,
      providesTags: ['Favorite'],
    }),
    addFavorite: build.mutation<FavoriteChange, FavoriteBody>({
      query: (body) => ({ url: '/favorite/add', method: 'POST', body }),
      transformResponse: (r: Envelope<FavoriteChange>) => r.data,
      invalidatesTags: ['Favorite'],
    }),
    removeFavorite: build.mutation<FavoriteChange, number>({
      query: (productId) => ({ url: `/favorite/remove/${productId}`, method: 'DELETE' }),
      transformResponse: (r: Envelope<FavoriteChange>) => r.data,
      invalidatesTags: ['Favorite'],
    }),
  }),
});

export const { useListMyFavoritesQuery, useAddFavoriteMutation, useRemoveFavoriteMutation } = favoritesApi;
