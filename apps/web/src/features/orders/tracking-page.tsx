import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { PageBanner } from '../../components/layout/page-banner';
import { getErrorMessage } from '../../lib/get-error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLazyTrackOrderQuery } from './orders-api';

/** Where the tracking detail page reads its lookup from: /order/tracking/detail/:id?email=… */
export function trackingDetailPath(orderId: number, email: string): string {
  return `/order/tracking/detail/${orderId}?${new URLSearchParams({ email }).toString()}`;
}

/** /order/tracking: Order ID + Billing Email → a real lookup that works for guests too. */
export default function TrackingPage() {
  useDocumentTitle('Order Tracking');
  const navigate = useNavigate();
  const [orderId, setOrderId] = useState('');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [trackOrder, { isFetching }] = useLazyTrackOrderQuery();

  async function handleSubmit() {
    const id = orderId.trim().replace(/^#/, '');
    const mail = email.trim();
    if (!id || !mail) return setProblem('Enter both the order ID and the billing e-mail.');
    if (!/^\d{1,9}$/.test(id)) return setProblem('The order ID is the number from your order, e.g. 1024.');
    setProblem(null);
    try {
      const order = await trackOrder({ order_id: id, email: mail }).unwrap();
      await navigate(trackingDetailPath(order.id, mail));
    } catch (err) {
      setProblem(getErrorMessage(err, 'Order not found'));
    }
  }

  return (
    <>
      <PageBanner title="Order Tracking" subtitle="Where is my order?" />
      <section className="container pb-5" style={{ maxWidth: 640 }}>
        <p className="text-muted">
          To track your order enter your Order ID and the Billing Email you used at checkout, then press Track.
        </p>
        <Form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void handleSubmit();
          }}
        >
          <Form.Group className="mb-3" controlId="tracking-order-id">
            <Form.Label>Order ID</Form.Label>
            <Form.Control
              inputMode="numeric"
              placeholder="Found in your order confirmation"
              value={orderId}
              onChange={(e) => setOrderId(e.target.value)}
            />
          </Form.Group>
          <Form.Group className="mb-4" controlId="tracking-email">
            <Form.Label>Billing Email</Form.Label>
            <Form.Control
              type="email"
              autoComplete="email"
              placeholder="Email you used during checkout"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Form.Group>
          {problem && (
            <Alert variant="danger" role="alert">
              {problem}
            </Alert>
          )}
          <Button type="submit" variant="dark" className="rounded-0 px-5" disabled={isFetching}>
            {isFetching ? 'Tracking…' : 'Track'}
          </Button>
        </Form>
      </section>
    </>
  );
}
