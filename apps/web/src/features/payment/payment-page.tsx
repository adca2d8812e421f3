import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Link } from '../../lib/link';
import { PageBanner } from '../../components/layout/page-banner';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useFormat, useT } from '../../lib/i18n';
import { eventToastKey, notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Countdown } from './countdown';
import { paymentMessages } from './i18n/messages';
import { type PaymentDetail, useGetPaymentQuery, useSimulatePaymentMutation } from './payment-api';
import './payment.css';

const BANK_NAMES = { bca: 'BCA', mandiri: 'Mandiri', visa: 'Visa' } as const;

// The ways to pay a virtual account, each `<bank>.<channel>` with its steps `.1`, `.2`, `.3` in the catalogue.
const HOW_TO_PAY = {
  bca: ['bca.mobile', 'bca.atm'],
  mandiri: ['mandiri.mobile', 'mandiri.atm'],
} as const;
const STEPS = [1, 2, 3] as const;

/** Where the buyer goes once a payment settles: the order itself when there is one, else the list. */
export function ordersPathAfterPayment(payment: Pick<PaymentDetail, 'orders'>): string {
  const [only, ...rest] = payment.orders;
  return only && rest.length === 0 ? `/order/${only.id}` : '/order?tab=packed';
}

export default function PaymentPage() {
  const t = useT(paymentMessages);
  const errorText = useErrorText();
  useDocumentTitle(t('waitingTitle'));
  const id = Number(useParams().id);
  const { data: payment, error, isLoading, refetch } = useGetPaymentQuery(id, { skip: !Number.isInteger(id) });
  if (!Number.isInteger(id)) return <Navigate to="/error" replace />;
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <section className="container pb-5" style={{ maxWidth: 760 }}>
        {isLoading ? (
          <div className="text-center py-5">
            <Spinner animation="border" role="status">
              <span className="visually-hidden">{t('loading')}</span>
            </Spinner>
          </div>
        ) : error || !payment ? (
          <Alert variant="danger">{errorText(error, t('notFound'))}</Alert>
        ) : (
          <PaymentView payment={payment} onExpire={() => void refetch()} />
        )}
      </section>
    </>
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
      <Alert variant="success" className="text-center py-4">
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
  if (payment.method === 'visa' || payment.method === 'card')
    return <Navigate to={`/payment/${payment.id}/card`} replace />;

  async function handleSimulate() {
    try {
      const paid = await simulatePayment(payment.id).unwrap();
      notify.once(eventToastKey('payment.paid'), t('thanks'), 'success', { replace: true });
      await navigate(ordersPathAfterPayment(paid));
    } catch (err) {
      notify.error(errorText(err));
    }
  }

  async function handleCopy(vaNumber: string) {
    try {
      await navigator.clipboard.writeText(vaNumber);
      notify.success(t('copied'));
    } catch {
      notify.info(t('copyByHand', { number: vaNumber }));
    }
  }

  // The old select's transfers have their own how-to steps; the newer methods show their bank's name.
  const legacy = payment.method === 'bca' || payment.method === 'mandiri' ? payment.method : null;
  const bank = legacy ? BANK_NAMES[legacy] : (payment.instructions.bank ?? '').toUpperCase();
  return (
    <div className="payment-waiting">
      <h2 className="h3 fw-light text-center mb-4">{t('waitingTitle')}</h2>
      <dl className="payment-waiting__facts">
        <div>
          <dt>{t('payBefore')}</dt>
          <dd>
            <Countdown deadline={payment.expires_at} onExpire={onExpire} />
            <div className="small text-muted">{dateTime(payment.expires_at)}</div>
          </dd>
        </div>
        <div>
          <dt>{t('vaOf', { bank })}</dt>
          <dd>
            <span className="payment-waiting__va" data-testid="va-number">
              {payment.va_number}
            </span>
            {payment.va_number && (
              <Button
                variant="outline-dark"
                size="sm"
                className="ms-3"
                onClick={() => void handleCopy(payment.va_number ?? '')}
              >
                <i className="bi bi-clipboard me-1" aria-hidden="true" />
                {t('copy')}
              </Button>
            )}
          </dd>
        </div>
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
      <h3 className="h5 fw-light mt-4">{t('howToPay')}</h3>
      {(legacy ? HOW_TO_PAY[legacy] : []).map((way) => (
        <details key={way} className="mb-2">
          <summary>{t(way)}</summary>
          <ol className="mt-2">
            {STEPS.map((step) => (
              <li key={step}>{t(`${way}.${step}`)}</li>
            ))}
          </ol>
        </details>
      ))}
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
