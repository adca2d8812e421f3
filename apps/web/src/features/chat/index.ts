export { ChatSellerButton } from './chat-seller-button';
