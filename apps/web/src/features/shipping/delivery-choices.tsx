import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import type { Cart } from '@rima/shared/api/cart';
import { SHIP_TEXT as T, rupiah } from './messages';
import type { DeliveryState } from './delivery-params';

/** "Ship to": the address book as a list to choose from, or a link to add the first address. */
export function ShipTo({ delivery, onAdd }: { delivery: DeliveryState; onAdd?: () => void }) {
  if (delivery.addresses.length === 0) {
    return (
      <div className="delivery-store">
        <p className="mb-2">{T.needAddress}</p>
        {onAdd ? (
          <button type="button" className="btn btn-dark rounded-0 btn-sm" onClick={onAdd}>
            {T.addAddress}
          </button>
        ) : (
          <Link to="/profile/addresses" className="btn btn-dark rounded-0 btn-sm">
            {T.addAddress}
          </Link>
        )}
      </div>
    );
  }
  return (
    <Form.Group className="mb-3" controlId="ship-to">
      <Form.Label className="fw-semibold">{T.shipTo}</Form.Label>
      <Form.Select
        className="rounded-0"
        value={delivery.address?.id ?? ''}
        onChange={(e) => delivery.setAddress(Number(e.target.value))}
      >
        {delivery.addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {a.label}: {a.recipient}, {a.district.name}, {a.regency.name}
          </option>
        ))}
      </Form.Select>
      {delivery.address && (
        <p className="small text-muted mt-1 mb-0 address-card__line">{delivery.address.full_address}</p>
      )}
      <Link to="/profile/addresses" className="small text-dark">
        {T.manageAddresses}
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
          <legend className="h6 mb-2">{T.deliveryFor(store.store_name)}</legend>
          {store.services.length === 1 && <p className="small text-danger">{T.noService}</p>}
          {store.services.map((s) => (
            <Form.Check
              key={s.code}
              type="radio"
              id={`svc-${store.seller_id}-${s.code}`}
              name={`svc-${store.seller_id}`}
              checked={store.service === s.code}
              onChange={() => delivery.setServices(new Map([[store.seller_id, s.code]]))}
              label={`${s.name}: ${s.price === 0 ? 'Free' : rupiah(s.price)}, ${T.eta(s.eta_min_days, s.eta_max_days)}`}
            />
          ))}
          {store.assembly_price !== null && store.service !== 'pickup' && (
            <Form.Check
              className="mt-2"
              id={`assembly-${store.seller_id}`}
              checked={store.assembly}
              onChange={(e) => delivery.setAssembly(store.seller_id, e.target.checked)}
              label={T.assembly(store.assembly_price)}
            />
          )}
        </fieldset>
      ))}
    </>
  );
}
