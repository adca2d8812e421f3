export const getSellerDashboard = { method: 'GET', path: '/seller/dashboard' } as const;
/** The product page's beacon: one view of a product, counted without personal data. */
export const recordProductView = { method: 'POST', path: '/stats/product-view' } as const;
export const getStoreProfile = { method: 'GET', path: '/seller/store-profile' } as const;
export const updateStoreProfile = { method: 'PATCH', path: '/seller/store-profile' } as const;
export const listQuickReplies = { method: 'GET', path: '/chat/quick-replies' } as const;
export const createQuickReply = { method: 'POST', path: '/chat/quick-replies' } as const;
export const deleteQuickReply = { method: 'DELETE', path: '/chat/quick-replies/:id' } as const;

/** The longest range the dashboard sums, in days. */
export const DASHBOARD_MAX_DAYS = 366;
/** A product at or below this stock is listed as running out. */
export const LOW_STOCK_AT = 5;
export const QUICK_REPLY_MAX = 500;
export const QUICK_REPLIES_PER_STORE = 30;

export type {
  SellerDashboard,
  SellerDashboardQuery,
  StoreProfile,
  StoreProfilePatch,
  QuickReply,
} from '../api/seller-center';
