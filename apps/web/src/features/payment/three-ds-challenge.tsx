import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { SANDBOX_3DS_OTP } from '@rima/shared/endpoints/payment-methods';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useFormat, useT } from '../../lib/i18n';
import { eventToastKey, notify } from '../../lib/toast';
import { paymentMessages } from './i18n/messages';
import { type PaymentDetail, useConfirmCardChallengeMutation } from './payment-api';

/**
 * The sandbox's stand-in for the card issuer's 3-D Secure page: the buyer types the one-time password the
 * bank would text them, then goes back to the payment page, which shows it paid.
 */
export function ThreeDsChallenge({ payment }: { payment: PaymentDetail }) {
  const t = useT(paymentMessages);
  const errorText = useErrorText();
  const { price } = useFormat();
  const navigate = useNavigate();
  const [otp, setOtp] = useState('');
  const [confirm, { isLoading }] = useConfirmCardChallengeMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await confirm({ id: payment.id, otp }).unwrap();
      notify.once(eventToastKey('payment.paid'), t('thanks'), 'success', { replace: true });
      await navigate(`/payment/${payment.id}`, { replace: true });
    } catch (err) {
      notify.error(errorText(err));
    }
  }

  return (
    <div className="border p-3 payment-3ds" data-testid="three-ds">
      <h2 className="h5">{t('threeDsTitle')}</h2>
      <p className="small text-muted">{t('threeDsHelp', { amount: price(payment.amount) })}</p>
      <Form onSubmit={(e) => void submit(e)} aria-label={t('threeDsTitle')}>
        <Form.Group className="mb-3" controlId="three-ds-otp">
          <Form.Label>{t('threeDsOtp')}</Form.Label>
          <Form.Control
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            value={otp}
            onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
          />
        </Form.Group>
        <Button type="submit" variant="dark" className="rounded-0 w-100 py-3" disabled={isLoading || otp.length < 4}>
          {t('threeDsConfirm')}
        </Button>
      </Form>
      <Alert variant="light" className="border mt-3 mb-0 small">
        {t('threeDsSandbox', { otp: SANDBOX_3DS_OTP })}
      </Alert>
    </div>
  );
}
