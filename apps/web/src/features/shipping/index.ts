export { DeliveryChoices, ShipTo } from './delivery-choices';
export { useDeliveryParams, type DeliveryState } from './delivery-params';
export { shippingMessages } from './i18n/messages';
export { Ongkir } from './ongkir';
export { OrderDelivery, OrderSlotLine } from './order-delivery';
export { ProfileShippingLinks } from './profile-shipping-links';
export { SlotPicker } from './slot-picker';
