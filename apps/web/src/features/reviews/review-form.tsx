import { useEffect, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { MAX_REVIEW_PHOTOS, REVIEW_PHOTO_FIELD, REVIEW_TEXT_MAX } from '@rima/shared/endpoints/reviews';
import type { ReviewableItem } from '@rima/shared/endpoints/reviews';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { reviewsMessages } from './i18n/messages';
import { useCreateReviewMutation } from './reviews-api';

const ACCEPTED = 'image/jpeg,image/png,image/webp';

/** The variants the buyer bought and has not reviewed yet, each once, oldest purchase first. */
function boughtVariants(items: ReviewableItem[]) {
  const seen = new Map<number, string>();
  for (const item of items) {
    if (item.variant_id !== null && !seen.has(item.variant_id)) {
      seen.set(item.variant_id, Object.values(item.variant_options).join(', '));
    }
  }
  return [...seen].map(([id, label]) => ({ id, label }));
}

/** Small previews of the chosen photos, each with a button that takes it out. */
function PhotoPreviews({ files, onRemove }: { files: File[]; onRemove: (index: number) => void }) {
  const t = useT(reviewsMessages);
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  if (files.length === 0) return null;
  return (
    <ul className="list-unstyled review-form__previews">
      {urls.map((url, i) => (
        <li key={url}>
          <img src={url} alt={t('photoN', { n: i + 1 })} width={64} height={64} />
          <button type="button" aria-label={t('removePhoto', { n: i + 1 })} onClick={() => onRemove(i)}>
            <i className="bi bi-x" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The buyer's review: stars, text, the variant bought (preselected from the order line; a choice when several
 * were bought) and up to MAX_REVIEW_PHOTOS photos. With photos it goes as multipart, else as JSON.
 */
export function ReviewForm({ productId, reviewable }: { productId: number; reviewable: ReviewableItem[] }) {
  const t = useT(reviewsMessages);
  const errorText = useErrorText();
  const variants = boughtVariants(reviewable);
  const [star, setStar] = useState(0);
  const [message, setMessage] = useState('');
  const [variantId, setVariantId] = useState<number | undefined>(variants[0]?.id);
  const [files, setFiles] = useState<File[]>([]);
  const [create, { isLoading }] = useCreateReviewMutation();
  const chosen = variants.some((v) => v.id === variantId) ? variantId : variants[0]?.id;

  function addFiles(list: FileList | null) {
    const all = [...files, ...(list ? [...list] : [])];
    if (all.length > MAX_REVIEW_PHOTOS) notify.error(t('tooManyPhotos', { max: MAX_REVIEW_PHOTOS }));
    setFiles(all.slice(0, MAX_REVIEW_PHOTOS));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (star < 1 || !message.trim()) {
      notify.error(t('chooseStars'));
      return;
    }
    const fields = { product_id: productId, star, message: message.trim(), ...(chosen ? { variant_id: chosen } : {}) };
    let body: typeof fields | FormData = fields;
    if (files.length > 0) {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
      for (const file of files) form.append(REVIEW_PHOTO_FIELD, file);
      body = form;
    }
    try {
      await create({ productId, body }).unwrap();
      notify.success(t('thanks'));
      setStar(0);
      setMessage('');
      setFiles([]);
    } catch (e) {
      notify.error(errorText(e));
    }
  }

  return (
    <form className="review-form" onSubmit={(e) => void submit(e)} aria-label={t('writeReview')}>
      <h3 className="h6 text-uppercase">{t('writeReview')}</h3>
      <fieldset className="mb-2">
        <legend className="visually-hidden">{t('yourRating')}</legend>
        {[1, 2, 3, 4, 5].map((i) => (
          <button
            key={i}
            type="button"
            className="review-form__star"
            aria-label={t('starN', { count: i })}
            aria-pressed={star === i}
            onClick={() => setStar(i)}
          >
            <i className={`bi ${star >= i ? 'bi-star-fill' : 'bi-star'}`} aria-hidden="true" />
          </button>
        ))}
      </fieldset>
      {variants.length === 1 && (
        <p className="small text-muted mb-2" data-testid="review-variant">
          {t('variantBought', { variant: variants[0]?.label ?? '' })}
        </p>
      )}
      {variants.length > 1 && (
        <div className="mb-2">
          <label htmlFor="review-variant" className="form-label small">
            {t('whichVariant')}
          </label>
          <select
            id="review-variant"
            className="form-select rounded-0"
            value={chosen}
            onChange={(e) => setVariantId(Number(e.target.value))}
          >
            {variants.map((v) => (
              <option key={v.id} value={v.id}>
                {v.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <label htmlFor="review-message" className="visually-hidden">
        {t('yourReview')}
      </label>
      <textarea
        id="review-message"
        className="form-control rounded-0 mb-2"
        rows={3}
        maxLength={REVIEW_TEXT_MAX}
        placeholder={t('howIsIt')}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <div className="mb-2">
        <label htmlFor="review-photos" className="form-label small">
          {t('addPhotos', { max: MAX_REVIEW_PHOTOS })}
        </label>
        <input
          id="review-photos"
          type="file"
          accept={ACCEPTED}
          multiple
          className="form-control rounded-0"
          disabled={files.length >= MAX_REVIEW_PHOTOS}
          onChange={(e) => {
            addFiles(e.target.files);
            e.target.value = ''; // the same photo may be picked again after it is taken out
          }}
        />
        <PhotoPreviews files={files} onRemove={(i) => setFiles(files.filter((_, j) => j !== i))} />
      </div>
      <Button type="submit" variant="dark" className="rounded-0 px-4" disabled={isLoading}>
        {isLoading ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}
