export const addFavorite = { method: 'POST', path: '/favorite/add' } as const;
export const listMyFavorites = { method: 'GET', path: '/favorite/my-favorite' } as const;
export const removeFavorite = { method: 'DELETE', path: '/favorite/remove/:product_id' } as const;

export type { FavoriteBody, FavoriteItem, FavoriteChange } from '../api/favorites';
