import Button from 'react-bootstrap/Button';
import { formatDateTime } from '@rima/shared/format';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useSearchParams } from 'react-router';
import type { Notification } from '@rima/shared/api/notifications';
import { PageBanner } from '../../components/layout/page-banner';
import { Pager } from '../../components/pager';
import { getErrorMessage } from '../../lib/get-error-message';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  useListNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from './notifications-api';
import './notifications.css';

const ICONS: Record<string, string> = {
  'order.created': 'bi-bag-check',
  'payment.paid': 'bi-credit-card',
  'payment.expired': 'bi-hourglass-bottom',
  'order.shipped': 'bi-truck',
  'order.delivered': 'bi-box-seam',
  'order.cancelled': 'bi-x-circle',
  'refund.succeeded': 'bi-arrow-counterclockwise',
  'refund.failed': 'bi-exclamation-triangle',
  'review.created': 'bi-star',
  'chat.message': 'bi-chat',
};

function NotificationItem({ n, onOpen }: { n: Notification; onOpen: (n: Notification) => void }) {
  return (
    <li className={`notification-item${n.is_read ? '' : ' is-unread'}`}>
      <i className={`bi ${ICONS[n.type] ?? 'bi-bell'} notification-item__icon`} aria-hidden="true" />
      <div className="notification-item__body">
        <p className="notification-item__title">
          {!n.is_read && <span className="visually-hidden">Unread: </span>}
          {n.link ? (
            <Link to={n.link} onClick={() => onOpen(n)}>
              {n.title}
            </Link>
          ) : (
            n.title
          )}
        </p>
        <p className="notification-item__text">{n.text}</p>
        <time className="notification-item__time" dateTime={n.created_at}>
          {formatDateTime(n.created_at)}
        </time>
      </div>
      {!n.is_read && (
        <Button variant="link" size="sm" className="text-dark" onClick={() => onOpen(n)}>
          Mark as read
        </Button>
      )}
    </li>
  );
}

/** spec §2 /notification: the list, newest first, with the page boxes as a real pager. */
export default function NotificationPage() {
  useDocumentTitle('Notification');
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading, error } = useListNotificationsQuery(page);
  const [markRead] = useMarkNotificationReadMutation();
  const [markAll, { isLoading: isMarkingAll }] = useMarkAllNotificationsReadMutation();

  function open(n: Notification) {
    if (!n.is_read)
      markRead(n.id)
        .unwrap()
        .catch((e: unknown) => notify.error(getErrorMessage(e)));
  }

  return (
    <>
      <PageBanner title="Notification" subtitle="Orders, payments, reviews and messages" />
      <section className="container py-5 notifications">
        <div className="d-flex justify-content-between align-items-center mb-4">
          <p className="mb-0 text-muted">{data ? `${data.unread} unread of ${data.dataCount}` : ' '}</p>
          <Button
            variant="outline-dark"
            className="rounded-0"
            disabled={!data || data.unread === 0 || isMarkingAll}
            onClick={() => {
              markAll()
                .unwrap()
                .catch((e: unknown) => notify.error(getErrorMessage(e)));
            }}
          >
            Mark all as read
          </Button>
        </div>
        {isLoading && (
          <div className="text-center py-5">
            <Spinner animation="border" role="status" aria-label="Loading notifications" />
          </div>
        )}
        {error && (
          <div className="alert alert-light border rounded-0" role="alert">
            {getErrorMessage(error)}
          </div>
        )}
        {data && data.data.length === 0 && <p className="lead fw-light text-center py-5">No notifications yet.</p>}
        {data && data.data.length > 0 && (
          <ul className="notification-list list-unstyled">
            {data.data.map((n) => (
              <NotificationItem key={n.id} n={n} onOpen={open} />
            ))}
          </ul>
        )}
        {data && (
          <div className="d-flex justify-content-center mt-4">
            <Pager page={data.page} totalPages={data.totalPage} to={(p) => `?page=${p}`} label="Notification pages" />
          </div>
        )}
      </section>
    </>
  );
}
