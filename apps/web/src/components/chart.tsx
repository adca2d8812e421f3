import { useEffect, useRef } from 'react';
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

// Only what the dashboards draw (tree-shaken); import this from lazily loaded pages only, never from the entry.
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

/** One data set; `kind` draws it otherwise than the chart (a line over bars). */
export type ChartSeries = { label: string; values: number[]; color: string; kind?: 'bar' | 'line' };

type Props = {
  kind: 'bar' | 'line';
  labels: string[];
  series: ChartSeries[];
  /** How the axis and the tooltips write a value; chart.js's own numbers without it. */
  formatValue?: (n: number) => string;
  /** Makes the canvas an image with this label; leave it out where a table beside it has the numbers. */
  label?: string;
};

/** A chart.js bar or line chart with the legend below and the value axis from zero. */
export function ChartCanvas({ kind, labels, series, formatValue, label }: Props) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, {
      type: kind,
      data: {
        labels,
        datasets: series.map((s) => ({
          ...(s.kind && { type: s.kind }),
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
          ...(formatValue && {
            tooltip: { callbacks: { label: (c) => `${c.dataset.label ?? ''}: ${formatValue(Number(c.parsed.y))}` } },
          }),
        },
        scales: {
          y: { beginAtZero: true, ...(formatValue && { ticks: { callback: (v) => formatValue(Number(v)) } }) },
        },
      },
    });
    return () => chart.destroy();
  }, [kind, labels, series, formatValue]);
  return label === undefined ? <canvas ref={canvas} /> : <canvas ref={canvas} role="img" aria-label={label} />;
}
