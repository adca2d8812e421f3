import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import type { Notification } from '@rima/shared/api/notifications';
import { PageBanner } from '../../components/layout/page-banner';
import { ListError, ListLoading } from '../../components/list-states';
import { Pager } from '../../components/pager';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useFormat, useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  useListNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from './notifications-api';
import { notificationsMessages } from './i18n/messages';
import { notificationWords } from './notification-words';
import { PushToggle } from './push-toggle';
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
  const t = useT(notificationsMessages);
  const { language, dateTime } = useFormat();
  const { title, text } = notificationWords(t, language, n);
  return (
    <li className={`notification-item${n.is_read ? '' : ' is-unread'}`}>
      <i className={`bi ${ICONS[n.type] ?? 'bi-bell'} notification-item__icon`} aria-hidden="true" />
      <div className="notification-item__body">
        <p className="notification-item__title">
          {!n.is_read && <span className="visually-hidden">{t('unread')} </span>}
          {n.link ? (
            <Link to={n.link} onClick={() => onOpen(n)}>
              {title}
            </Link>
          ) : (
            title
          )}
        </p>
        <p className="notification-item__text">{text}</p>
        <time className="notification-item__time" dateTime={n.created_at}>
          {dateTime(n.created_at)}
        </time>
      </div>
      {!n.is_read && (
        <Button variant="link" size="sm" className="text-dark" onClick={() => onOpen(n)}>
          {t('markRead')}
        </Button>
      )}
    </li>
  );
}

/** spec §2 /notification: the list, newest first, with the page boxes as a real pager. */
export default function NotificationPage() {
  const t = useT(notificationsMessages);
  const errorText = useErrorText();
  useDocumentTitle(t('title'));
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading, error } = useListNotificationsQuery(page);
  const [markRead] = useMarkNotificationReadMutation();
  const [markAll, { isLoading: isMarkingAll }] = useMarkAllNotificationsReadMutation();

  function open(n: Notification) {
    if (!n.is_read)
      markRead(n.id)
        .unwrap()
        .catch((e: unknown) => notify.error(errorText(e)));
  }

  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <section className="container py-5 notifications">
        <PushToggle />
        <div className="d-flex justify-content-between align-items-center mb-4">
          <p className="mb-0 text-muted">
            {data ? t('unreadOf', { unread: data.unread, total: data.dataCount }) : ' '}
          </p>
          <Button
            variant="outline-dark"
            className="rounded-0"
            disabled={!data || data.unread === 0 || isMarkingAll}
            onClick={() => {
              markAll()
                .unwrap()
                .catch((e: unknown) => notify.error(errorText(e)));
            }}
          >
            {t('markAll')}
          </Button>
        </div>
        {isLoading && <ListLoading label={t('loading')} />}
        {error && <ListError text={errorText(error)} />}
        {data && data.data.length === 0 && <p className="lead fw-light text-center py-5">{t('empty')}</p>}
        {data && data.data.length > 0 && (
          <ul className="notification-list list-unstyled">
            {data.data.map((n) => (
              <NotificationItem key={n.id} n={n} onOpen={open} />
            ))}
          </ul>
        )}
        {data && (
          <div className="d-flex justify-content-center mt-4">
            <Pager page={data.page} totalPages={data.totalPage} to={(p) => `?page=${p}`} label={t('pages')} />
          </div>
        )}
      </section>
    </>
  );
}
