import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { courierOfService, type BatchOrdersResult } from '@rima/shared/endpoints/fulfilment';
import type { Courier } from '@rima/shared/constants';
import { useT } from '../../lib/i18n';
import { ordersMessages } from './i18n/messages';
import { CourierField } from './courier-field';
import type { OrderSummary } from './orders-api';

type Row = { courier: Courier | ''; tracking: string };
type Props = {
  orders: readonly OrderSummary[];
  show: boolean;
  isSending: boolean;
  onHide: () => void;
  onShip: (
    shipments: { order_id: number; tracking_number: string; courier: Courier }[],
  ) => Promise<BatchOrdersResult | null>;
};

/** The buyer's courier first: the one of the service chosen at checkout, else the courier already set. */
export function preselectedCourier(order: Pick<OrderSummary, 'courier' | 'service'>): Courier | '' {
  return order.courier ?? courierOfService(order.service?.code) ?? '';
}

/** "Kirim" for many orders: a courier (the buyer's choice preselected) and a tracking number each. */
export function ShipManyDialog({ orders, show, isSending, onHide, onShip }: Props) {
  const t = useT(ordersMessages);
  const [rows, setRows] = useState<Record<number, Row>>({});
  const [isChecked, setIsChecked] = useState(false);
  const rowOf = (o: OrderSummary): Row => rows[o.id] ?? { courier: preselectedCourier(o), tracking: '' };
  const change = (o: OrderSummary, patch: Partial<Row>) =>
    setRows((r) => ({ ...r, [o.id]: { ...rowOf(o), ...patch } }));
  const isComplete = (o: OrderSummary) => rowOf(o).courier !== '' && rowOf(o).tracking.trim() !== '';

  const submit = () => {
    setIsChecked(true);
    if (!orders.every(isComplete)) return;
    void onShip(
      orders.map((o) => {
        const row = rowOf(o);
        return { order_id: o.id, tracking_number: row.tracking.trim(), courier: row.courier as Courier };
      }),
    ).then((result) => {
      if (result) {
        setRows({});
        setIsChecked(false);
      }
    });
  };

  return (
    <Modal show={show} onHide={onHide} centered scrollable>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        aria-label={t('shipManyTitle', { count: orders.length })}
      >
        <Modal.Header closeButton>
          <Modal.Title className="fw-light">{t('shipManyTitle', { count: orders.length })}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {orders.map((o) => {
            const row = rowOf(o);
            return (
              <fieldset key={o.id} className="border-bottom pb-2 mb-3">
                <legend className="fs-6 fw-bold mb-2">{t('orderForPlain', { id: o.id, name: o.name })}</legend>
                {o.service && <p className="small text-muted mb-2">{t('buyerChose', { service: o.service.name })}</p>}
                <div className="row g-2">
                  <CourierField
                    className="col-12 col-sm-5"
                    labelClassName="small mb-1"
                    controlId={`ship-${o.id}-courier`}
                    value={row.courier}
                    invalidText={isChecked && row.courier === '' ? t('chooseCourier') : null}
                    onChange={(courier) => change(o, { courier })}
                  />
                  <Form.Group className="col-12 col-sm-7" controlId={`ship-${o.id}-tracking`}>
                    <Form.Label className="small mb-1">{t('trackingFor', { id: o.id })}</Form.Label>
                    <Form.Control
                      value={row.tracking}
                      maxLength={100}
                      isInvalid={isChecked && row.tracking.trim() === ''}
                      onChange={(e) => change(o, { tracking: e.target.value })}
                    />
                    <Form.Control.Feedback type="invalid">{t('enterTracking')}</Form.Control.Feedback>
                  </Form.Group>
                </div>
              </fieldset>
            );
          })}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-dark" className="rounded-0" onClick={onHide}>
            {t('close')}
          </Button>
          <Button type="submit" variant="dark" className="rounded-0" disabled={isSending}>
            {isSending && <Spinner animation="border" size="sm" className="me-2" />}
            {t('shipMany', { count: orders.length })}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
