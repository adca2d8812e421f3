import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { SlotChoice } from '@rima/shared/api/shipping';
import { useLanguage, useT } from '../../lib/i18n';
import { shippingMessages } from './i18n/messages';
import { slotDay } from './messages';
import { useGetDeliverySlotsQuery } from './shipping-api';
import './shipping.css';

/** A store's calendar: pick a day, then a window with room left. */
export function SlotPicker(props: {
  sellerId: number;
  storeName: string;
  value: SlotChoice | undefined;
  onChange: (slot: SlotChoice) => void;
  error?: string | undefined;
  /** The chosen service, one of the store's products and the address: the days start where the promise allows. */
  promise?: { service: string | null; productId: number | undefined; addressId: number | undefined };
}) {
  const t = useT(shippingMessages);
  const language = useLanguage();
  const { data, isLoading } = useGetDeliverySlotsQuery(
    {
      sellerId: props.sellerId,
      ...(props.promise?.service && props.promise.productId && props.promise.addressId
        ? { service: props.promise.service, productId: props.promise.productId, addressId: props.promise.addressId }
        : {}),
    },
    { refetchOnMountOrArgChange: true },
  );
  const id = useId();
  const days = data?.days ?? [];
  const date = props.value?.date ?? days.find((d) => d.windows.some((w) => w.left > 0))?.date ?? '';
  const day = days.find((d) => d.date === date);
  return (
    <fieldset className="delivery-store" aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend className="h6 mb-2">{t('slotTitle', { store: props.storeName })}</legend>
      {isLoading ? (
        <p className="small text-muted mb-0">{t('loading')}</p>
      ) : days.length === 0 ? (
        <p className="small text-danger mb-0">{t('slotNone')}</p>
      ) : (
        <>
          {data?.transit_max_days != null && data.service && (
            <p className="small text-muted mb-2" data-testid="slot-earliest">
              {t('slotEarliest', {
                day: slotDay(data.earliest_date, language),
                shipBy: slotDay(data.ship_by, language),
                days: data.transit_max_days,
              })}
            </p>
          )}
          <Form.Group className="mb-2" controlId={`${id}-day`}>
            <Form.Label className="small">{t('slotDay')}</Form.Label>
            <Form.Select
              className="rounded-0"
              value={date}
              onChange={(e) => {
                const next = days.find((d) => d.date === e.target.value);
                const open = next?.windows.find((w) => w.left > 0);
                if (next && open) props.onChange({ date: next.date, window_id: open.id });
              }}
            >
              {days.map((d) => (
                <option key={d.date} value={d.date} disabled={d.windows.every((w) => w.left === 0)}>
                  {slotDay(d.date, language)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <div className="slot-grid" role="group" aria-label={t('windowsOn', { day: slotDay(date, language) })}>
            {day?.windows.map((w) => {
              const isOn = props.value?.date === date && props.value.window_id === w.id;
              return (
                <Button
                  key={w.id}
                  size="sm"
                  variant={isOn ? 'dark' : 'outline-dark'}
                  aria-pressed={isOn}
                  disabled={w.left === 0}
                  onClick={() => props.onChange({ date, window_id: w.id })}
                >
                  {t('slotWindow', { starts: w.starts_at, ends: w.ends_at, left: w.left })}
                </Button>
              );
            })}
          </div>
        </>
      )}
      {props.error && (
        <p id={`${id}-error`} className="small text-danger mt-2 mb-0">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
