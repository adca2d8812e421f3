export const getDashboard = { method: 'GET', path: '/ops/dashboard' } as const;
export const listOpsCoupons = { method: 'GET', path: '/ops/coupons' } as const;
export const createOpsCoupon = { method: 'POST', path: '/ops/coupons' } as const;
export const updateOpsCoupon = { method: 'PUT', path: '/ops/coupons/:id' } as const;
export const pauseOpsCoupon = { method: 'POST', path: '/ops/coupons/:id/pause' } as const;
export const listContactMessages = { method: 'GET', path: '/ops/contact' } as const;
export const replyContactMessage = { method: 'POST', path: '/ops/contact/:id/reply' } as const;
export const markContactHandled = { method: 'POST', path: '/ops/contact/:id/handled' } as const;
export const listOpsPayouts = { method: 'GET', path: '/ops/payouts' } as const;
export const payPayout = { method: 'POST', path: '/ops/payouts/:id/pay' } as const;
export const rejectPayout = { method: 'POST', path: '/ops/payouts/:id/reject' } as const;
export const getCommission = { method: 'GET', path: '/ops/commission' } as const;
export const setCommission = { method: 'PUT', path: '/ops/commission' } as const;
export const listAudit = { method: 'GET', path: '/ops/audit' } as const;

export type { Dashboard, CouponBody, OpsCoupon, ContactMessage, Commission, AuditEntry } from '../api/ops-content';
