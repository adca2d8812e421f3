import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { SellerDashboard } from '@rima/shared/endpoints/seller-center';
import { PageBanner } from '../../components/layout/page-banner';
import { useFormat, useT } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SellerTabs } from '../profile';
import { addDays, PRESETS, presetOf, rangeOf, toCsv, wibToday } from './dashboard-range';
import { DashboardLists } from './dashboard-lists';
import { sellerMessages } from './i18n/messages';
import { useGetSellerDashboardQuery } from './seller-api';
import { LabelledInput } from './labelled-input';
import './seller.css';

// chart.js loads with the charts, after the figures: never with the home page or the header.
const DashboardCharts = lazy(() => import('./dashboard-charts'));

/** What waits for the store, each a way into the orders or the complaints page. */
const WAITING = [
  { key: 'toPay', field: 'to_pay', to: '/admin/my-order' },
  { key: 'toProcess', field: 'to_process', to: '/admin/my-order' },
  { key: 'toShip', field: 'to_ship', to: '/admin/my-order' },
  { key: 'late', field: 'late', to: '/admin/my-order' },
  { key: 'complaints', field: 'complaints', to: '/seller/complaints' },
] as const;

function Figure({ label, value, testId }: { label: string; value: string | undefined; testId: string }) {
  return (
    <div className="col-6 col-lg-3">
      <div className="seller-figure border p-3 h-100">
        <div className="small text-muted">{label}</div>
        <div className="fs-5 fw-medium text-break" data-testid={testId} aria-live="polite">
          {value ?? <span className="placeholder col-8" />}
        </div>
      </div>
    </div>
  );
}

function exportCsv(data: SellerDashboard, labels: Record<string, string>) {
  const rows = [
    [
      labels.date ?? 'date',
      ...['revenue', 'orders', 'units', 'visitors', 'productViews', 'carts'].map((k) => labels[k] ?? k),
    ],
    ...data.series.map((d) => [d.date, d.revenue, d.orders, d.units, d.visitors, d.product_views, d.carts]),
    ['', data.revenue, data.orders, data.units, data.visitors, data.product_views, data.carts],
  ];
  const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `rima-toko-${data.from}_${data.to}.csv`;
  a.click();
  URL.revokeObjectURL(url);
}

/** /seller: where a seller lands. The period is in the address (?from=&to=), so it can be shared and reloaded. */
export default function SellerHomePage() {
  const t = useT(sellerMessages);
  const format = useFormat();
  useDocumentTitle(t('homeTitle'));
  const [search, setSearch] = useSearchParams();
  const today = wibToday();
  const { from, to } = rangeOf(search, today);
  const preset = presetOf(from, to, today);
  const [draft, setDraft] = useState({ from, to });
  const { data, isError } = useGetSellerDashboardQuery({ from, to });
  const number = (n: number) => n.toLocaleString(format.language === 'id' ? 'id-ID' : 'en-US');
  const choose = (next: { from: string; to: string }) => {
    setDraft(next);
    setSearch(next, { replace: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from <= draft.to) choose(draft);
  };
  const conversion = data && data.visitors > 0 ? Math.round((data.orders / data.visitors) * 1000) / 10 : null;

  return (
    <>
      <PageBanner title={t('homeTitle')} subtitle={t('homeSubtitle')} />
      <section className="container py-4 seller-home">
        <SellerTabs />
        <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
          <div className="btn-group" role="group" aria-label={t('range')}>
            {PRESETS.map((p) => (
              <button
                key={p.key}
                type="button"
                className={`btn rounded-0 ${preset === p.key ? 'btn-dark' : 'btn-outline-dark'}`}
                aria-pressed={preset === p.key}
                onClick={() => choose({ from: addDays(today, -(p.days - 1)), to: today })}
              >
                {t(p.key)}
              </button>
            ))}
          </div>
          <form className="d-flex flex-wrap gap-2 align-items-end" onSubmit={submit}>
            <LabelledInput
              label={t('from')}
              type="date"
              value={draft.from}
              max={draft.to || today}
              onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
            />
            <LabelledInput
              label={t('to')}
              type="date"
              value={draft.to}
              min={draft.from}
              onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
            />
            <button type="submit" className="btn btn-outline-dark rounded-0">
              {t('apply')}
            </button>
          </form>
          <button
            type="button"
            className="btn btn-dark rounded-0 ms-lg-auto"
            disabled={!data}
            onClick={() => {
              if (data)
                exportCsv(data, {
                  date: t('date'),
                  revenue: t('revenue'),
                  orders: t('orders'),
                  units: t('units'),
                  visitors: t('visitors'),
                  productViews: t('productViews'),
                  carts: t('carts'),
                });
            }}
          >
            <i className="bi bi-download" aria-hidden="true" /> {t('exportCsv')}
          </button>
        </div>
        {isError && <p className="alert alert-danger rounded-0">{t('loadFailed')}</p>}

        <div className="row g-2 mb-4">
          <Figure label={t('revenue')} value={data && format.price(data.revenue)} testId="figure-revenue" />
          <Figure label={t('orders')} value={data && number(data.orders)} testId="figure-orders" />
          <Figure label={t('units')} value={data && number(data.units)} testId="figure-units" />
          <Figure label={t('aov')} value={data && format.price(data.average_order_value)} testId="figure-aov" />
        </div>

        <h2 className="h5">{t('funnel')}</h2>
        <div className="row g-2 mb-4">
          <Figure label={t('visitors')} value={data && number(data.visitors)} testId="figure-visitors" />
          <Figure label={t('productViews')} value={data && number(data.product_views)} testId="figure-views" />
          <Figure label={t('carts')} value={data && number(data.carts)} testId="figure-carts" />
          <Figure
            label={t('conversion')}
            value={data && (conversion === null ? t('none') : `${number(conversion)}%`)}
            testId="figure-conversion"
          />
        </div>

        <h2 className="h5">{t('needsAction')}</h2>
        <div className="row g-2 mb-4">
          {WAITING.map(({ key, field, to }) => ({ key, to, n: data?.[field] })).map(({ key, to, n }) => (
            <div className="col-6 col-lg-3" key={key}>
              <Link
                to={to}
                className="seller-figure border p-3 h-100 d-block text-reset"
                data-testid={`waiting-${key}`}
              >
                <div className="small text-muted">{t(key)}</div>
                <div className="fs-5 fw-medium">
                  {n === undefined ? <span className="placeholder col-4" /> : number(n ?? 0)}
                </div>
              </Link>
            </div>
          ))}
        </div>

        <div className="seller-charts mb-4">
          {data ? (
            <Suspense fallback={<div className="seller-chart-placeholder" />}>
              <DashboardCharts data={data} />
            </Suspense>
          ) : (
            <div className="seller-chart-placeholder" />
          )}
        </div>

        <DashboardLists data={data} number={number} />
      </section>
    </>
  );
}
