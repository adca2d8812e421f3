import Form from 'react-bootstrap/Form';
import {
  PAYMENT_METHOD_CODES,
  PAYMENT_METHOD_KIND,
  PAYMENT_METHOD_NAMES,
  monthlyInstalment,
  type PaymentMethodCode,
  type PaymentMethodInfo,
  type PaymentMethodKind,
} from '@rima/shared/endpoints/payment-methods';
import { useFormat, useT } from '../../lib/i18n';
import { paymentMessages } from './i18n/messages';
import { useListPaymentMethodsQuery } from './payment-methods-api';

// The names as on the payment page (payment-instructions' useMethodName): the two that are words come from the
// catalogue. Not imported from there, so that the checkout shares no module, hence no chunk, with that page.

/** How the checkout groups the methods, in the order shoppers look for them. */
const GROUPS = [
  { key: 'group.qr', kinds: ['qr'] },
  { key: 'group.ewallet', kinds: ['ewallet'] },
  { key: 'group.va', kinds: ['va', 'bill'] },
  { key: 'group.card', kinds: ['card'] },
] as const satisfies readonly { key: string; kinds: readonly PaymentMethodKind[] }[];

// When the list cannot be fetched the checkout still offers every method (the server checks what it takes).
const FALLBACK: PaymentMethodInfo[] = PAYMENT_METHOD_CODES.map((code) => ({
  code,
  kind: PAYMENT_METHOD_KIND[code],
  name: PAYMENT_METHOD_NAMES[code],
  bank: null,
  installments: null,
}));

const isCode = (v: string): v is PaymentMethodCode => (PAYMENT_METHOD_CODES as readonly string[]).includes(v);

type Props = {
  label: string;
  placeholder: string;
  value: PaymentMethodCode | '';
  onChange: (method: PaymentMethodCode | '') => void;
  /** 0 = pay in full */
  term: number;
  onTermChange: (term: number) => void;
  /** what the checkout will charge, integer rupiah: instalments start at the operator's minimum */
  amount: number;
  error: string | null;
  disabled?: boolean;
};

/** The checkout's payment method (grouped: QRIS, e-wallets, bank transfer, card) and, for cards, the instalments. */
export function PaymentMethodField(props: Props) {
  const t = useT(paymentMessages);
  const { price, language } = useFormat();
  const { data, isLoading, isError } = useListPaymentMethodsQuery();
  const methods = isError ? FALLBACK : (data ?? []);
  const card = methods.find((m) => m.code === 'card');
  const plan = card?.installments && props.amount >= card.installments.min_amount ? card.installments : null;
  const terms = props.value === 'card' && plan ? plan.terms : [];
  return (
    <div className="mb-4">
      <Form.Group className="mb-3" controlId="checkout-payment">
        <Form.Label>{props.label}</Form.Label>
        <Form.Select
          className="rounded-0"
          isInvalid={Boolean(props.error)}
          disabled={props.disabled || isLoading}
          value={props.value}
          onChange={(e) => {
            props.onChange(isCode(e.target.value) ? e.target.value : '');
            props.onTermChange(0);
          }}
        >
          <option value="" disabled>
            {isLoading ? t('methodsLoading') : props.placeholder}
          </option>
          {GROUPS.map((group) => {
            const inGroup = methods.filter((m) => (group.kinds as readonly string[]).includes(m.kind));
            return inGroup.length === 0 ? null : (
              <optgroup key={group.key} label={t(group.key)}>
                {inGroup.map((m) => (
                  <option key={m.code} value={m.code}>
                    {m.code === 'card' || m.code === 'mandiri_bill' ? t(`name.${m.code}`) : m.name}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{props.error}</Form.Control.Feedback>
      </Form.Group>
      {props.value === 'card' && card?.installments && !plan && (
        <p className="small text-muted mb-3">
          {t('installmentsFrom', { amount: price(card.installments.min_amount) })}
        </p>
      )}
      {terms.length > 0 && plan && (
        <Form.Group className="mb-3" controlId="checkout-installment">
          <Form.Label>{t('installments')}</Form.Label>
          <Form.Select
            className="rounded-0"
            disabled={props.disabled}
            value={String(props.term)}
            onChange={(e) => props.onTermChange(Number(e.target.value))}
          >
            <option value="0">{t('payInFull')}</option>
            {terms.map((n) => (
              <option key={n} value={n}>
                {t('termMonthly', { months: n, monthly: price(monthlyInstalment(props.amount, n, plan)) })}
              </option>
            ))}
          </Form.Select>
          <Form.Text muted data-testid="installment-cost">
            {plan.cost_borne_by === 'merchant'
              ? t('feeMerchant')
              : plan.monthly_rate_bps > 0
                ? t('feeRate', {
                    rate: (plan.monthly_rate_bps / 100).toLocaleString(language === 'id' ? 'id-ID' : 'en-US'),
                    total: price(
                      props.term > 0 ? monthlyInstalment(props.amount, props.term, plan) * props.term : props.amount,
                    ),
                  })
                : t('feeBuyer')}
          </Form.Text>
        </Form.Group>
      )}
    </div>
  );
}
