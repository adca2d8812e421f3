import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { Review } from '@rima/shared/api/reviews';
import { useAppSelector } from '../../app/hooks';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useFormat, useT } from '../../lib/i18n';
import { ReportButton } from '../reports';
import { notify } from '../../lib/toast';
import { reviewsMessages } from './i18n/messages';
import { Stars } from '../../components/stars';
import { ReviewForm } from './review-form';
import { ReviewGallery, ReviewPhotos } from './review-photos';
import { useDeleteReviewMutation, useListReviewsQuery, useReplyReviewMutation } from './reviews-api';
import './reviews.css';
import { REVIEW_TEXT_MAX } from '@rima/shared/endpoints/reviews';

function ReplyForm({ review }: { review: Review }) {
  const t = useT(reviewsMessages);
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [reply, { isLoading }] = useReplyReviewMutation();
  return (
    <form
      className="review__reply-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return;
        reply({ id: review.id, productId: review.product_id, reply: text.trim() })
          .unwrap()
          .then(() => {
            setText('');
            notify.success(t('replied'));
          })
          .catch((err: unknown) => notify.error(errorText(err)));
      }}
    >
      <label htmlFor={`reply-${review.id}`} className="visually-hidden">
        {t('replyTo', { name: review.buyer_name })}
      </label>
      <input
        id={`reply-${review.id}`}
        className="form-control form-control-sm rounded-0"
        maxLength={REVIEW_TEXT_MAX}
        placeholder={t('replyAsStore')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" size="sm" variant="dark" className="rounded-0" disabled={isLoading || !text.trim()}>
        {t('reply')}
      </Button>
    </form>
  );
}

/** The Reviews tab: average, count, the buyer's form when allowed, and the reviews with paging. */
export function ReviewsSection({ productId }: { productId: number }) {
  const t = useT(reviewsMessages);
  const errorText = useErrorText();
  const { date } = useFormat();
  const me = useAppSelector((s) => s.auth.userInfo?.id);
  const [page, setPage] = useState(1);
  const [withPhotos, setWithPhotos] = useState(false);
  const { data, isLoading, error } = useListReviewsQuery({
    productId,
    page,
    ...(me === undefined ? {} : { viewer: me }),
    ...(withPhotos ? { withPhotos } : {}),
  });
  const [remove] = useDeleteReviewMutation();

  if (isLoading) return <p className="text-muted">{t('loading')}</p>;
  if (error || !data) return <p className="text-muted">{errorText(error)}</p>;

  return (
    <section className="reviews" aria-label={t('reviews')}>
      <div className="reviews__summary">
        <span className="reviews__average">{data.average.toFixed(1)}</span>
        <Stars value={data.average} label={t('stars', { value: data.average.toFixed(1) })} />
        <span className="text-muted">{t('count', { count: data.count })}</span>
      </div>
      {data.can_review && <ReviewForm productId={productId} reviewable={data.reviewable} />}
      <ReviewGallery page={data} />
      {data.count === 0 && <p className="text-muted">{t('none')}</p>}
      {data.count > 0 && (
        <div className="reviews__filter" role="group" aria-label={t('filterReviews')}>
          {[false, true].map((on) => (
            <button
              key={String(on)}
              type="button"
              className={`reviews__chip${withPhotos === on ? ' reviews__chip--on' : ''}`}
              aria-pressed={withPhotos === on}
              onClick={() => {
                setWithPhotos(on);
                setPage(1);
              }}
            >
              {on ? `${t('withPhotos')} (${data.photo_review_count})` : t('allReviews')}
            </button>
          ))}
        </div>
      )}
      {withPhotos && data.data.length === 0 && <p className="text-muted">{t('noPhotoReviews')}</p>}
      <ul className="list-unstyled reviews__list">
        {data.data.map((r) => (
          <li key={r.id} className="review" data-testid="review">
            <div className="review__head">
              <strong>{r.buyer_name}</strong>
              <Stars value={r.star} label={t('stars', { value: r.star })} />
              <time className="text-muted small" dateTime={r.created_at}>
                {date(r.created_at)}
              </time>
              {me === r.buyer_id && (
                <Button
                  variant="link"
                  size="sm"
                  className="text-dark ms-auto"
                  onClick={() => {
                    remove({ id: r.id, productId })
                      .unwrap()
                      .then(() => notify.success(t('deleted')))
                      .catch((err: unknown) => notify.error(errorText(err)));
                  }}
                >
                  {t('delete')}
                </Button>
              )}
            </div>
            {r.option_names.length > 0 && (
              <p className="review__variant small text-muted">
                {t('variantBought', { variant: r.option_names.map((n) => r.variant_options[n]).join(', ') })}
              </p>
            )}
            <p className="review__message">{r.message}</p>
            <ReviewPhotos photos={r.photos} name={r.buyer_name} />
            {me !== r.buyer_id && <ReportButton target={{ target_type: 'review', target_id: r.id }} />}
            {r.reply !== null && (
              <div className="review__reply">
                <span className="small text-uppercase">{t('storeReply')}</span>
                <p className="mb-0">{r.reply}</p>
              </div>
            )}
            {data.is_seller && r.reply === null && <ReplyForm review={r} />}
          </li>
        ))}
      </ul>
      {data.totalPage > 1 && (
        <nav className="pager" aria-label={t('pages')}>
          <ul className="pager__list">
            {Array.from({ length: data.totalPage }, (_, i) => i + 1).map((p) => (
              <li key={p}>
                <button
                  type="button"
                  className={`pager__box${p === data.page ? ' pager__box--active' : ''}`}
                  aria-label={t('pageN', { page: p })}
                  aria-current={p === data.page ? 'page' : undefined}
                  onClick={() => setPage(p)}
                >
                  {String(p).padStart(2, '0')}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
