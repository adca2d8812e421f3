import { PageBanner } from '../../components/layout/page-banner';
import { useFormat, useT } from '../../lib/i18n';
import { Link } from '../../lib/link';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SellerTabs } from '../profile';
import { ComplaintBadge } from './complaint-status';
import { type ComplaintSummary, useListMyComplaintsQuery } from './complaints-api';
import { complaintsMessages } from './i18n/messages';
import './complaints.css';

/** Open ones first, soonest deadline first; then the closed ones, newest first. */
function byUrgency(a: ComplaintSummary, b: ComplaintSummary): number {
  const aOpen = a.status !== 'closed';
  const bOpen = b.status !== 'closed';
  if (aOpen !== bOpen) return aOpen ? -1 : 1;
  if (aOpen) return (a.deadline ?? '').localeCompare(b.deadline ?? '') || a.id - b.id;
  return b.id - a.id;
}

/** /seller/complaints — the store's complaints: where each stands and until when the store may answer. */
export default function SellerComplaintsPage() {
  const t = useT(complaintsMessages);
  const { price, dateTime } = useFormat();
  useDocumentTitle(t('sellerTitle'));
  const { data, isLoading, isError } = useListMyComplaintsQuery();
  const rows = [...(data ?? [])].sort(byUrgency);
  const open = rows.filter((c) => c.status !== 'closed').length;
  return (
    <>
      <PageBanner title={t('sellerTitle')} subtitle={t('sellerSubtitle')} />
      <section className="container py-4 seller-home">
        <SellerTabs />
        {isError && <p className="alert alert-danger rounded-0">{t('sellerLoadFailed')}</p>}
        {isLoading ? (
          <ul className="list-unstyled" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <li key={i} className="seller-complaint border-bottom py-2">
                <span className="placeholder col-6" />
                <span className="placeholder col-8 d-block mt-1" />
              </li>
            ))}
          </ul>
        ) : rows.length === 0 ? (
          <p className="text-muted">{t('sellerEmpty')}</p>
        ) : (
          <>
            <p className="small text-muted" data-testid="seller-complaints-open">
              {t('sellerOpenCount', { n: open })}
            </p>
            <ul className="list-unstyled" data-testid="seller-complaints">
              {rows.map((c) => (
                <li key={c.id} className="seller-complaint border-bottom py-2">
                  <Link to={`/order/${c.order_id}?complaint=${c.id}`} className="fw-medium">
                    {t('title', { id: c.id })}
                  </Link>{' '}
                  <ComplaintBadge complaint={c} />
                  <div className="small text-muted text-break">
                    {t('queueOrder', { id: c.order_id, store: c.store_name, buyer: c.buyer_name })} ·{' '}
                    {t(`reason.${c.reason}`)} · {t('claimed', { amount: price(c.claimed_amount) })}
                  </div>
                  <div className="small">
                    {c.status === 'closed'
                      ? c.refund_amount > 0 && t('refunded', { amount: price(c.refund_amount) })
                      : c.deadline && t('deadline', { date: dateTime(c.deadline) })}
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
