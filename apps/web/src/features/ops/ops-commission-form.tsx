import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { OpsCategory } from '@rima/shared/endpoints/categories';
import { useGetCommissionQuery, useSetCommissionMutation } from './ops-api';
import { useT } from '../../lib/i18n';
import { opsMessages } from './i18n/messages';
import { Loading, run } from './ops-ui';

/**
 * The default commission rate and one per top-level furniture category in use (its subcategories take it).
 * Saving replaces every rate, so the rates of categories not shown here (retired ones, the old clothing
 * ones) are sent back as they are.
 */
export function CommissionForm({ topLevels }: { topLevels: readonly OpsCategory[] }) {
  const t = useT(opsMessages);
  const { data } = useGetCommissionQuery();
  const [save, { isLoading }] = useSetCommissionMutation();
  const [rates, setRates] = useState<Record<string, string> | null>(null);
  if (!data) return <Loading rows={3} />;
  const shown = topLevels.filter((c) => c.retired_at === null);
  const current = rates ?? {
    default: String(data.default_bps),
    ...Object.fromEntries(data.categories.map((c) => [String(c.category_id), String(c.rate_bps)])),
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    const shownIds = new Set(shown.map((c) => c.id));
    const kept = data?.categories.filter((c) => !shownIds.has(c.category_id)) ?? [];
    const edited = shown.flatMap((c) => {
      const v = current[String(c.id)];
      return v !== undefined && v.trim() !== '' ? [{ category_id: c.id, rate_bps: Number(v) }] : [];
    });
    const body = { default_bps: Number(current.default), categories: [...kept, ...edited] };
    if (await run(save(body).unwrap(), t('commissionSaved'))) setRates(null);
  }
  return (
    <Form onSubmit={(e) => void submit(e)} className="border p-3" aria-label={t('categoryRatesTitle')}>
      <p className="small text-muted">{t('categoryRatesHelp')}</p>
      <div className="row g-2">
        <Form.Group controlId="rate-default" className="col-12 col-md-6">
          <Form.Label>{t('defaultRate')}</Form.Label>
          <Form.Control
            className="rounded-0"
            type="number"
            min={0}
            max={10_000}
            required
            value={current.default}
            onChange={(e) => setRates({ ...current, default: e.target.value })}
          />
        </Form.Group>
      </div>
      <div className="row g-2 mt-1">
        {shown.map((c) => (
          <Form.Group key={c.id} controlId={`rate-${c.id}`} className="col-6 col-md-4 col-lg-3">
            <Form.Label className="small text-break">{c.name_id}</Form.Label>
            <Form.Control
              className="rounded-0"
              type="number"
              min={0}
              max={10_000}
              aria-label={t('rateOf', { name: c.name_id })}
              placeholder={t('categoryDefault')}
              value={current[String(c.id)] ?? ''}
              onChange={(e) => setRates({ ...current, [String(c.id)]: e.target.value })}
            />
          </Form.Group>
        ))}
      </div>
      <Button type="submit" variant="dark" className="rounded-0 mt-3" disabled={isLoading}>
        {t('saveRates')}
      </Button>
    </Form>
  );
}
