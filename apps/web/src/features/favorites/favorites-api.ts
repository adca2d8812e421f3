import {
  addFavorite,
  listMyFavorites,
  removeFavorite,
  type FavoriteBody,
  type FavoriteChange,
  type FavoriteItem,
} from '@rima/shared/endpoints/favorites';
import { fillPath } from '@rima/shared/endpoints/path';
import { api } from '../../app/api';

export const favoritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMyFavorites: build.query<FavoriteItem[], void>({
      query: () => ({ url: listMyFavorites.path, method: listMyFavorites.method }),
      providesTags: ['Favorite'],
    }),
    addFavorite: build.mutation<FavoriteChange, FavoriteBody>({
      query: (body) => ({ url: addFavorite.path, method: addFavorite.method, body }),
      invalidatesTags: ['Favorite'],
    }),
    removeFavorite: build.mutation<FavoriteChange, number>({
      query: (productId) => ({
        url: fillPath(removeFavorite.path, { product_id: productId }),
        method: removeFavorite.method,
      }),
      invalidatesTags: ['Favorite'],
    }),
  }),
});

export const { useListMyFavoritesQuery, useAddFavoriteMutation, useRemoveFavoriteMutation } = favoritesApi;
