import { lazy, Suspense, useState } from 'react';
import type { ReviewPage, ReviewPhoto } from '@rima/shared/endpoints/reviews';
import { useT } from '../../lib/i18n';
import { reviewsMessages } from './i18n/messages';
import type { ViewerPhoto } from './review-photo-viewer';

const ReviewPhotoViewer = lazy(() => import('./review-photo-viewer'));

/** A row of square thumbnails; a click opens the (lazily loaded) viewer on that photo. */
function Thumbnails(props: { photos: ViewerPhoto[]; className: string; testId: string }) {
  const { photos, className, testId } = props;
  const [open, setOpen] = useState<number | undefined>();
  return (
    <>
      <ul className={`list-unstyled review-photos ${className}`} data-testid={testId}>
        {photos.map((p, i) => (
          <li key={p.url}>
            <button type="button" className="review-photos__thumb" onClick={() => setOpen(i)}>
              {/* the box is fixed, so nothing moves while it loads; srcset lets the browser take the 320 px one */}
              <img src={p.url} srcSet={p.srcset} sizes="72px" alt={p.alt} width={72} height={72} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {open !== undefined && (
        <Suspense fallback={null}>
          <ReviewPhotoViewer photos={photos} start={open} onClose={() => setOpen(undefined)} />
        </Suspense>
      )}
    </>
  );
}

/** The photos of one review, under its text. */
export function ReviewPhotos({ photos, name }: { photos: ReviewPhoto[]; name: string }) {
  const t = useT(reviewsMessages);
  if (photos.length === 0) return null;
  const all = photos.map((p, i) => ({ ...p, alt: t('reviewPhoto', { n: i + 1, name }) }));
  return <Thumbnails photos={all} className="review-photos--review" testId="review-photos" />;
}

/** The product's latest buyers' photos, above its reviews. */
export function ReviewGallery({ page }: { page: ReviewPage }) {
  const t = useT(reviewsMessages);
  if (page.gallery.length === 0) return null;
  const all = page.gallery.map((p) => ({ ...p, alt: t('galleryPhoto', { star: p.star }) }));
  return (
    <section className="review-gallery" aria-label={t('buyerPhotos', { count: page.photo_review_count })}>
      <h3 className="h6 text-uppercase">{t('buyerPhotos', { count: page.photo_review_count })}</h3>
      <Thumbnails photos={all} className="review-photos--gallery" testId="review-gallery" />
    </section>
  );
}
