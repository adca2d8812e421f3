import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from '../../lib/link';
import type { Cart } from '@rima/shared/api/cart';
import { useFormat, useT } from '../../lib/i18n';
import { shippingMessages } from './i18n/messages';
import { dayRange, serviceName } from './messages';
import type { DeliveryState } from './delivery-params';
import './shipping.css';

/** "Ship to": the address book as a list to choose from, or a link to add the first address. */
export function ShipTo({ delivery, onAdd }: { delivery: DeliveryState; onAdd?: () => void }) {
  const t = useT(shippingMessages);
  if (delivery.addresses.length === 0) {
    return (
      <div className="delivery-store">
        <p className="mb-2">{t('needAddress')}</p>
        {onAdd ? (
          <button type="button" className="btn btn-dark rounded-0 btn-sm" onClick={onAdd}>
            {t('addAddress')}
          </button>
        ) : (
          <Link to="/profile/addresses" className="btn btn-dark rounded-0 btn-sm">
            {t('addAddress')}
          </Link>
        )}
      </div>
    );
  }
  return (
    <Form.Group className="mb-3" controlId="ship-to">
      <Form.Label className="fw-semibold">{t('shipTo')}</Form.Label>
      <Form.Select
        className="rounded-0"
        value={delivery.address?.id ?? ''}
        onChange={(e) => delivery.setAddress(Number(e.target.value))}
      >
        {delivery.addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {t('addressOption', {
              label: a.label,
              recipient: a.recipient,
              district: a.district.name,
              regency: a.regency.name,
            })}
          </option>
        ))}
      </Form.Select>
      {delivery.address && (
        <p className="small text-muted mt-1 mb-0 address-card__line">{delivery.address.full_address}</p>
      )}
      <Link to="/profile/addresses" className="small text-dark">
        {t('manageAddresses')}
      </Link>
    </Form.Group>
  );
}

/**
 * Per store: the services that carry its items to the address (server prices, cheapest first, then local
 * pickup) and assembly where the store offers it. Picks the cheapest for a store nothing was picked for.
 */
export function DeliveryChoices({
  cart,
  delivery,
  disabled = false,
}: {
  cart: Cart;
  delivery: DeliveryState;
  disabled?: boolean;
}) {
  const t = useT(shippingMessages);
  const { price } = useFormat();
  const stores = cart.delivery?.stores ?? [];
  const missing = stores.filter((s) => s.service === null && s.services.length > 0);
  useEffect(() => {
    if (missing.length === 0) return;
    delivery.setServices(new Map(missing.map((s) => [s.seller_id, s.services[0]?.code ?? 'pickup'])));
    // only when the server says a store has no valid pick
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missing.map((s) => s.seller_id).join(',')]);
  return (
    <>
      {stores.map((store) => (
        <fieldset
          key={store.seller_id}
          className="delivery-store"
          disabled={disabled}
          data-testid={`delivery-${store.seller_id}`}
        >
          <legend className="h6 mb-2">{t('deliveryFor', { store: store.store_name })}</legend>
          {store.services.length === 1 && <p className="small text-danger">{t('noService')}</p>}
          {store.services.map((s) => (
            <Form.Check
              key={s.code}
              type="radio"
              id={`svc-${store.seller_id}-${s.code}`}
              name={`svc-${store.seller_id}`}
              // the pick shows at once; the server's prices follow
              checked={(delivery.services.get(store.seller_id) ?? store.service) === s.code}
              onChange={() => delivery.setServices(new Map([[store.seller_id, s.code]]))}
              label={t('serviceOption', {
                name: serviceName(s, t('pickupName')),
                price: s.price === 0 ? t('free') : price(s.price),
                eta:
                  s.kind === 'pickup'
                    ? t('etaPickup')
                    : t('etaDays', { range: dayRange(s.eta_min_days, s.eta_max_days) }),
              })}
            />
          ))}
          {store.assembly_price !== null && store.service !== 'pickup' && (
            <Form.Check
              className="mt-2"
              id={`assembly-${store.seller_id}`}
              checked={delivery.assembly.has(store.seller_id)}
              onChange={(e) => delivery.setAssembly(store.seller_id, e.target.checked)}
              label={t('assembly', { price: price(store.assembly_price) })}
            />
          )}
        </fieldset>
      ))}
    </>
  );
}
