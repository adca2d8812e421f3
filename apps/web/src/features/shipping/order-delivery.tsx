import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { OrderDetail } from '@rima/shared/api/orders';
import type { SlotChoice } from '@rima/shared/api/shipping';
import { useErrorText } from '../../lib/errors/use-error-text';
import { notify } from '../../lib/toast';
import { useLanguage, useT, type Translate } from '../../lib/i18n';
import type { Language } from '@rima/shared/language';
import { shippingMessages } from './i18n/messages';
import { dayRange, serviceName, slotDay } from './messages';
import { useAnswerRescheduleMutation, useRequestRescheduleMutation } from './shipping-api';
import { SlotPicker } from './slot-picker';
import './shipping.css';

type ShippingKey = Parameters<Translate<NonNullable<(typeof shippingMessages)['keys']>>>[0];

/** The line a list shows for an order's slot: "Tue 1 Dec, 09:00–12:00, with assembly". */
export function slotLine(
  t: Translate<ShippingKey>,
  language: Language,
  slot: NonNullable<OrderDetail['delivery_slot']>,
): string {
  const values = { day: slotDay(slot.date, language), starts: slot.starts_at, ends: slot.ends_at };
  return t(slot.assembly ? 'slotLineAssembly' : 'slotLine', values);
}

/** The seller's order list: the service and the slot of one order. */
export function OrderSlotLine({ order }: { order: Pick<OrderDetail, 'service' | 'delivery_slot'> }) {
  const t = useT(shippingMessages);
  const language = useLanguage();
  const slot = order.delivery_slot;
  return (
    <p className="small mb-2" data-testid="seller-order-delivery">
      {[
        order.service && serviceName(order.service, t('pickupName')),
        slot &&
          `${t('slot')}: ${slotLine(t, language, slot)}${slot.status === 'released' ? ` ${t('slotReleased')}` : ''}`,
      ]
        .filter(Boolean)
        .join(' · ')}
    </p>
  );
}

/**
 * An order's delivery: the service and its estimate, the slot of bulky items, and rescheduling: one
 * side asks for another slot, the other accepts or declines.
 */
export function OrderDelivery({ order, actor }: { order: OrderDetail; actor: 'buyer' | 'seller' }) {
  const t = useT(shippingMessages);
  const errorText = useErrorText();
  const language = useLanguage();
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
      .catch((err: unknown) => notify.error(errorText(err)));

  if (!order.service && !slot) return null;
  return (
    <section className="order-delivery" aria-label={t('delivery')} data-testid="order-delivery">
      {order.service && (
        <p className="mb-1">
          {t('serviceEta', {
            name: serviceName(order.service, t('pickupName')),
            range: dayRange(order.service.eta_min_days, order.service.eta_max_days),
          })}
        </p>
      )}
      {slot && (
        <p className="mb-1" data-testid="order-slot">
          {t('slot')}: <strong>{slotLine(t, language, slot)}</strong>{' '}
          {slot.status === 'released' ? t('slotReleased') : order.status === 'awaiting_payment' ? t('slotHeld') : ''}
        </p>
      )}
      {open && (
        <div className="mt-2">
          <p className="mb-1 small">
            {t('rescheduleAsked', {
              who: open.requested_by,
              day: slotDay(open.date, language),
              starts: open.starts_at,
              ends: open.ends_at,
            })}
            {open.note && <span className="d-block">{t('rescheduleNote', { note: open.note })}</span>}
          </p>
          {open.requested_by === actor ? (
            <>
              <p className="small text-muted mb-1">{t('waiting')}</p>
              <Button
                size="sm"
                variant="outline-dark"
                className="rounded-0"
                disabled={answerState.isLoading}
                onClick={() => run(answer({ orderId: order.id, action: 'withdraw' }).unwrap(), t('withdrawn'))}
              >
                {t('withdraw')}
              </Button>
            </>
          ) : (
            <div className="d-flex gap-2">
              <Button
                size="sm"
                variant="dark"
                className="rounded-0"
                disabled={answerState.isLoading}
                onClick={() => run(answer({ orderId: order.id, action: 'accept' }).unwrap(), t('accepted'))}
              >
                {t('accept')}
              </Button>
              <Button
                size="sm"
                variant="outline-dark"
                className="rounded-0"
                disabled={answerState.isLoading}
                onClick={() => run(answer({ orderId: order.id, action: 'decline' }).unwrap(), t('declined'))}
              >
                {t('decline')}
              </Button>
            </div>
          )}
        </div>
      )}
      {!open && order.reschedule && (
        <p className="small text-muted mb-1">{t('lastAnswer', { status: order.reschedule.status })}</p>
      )}
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
                onClick={() =>
                  choice && run(request({ orderId: order.id, body: choice }).unwrap(), t('rescheduleSent'))
                }
              >
                {t('rescheduleSend')}
              </Button>
            </>
          ) : (
            <Button size="sm" variant="outline-dark" className="rounded-0" onClick={() => setAsking(true)}>
              {t('reschedule')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
