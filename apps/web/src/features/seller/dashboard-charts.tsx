import { useMemo } from 'react';
import type { SellerDashboard } from '@rima/shared/endpoints/seller-center';
import { ChartCanvas, type ChartSeries } from '../../components/chart';
import { useFormat, useT } from '../../lib/i18n';
import { sellerMessages } from './i18n/messages';

type Series = Required<ChartSeries>;

/** A chart drawn on a canvas for the eye; the same numbers in a table for screen readers. */
function SellerChart({
  title,
  labels,
  series,
  formatValue,
  testId,
}: {
  title: string;
  labels: string[];
  series: Series[];
  formatValue: (n: number) => string;
  testId: string;
}) {
  const t = useT(sellerMessages);
  return (
    <figure className="seller-chart border p-2 mb-3" data-testid={testId}>
      <figcaption className="fw-medium mb-1">{title}</figcaption>
      <div className="seller-chart__canvas" aria-hidden="true">
        <ChartCanvas kind="bar" labels={labels} series={series} formatValue={formatValue} />
      </div>
      <table className="visually-hidden">
        <caption>
          {title}: {t('chartTable')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('date')}</th>
            {series.map((s) => (
              <th scope="col" key={s.label}>
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {series.map((s) => (
                <td key={s.label}>{formatValue(s.values[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Sales per day, and orders against visitors per day, over the chosen period. */
export default function DashboardCharts({ data }: { data: SellerDashboard }) {
  const t = useT(sellerMessages);
  const format = useFormat();
  const locale = format.language === 'id' ? 'id-ID' : 'en-US';
  const labels = useMemo(
    () =>
      data.series.map((d) =>
        new Date(`${d.date}T00:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      ),
    [data.series, locale],
  );
  const sales = useMemo<Series[]>(
    () => [{ label: t('revenue'), values: data.series.map((d) => d.revenue), color: '#b8860b', kind: 'bar' }],
    [data.series, t],
  );
  const traffic = useMemo<Series[]>(
    () => [
      { label: t('orders'), values: data.series.map((d) => d.orders), color: '#1f2937', kind: 'bar' },
      { label: t('visitors'), values: data.series.map((d) => d.visitors), color: '#6b9080', kind: 'line' },
    ],
    [data.series, t],
  );
  const price = format.price;
  const count = useMemo(() => (n: number) => n.toLocaleString(locale), [locale]);
  return (
    <div className="row g-2">
      <div className="col-12 col-lg-6">
        <SellerChart title={t('salesChart')} labels={labels} series={sales} formatValue={price} testId="chart-sales" />
      </div>
      <div className="col-12 col-lg-6">
        <SellerChart
          title={t('ordersChart')}
          labels={labels}
          series={traffic}
          formatValue={count}
          testId="chart-orders"
        />
      </div>
    </div>
  );
}
