import type { Cart } from '@rima/shared/endpoints/cart';
import { useFormat, useT } from '../../lib/i18n';
import { cartMessages } from './i18n/messages';

/** The cart's stores on holiday: when each reopens (their delivery days already move past it). */
export function StoreHolidayNotice({ holidays }: { holidays: Cart['store_holidays'] }) {
  const t = useT(cartMessages);
  const { date } = useFormat();
  if (!holidays || holidays.length === 0) return null;
  const day = (d: string) => date(`${d}T00:00:00+07:00`);
  return (
    <div className="alert alert-warning rounded-0" role="status" data-testid="store-holiday">
      {holidays.map((h) => (
        <p key={h.seller_id} className="mb-1">
          <i className="bi bi-calendar-x" aria-hidden="true" />{' '}
          {t(h.is_closed ? 'storeClosed' : 'storeHolidaySoon', {
            store: h.store_name,
            from: day(h.from),
            until: day(h.until),
            reopens: day(h.reopens_on),
          })}
          {h.note && <span className="d-block small">{h.note}</span>}
        </p>
      ))}
    </div>
  );
}
