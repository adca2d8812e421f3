import { useState } from 'react';
import type { ProductImage } from '@rima/shared/api/catalog';
import { ProductPhoto } from '../../components/product-photo';
import { useT } from '../../lib/i18n';
import { productPagesMessages } from './pages/i18n/messages';
import { PHOTO_SIZES } from '@rima/shared/page-data';

type ProductGalleryProps = {
  name: string;
  images?: readonly ProductImage[] | undefined;
};

/** spec §4: the main image is a loading box until data arrives, then the first photo; a thumbnail click shows it. */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const t = useT(productPagesMessages);
  const [selected, setSelected] = useState(0);
  if (!images) {
    return (
      <div className="gallery">
        <div className="gallery__main gallery__main--loading" role="status" aria-label={t('loadingPhotos')}>
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        </div>
      </div>
    );
  }
  const main = images[Math.min(selected, images.length - 1)];
  return (
    <div className="gallery">
      <div className="gallery__main">
        {main && (
          <ProductPhoto
            src={main.image}
            srcSet={main.srcset}
            width={main.width}
            height={main.height}
            alt={t('photoOf', { name, n: Math.min(selected, images.length - 1) + 1, total: images.length })}
            sizes={PHOTO_SIZES.gallery}
            eager
          />
        )}
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label={t('photos')}>
          {images.map((img, i) => (
            <li key={img.id}>
              <button
                type="button"
                className={`gallery__thumb${i === selected ? ' is-active' : ''}`}
                aria-label={t('showPhoto', { n: i + 1, total: images.length })}
                aria-pressed={i === selected}
                onClick={() => setSelected(i)}
              >
                <ProductPhoto
                  src={img.image}
                  srcSet={img.srcset}
                  width={img.width}
                  height={img.height}
                  alt=""
                  sizes="96px"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
