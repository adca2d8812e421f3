import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { formatDateTime, formatIdr } from '@rima/shared/format';
import { PageBanner } from '../../components/layout/page-banner';
import { getErrorMessage } from '../../lib/get-error-message';
import { eventToastKey, notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Countdown } from './countdown';
import { type PaymentDetail, useGetPaymentQuery, useSimulatePaymentMutation } from './payment-api';
import './payment.css';

const BANK_NAMES = { bca: 'BCA', mandiri: 'Mandiri', visa: 'Visa' } as const;

const HOW_TO_PAY: Record<'bca' | 'mandiri', { channel: string; steps: string[] }[]> = {
  bca: [
    {
      channel: 'BCA mobile',
      steps: [
        'Open BCA mobile and choose m-Transfer → BCA Virtual Account.',
        'Enter the virtual account number above.',
        'Check that the amount and the name RIMA are right, then enter your PIN.',
      ],
    },
    {
      channel: 'ATM BCA',
      steps: [
        'Insert your card and enter your PIN.',
        'Choose Other Transactions → Transfer → To BCA Virtual Account.',
        'Enter the virtual account number above and confirm the amount.',
      ],
    },
  ],
  mandiri: [
    {
      channel: "Livin' by Mandiri",
      steps: [
        "Open Livin' by Mandiri and choose Pay → Virtual Account.",
        'Enter the virtual account number above.',
        'Check the amount and confirm with your PIN.',
      ],
    },
    {
      channel: 'ATM Mandiri',
      steps: [
        'Insert your card and enter your PIN.',
        'Choose Pay/Buy → Others → Multi Payment.',
        'Enter the virtual account number above and confirm the amount.',
      ],
    },
  ],
};

/** Where the buyer goes once a payment settles: the order itself when there is one, else the list. */
export function ordersPathAfterPayment(payment: Pick<PaymentDetail, 'orders'>): string {
  const [only, ...rest] = payment.orders;
  return only && rest.length === 0 ? `/order/${only.id}` : '/order?tab=packed';
}

export default function PaymentPage() {
  useDocumentTitle('Waiting for payment');
  const id = Number(useParams().id);
  const { data: payment, error, isLoading, refetch } = useGetPaymentQuery(id, { skip: !Number.isInteger(id) });
  if (!Number.isInteger(id)) return <Navigate to="/error" replace />;
  return (
    <>
      <PageBanner title="Payment" subtitle="Pay before the time runs out to confirm your order" />
      <section className="container pb-5" style={{ maxWidth: 760 }}>
        {isLoading ? (
          <div className="text-center py-5">
            <Spinner animation="border" role="status">
              <span className="visually-hidden">Loading payment</span>
            </Spinner>
          </div>
        ) : error || !payment ? (
          <Alert variant="danger">{getErrorMessage(error, 'This payment could not be found.')}</Alert>
        ) : (
          <PaymentView payment={payment} onExpire={() => void refetch()} />
        )}
      </section>
    </>
  );
}

function PaymentView({ payment, onExpire }: { payment: PaymentDetail; onExpire: () => void }) {
  const navigate = useNavigate();
  const [simulatePayment, { isLoading: isSimulating }] = useSimulatePaymentMutation();

  if (payment.status === 'paid') {
    return (
      <Alert variant="success" className="text-center py-4">
        <h2 className="h4 fw-light">Payment received</h2>
        <p>{formatIdr(payment.amount)} paid. The sellers are preparing your order.</p>
        <Link to={ordersPathAfterPayment(payment)} className="btn btn-dark rounded-0 px-4">
          See my orders
        </Link>
      </Alert>
    );
  }
  if (payment.status !== 'pending') {
    return (
      <Alert variant="secondary" className="text-center py-4">
        <h2 className="h4 fw-light">Payment {payment.status}</h2>
        <p>This payment can no longer be paid; its orders were cancelled and the stock returned.</p>
        <Link to="/order?tab=cancelled" className="btn btn-dark rounded-0 px-4">
          See my orders
        </Link>
      </Alert>
    );
  }
  if (payment.method === 'visa') return <Navigate to={`/payment/${payment.id}/card`} replace />;

  async function handleSimulate() {
    try {
      const paid = await simulatePayment(payment.id).unwrap();
      notify.once(eventToastKey('payment.paid'), 'Payment received. Thank you!', 'success', { replace: true });
      await navigate(ordersPathAfterPayment(paid));
    } catch (err) {
      notify.error(getErrorMessage(err));
    }
  }

  async function handleCopy(vaNumber: string) {
    try {
      await navigator.clipboard.writeText(vaNumber);
      notify.success('Virtual account number copied');
    } catch {
      notify.info(`Copy it by hand: ${vaNumber}`);
    }
  }

  const bank = BANK_NAMES[payment.method];
  return (
    <div className="payment-waiting">
      <h2 className="h3 fw-light text-center mb-4">Waiting for payment</h2>
      <dl className="payment-waiting__facts">
        <div>
          <dt>Pay before</dt>
          <dd>
            <Countdown deadline={payment.expires_at} onExpire={onExpire} />
            <div className="small text-muted">{formatDateTime(payment.expires_at)}</div>
          </dd>
        </div>
        <div>
          <dt>{bank} virtual account</dt>
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
                Copy
              </Button>
            )}
          </dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd className="payment-waiting__amount" data-testid="payment-amount">
            {formatIdr(payment.amount)}
          </dd>
        </div>
      </dl>
      <h3 className="h5 fw-light mt-4">Your orders</h3>
      <ul className="list-unstyled">
        {payment.orders.map((order) => (
          <li key={order.id} className="d-flex justify-content-between border-bottom py-2">
            <span>
              Order #{order.id} · {order.store_name}
            </span>
            <span>{formatIdr(order.total)}</span>
          </li>
        ))}
      </ul>
      <h3 className="h5 fw-light mt-4">How to pay</h3>
      {HOW_TO_PAY[payment.method].map((way) => (
        <details key={way.channel} className="mb-2">
          <summary>{way.channel}</summary>
          <ol className="mt-2">
            {way.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </details>
      ))}
      {payment.is_sandbox && (
        <Alert variant="light" className="border mt-4">
          <p className="mb-2">
            Sandbox mode: no real bank is connected. Simulate the bank&apos;s notification to mark this payment as paid.
          </p>
          <Button variant="dark" className="rounded-0" disabled={isSimulating} onClick={() => void handleSimulate()}>
            {isSimulating ? 'Settling…' : 'Simulate payment'}
          </Button>
        </Alert>
      )}
    </div>
  );
}
