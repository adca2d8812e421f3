import { createDeliverySlotsRepository } from './delivery-slots.repository';
import { createShippingRatesRepository } from './shipping-rates.repository';
import { createStoreShippingRepository } from './store-shipping.repository';

export type { ProductBoxRow, RateRecord, ServiceRow, StoredBand, VariantBoxRow } from './shipping-rates.repository';
export type { StoreShippingRow, WindowRow } from './store-shipping.repository';
export type { BookingRow, RescheduleRow } from './delivery-slots.repository';

/**
 * SQL of the shipping tables (migration 0052, docs/decisions/017), one object for the shipping and delivery
 * services: rates, store settings and windows, delivery slots.
 */
export function createShippingRepository() {
  return {
    ...createShippingRatesRepository(),
    ...createStoreShippingRepository(),
    ...createDeliverySlotsRepository(),
  };
}
export type ShippingRepository = ReturnType<typeof createShippingRepository>;
