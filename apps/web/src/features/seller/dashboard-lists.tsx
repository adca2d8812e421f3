import { Link } from 'react-router';
import type { SellerDashboard } from '@rima/shared/endpoints/seller-center';
import { useFormat, useT } from '../../lib/i18n';
import { sellerMessages } from './i18n/messages';

/** Best sellers, stock running out, the store's rating and chat answer time. */
export function DashboardLists({ data, number }: { data: SellerDashboard | undefined; number: (n: number) => string }) {
  const t = useT(sellerMessages);
  const format = useFormat();
  return (
    <div className="row g-3">
      <div className="col-12 col-lg-6">
        <h2 className="h5">{t('topProducts')}</h2>
        {!data ? (
          <div className="seller-list-placeholder placeholder-glow">
            <span className="placeholder col-12" />
          </div>
        ) : data.top_products.length === 0 ? (
          <p className="text-muted">{t('noSales')}</p>
        ) : (
          <div className="table-responsive">
            <table className="table table-sm align-middle">
              <thead>
                <tr>
                  <th scope="col">{t('product')}</th>
                  <th scope="col" className="text-end">
                    {t('units')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('revenue')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.top_products.map((p) => (
                  <tr key={`${p.product_id ?? 'gone'}-${p.name}`}>
                    <td className="text-break">
                      {p.product_id ? <Link to={`/product/detail/${p.product_id}`}>{p.name}</Link> : p.name}
                    </td>
                    <td className="text-end">{number(p.units)}</td>
                    <td className="text-end text-nowrap">{format.price(p.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <div className="col-12 col-lg-6">
        <h2 className="h5">{t('lowStock')}</h2>
        {!data ? (
          <div className="seller-list-placeholder placeholder-glow">
            <span className="placeholder col-12" />
          </div>
        ) : data.low_stock.length === 0 ? (
          <p className="text-muted">{t('noLowStock')}</p>
        ) : (
          <ul className="list-unstyled mb-0">
            {data.low_stock.map((p) => (
              <li key={p.id} className="d-flex justify-content-between gap-2 border-bottom py-1">
                <Link to={`/admin/edit-product/${p.id}`} className="text-break">
                  {p.name}
                </Link>
                <span className={`text-nowrap ${p.stock === 0 ? 'text-danger' : ''}`}>
                  {t('stockLeft', { count: p.stock })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="col-12 col-md-6">
        <div className="seller-figure border p-3 h-100">
          <div className="small text-muted">{t('rating')}</div>
          <div className="fw-medium">
            {!data ? (
              <span className="placeholder col-6" />
            ) : data.review_count > 0 ? (
              t('ratingValue', { rating: data.rating.toLocaleString(format.language), count: data.review_count })
            ) : (
              t('noRating')
            )}
          </div>
        </div>
      </div>
      <div className="col-12 col-md-6">
        <div className="seller-figure border p-3 h-100">
          <div className="small text-muted">{t('chatResponse')}</div>
          <div className="fw-medium">
            {!data ? (
              <span className="placeholder col-6" />
            ) : data.chat_response_minutes === null ? (
              t('noChats')
            ) : (
              <>
                {t('chatMinutes', { minutes: number(data.chat_response_minutes) })}
                {data.chat_reply_rate !== null && (
                  <div className="small text-muted">
                    {t('chatRate', { percent: Math.round(data.chat_reply_rate * 100) })}
                  </div>
                )}
              </>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
