import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { StoreShipping } from '@rima/shared/api/shipping';
import { useErrorText } from '../../lib/errors/use-error-text';
import { notify } from '../../lib/toast';
import { AreaPickers, EMPTY_AREAS, type AreaCodes } from '../addresses';
import { useSearchRegenciesQuery } from '../addresses/addresses-api';
import { useT } from '../../lib/i18n';
import { shippingMessages } from './i18n/messages';
import { RemoveRowButton, RowField } from './row-fields';
import { useUpdateStoreShippingMutation } from './shipping-api';

type Window = { id?: number; starts_at: string; ends_at: string; capacity: string };
type Area = { regency_code: string; name: string; price: string; eta_min_days: string; eta_max_days: string };

const WEEKDAYS = ['day1', 'day2', 'day3', 'day4', 'day5', 'day6', 'day7'] as const;

function AreaAdder({ onAdd }: { onAdd: (code: string, name: string) => void }) {
  const t = useT(shippingMessages);
  const [q, setQ] = useState('');
  const { data = [] } = useSearchRegenciesQuery(q.trim(), { skip: q.trim().length < 3 });
  return (
    <div className="mb-2">
      <Form.Control
        size="sm"
        className="rounded-0"
        aria-label={t('addArea')}
        placeholder={t('addArea')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {q.trim().length >= 3 && (
        <ul className="list-unstyled small mb-0">
          {data.slice(0, 5).map((r) => (
            <li key={r.code}>
              <Button
                variant="link"
                size="sm"
                className="p-0 text-dark"
                onClick={() => {
                  onAdd(r.code, r.name);
                  setQ('');
                }}
              >
                {t('cityOption', { city: r.name, province: r.province_name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The seller's delivery settings: origin, assembly, calendar (days, windows, capacity), own delivery areas. */
export function StoreShippingForm({ settings }: { settings: StoreShipping }) {
  const t = useT(shippingMessages);
  const errorText = useErrorText();
  const o = settings.origin;
  const [areas, setAreas] = useState<AreaCodes>(
    o
      ? {
          province_code: o.province.code,
          regency_code: o.regency.code,
          district_code: o.district.code,
          village_code: o.village.code,
        }
      : EMPTY_AREAS,
  );
  const [postal, setPostal] = useState(o?.postal_code ?? '');
  const [street, setStreet] = useState(o?.street ?? '');
  const [assembly, setAssembly] = useState(settings.assembly_price === null ? '' : String(settings.assembly_price));
  const [days, setDays] = useState<number[]>(settings.working_days);
  const [lead, setLead] = useState(String(settings.lead_days));
  const [horizon, setHorizon] = useState(String(settings.horizon_days));
  const [windows, setWindows] = useState<Window[]>(
    settings.windows.map((w) => ({ ...w, capacity: String(w.capacity) })),
  );
  const [own, setOwn] = useState<Area[]>(
    settings.own_delivery.map((a) => ({
      regency_code: a.regency.code,
      name: a.regency.name,
      price: String(a.price),
      eta_min_days: String(a.eta_min_days),
      eta_max_days: String(a.eta_max_days),
    })),
  );
  const [save, { isLoading }] = useUpdateStoreShippingMutation();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const hasOrigin = Object.values(areas).every(Boolean);
    try {
      await save({
        ...(hasOrigin ? { origin: { ...areas, postal_code: postal, street } } : {}),
        assembly_price: assembly.trim() === '' ? null : Number(assembly),
        working_days: days,
        lead_days: Number(lead),
        horizon_days: Number(horizon),
        windows: windows.map((w) => ({
          ...(w.id ? { id: w.id } : {}),
          starts_at: w.starts_at,
          ends_at: w.ends_at,
          capacity: Number(w.capacity),
        })),
        own_delivery: own.map((a) => ({
          regency_code: a.regency_code,
          price: Number(a.price),
          eta_min_days: Number(a.eta_min_days),
          eta_max_days: Number(a.eta_max_days),
        })),
      }).unwrap();
      notify.success(t('saved'));
    } catch (err) {
      notify.error(errorText(err));
    }
  }

  const setWindow = (i: number, patch: Partial<Window>) =>
    setWindows((ws) => ws.map((w, j) => (j === i ? { ...w, ...patch } : w)));
  const setArea = (i: number, patch: Partial<Area>) =>
    setOwn((as) => as.map((a, j) => (j === i ? { ...a, ...patch } : a)));

  return (
    <Form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t('storeTitle')}
      className="store-shipping address-form"
    >
      <fieldset className="mb-4">
        <legend className="h5 fw-light">{t('origin')}</legend>
        <p className="small text-muted">{t('originHint')}</p>
        <AreaPickers idPrefix="origin" value={areas} onChange={setAreas} />
        <Form.Group className="mb-3" controlId="origin-postal">
          <Form.Label>{t('postal')}</Form.Label>
          <Form.Control value={postal} inputMode="numeric" maxLength={5} onChange={(e) => setPostal(e.target.value)} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="origin-street">
          <Form.Label>{t('street')}</Form.Label>
          <Form.Control value={street} onChange={(e) => setStreet(e.target.value)} />
        </Form.Group>
      </fieldset>
      <fieldset className="mb-4">
        <legend className="h5 fw-light">{t('calendar')}</legend>
        <p className="small text-muted">{t('calendarHint')}</p>
        <div className="d-flex flex-wrap gap-3 mb-3" role="group" aria-label={t('workingDays')}>
          {WEEKDAYS.map((d, i) => (
            <Form.Check
              key={d}
              id={`day-${i + 1}`}
              label={t(d)}
              checked={days.includes(i + 1)}
              onChange={(e) =>
                setDays((ds) => (e.target.checked ? [...ds, i + 1].sort() : ds.filter((x) => x !== i + 1)))
              }
            />
          ))}
        </div>
        <div className="row g-2 mb-3">
          <Form.Group className="col-6" controlId="lead-days">
            <Form.Label>{t('lead')}</Form.Label>
            <Form.Control type="number" min={0} value={lead} onChange={(e) => setLead(e.target.value)} />
          </Form.Group>
          <Form.Group className="col-6" controlId="horizon-days">
            <Form.Label>{t('horizon')}</Form.Label>
            <Form.Control type="number" min={1} value={horizon} onChange={(e) => setHorizon(e.target.value)} />
          </Form.Group>
        </div>
        {windows.map((w, i) => (
          <div
            key={w.id ?? `new-${i}`}
            className="row g-2 align-items-end mb-2"
            role="group"
            aria-label={t('window', { n: i + 1 })}
          >
            <RowField
              id={`w-${i}-start`}
              label={t('from')}
              className="col-4"
              type="time"
              value={w.starts_at}
              onChange={(v) => setWindow(i, { starts_at: v })}
            />
            <RowField
              id={`w-${i}-end`}
              label={t('to')}
              className="col-4"
              type="time"
              value={w.ends_at}
              onChange={(v) => setWindow(i, { ends_at: v })}
            />
            <RowField
              id={`w-${i}-cap`}
              label={t('capacity')}
              className="col-2"
              type="number"
              min={0}
              value={w.capacity}
              onChange={(v) => setWindow(i, { capacity: v })}
            />
            <RemoveRowButton
              label={t('removeWindow', { n: i + 1 })}
              onClick={() => setWindows((ws) => ws.filter((_, j) => j !== i))}
            />
          </div>
        ))}
        <Button
          variant="outline-dark"
          size="sm"
          className="rounded-0"
          onClick={() => setWindows((ws) => [...ws, { starts_at: '09:00', ends_at: '12:00', capacity: '2' }])}
        >
          {t('addWindow')}
        </Button>
      </fieldset>
      <fieldset className="mb-4">
        <legend className="h5 fw-light">{t('assemblyTitle')}</legend>
        <Form.Group controlId="assembly-price">
          <Form.Label>{t('assemblyPrice')}</Form.Label>
          <Form.Control
            inputMode="numeric"
            value={assembly}
            placeholder={t('noAssembly')}
            onChange={(e) => setAssembly(e.target.value)}
          />
        </Form.Group>
      </fieldset>
      <fieldset className="mb-4">
        <legend className="h5 fw-light">{t('own')}</legend>
        <p className="small text-muted">{t('ownHint')}</p>
        {own.map((a, i) => (
          <div key={a.regency_code} className="row g-2 align-items-end mb-2" role="group" aria-label={a.name}>
            <div className="col-12 small fw-semibold">{a.name}</div>
            <RowField
              id={`own-${i}-price`}
              label={t('price')}
              className="col-5"
              inputMode="numeric"
              value={a.price}
              onChange={(v) => setArea(i, { price: v })}
            />
            <RowField
              id={`own-${i}-min`}
              label={t('etaMin')}
              className="col-3"
              type="number"
              min={0}
              value={a.eta_min_days}
              onChange={(v) => setArea(i, { eta_min_days: v })}
            />
            <RowField
              id={`own-${i}-max`}
              label={t('etaMax')}
              className="col-2"
              type="number"
              min={0}
              value={a.eta_max_days}
              onChange={(v) => setArea(i, { eta_max_days: v })}
            />
            <RemoveRowButton
              label={t('remove', { name: a.name })}
              onClick={() => setOwn((as) => as.filter((_, j) => j !== i))}
            />
          </div>
        ))}
        <AreaAdder
          onAdd={(code, name) =>
            setOwn((as) =>
              as.some((a) => a.regency_code === code)
                ? as
                : [...as, { regency_code: code, name, price: '50000', eta_min_days: '1', eta_max_days: '2' }],
            )
          }
        />
      </fieldset>
      <Button type="submit" variant="dark" className="rounded-0 px-4" disabled={isLoading}>
        {isLoading ? t('saving') : t('save')}
      </Button>
    </Form>
  );
}
