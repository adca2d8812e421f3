export const getStore = { method: 'GET', path: '/store/:sellerId' } as const;

export type { StoreQuery, Store } from '../api/stores';
