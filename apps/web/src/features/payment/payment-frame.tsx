import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { PageBanner } from '../../components/layout/page-banner';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { paymentMessages } from './i18n/messages';
import type { PaymentDetail } from './payment-api';

type Props = {
  title: string;
  subtitle: string;
  /** The column's width, px. */
  maxWidth: number;
  /** The spinner's box while the payment loads. */
  placeholderClassName: string;
  /** The payment's query: its data, why it failed, whether it is loading. */
  query: { data?: PaymentDetail; error?: unknown; isLoading: boolean };
  /** The page for a loaded payment. */
  children: (payment: PaymentDetail) => ReactNode;
};

/** A payment page's banner and column: the spinner while it loads, why it failed, else the page. */
export function PaymentFrame({
  title,
  subtitle,
  maxWidth,
  placeholderClassName,
  query: { data: payment, error, isLoading },
  children,
}: Props) {
  const t = useT(paymentMessages);
  const errorText = useErrorText();
  return (
    <>
      <PageBanner title={title} subtitle={subtitle} />
      <section className="container pb-5" style={{ maxWidth }}>
        {isLoading ? (
          <div className={placeholderClassName}>
            <Spinner animation="border" role="status">
              <span className="visually-hidden">{t('loading')}</span>
            </Spinner>
          </div>
        ) : error || !payment ? (
          <Alert variant="danger">{errorText(error, t('notFound'))}</Alert>
        ) : (
          children(payment)
        )}
      </section>
    </>
  );
}
