import {
  addFavorite,
  listMyFavorites,
  removeFavorite,
  type FavoriteBody,
  type FavoriteChange,
  type FavoriteItem,
} from '@rima/shared/endpoints/favorites';
import { api, request } from '../../app/api';

export const favoritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMyFavorites: build.query<FavoriteItem[], void>({
      query: () => request(listMyFavorites),
      providesTags: ['Favorite'],
    }),
    addFavorite: build.mutation<FavoriteChange, FavoriteBody>({
      query: (body) => ({ ...request(addFavorite), body }),
      invalidatesTags: ['Favorite'],
    }),
    removeFavorite: build.mutation<FavoriteChange, number>({
      query: (productId) => request(removeFavorite, { product_id: productId }),
      invalidatesTags: ['Favorite'],
    }),
  }),
});

export const { useListMyFavoritesQuery, useAddFavoriteMutation, useRemoveFavoriteMutation } = favoritesApi;
