import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import type { CheckoutVouchers } from '@rima/shared/endpoints/vouchers';
import { useFormat, useT } from '../../lib/i18n';
import { useVoucherText, vouchersMessages } from '../vouchers';
import { useListCheckoutVouchersQuery } from '../vouchers/vouchers-api';

type StoreVouchers = CheckoutVouchers['stores'][number];

/**
 * The buyer's claimed store vouchers at checkout: one per store's order (docs/decisions/054). A free-shipping
 * voucher takes off the store's shipping as chosen on the page; the others what the server computed.
 */
export function useVoucherChoice(shippingOf: (storeId: number) => number, isSkipped: boolean) {
  const { data } = useListCheckoutVouchersQuery(undefined, { skip: isSkipped });
  const [chosen, setChosen] = useState<Record<number, number | undefined>>({});
  const stores = data?.stores ?? [];
  const usable = (store: StoreVouchers) => store.vouchers.filter((v) => v.problem === null);
  const discountOf = (store: StoreVouchers) => {
    const voucher = usable(store).find((v) => v.id === chosen[store.store_id]);
    if (!voucher) return 0;
    return voucher.kind === 'free_shipping' ? Math.min(voucher.value, shippingOf(store.store_id)) : voucher.discount;
  };
  const applied = stores.filter((s) => discountOf(s) > 0);
  return {
    stores,
    chosen,
    choose: (storeId: number, voucherId: number | undefined) => setChosen((all) => ({ ...all, [storeId]: voucherId })),
    discountOf,
    /** The ids the checkout sends: the chosen vouchers that still apply and take something off */
    ids: applied.map((s) => chosen[s.store_id] ?? 0).filter((id) => id > 0),
    total: applied.reduce((sum, s) => sum + discountOf(s), 0),
  };
}
export type VoucherChoice = ReturnType<typeof useVoucherChoice>;

/** Per store of the cart: "Tanpa voucher" or one of the claimed vouchers (those that do not apply, disabled). */
export function VoucherPicker({ choice, disabled }: { choice: VoucherChoice; disabled: boolean }) {
  const t = useT(vouchersMessages);
  const text = useVoucherText();
  const { price, date } = useFormat();
  const withVouchers = choice.stores.filter((s) => s.vouchers.length > 0);
  // Why a claimed voucher does not apply, in the shopper's language (the server's reason is in English).
  const why = (v: StoreVouchers['vouchers'][number]) =>
    v.status === 'upcoming'
      ? t('why.upcoming', { date: date(v.starts_at) })
      : v.status !== 'active'
        ? t(`why.${v.status}`)
        : v.uses_left <= 0
          ? t('why.usedByYou')
          : v.eligible_subtotal === 0
            ? t('why.products')
            : v.eligible_subtotal < v.min_spend
              ? t('why.minSpend', { amount: price(v.min_spend) })
              : v.problem;
  return (
    <section className="voucher-picker" aria-labelledby="voucher-picker-title">
      <h2 id="voucher-picker-title" className="h5 fw-light mb-3">
        {t('pickerTitle')}
      </h2>
      {withVouchers.length === 0 && <p className="small text-muted">{t('noneClaimed')}</p>}
      {withVouchers.map((store) => (
        <fieldset key={store.store_id} className="mb-3" data-testid="voucher-picker-store">
          <legend className="h6 small text-uppercase text-muted">{t('pickerFor', { store: store.store_name })}</legend>
          <Form.Check
            type="radio"
            id={`voucher-${store.store_id}-none`}
            name={`voucher-${store.store_id}`}
            label={t('noVoucher')}
            checked={choice.chosen[store.store_id] === undefined}
            onChange={() => choice.choose(store.store_id, undefined)}
            disabled={disabled}
          />
          {store.vouchers.map((v) => (
            <Form.Check
              key={v.id}
              type="radio"
              id={`voucher-${store.store_id}-${v.id}`}
              name={`voucher-${store.store_id}`}
              checked={choice.chosen[store.store_id] === v.id}
              onChange={() => choice.choose(store.store_id, v.id)}
              disabled={disabled || v.problem !== null}
              label={
                <>
                  <span className="d-block">
                    {text.headline(v)} <span className="small font-monospace">{v.code}</span>
                  </span>
                  <span className="d-block small text-muted">{v.problem === null ? text.terms(v) : why(v)}</span>
                  {choice.chosen[store.store_id] === v.id && choice.discountOf(store) > 0 && (
                    <span className="d-block small text-success">
                      {t('saves', { amount: price(choice.discountOf(store)) })}
                    </span>
                  )}
                </>
              }
            />
          ))}
        </fieldset>
      ))}
    </section>
  );
}

/** The summary's line of the store vouchers' discount. */
export function VoucherTotalLine({ amount }: { amount: number }) {
  const t = useT(vouchersMessages);
  const { price } = useFormat();
  return (
    <div>
      <dt>{t('voucherLine')}</dt>
      <dd data-testid="checkout-voucher">−{price(amount)}</dd>
    </div>
  );
}
