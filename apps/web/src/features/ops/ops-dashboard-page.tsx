import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { formatIdr } from '@rima/shared/format';
import { getErrorMessage } from '../../lib/get-error-message';
import { OpsChart } from './ops-chart';
import { OPS_TEXT as T } from './ops-messages';
import { useGetDashboardQuery } from './ops-api';
import { Loading, OpsPage } from './ops-ui';

/** Issue 14: orders, GMV, new customers and stores per day; what needs action now. */
export default function OpsDashboardPage() {
  const [days, setDays] = useState(30);
  const { data, error } = useGetDashboardQuery(days);
  const labels = useMemo(() => data?.days.map((d) => d.day.slice(5)) ?? [], [data]);
  const orders = useMemo(
    () => [{ label: 'Orders', values: data?.days.map((d) => d.orders) ?? [], color: '#343a40' }],
    [data],
  );
  const gmv = useMemo(
    () => [{ label: 'GMV (IDR)', values: data?.days.map((d) => d.gmv) ?? [], color: '#a17f25' }],
    [data],
  );
  const people = useMemo(
    () => [
      { label: 'New customers', values: data?.days.map((d) => d.new_customers) ?? [], color: '#6b8fbe' },
      { label: 'New stores', values: data?.days.map((d) => d.new_stores) ?? [], color: '#4e8651' },
    ],
    [data],
  );
  const cards = data
    ? [
        { label: T.failedRefunds, value: data.failed_refunds, to: '/ops/orders?refund=failed' },
        { label: T.openReports, value: data.open_reports, to: '/ops/reports' },
        { label: T.requestedPayouts, value: data.requested_payouts, to: '/ops/payouts' },
        { label: T.unhandledMessages, value: data.unhandled_messages, to: '/ops/contact' },
      ]
    : [];
  return (
    <OpsPage
      title={T.nav.dashboard}
      actions={
        <Form.Select
          aria-label="Period"
          className="rounded-0 w-auto"
          value={days}
          onChange={(e) => setDays(Number(e.target.value))}
        >
          <option value={7}>Last 7 days</option>
          <option value={30}>Last 30 days</option>
          <option value={90}>Last 90 days</option>
        </Form.Select>
      }
    >
      {error && <p className="text-danger">{getErrorMessage(error)}</p>}
      <h2 className="h6 text-uppercase text-muted">{T.needsAction}</h2>
      <div className="ops-cards mb-4">
        {data
          ? cards.map((c) => (
              <Link key={c.label} to={c.to} className="ops-card text-dark text-decoration-none">
                <span className="fs-3 fw-medium">{c.value}</span>
                <span className="small">{c.label}</span>
              </Link>
            ))
          : Array.from({ length: 4 }, (_, i) => (
              <div key={i} className="ops-card placeholder-glow">
                <span className="placeholder col-6" />
              </div>
            ))}
        <div className="ops-card">
          <span className="fs-5 fw-medium">{data ? formatIdr(data.commission_earned) : '…'}</span>
          <span className="small">{T.commissionEarned}</span>
        </div>
      </div>
      {!data ? (
        <Loading rows={8} />
      ) : (
        <div className="ops-charts">
          <figure>
            <figcaption className="h6">Orders per day</figcaption>
            <OpsChart kind="bar" labels={labels} series={orders} title="Orders per day" />
          </figure>
          <figure>
            <figcaption className="h6">GMV per day (paid orders)</figcaption>
            <OpsChart kind="line" labels={labels} series={gmv} title="GMV per day" />
          </figure>
          <figure>
            <figcaption className="h6">New customers and stores per day</figcaption>
            <OpsChart kind="bar" labels={labels} series={people} title="New customers and stores per day" />
          </figure>
          <details>
            <summary className="small">The numbers</summary>
            <div className="table-responsive">
              <table className="table table-sm small">
                <thead>
                  <tr>
                    <th>Day</th>
                    <th>Orders</th>
                    <th>GMV</th>
                    <th>Customers</th>
                    <th>Stores</th>
                  </tr>
                </thead>
                <tbody>
                  {data.days.map((d) => (
                    <tr key={d.day}>
                      <td>{d.day}</td>
                      <td>{d.orders}</td>
                      <td>{formatIdr(d.gmv)}</td>
                      <td>{d.new_customers}</td>
                      <td>{d.new_stores}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </div>
      )}
    </OpsPage>
  );
}
