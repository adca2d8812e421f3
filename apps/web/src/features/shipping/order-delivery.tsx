import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { OrderDetail } from '@rima/shared/api/orders';
import type { SlotChoice } from '@rima/shared/api/shipping';
import { getErrorMessage } from '../../lib/get-error-message';
import { notify } from '../../lib/toast';
import { SHIP_TEXT as T, days, slotDay } from './messages';
import { useAnswerRescheduleMutation, useRequestRescheduleMutation } from './shipping-api';
import { SlotPicker } from './slot-picker';
import './shipping.css';

/** The line a list shows for an order's slot: "Tue 1 Dec, 09:00–12:00, with assembly". */
export function slotLine(slot: NonNullable<OrderDetail['delivery_slot']>): string {
  return `${slotDay(slot.date)}, ${slot.starts_at}–${slot.ends_at}${slot.assembly ? `, ${T.withAssembly}` : ''}`;
}

/**
 * An order's delivery (issue 15): the service and its estimate, the slot of bulky items, and rescheduling: one
 * side asks for another slot, the other accepts or declines.
 */
export function OrderDelivery({ order, actor }: { order: OrderDetail; actor: 'buyer' | 'seller' }) {
  const [isAsking, setAsking] = useState(false);
  const [choice, setChoice] = useState<SlotChoice | undefined>();
  const [request, requestState] = useRequestRescheduleMutation();
  const [answer, answerState] = useAnswerRescheduleMutation();
  const slot = order.delivery_slot;
  const open = order.reschedule?.status === 'pending' ? order.reschedule : null;
  const isClosed = ['cancelled', 'delivered', 'completed'].includes(order.status);
  const run = (p: Promise<unknown>, done: string) =>
    void p
      .then(() => {
        notify.success(done);
        setAsking(false);
      })
      .catch((err: unknown) => notify.error(getErrorMessage(err)));

  if (!order.service && !slot) return null;
  return (
    <section className="order-delivery" aria-label="Delivery" data-testid="order-delivery">
      {order.service && (
        <p className="mb-1">
          <strong>{order.service.name}</strong> · arrives in{' '}
          {days(order.service.eta_min_days, order.service.eta_max_days)}
        </p>
      )}
      {slot && (
        <p className="mb-1" data-testid="order-slot">
          {T.slot}: <strong>{slotLine(slot)}</strong>
          {slot.status === 'released'
            ? ` (${T.slotReleased})`
            : order.status === 'awaiting_payment'
              ? ` (${T.slotHeld})`
              : ''}
        </p>
      )}
      {open && (
        <div className="mt-2">
          <p className="mb-1 small">
            {T.rescheduleAsked(
              open.requested_by === 'buyer' ? 'The buyer' : 'The store',
              slotDay(open.date),
              open.starts_at,
              open.ends_at,
            )}
            {open.note ? `: “${open.note}”` : ''}
          </p>
          {open.requested_by === actor ? (
            <>
              <p className="small text-muted mb-1">{T.waiting}</p>
              <Button
                size="sm"
                variant="outline-dark"
                className="rounded-0"
                disabled={answerState.isLoading}
                onClick={() => run(answer({ orderId: order.id, action: 'withdraw' }).unwrap(), T.withdraw)}
              >
                {T.withdraw}
              </Button>
            </>
          ) : (
            <div className="d-flex gap-2">
              <Button
                size="sm"
                variant="dark"
                className="rounded-0"
                disabled={answerState.isLoading}
                onClick={() => run(answer({ orderId: order.id, action: 'accept' }).unwrap(), T.accept)}
              >
                {T.accept}
              </Button>
              <Button
                size="sm"
                variant="outline-dark"
                className="rounded-0"
                disabled={answerState.isLoading}
                onClick={() => run(answer({ orderId: order.id, action: 'decline' }).unwrap(), T.decline)}
              >
                {T.decline}
              </Button>
            </div>
          )}
        </div>
      )}
      {!open && order.reschedule && <p className="small text-muted mb-1">{T.lastAnswer(order.reschedule.status)}</p>}
      {slot?.status === 'active' && !open && !isClosed && (
        <div className="mt-2">
          {isAsking ? (
            <>
              <SlotPicker sellerId={order.seller_id} storeName={order.store_name} value={choice} onChange={setChoice} />
              <Button
                size="sm"
                variant="dark"
                className="rounded-0"
                disabled={!choice || requestState.isLoading}
                onClick={() => choice && run(request({ orderId: order.id, body: choice }).unwrap(), T.rescheduleSend)}
              >
                {T.rescheduleSend}
              </Button>
            </>
          ) : (
            <Button size="sm" variant="outline-dark" className="rounded-0" onClick={() => setAsking(true)}>
              {T.reschedule}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
