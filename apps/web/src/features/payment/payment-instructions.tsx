import Button from 'react-bootstrap/Button';
import {
  PAYMENT_METHOD_KIND,
  PAYMENT_METHOD_NAMES,
  canonicalMethod,
  type PaymentMethodCode,
} from '@rima/shared/endpoints/payment-methods';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { paymentMessages } from './i18n/messages';
import type { PaymentDetail } from './payment-api';

const BANK_NAMES: Record<string, string> = {
  bca: 'BCA',
  mandiri: 'Mandiri',
  bni: 'BNI',
  bri: 'BRI',
  permata: 'Permata',
};

/**
 * The ways to pay each method, each `how.<way>` with its steps `.1`, `.2`, `.3` in the catalogue. The wallets
 * share their steps (the wallet's name is a parameter), and so do the banks' ATMs.
 */
type Way =
  | 'qris'
  | 'wallet'
  | 'atm'
  | 'bca.mobile'
  | 'mandiri.livin'
  | 'mandiri.atm'
  | 'bni.mobile'
  | 'bri.brimo'
  | 'permata.mobile';
const HOW_TO_PAY: Record<PaymentMethodCode, readonly Way[]> = {
  qris: ['qris'],
  gopay: ['wallet'],
  shopeepay: ['wallet'],
  ovo: ['wallet'],
  dana: ['wallet'],
  bca_va: ['bca.mobile', 'atm'],
  mandiri_bill: ['mandiri.livin', 'mandiri.atm'],
  bni_va: ['bni.mobile', 'atm'],
  bri_va: ['bri.brimo', 'atm'],
  permata_va: ['permata.mobile', 'atm'],
  card: [],
};
const STEPS = [1, 2, 3] as const;

/**
 * A method's name for the shopper: the brands as they are; the two names that are words (the card, Mandiri's
 * bill payment, which Indonesian shops call a virtual account) in the page's language.
 */
export function useMethodName(): (code: PaymentMethodCode) => string {
  const t = useT(paymentMessages);
  return (code) =>
    code === 'card' ? t('name.card') : code === 'mandiri_bill' ? t('name.mandiri_bill') : PAYMENT_METHOD_NAMES[code];
}

function useCopy() {
  const t = useT(paymentMessages);
  return async (what: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(t('copiedWhat', { what }));
    } catch {
      notify.info(t('copyByHand', { number: text }));
    }
  };
}

/** A number the buyer types into their bank's app, with a button that copies it. */
function CopyableFact({ label, value, testId }: { label: string; value: string; testId: string }) {
  const t = useT(paymentMessages);
  const copy = useCopy();
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <span className="payment-waiting__va" data-testid={testId}>
          {value}
        </span>
        <Button
          variant="outline-dark"
          size="sm"
          className="ms-2"
          aria-label={t('copyWhat', { what: label })}
          onClick={() => void copy(label, value)}
        >
          <i className="bi bi-clipboard me-1" aria-hidden="true" />
          {t('copy')}
        </Button>
      </dd>
    </div>
  );
}

/** What to pay with: the method and, per kind, the bank's numbers (as facts of the list around it). */
export function PaymentFacts({ payment }: { payment: PaymentDetail }) {
  const t = useT(paymentMessages);
  const nameOf = useMethodName();
  const method = canonicalMethod(payment.method);
  const ins = payment.instructions;
  const bank = BANK_NAMES[ins.bank ?? ''] ?? (ins.bank ?? '').toUpperCase();
  const kind = PAYMENT_METHOD_KIND[method];
  return (
    <>
      <div>
        <dt>{t('method')}</dt>
        <dd data-testid="payment-method">{nameOf(method)}</dd>
      </div>
      {kind === 'bill' && ins.biller_code && ins.bill_key ? (
        <>
          <CopyableFact label={t('billerCode')} value={ins.biller_code} testId="biller-code" />
          <CopyableFact label={t('billKey')} value={ins.bill_key} testId="bill-key" />
        </>
      ) : (
        (kind === 'va' || kind === 'bill') &&
        payment.va_number && <CopyableFact label={t('vaOf', { bank })} value={payment.va_number} testId="va-number" />
      )}
    </>
  );
}

/** QRIS and the wallets: the QR to scan and, on phones, the button that opens the wallet's app. */
export function PaymentQr({ payment }: { payment: PaymentDetail }) {
  const t = useT(paymentMessages);
  const method = canonicalMethod(payment.method);
  const { qr_image: image, deeplink_url: deeplink } = payment.instructions;
  const name = PAYMENT_METHOD_NAMES[method];
  if (!image && !deeplink) return null;
  return (
    <div className="payment-qr text-center my-4">
      {deeplink && (
        <a href={deeplink} className="btn btn-dark rounded-0 w-100 py-3 mb-3 d-md-none" data-testid="payment-deeplink">
          {t('openApp', { app: name })}
        </a>
      )}
      {image && (
        <>
          <img
            src={image}
            width={256}
            height={256}
            className="payment-qr__image"
            alt={t('qrAlt', { method: name })}
            data-testid="payment-qr"
          />
          <p className="small text-muted mt-2 mb-0">
            {method === 'qris' ? t('scanQris') : t('scanWallet', { app: name })}
          </p>
        </>
      )}
    </div>
  );
}

/** How to pay from each app or ATM, one <details> per way. */
export function HowToPay({ payment }: { payment: PaymentDetail }) {
  const t = useT(paymentMessages);
  const method = canonicalMethod(payment.method);
  const ways = HOW_TO_PAY[method];
  if (ways.length === 0) return null;
  const ins = payment.instructions;
  const values = {
    app: PAYMENT_METHOD_NAMES[method],
    bank: BANK_NAMES[ins.bank ?? ''] ?? (ins.bank ?? '').toUpperCase(),
    biller: ins.biller_code ?? '',
  };
  return (
    <>
      <h3 className="h5 fw-light mt-4">{t('howToPay')}</h3>
      {ways.map((way, i) => (
        <details key={way} className="mb-2" open={i === 0}>
          <summary>{t(`how.${way}`, values)}</summary>
          <ol className="mt-2">
            {STEPS.map((step) => (
              <li key={step}>{t(`how.${way}.${step}`, values)}</li>
            ))}
          </ol>
        </details>
      ))}
    </>
  );
}
