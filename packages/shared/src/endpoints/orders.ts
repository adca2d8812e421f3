export const listBuyerOrders = { method: 'GET', path: '/transaction' } as const;
export const listSellerOrders = { method: 'GET', path: '/transaction/history-seller' } as const;
export const getOrder = { method: 'GET', path: '/transaction/:id' } as const;
export const updateOrderStatus = { method: 'PATCH', path: '/transaction/:id/status' } as const;
export const trackOrder = { method: 'GET', path: '/order/track' } as const;
export const getPayment = { method: 'GET', path: '/payment/:id' } as const;
export const simulatePayment = { method: 'POST', path: '/payment/:id/simulate' } as const;
export const payByCard = { method: 'POST', path: '/payment/:id/card' } as const;

export type {
  OrderStatus,
  OrderTab,
  PaymentMethod,
  PaymentStatus,
  RefundStatus,
  Payment,
  OrderItem,
  OrderSummary,
  OrderEvent,
  Refund,
  OrderDetail,
  ListBuyerOrdersQuery,
  ListSellerOrdersQuery,
  UpdateOrderStatusBody,
  TrackOrderQuery,
  TrackedOrder,
  PaymentDetail,
  PayByCardBody,
} from '../api/orders';
