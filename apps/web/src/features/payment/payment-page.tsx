import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Link } from '../../lib/link';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useFormat, useT } from '../../lib/i18n';
import { eventToastKey, notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { canonicalMethod } from '@rima/shared/endpoints/payment-methods';
import { Countdown } from './countdown';
import { paymentMessages } from './i18n/messages';
import { PaymentFrame } from './payment-frame';
import { HowToPay, PaymentFacts, PaymentQr } from './payment-instructions';
import { type PaymentDetail, paymentApi, useGetPaymentQuery, useSimulatePaymentMutation } from './payment-api';
import './payment.css';

/** How often a pending payment is asked about: the page turns to paid by itself soon after the bank's word. */
const POLL_MS = 3000;

/** Where the buyer goes once a payment settles: the order itself when there is one, else the list. */
export function ordersPathAfterPayment(payment: Pick<PaymentDetail, 'orders'>): string {
  const [only, ...rest] = payment.orders;
  return only && rest.length === 0 ? `/order/${only.id}` : '/order?tab=packed';
}

export default function PaymentPage() {
  const t = useT(paymentMessages);
  useDocumentTitle(t('waitingTitle'));
  const id = Number(useParams().id);
  const skip = !Number.isInteger(id);
  // Asked again only while it can still be paid; what the cache knows decides, without subscribing twice.
  const { data: known } = paymentApi.endpoints.getPayment.useQueryState(id, { skip });
  const pollingInterval = !known || known.status === 'pending' ? POLL_MS : 0;
  const query = useGetPaymentQuery(id, { skip, pollingInterval });
  if (!Number.isInteger(id)) return <Navigate to="/error" replace />;
  return (
    <PaymentFrame
      title={t('title')}
      subtitle={t('subtitle')}
      maxWidth={760}
      placeholderClassName="payment-placeholder"
      query={query}
    >
      {(payment) => <PaymentView payment={payment} onExpire={() => void query.refetch()} />}
    </PaymentFrame>
  );
}

function PaymentView({ payment, onExpire }: { payment: PaymentDetail; onExpire: () => void }) {
  const t = useT(paymentMessages);
  const errorText = useErrorText();
  const { price, dateTime } = useFormat();
  const navigate = useNavigate();
  const [simulatePayment, { isLoading: isSimulating }] = useSimulatePaymentMutation();

  if (payment.status === 'paid') {
    return (
      <Alert variant="success" className="text-center py-4" data-testid="payment-paid">
        <h2 className="h4 fw-light">{t('received')}</h2>
        <p>{t('receivedText', { amount: price(payment.amount) })}</p>
        <Link to={ordersPathAfterPayment(payment)} className="btn btn-dark rounded-0 px-4">
          {t('seeOrders')}
        </Link>
      </Alert>
    );
  }
  if (payment.status === 'expired' || payment.status === 'cancelled') {
    return (
      <Alert variant="secondary" className="text-center py-4">
        <h2 className="h4 fw-light">{t(`status.${payment.status}`)}</h2>
        <p>{t('closedText')}</p>
        <Link to="/order?tab=cancelled" className="btn btn-dark rounded-0 px-4">
          {t('seeOrders')}
        </Link>
      </Alert>
    );
  }
  if (canonicalMethod(payment.method) === 'card') return <Navigate to={`/payment/${payment.id}/card`} replace />;

  async function handleSimulate() {
    try {
      const paid = await simulatePayment(payment.id).unwrap();
      notify.once(eventToastKey('payment.paid'), t('thanks'), 'success', { replace: true });
      await navigate(ordersPathAfterPayment(paid));
    } catch (err) {
      notify.error(errorText(err));
    }
  }

  return (
    <div className="payment-waiting">
      <h2 className="h3 fw-light text-center mb-4">{t('waitingTitle')}</h2>
      <PaymentQr payment={payment} />
      <dl className="payment-waiting__facts">
        <div>
          <dt>{t('payBefore')}</dt>
          <dd>
            <Countdown deadline={payment.expires_at} onExpire={onExpire} />
            <div className="small text-muted">{dateTime(payment.expires_at)}</div>
          </dd>
        </div>
        <PaymentFacts payment={payment} />
        <div>
          <dt>{t('amount')}</dt>
          <dd className="payment-waiting__amount" data-testid="payment-amount">
            {price(payment.amount)}
          </dd>
        </div>
      </dl>
      <h3 className="h5 fw-light mt-4">{t('yourOrders')}</h3>
      <ul className="list-unstyled">
        {payment.orders.map((order) => (
          <li key={order.id} className="d-flex justify-content-between border-bottom py-2">
            <span>{t('orderAt', { id: order.id, store: order.store_name })}</span>
            <span>{price(order.total)}</span>
          </li>
        ))}
      </ul>
      <HowToPay payment={payment} />
      {payment.is_sandbox && (
        <Alert variant="light" className="border mt-4">
          <p className="mb-2">{t('sandbox')}</p>
          <Button variant="dark" className="rounded-0" disabled={isSimulating} onClick={() => void handleSimulate()}>
            {isSimulating ? t('settling') : t('simulate')}
          </Button>
        </Alert>
      )}
    </div>
  );
}
