export { FavoriteButton, ProductCardHeart } from './favorite-button';
