export { SellerTabs } from './seller-tabs';
