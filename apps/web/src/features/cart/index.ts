export { AddToCartButton } from './add-to-cart-button';
