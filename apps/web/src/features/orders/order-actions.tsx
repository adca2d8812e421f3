import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { Courier } from '@rima/shared/constants';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { ordersMessages } from './i18n/messages';
import { CourierField } from './courier-field';
import { type OrderStatus, useUpdateOrderStatusMutation } from './orders-api';

type Actor = 'buyer' | 'seller';

/** The statuses a button can move an order to (their label `action.<status>`, their toast `done.<status>`). */
const ACTIONS = ['processing', 'shipped', 'delivered', 'completed', 'cancelled'] as const;
type Action = (typeof ACTIONS)[number];
const isAction = (status: OrderStatus): status is Action => (ACTIONS as readonly string[]).includes(status);
type Problem = 'chooseCourier' | 'enterTracking' | 'tellWhy';

/** What a seller may do with an order in `status` (the server decides again; this only offers buttons). */
export function sellerActionsFor(status: OrderStatus): OrderStatus[] {
  switch (status) {
    case 'awaiting_payment':
      return ['cancelled'];
    case 'paid':
      return ['processing', 'cancelled'];
    case 'processing':
      return ['shipped', 'cancelled'];
    case 'shipped':
      return ['delivered'];
    default:
      return [];
  }
}

type Props = {
  orderId: number;
  actions: readonly OrderStatus[];
  actor: Actor;
  size?: 'sm';
  /** The ship dialog's courier to start with: the buyer's choice at checkout. */
  defaultCourier?: Courier | null;
};

/**
 * The status buttons for one order. Shipping asks for the tracking number, cancelling asks for a reason
 * (required from a seller), both in a modal.
 */
export function OrderActions({ orderId, actions, actor, size, defaultCourier }: Props) {
  const t = useT(ordersMessages);
  const errorText = useErrorText();
  const [updateOrderStatus, { isLoading }] = useUpdateOrderStatusMutation();
  const [dialog, setDialog] = useState<'shipped' | 'cancelled' | 'completed' | null>(null);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<Problem | null>(null);
  const [courier, setCourier] = useState<Courier | ''>('');
  const [courierError, setCourierError] = useState<Problem | null>(null);
  const offered = actions.filter(isAction);
  if (offered.length === 0) return null;

  async function move(status: Action, extra: { tracking_number?: string; courier?: Courier; note?: string } = {}) {
    try {
      await updateOrderStatus({ id: orderId, status, ...extra }).unwrap();
      notify.success(t(`done.${status}`));
      setDialog(null);
      setText('');
    } catch (err) {
      notify.error(errorText(err));
    }
  }

  function open(status: 'shipped' | 'cancelled' | 'completed') {
    setText('');
    setTextError(null);
    setCourier(defaultCourier ?? '');
    setCourierError(null);
    setDialog(status);
  }

  function confirmDialog() {
    const value = text.trim();
    if (dialog === 'shipped') {
      // The courier as well as the tracking number
      if (!courier) setCourierError('chooseCourier');
      if (!value) setTextError('enterTracking');
      if (!courier || !value) return;
      void move('shipped', { tracking_number: value, courier });
    } else if (dialog === 'completed') {
      void move('completed');
    } else if (dialog === 'cancelled') {
      if (!value && actor === 'seller') return setTextError('tellWhy');
      void move('cancelled', value ? { note: value } : {});
    }
  }

  return (
    <>
      <div className="d-flex flex-wrap gap-2">
        {offered.map((status) => (
          <Button
            key={status}
            size={size}
            variant={status === 'cancelled' ? 'outline-dark' : 'dark'}
            className="rounded-0"
            disabled={isLoading}
            onClick={() => {
              // 'Confirm received' asks first, like shipping and cancelling
              if (status === 'shipped' || status === 'cancelled' || status === 'completed') open(status);
              else void move(status);
            }}
          >
            {t(`action.${status}`)}
          </Button>
        ))}
      </div>
      <Modal show={dialog !== null} onHide={() => setDialog(null)} centered>
        <Form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            confirmDialog();
          }}
        >
          <Modal.Header closeButton>
            <Modal.Title className="fw-light">
              {dialog === 'shipped'
                ? t('shipTitle', { id: orderId })
                : dialog === 'completed'
                  ? t('confirmTitle', { id: orderId })
                  : t('cancelTitle', { id: orderId })}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {dialog === 'completed' ? (
              <p className="mb-0">{t('confirmText')}</p>
            ) : (
              <>
                {dialog === 'shipped' && (
                  <CourierField
                    className="mb-3"
                    controlId={`order-${orderId}-courier`}
                    value={courier}
                    invalidText={courierError && t(courierError)}
                    onChange={(next) => {
                      setCourier(next);
                      setCourierError(null);
                    }}
                  />
                )}
                <Form.Group controlId={`order-${orderId}-dialog-text`}>
                  <Form.Label>
                    {dialog === 'shipped'
                      ? t('trackingNumber')
                      : actor === 'seller'
                        ? t('reason')
                        : t('reasonOptional')}
                  </Form.Label>
                  <Form.Control
                    as={dialog === 'cancelled' ? 'textarea' : 'input'}
                    value={text}
                    maxLength={dialog === 'shipped' ? 100 : 500}
                    isInvalid={textError !== null}
                    onChange={(e) => {
                      setText(e.target.value);
                      setTextError(null);
                    }}
                    autoFocus
                  />
                  <Form.Control.Feedback type="invalid">{textError && t(textError)}</Form.Control.Feedback>
                </Form.Group>
              </>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-dark" className="rounded-0" onClick={() => setDialog(null)}>
              {t('close')}
            </Button>
            <Button type="submit" variant="dark" className="rounded-0" disabled={isLoading}>
              {dialog === 'shipped' ? t('ship') : dialog === 'completed' ? t('yesReceived') : t('confirmCancel')}
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}
