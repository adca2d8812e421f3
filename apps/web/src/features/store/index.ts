export { StoreCard, storeCardArgs } from './store-card';
