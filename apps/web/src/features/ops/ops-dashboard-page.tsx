import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from '../../lib/link';
import { getErrorMessage } from '../../lib/get-error-message';
import { OpsChart } from './ops-chart';
import { useFormat, useT } from '../../lib/i18n';
import { opsMessages } from './i18n/messages';
import { useGetDashboardQuery } from './ops-api';
import { Loading, OpsPage } from './ops-ui';

/** Orders, GMV, new customers and stores per day; what needs action now. */
export default function OpsDashboardPage() {
  const t = useT(opsMessages);
  const format = useFormat();
  const [days, setDays] = useState(30);
  const { data, error } = useGetDashboardQuery(days);
  const labels = useMemo(() => data?.days.map((d) => d.day.slice(5)) ?? [], [data]);
  const orders = useMemo(
    () => [{ label: t('seriesOrders'), values: data?.days.map((d) => d.orders) ?? [], color: '#343a40' }],
    [data, t],
  );
  const gmv = useMemo(
    () => [{ label: t('seriesGmv'), values: data?.days.map((d) => d.gmv) ?? [], color: '#a17f25' }],
    [data, t],
  );
  const people = useMemo(
    () => [
      { label: t('seriesCustomers'), values: data?.days.map((d) => d.new_customers) ?? [], color: '#6b8fbe' },
      { label: t('seriesStores'), values: data?.days.map((d) => d.new_stores) ?? [], color: '#4e8651' },
    ],
    [data, t],
  );
  const cards = data
    ? [
        { label: t('failedRefunds'), value: data.failed_refunds, to: '/ops/orders?refund=failed' },
        { label: t('openReports'), value: data.open_reports, to: '/ops/reports' },
        { label: t('requestedPayouts'), value: data.requested_payouts, to: '/ops/payouts' },
        { label: t('unhandledMessages'), value: data.unhandled_messages, to: '/ops/contact' },
      ]
    : [];
  return (
    <OpsPage
      title={t('navDashboard')}
      actions={
        <Form.Select
          aria-label={t('period')}
          className="rounded-0 w-auto"
          value={days}
          onChange={(e) => setDays(Number(e.target.value))}
        >
          <option value={7}>{t('last7')}</option>
          <option value={30}>{t('last30')}</option>
          <option value={90}>{t('last90')}</option>
        </Form.Select>
      }
    >
      {error && <p className="text-danger">{getErrorMessage(error)}</p>}
      <h2 className="h6 text-uppercase text-muted">{t('needsAction')}</h2>
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
          <span className="fs-5 fw-medium">{data ? format.price(data.commission_earned) : '…'}</span>
          <span className="small">{t('commissionEarned')}</span>
        </div>
      </div>
      {!data ? (
        <Loading rows={8} />
      ) : (
        <div className="ops-charts">
          <figure>
            <figcaption className="h6">{t('ordersPerDay')}</figcaption>
            <OpsChart kind="bar" labels={labels} series={orders} title={t('ordersPerDay')} />
          </figure>
          <figure>
            <figcaption className="h6">{t('gmvPerDay')}</figcaption>
            <OpsChart kind="line" labels={labels} series={gmv} title={t('gmvPerDay')} />
          </figure>
          <figure>
            <figcaption className="h6">{t('peoplePerDay')}</figcaption>
            <OpsChart kind="bar" labels={labels} series={people} title={t('peoplePerDay')} />
          </figure>
          <details>
            <summary className="small">{t('theNumbers')}</summary>
            <div className="table-responsive">
              <table className="table table-sm small">
                <thead>
                  <tr>
                    <th>{t('colDay')}</th>
                    <th>{t('seriesOrders')}</th>
                    <th>{t('colGmv')}</th>
                    <th>{t('colNewCustomers')}</th>
                    <th>{t('colNewStores')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.days.map((d) => (
                    <tr key={d.day}>
                      <td>{d.day}</td>
                      <td>{d.orders}</td>
                      <td>{format.price(d.gmv)}</td>
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
