// Store vouchers (docs/decisions/054): funded by the store, claimed by shoppers, one per store's order.
export const listSellerVouchers = { method: 'GET', path: '/seller/vouchers' } as const;
export const createSellerVoucher = { method: 'POST', path: '/seller/vouchers' } as const;
export const updateSellerVoucher = { method: 'PATCH', path: '/seller/vouchers/:id' } as const;
export const replaceSellerVoucher = { method: 'PUT', path: '/seller/vouchers/:id' } as const;
/** Ends the voucher (it stays listed with its usage; claimed copies stop applying). */
export const endSellerVoucher = { method: 'DELETE', path: '/seller/vouchers/:id' } as const;
export const listStoreVouchers = { method: 'GET', path: '/store/:sellerId/vouchers' } as const;
export const claimVoucher = { method: 'POST', path: '/vouchers/:id/claim' } as const;
export const listMyVouchers = { method: 'GET', path: '/vouchers/mine' } as const;
export const listCheckoutVouchers = { method: 'GET', path: '/vouchers/checkout' } as const;

export const VOUCHER_KINDS = ['fixed', 'percent', 'free_shipping'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

export type {
  CheckoutVouchers,
  ClaimedVoucher,
  SellerVoucher,
  StoreVoucher,
  VoucherBody,
  VoucherInput,
} from '../api/vouchers';
