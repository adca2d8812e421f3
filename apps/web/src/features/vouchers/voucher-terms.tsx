import type { StoreVoucher } from '@rima/shared/endpoints/vouchers';
import { useFormat, useT } from '../../lib/i18n';
import { vouchersMessages } from './i18n/messages';

/** What a voucher takes off, in the shopper's language. */
export function useVoucherText() {
  const t = useT(vouchersMessages);
  const { price, date } = useFormat();
  return {
    headline: (v: Pick<StoreVoucher, 'kind' | 'value' | 'max_discount'>) =>
      v.kind === 'free_shipping'
        ? t('freeShipping', { amount: price(v.value) })
        : v.kind === 'percent'
          ? t('percentOff', { percent: v.value, cap: price(v.max_discount ?? 0) })
          : t('off', { amount: price(v.value) }),
    terms: (v: Pick<StoreVoucher, 'min_spend' | 'ends_at' | 'product_ids'>) =>
      [
        v.min_spend > 0 ? t('minSpend', { amount: price(v.min_spend) }) : t('noMinSpend'),
        ...(v.product_ids.length > 0 ? [t('someProducts')] : []),
        t('until', { date: date(v.ends_at) }),
      ].join(' · '),
  };
}
