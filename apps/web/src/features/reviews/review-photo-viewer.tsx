import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { ReviewPhoto } from '@rima/shared/endpoints/reviews';
import { useT } from '../../lib/i18n';
import { reviewsMessages } from './i18n/messages';

export type ViewerPhoto = ReviewPhoto & { alt: string };

/**
 * A buyer's photo at full size, with previous/next through the set it was opened from. Loaded on the first
 * click on a review photo (React.lazy), so the product page's own JavaScript does not carry the dialog.
 */
export default function ReviewPhotoViewer(props: { photos: ViewerPhoto[]; start: number; onClose: () => void }) {
  const { photos, onClose } = props;
  const t = useT(reviewsMessages);
  const [index, setIndex] = useState(props.start);
  const photo = photos[index];
  const step = (by: number) => setIndex((i) => (i + by + photos.length) % photos.length);
  return (
    <Modal show onHide={onClose} centered size="lg" aria-label={photo?.alt}>
      <Modal.Body className="review-viewer">
        {photo && (
          <img
            src={photo.url}
            srcSet={photo.srcset}
            sizes="(min-width: 992px) 766px, 100vw"
            alt={photo.alt}
            width={photo.width}
            height={photo.height}
            data-testid="review-photo-large"
          />
        )}
        <div className="review-viewer__bar">
          {photos.length > 1 && (
            <Button variant="outline-dark" className="rounded-0" onClick={() => step(-1)} aria-label={t('previous')}>
              <i className="bi bi-chevron-left" aria-hidden="true" />
            </Button>
          )}
          <span className="small text-muted">
            {index + 1} / {photos.length}
          </span>
          {photos.length > 1 && (
            <Button variant="outline-dark" className="rounded-0" onClick={() => step(1)} aria-label={t('next')}>
              <i className="bi bi-chevron-right" aria-hidden="true" />
            </Button>
          )}
          <Button variant="dark" className="rounded-0 ms-auto" onClick={onClose}>
            {t('close')}
          </Button>
        </div>
      </Modal.Body>
    </Modal>
  );
}
