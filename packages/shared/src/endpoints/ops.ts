export const listStores = { method: 'GET', path: '/ops/stores' } as const;
export const suspendStore = { method: 'POST', path: '/ops/stores/:id/suspend' } as const;
export const reinstateStore = { method: 'POST', path: '/ops/stores/:id/reinstate' } as const;
export const listCustomers = { method: 'GET', path: '/ops/customers' } as const;
export const suspendCustomer = { method: 'POST', path: '/ops/customers/:id/suspend' } as const;
export const reinstateCustomer = { method: 'POST', path: '/ops/customers/:id/reinstate' } as const;
export const listOpsProducts = { method: 'GET', path: '/ops/products' } as const;
export const takeDownProduct = { method: 'POST', path: '/ops/products/:id/take-down' } as const;
export const restoreProduct = { method: 'POST', path: '/ops/products/:id/restore' } as const;
export const listReports = { method: 'GET', path: '/ops/reports' } as const;
export const resolveReport = { method: 'POST', path: '/ops/reports/:id/resolve' } as const;
export const listOpsOrders = { method: 'GET', path: '/ops/orders' } as const;
export const getOpsOrder = { method: 'GET', path: '/ops/orders/:id' } as const;
export const cancelOpsOrder = { method: 'POST', path: '/ops/orders/:id/cancel' } as const;
export const retryRefund = { method: 'POST', path: '/ops/orders/:id/retry-refund' } as const;

export type {
  ReasonBody,
  AccountRow,
  SuspendStoreBody,
  OpsProduct,
  CreateReportBody,
  Report,
  ResolveReportBody,
  OpsOrderRow,
  OpsOrderDetail,
} from '../api/ops';
