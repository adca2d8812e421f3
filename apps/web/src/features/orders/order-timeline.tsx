import type { OrderEvent } from '@rima/shared/api/orders';
import { formatDateTime } from '@rima/shared/format';
import { STATUS_LABELS } from './order-status';

const ACTOR_LABELS = {
  buyer: 'by the buyer',
  seller: 'by the seller',
  system: 'automatically',
  operator: 'by RIMA support',
} as const;

export { formatDateTime };

/** The tracking timeline: every transition with its time, who made it and the note (newest last). */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  return (
    <ol className="order-timeline" aria-label="Order timeline">
      {events.map((event) => {
        const title = event.from === null ? 'Order placed' : STATUS_LABELS[event.to];
        return (
          <li key={event.id} className="order-timeline__event" data-status={event.to}>
            <div className="order-timeline__title">{title}</div>
            <div className="small text-muted">
              <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
              {event.from !== null && ` · ${ACTOR_LABELS[event.actor_role]}`}
            </div>
            {event.note && event.note !== title && <div className="small">{event.note}</div>}
          </li>
        );
      })}
    </ol>
  );
}
