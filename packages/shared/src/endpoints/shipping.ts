export const getShippingQuote = { method: 'GET', path: '/shipping/quote' } as const;
export const getShippingBox = { method: 'GET', path: '/product/:id/shipping-box' } as const;
export const listShippingServices = { method: 'GET', path: '/shipping/services' } as const;
export const getDeliverySlots = { method: 'GET', path: '/shipping/slots' } as const;
export const requestReschedule = { method: 'POST', path: '/delivery/:id/reschedule' } as const;
export const answerReschedule = { method: 'PATCH', path: '/delivery/:id/reschedule' } as const;
export const getStoreShipping = { method: 'GET', path: '/seller/shipping' } as const;
export const updateStoreShipping = { method: 'PATCH', path: '/seller/shipping' } as const;

export type {
  ServiceQuote,
  ShippingQuoteQuery,
  ShippingQuote,
  ShippingBox,
  SlotDay,
  DeliverySlots,
  SlotChoice,
  DeliveryChoice,
  DeliverySlot,
  Reschedule,
  RequestRescheduleBody,
  OriginBody,
  StoreShippingPatch,
  StoreShippingPatchInput,
  StoreShipping,
} from '../api/shipping';
