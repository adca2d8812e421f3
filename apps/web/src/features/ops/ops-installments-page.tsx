import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { INSTALLMENT_TERMS, type InstallmentSettings } from '@rima/shared/endpoints/payment-methods';
import { useFormat, useT } from '../../lib/i18n';
import { opsMessages } from './i18n/messages';
import { useGetInstallmentSettingsQuery, useSetInstallmentSettingsMutation } from './ops-payments-api';
import { Loading, OpsPage, run } from './ops-ui';

type Draft = { terms: number[]; min_amount: string; cost_borne_by: 'buyer' | 'merchant'; monthly_rate: string };

const toDraft = (s: InstallmentSettings): Draft => ({
  terms: s.terms,
  min_amount: String(s.min_amount),
  cost_borne_by: s.cost_borne_by,
  monthly_rate: (s.monthly_rate_bps / 100).toString(),
});

function SettingsForm({ saved }: { saved: InstallmentSettings }) {
  const t = useT(opsMessages);
  const format = useFormat();
  const [save, { isLoading }] = useSetInstallmentSettingsMutation();
  const [draft, setDraft] = useState<Draft>(() => toDraft(saved));
  const minAmount = Number(draft.min_amount);
  const isMinValid = draft.min_amount.trim() !== '' && Number.isSafeInteger(minAmount) && minAmount >= 0;
  const rate = Number(draft.monthly_rate);
  const isRateValid = draft.monthly_rate.trim() !== '' && rate >= 0 && rate <= 10;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isMinValid || !isRateValid) return;
    const body = {
      terms: draft.terms.filter((n): n is (typeof INSTALLMENT_TERMS)[number] =>
        (INSTALLMENT_TERMS as readonly number[]).includes(n),
      ),
      min_amount: minAmount,
      cost_borne_by: draft.cost_borne_by,
      monthly_rate_bps: draft.cost_borne_by === 'merchant' ? 0 : Math.round(rate * 100),
    };
    await run(save(body).unwrap(), t('installmentsSaved'));
  }

  return (
    <Form onSubmit={(e) => void submit(e)} className="border p-3 ops-settings" aria-label={t('navInstallments')}>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-medium">{t('installmentTerms')}</legend>
        <div className="d-flex flex-wrap gap-3">
          {INSTALLMENT_TERMS.map((n) => (
            <Form.Check
              key={n}
              id={`term-${n}`}
              type="checkbox"
              label={t('termMonths', { months: n })}
              checked={draft.terms.includes(n)}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  terms: e.target.checked ? [...draft.terms, n] : draft.terms.filter((x) => x !== n),
                })
              }
            />
          ))}
        </div>
        {draft.terms.length === 0 && <Form.Text muted>{t('noTermsOffered')}</Form.Text>}
      </fieldset>
      <Form.Group controlId="installment-min" className="mb-3">
        <Form.Label>{t('installmentMinimum')}</Form.Label>
        <Form.Control
          className="rounded-0"
          inputMode="numeric"
          value={draft.min_amount}
          isInvalid={!isMinValid}
          onChange={(e) => setDraft({ ...draft, min_amount: e.target.value.replace(/\D/g, '') })}
        />
        <Form.Text muted>{isMinValid ? format.price(minAmount) : ''}</Form.Text>
        <Form.Control.Feedback type="invalid">{t('installmentMinimumInvalid')}</Form.Control.Feedback>
      </Form.Group>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-medium">{t('installmentCost')}</legend>
        <Form.Check
          id="cost-buyer"
          type="radio"
          name="cost"
          label={t('costBuyer')}
          checked={draft.cost_borne_by === 'buyer'}
          onChange={() => setDraft({ ...draft, cost_borne_by: 'buyer' })}
        />
        <Form.Check
          id="cost-merchant"
          type="radio"
          name="cost"
          label={t('costMerchant')}
          checked={draft.cost_borne_by === 'merchant'}
          onChange={() => setDraft({ ...draft, cost_borne_by: 'merchant' })}
        />
      </fieldset>
      {draft.cost_borne_by === 'buyer' && (
        <Form.Group controlId="installment-rate" className="mb-3">
          <Form.Label>{t('installmentRate')}</Form.Label>
          <Form.Control
            className="rounded-0"
            inputMode="decimal"
            value={draft.monthly_rate}
            isInvalid={!isRateValid}
            onChange={(e) => setDraft({ ...draft, monthly_rate: e.target.value.replace(',', '.') })}
          />
          <Form.Control.Feedback type="invalid">{t('installmentRateInvalid')}</Form.Control.Feedback>
        </Form.Group>
      )}
      <Button type="submit" variant="dark" className="rounded-0" disabled={isLoading}>
        {t('save')}
      </Button>
    </Form>
  );
}

/** /ops/instalments — card instalments: the terms offered, from what amount, and who bears the cost. */
export default function OpsInstallmentsPage() {
  const t = useT(opsMessages);
  const { data } = useGetInstallmentSettingsQuery();
  return (
    <OpsPage title={t('navInstallments')}>
      <p className="small text-muted">{t('installmentsHelp')}</p>
      {data ? <SettingsForm saved={data} /> : <Loading rows={4} />}
    </OpsPage>
  );
}
