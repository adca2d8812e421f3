import { useEffect, useRef, useState } from 'react';
import type { RelatedProduct } from '@rima/shared/api/catalog';
import { RELATED_AUTOPLAY_MS } from '@rima/shared/constants';
import { useT } from '../../lib/i18n';
import { productPagesMessages } from './pages/i18n/messages';
import { ProductCard } from '../../components/product-card';
import { ProductCardHeart } from '../favorites';

function stepTrack(el: HTMLElement | null, direction: 1 | -1) {
  const first = el?.firstElementChild;
  if (!el || !(first instanceof HTMLElement)) return;
  // One card and the gap after it: a step of the card's width alone stops short and shows the card cut.
  const second = first.nextElementSibling;
  const width = second instanceof HTMLElement ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
  const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
  const atStart = el.scrollLeft <= 4;
  if (direction === 1 && atEnd) el.scrollTo({ left: 0, behavior: 'smooth' });
  else if (direction === -1 && atStart) el.scrollTo({ left: el.scrollWidth, behavior: 'smooth' });
  else el.scrollBy({ left: direction * width, behavior: 'smooth' });
}

/**
 * spec §9: 3 products wide, 2 below 768 px, 1 below 576 px (widths in CSS), autoplay every 2000 ms.
 * A scroll-snap track: swipeable, keyboard scrollable, no carousel library. Autoplay pauses while the
 * pointer or focus is inside and when the visitor prefers reduced motion.
 */
export function RelatedCarousel({ products }: { products: RelatedProduct[] }) {
  const t = useT(productPagesMessages);
  const track = useRef<HTMLUListElement>(null);
  const [isPaused, setPaused] = useState(false);

  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (isPaused || reduced || products.length < 2) return;
    const timer = window.setInterval(() => stepTrack(track.current, 1), RELATED_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [isPaused, products.length]);

  if (products.length === 0) return null;
  return (
    <section
      className="related"
      aria-labelledby="related-title"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="d-flex align-items-end justify-content-between mb-4">
        <h2 id="related-title" className="section-title mb-0">
          {t('related')}
        </h2>
        <div className="d-flex gap-2">
          <button
            type="button"
            className="carousel-arrow"
            aria-label={t('relatedPrev')}
            onClick={() => stepTrack(track.current, -1)}
          >
            <i className="bi bi-arrow-left" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="carousel-arrow"
            aria-label={t('relatedNext')}
            onClick={() => stepTrack(track.current, 1)}
          >
            <i className="bi bi-arrow-right" aria-hidden="true" />
          </button>
        </div>
      </div>
      <ul className="related__track" ref={track} aria-label={t('relatedList')}>
        {products.map((p) => (
          <li key={p.id} className="related__item">
            <ProductCard
              product={p}
              sizes="(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw"
              heart={<ProductCardHeart productId={p.id} />}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
