import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Navigate, useNavigate, useParams } from 'react-router';
import { type PayByCardBody, payByCardBodySchema, SANDBOX_CARDS } from '@rima/shared/api/orders';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useFormat, useT } from '../../lib/i18n';
import { rich } from '../../lib/rich-text';
import { eventToastKey, notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { canonicalMethod } from '@rima/shared/endpoints/payment-methods';
import { InputField } from '../../components/form-inputs';
import { Countdown } from './countdown';
import { paymentMessages } from './i18n/messages';
import {
  type PaymentDetail,
  useChargeCardTokenMutation,
  useGetPaymentQuery,
  usePayByCardMutation,
} from './payment-api';
import { PaymentFrame } from './payment-frame';
import { ordersPathAfterPayment } from './payment-page';
import { ThreeDsChallenge } from './three-ds-challenge';
import './payment.css';

const EMPTY_CARD: PayByCardBody = { card_number: '', exp: '', cvc: '' };

/**
 * A real gateway's card: the browser sends the card to the gateway's tokeniser with the public client key (what
 * Midtrans.js does), so the number never reaches the shop; answers the token.
 */
async function tokeniseCard(url: string, clientKey: string, card: PayByCardBody): Promise<string> {
  const [month = '', year = ''] = card.exp.split('/');
  const query = new URLSearchParams({
    client_key: clientKey,
    card_number: card.card_number,
    card_exp_month: month.padStart(2, '0'),
    card_exp_year: `20${year}`,
    card_cvv: card.cvc,
  });
  const answer = (await (await fetch(`${url}?${query.toString()}`)).json()) as {
    status_code?: string;
    status_message?: string;
    token_id?: string;
  };
  if (answer.status_code !== '200' || !answer.token_id) throw new Error(answer.status_message ?? 'Card refused');
  return answer.token_id;
}

export default function CardPage() {
  const t = useT(paymentMessages);
  useDocumentTitle(t('cardTitle'));
  const id = Number(useParams().id);
  const query = useGetPaymentQuery(id, { skip: !Number.isInteger(id) });
  if (!Number.isInteger(id)) return <Navigate to="/error" replace />;
  return (
    <PaymentFrame
      title={t('cardTitle')}
      subtitle={t('cardSubtitle')}
      maxWidth={560}
      placeholderClassName="text-center py-5"
      query={query}
    >
      {(payment) =>
        payment.status === 'paid' ? (
          <Navigate to={ordersPathAfterPayment(payment)} replace />
        ) : canonicalMethod(payment.method) !== 'card' || payment.status !== 'pending' ? (
          <Navigate to={`/payment/${payment.id}`} replace />
        ) : payment.is_sandbox && payment.instructions.redirect_url ? (
          <ThreeDsChallenge payment={payment} />
        ) : (
          <CardForm payment={payment} />
        )
      }
    </PaymentFrame>
  );
}

/**
 * The card fields live only in this uncontrolled form: they go out in the one request and the form (and the
 * request's record in the store) is wiped right after, whatever the answer.
 */
function CardForm({ payment }: { payment: PaymentDetail }) {
  const t = useT(paymentMessages);
  const errorText = useErrorText();
  const { price } = useFormat();
  const navigate = useNavigate();
  const [payByCard, { isLoading: isPaying, reset: forgetRequest }] = usePayByCardMutation();
  const [chargeToken, { isLoading: isCharging }] = useChargeCardTokenMutation();
  const isLoading = isPaying || isCharging;
  const { card_token_url: tokenUrl, client_key: clientKey } = payment.instructions;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PayByCardBody, unknown, PayByCardBody>({
    resolver: zodResolver(payByCardBodySchema),
    defaultValues: EMPTY_CARD,
  });

  async function onSubmit(card: PayByCardBody) {
    try {
      if (tokenUrl && clientKey) {
        // The issuer's 3-D Secure page, then the gateway's notification settles the payment.
        const tokenId = await tokeniseCard(tokenUrl, clientKey, card);
        const charged = await chargeToken({ id: payment.id, token_id: tokenId }).unwrap();
        notify.info(t('cardRedirecting'));
        window.location.assign(charged.instructions.redirect_url ?? `/payment/${payment.id}`);
        return;
      }
      const paid = await payByCard({ id: payment.id, ...card }).unwrap();
      if (paid.status === 'pending' && paid.instructions.redirect_url) {
        await navigate(paid.instructions.redirect_url, { replace: true });
        return;
      }
      notify.once(eventToastKey('payment.paid'), t('thanks'), 'success', { replace: true });
      await navigate(ordersPathAfterPayment(paid), { replace: true });
    } catch (err) {
      notify.error(errorText(err));
    } finally {
      reset(EMPTY_CARD);
      forgetRequest();
    }
  }

  return (
    <>
      <dl className="payment-waiting__facts mb-4">
        <div>
          <dt>{t('amount')}</dt>
          <dd className="payment-waiting__amount" data-testid="payment-amount">
            {price(payment.amount)}
          </dd>
        </div>
        {payment.instructions.installment_term !== null && (
          <div>
            <dt>{t('installments')}</dt>
            <dd data-testid="installment-term">{t('termChosen', { months: payment.instructions.installment_term })}</dd>
          </div>
        )}
        <div>
          <dt>{t('payBefore')}</dt>
          <dd>
            <Countdown deadline={payment.expires_at} />
          </dd>
        </div>
      </dl>
      <Form
        noValidate
        onSubmit={(e) => void handleSubmit(onSubmit)(e)}
        aria-label={t('cardDetails')}
        autoComplete="off"
      >
        <InputField
          controlId="card-number"
          label={t('cardNumber')}
          inputClassName=""
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4111 1111 1111 1111"
          isInvalid={Boolean(errors.card_number)}
          feedback={errors.card_number?.message && errorText(errors.card_number.message)}
          {...register('card_number')}
        />
        <div className="row">
          <InputField
            controlId="card-exp"
            label={t('expiry')}
            groupClassName="col-6 mb-3"
            inputClassName=""
            autoComplete="cc-exp"
            placeholder={t('expiryPlaceholder')}
            isInvalid={Boolean(errors.exp)}
            feedback={errors.exp?.message && errorText(errors.exp.message)}
            {...register('exp')}
          />
          <InputField
            controlId="card-cvc"
            label={t('cvc')}
            groupClassName="col-6 mb-3"
            inputClassName=""
            inputMode="numeric"
            autoComplete="cc-csc"
            type="password"
            isInvalid={Boolean(errors.cvc)}
            feedback={errors.cvc?.message && errorText(errors.cvc.message)}
            {...register('cvc')}
          />
        </div>
        <Button type="submit" variant="dark" className="rounded-0 w-100 py-3" disabled={isLoading}>
          {isLoading ? t('paying') : t('payAmount', { amount: price(payment.amount) })}
        </Button>
      </Form>
      {payment.is_sandbox && (
        <Alert variant="light" className="border mt-4 small">
          {rich(
            t('sandboxCard', {
              success: SANDBOX_CARDS.success,
              threeDs: SANDBOX_CARDS.threeDs,
              declined: SANDBOX_CARDS.declined,
            }),
            {
              success: (text) => <code>{text}</code>,
              challenge: (text) => <code>{text}</code>,
              declined: (text) => <code>{text}</code>,
            },
          )}
        </Alert>
      )}
    </>
  );
}
