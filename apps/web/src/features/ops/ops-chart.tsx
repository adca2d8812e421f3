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

// Only what the dashboard draws (tree-shaken); this module loads with the dashboard page only.
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

export type Series = { label: string; values: number[]; color: string };

/** A chart.js bar or line chart; the canvas is an image with a label, the numbers are in the table beside it. */
export function OpsChart({
  kind,
  labels,
  series,
  title,
}: {
  kind: 'bar' | 'line';
  labels: string[];
  series: Series[];
  title: string;
}) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, {
      type: kind,
      data: {
        labels,
        datasets: series.map((s) => ({
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
        plugins: { legend: { position: 'bottom' } },
        scales: { y: { beginAtZero: true } },
      },
    });
    return () => chart.destroy();
  }, [kind, labels, series]);
  return (
    <div className="ops-chart">
      <canvas ref={canvas} role="img" aria-label={title} />
    </div>
  );
}
