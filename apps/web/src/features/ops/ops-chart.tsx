import { ChartCanvas, type ChartSeries } from '../../components/chart';

export type Series = Omit<ChartSeries, 'kind'>;

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
  return (
    <div className="ops-chart">
      <ChartCanvas kind={kind} labels={labels} series={series} label={title} />
    </div>
  );
}
