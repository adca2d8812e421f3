import type { OrderEvent } from '@rima/shared/api/orders';
import { formatDateTime } from '@rima/shared/format';
import { useFormat, useT, type Translate } from '../../lib/i18n';
import type en from './i18n/en.json';
import { ordersMessages } from './i18n/messages';
import { useStatusLabel } from './order-status';

export { formatDateTime };

type OrdersKey = keyof typeof en;

/**
 * The notes the shop writes itself on a step (order_events.note, stored in English) in the interface's
 * language; a note a person typed (a cancellation reason) stays as written.
 */
function shopNote(note: string, t: Translate<OrdersKey>): string {
  if (note === 'Payment received') return t('note.paymentReceived');
  if (note === 'Payment not received within 24 hours') return t('note.notPaid');
  const card = /^Payment received \(VISA card ending (\d{4})\)$/.exec(note);
  if (card) return t('note.paidCard', { last4: card[1] });
  const sandbox = /^Payment received \((\w+), sandbox simulation\)$/.exec(note);
  if (sandbox) return t('note.paidSandbox', { method: sandbox[1] });
  const completed = /^Completed automatically (\d+) days after delivery$/.exec(note);
  if (completed) return t('note.autoCompleted', { days: completed[1] });
  return note;
}

const ACTORS = new Set(['buyer', 'seller', 'system', 'operator']);

/** The tracking timeline: every transition with its time, who made it and the note (newest last). */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const t = useT(ordersMessages);
  const statusLabel = useStatusLabel();
  const { dateTime } = useFormat();
  return (
    <ol className="order-timeline" aria-label={t('orderTimeline')}>
      {events.map((event) => {
        const isPlaced = event.from === null;
        const title = isPlaced ? t('orderPlaced') : statusLabel(event.to);
        const note = event.note && !(isPlaced && event.note === 'Order placed') ? shopNote(event.note, t) : null;
        return (
          <li key={event.id} className="order-timeline__event" data-status={event.to}>
            <div className="order-timeline__title">{title}</div>
            <div className="small text-muted">
              <time dateTime={event.created_at}>{dateTime(event.created_at)}</time>
              {!isPlaced && ACTORS.has(event.actor_role) && ` · ${t(`actor.${event.actor_role}` as OrdersKey)}`}
            </div>
            {note && note !== title && <div className="small">{note}</div>}
          </li>
        );
      })}
    </ol>
  );
}
