import { useEffect, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useAppSelector } from '../../app/hooks';
import { useFormat, useT } from '../../lib/i18n';
import { useListAddressesQuery, useSearchRegenciesQuery, type Regency } from '../addresses/addresses-api';
import { shippingMessages } from './i18n/messages';
import { dayRange } from './messages';
import { useGetShippingQuoteQuery } from './shipping-api';

type City = { code: string; name: string };
const CITY_KEY = 'rima.shipCity';

function readCity(): City | null {
  try {
    const v = JSON.parse(localStorage.getItem(CITY_KEY) ?? 'null') as City | null;
    return v && typeof v.code === 'string' && typeof v.name === 'string' ? v : null;
  } catch {
    return null;
  }
}

function CityPicker({ onPick }: { onPick: (city: City) => void }) {
  const t = useT(shippingMessages);
  const [q, setQ] = useState('');
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setQ(typed.trim()), 250);
    return () => clearTimeout(t);
  }, [typed]);
  const { data: found = [] } = useSearchRegenciesQuery(q, { skip: q.length < 3 });
  const id = useId();
  return (
    <div className="ongkir__picker">
      <Form.Label htmlFor={id} className="small mb-1">
        {t('cityLabel')}
      </Form.Label>
      <Form.Control
        id={id}
        size="sm"
        className="rounded-0"
        placeholder={t('cityPlaceholder')}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        autoComplete="address-level2"
      />
      {q.length >= 3 && (
        <ul className="ongkir__results list-unstyled mb-0" aria-label={t('citiesFound')}>
          {found.slice(0, 6).map((r: Regency) => (
            <li key={r.code}>
              <Button
                variant="link"
                size="sm"
                className="p-0 text-dark"
                onClick={() => onPick({ code: r.code, name: r.name })}
              >
                {t('cityOption', { city: r.name, province: r.province_name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The product page's "Ongkir to <place>: from Rp… (arrives in N–M days)": to the customer's default
 * address, else to a city the visitor picks (remembered on this device); for the chosen variant when there is one.
 */
export default function OngkirLine({ productId, variantId }: { productId: number; variantId?: number | undefined }) {
  const t = useT(shippingMessages);
  const { price } = useFormat();
  const isCustomer = useAppSelector((s) => s.auth.userInfo?.role === 'customer' && Boolean(s.auth.userInfo.token));
  const { data: addresses } = useListAddressesQuery(undefined, { skip: !isCustomer });
  const [city, setCity] = useState<City | null>(() => readCity());
  const [isPicking, setPicking] = useState(false);
  const home = addresses?.find((a) => a.is_default);
  const target = city ?? (home ? { code: home.regency.code, name: `${home.label} (${home.regency.name})` } : null);
  const {
    data: quote,
    isFetching,
    error,
  } = useGetShippingQuoteQuery(
    // The chosen variant's own size prices the parcel.
    {
      product_id: productId,
      qty: 1,
      to: target?.code ?? '',
      ...(variantId !== undefined ? { variant_id: variantId } : {}),
    },
    { skip: !target },
  );
  const pick = (c: City) => {
    setCity(c);
    setPicking(false);
    try {
      localStorage.setItem(CITY_KEY, JSON.stringify(c));
    } catch {
      // private mode: the choice lasts for this page only
    }
  };
  const cheapest = quote?.services[0];
  return (
    <div className="ongkir" data-testid="ongkir">
      <i className="bi bi-truck me-2" aria-hidden="true" />
      {!target || isPicking ? (
        <CityPicker onPick={pick} />
      ) : (
        <span className="ongkir__text" role="status">
          {isFetching || (!quote && !error)
            ? t('ongkirLoading')
            : quote && !quote.from
              ? t('ongkirNoOrigin')
              : cheapest
                ? t('ongkirTo', {
                    place: target.name,
                    price: price(cheapest.price),
                    range: dayRange(cheapest.eta_min_days, cheapest.eta_max_days),
                  })
                : t('ongkirNone', { place: target.name })}
          <Button
            variant="link"
            size="sm"
            className="ongkir__change p-0 ms-2 align-baseline"
            onClick={() => setPicking(true)}
          >
            {t('changeCity')}
          </Button>
          {quote?.needs_slot && <span className="d-block small text-muted">{t('bulkyNote')}</span>}
          {quote?.assembly_price != null && (
            <span className="d-block small text-muted">
              {t('assemblyNote', { price: price(quote.assembly_price) })}
            </span>
          )}
        </span>
      )}
    </div>
  );
}
