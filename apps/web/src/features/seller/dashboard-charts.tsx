import { useEffect, useMemo, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { SellerDashboard } from '@rima/shared/endpoints/seller-center';
import { useFormat, useT } from '../../lib/i18n';
import { sellerMessages } from './i18n/messages';

// Only what these two charts draw (tree-shaken); this module is its own chunk, loaded by the seller home.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

type Series = { label: string; values: number[]; color: string; kind: 'bar' | 'line' };

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
  const canvas = useRef<HTMLCanvasElement | null>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels,
        datasets: series.map((s) => ({
          type: s.kind,
          label: s.label,
          data: s.values,
          backgroundColor: s.color,
          borderColor: s.color,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { position: 'bottom' },
          tooltip: { callbacks: { label: (c) => `${c.dataset.label ?? ''}: ${formatValue(Number(c.parsed.y))}` } },
        },
        scales: { y: { beginAtZero: true, ticks: { callback: (v) => formatValue(Number(v)) } } },
      },
    });
    return () => chart.destroy();
  }, [labels, series, formatValue]);
  return (
    <figure className="seller-chart border p-2 mb-3" data-testid={testId}>
      <figcaption className="fw-medium mb-1">{title}</figcaption>
      <div className="seller-chart__canvas" aria-hidden="true">
        <canvas ref={canvas} />
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
