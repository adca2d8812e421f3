import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { PageBanner } from '../../components/layout/page-banner';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ordersMessages } from './i18n/messages';
import { useLazyTrackOrderQuery } from './orders-api';

/** Where the tracking detail page reads its lookup from: /order/tracking/detail/:id?email=… */
export function trackingDetailPath(orderId: number, email: string): string {
  return `/order/tracking/detail/${orderId}?${new URLSearchParams({ email }).toString()}`;
}

/** /order/tracking: Order ID + Billing Email → a real lookup that works for guests too. */
export default function TrackingPage() {
  const t = useT(ordersMessages);
  const errorText = useErrorText();
  useDocumentTitle(t('trackingTitle'));
  const navigate = useNavigate();
  const [orderId, setOrderId] = useState('');
  const [email, setEmail] = useState('');
  // This page's own words (a key) or the lookup's failure, translated when shown.
  const [problem, setProblem] = useState<{ key: 'trackBoth' | 'trackIdFormat' } | { error: unknown } | null>(null);
  const [trackOrder, { isFetching }] = useLazyTrackOrderQuery();

  async function handleSubmit() {
    const id = orderId.trim().replace(/^#/, '');
    const mail = email.trim();
    if (!id || !mail) return setProblem({ key: 'trackBoth' });
    if (!/^\d{1,9}$/.test(id)) return setProblem({ key: 'trackIdFormat' });
    setProblem(null);
    try {
      const order = await trackOrder({ order_id: id, email: mail }).unwrap();
      await navigate(trackingDetailPath(order.id, mail));
    } catch (err) {
      setProblem({ error: err });
    }
  }

  return (
    <>
      <PageBanner title={t('trackingTitle')} subtitle={t('trackingSubtitle')} />
      <section className="container pb-5" style={{ maxWidth: 640 }}>
        <p className="text-muted">{t('trackIntro')}</p>
        <Form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void handleSubmit();
          }}
        >
          <Form.Group className="mb-3" controlId="tracking-order-id">
            <Form.Label>{t('orderId')}</Form.Label>
            <Form.Control
              inputMode="numeric"
              placeholder={t('orderIdHint')}
              value={orderId}
              onChange={(e) => setOrderId(e.target.value)}
            />
          </Form.Group>
          <Form.Group className="mb-4" controlId="tracking-email">
            <Form.Label>{t('billingEmail')}</Form.Label>
            <Form.Control
              type="email"
              autoComplete="email"
              placeholder={t('billingEmailHint')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Form.Group>
          {problem && (
            <Alert variant="danger" role="alert">
              {'key' in problem ? t(problem.key) : errorText(problem.error, t('orderNotFound'))}
            </Alert>
          )}
          <Button type="submit" variant="dark" className="rounded-0 px-5" disabled={isFetching}>
            {isFetching ? t('tracking') : t('track')}
          </Button>
        </Form>
      </section>
    </>
  );
}
