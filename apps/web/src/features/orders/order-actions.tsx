import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { COURIER_LABELS, COURIERS, type Courier } from '@rima/shared/constants';
import { getErrorMessage } from '../../lib/get-error-message';
import { notify } from '../../lib/toast';
import { type OrderStatus, useUpdateOrderStatusMutation } from './orders-api';

type Actor = 'buyer' | 'seller';

const ACTION_LABELS: Partial<Record<OrderStatus, string>> = {
  processing: 'Process order',
  shipped: 'Ship order',
  delivered: 'Mark delivered',
  completed: 'Confirm received',
  cancelled: 'Cancel order',
};

const DONE_MESSAGES: Partial<Record<OrderStatus, string>> = {
  processing: 'Order is being processed',
  shipped: 'Order shipped',
  delivered: 'Order marked as delivered',
  completed: 'Thank you! Order completed',
  cancelled: 'Order cancelled',
};

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

type Props = { orderId: number; actions: readonly OrderStatus[]; actor: Actor; size?: 'sm' };

/**
 * The status buttons for one order. Shipping asks for the tracking number, cancelling asks for a reason
 * (required from a seller), both in a modal.
 */
export function OrderActions({ orderId, actions, actor, size }: Props) {
  const [updateOrderStatus, { isLoading }] = useUpdateOrderStatusMutation();
  const [dialog, setDialog] = useState<'shipped' | 'cancelled' | 'completed' | null>(null);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [courier, setCourier] = useState<Courier | ''>('');
  const [courierError, setCourierError] = useState<string | null>(null);
  const offered = actions.filter((a) => ACTION_LABELS[a] !== undefined);
  if (offered.length === 0) return null;

  async function move(status: OrderStatus, extra: { tracking_number?: string; courier?: Courier; note?: string } = {}) {
    try {
      await updateOrderStatus({ id: orderId, status, ...extra }).unwrap();
      notify.success(DONE_MESSAGES[status] ?? 'Order updated');
      setDialog(null);
      setText('');
    } catch (err) {
      notify.error(getErrorMessage(err));
    }
  }

  function open(status: 'shipped' | 'cancelled' | 'completed') {
    setText('');
    setTextError(null);
    setCourier('');
    setCourierError(null);
    setDialog(status);
  }

  function confirmDialog() {
    const value = text.trim();
    if (dialog === 'shipped') {
      // issue 17: the courier as well as the tracking number
      if (!courier) setCourierError('Choose the courier');
      if (!value) setTextError('Enter the tracking number');
      if (!courier || !value) return;
      void move('shipped', { tracking_number: value, courier });
    } else if (dialog === 'completed') {
      void move('completed');
    } else if (dialog === 'cancelled') {
      if (!value && actor === 'seller') return setTextError('Tell the buyer why the order is cancelled');
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
              // issue 17: 'Confirm received' asks first, like shipping and cancelling
              if (status === 'shipped' || status === 'cancelled' || status === 'completed') open(status);
              else void move(status);
            }}
          >
            {ACTION_LABELS[status]}
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
                ? `Ship order #${orderId}`
                : dialog === 'completed'
                  ? `Confirm order #${orderId} received`
                  : `Cancel order #${orderId}`}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {dialog === 'completed' ? (
              <p className="mb-0">
                Did everything in this order arrive in good condition? Once confirmed, the order is completed and the
                store is paid.
              </p>
            ) : (
              <>
                {dialog === 'shipped' && (
                  <Form.Group className="mb-3" controlId={`order-${orderId}-courier`}>
                    <Form.Label>Courier</Form.Label>
                    <Form.Select
                      value={courier}
                      isInvalid={courierError !== null}
                      onChange={(e) => {
                        setCourier(COURIERS.find((c) => c === e.target.value) ?? '');
                        setCourierError(null);
                      }}
                    >
                      <option value="" disabled>
                        Select…
                      </option>
                      {COURIERS.map((c) => (
                        <option key={c} value={c}>
                          {COURIER_LABELS[c]}
                        </option>
                      ))}
                    </Form.Select>
                    <Form.Control.Feedback type="invalid">{courierError}</Form.Control.Feedback>
                  </Form.Group>
                )}
                <Form.Group controlId={`order-${orderId}-dialog-text`}>
                  <Form.Label>
                    {dialog === 'shipped' ? 'Tracking number' : actor === 'seller' ? 'Reason' : 'Reason (optional)'}
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
                  <Form.Control.Feedback type="invalid">{textError}</Form.Control.Feedback>
                </Form.Group>
              </>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-dark" className="rounded-0" onClick={() => setDialog(null)}>
              Close
            </Button>
            <Button type="submit" variant="dark" className="rounded-0" disabled={isLoading}>
              {dialog === 'shipped' ? 'Ship' : dialog === 'completed' ? 'Yes, I received it' : 'Confirm cancellation'}
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}
