import { COURIER_LABELS, type Courier } from '@rima/shared/constants';
import { useT } from '../../lib/i18n';
import { ordersMessages } from './i18n/messages';
import type { OrderStatus } from './orders-api';

/**
 * An order's status as shoppers know it: the spec's English words, and in Indonesian the marketplace terms
 * (Belum Bayar, Menunggu Konfirmasi, Dikemas, Dikirim, Telah Tiba, Selesai, Dibatalkan).
 */
export function useStatusLabel() {
  const t = useT(ordersMessages);
  return (status: OrderStatus) => t(`status.${status}`);
}

/** One badge style, dark text on a light tint (contrast ≥ 7:1), never stretched by a flex row. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const label = useStatusLabel();
  return <span className={`badge rounded-0 order-badge order-badge--${status}`}>{label(status)}</span>;
}

/** A courier's name: brands as they are, the store's own delivery in the interface's language. */
export function useCourierName() {
  const t = useT(ordersMessages);
  return (courier: Courier) => (courier === 'own' ? t('courierOwn') : COURIER_LABELS[courier]);
}

/** "JNE tracking number" / "Nomor resi JNE", or just "Tracking number". */
export function useTrackingLabel() {
  const t = useT(ordersMessages);
  const courierName = useCourierName();
  return (courier: Courier | null | undefined) =>
    courier ? t('courierTracking', { courier: courierName(courier) }) : t('trackingNumber');
}
