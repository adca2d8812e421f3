import { lazy, Suspense, useRef } from 'react';
import { useT } from '../lib/i18n';
import { useNearViewport } from '../lib/use-near-viewport';
import { testimonialMessages } from './testimonial/i18n/messages';
import { TestimonialFigure } from './testimonial-figure';
import { TESTIMONIALS } from './testimonials';

// The carousel (react-bootstrap's Carousel and its transition code) sits below the fold: it is
// loaded when the visitor scrolls near it. Until then the first testimonial is shown in the same place and at
// the same size as the carousel's first slide, so nothing moves when the carousel takes over.
const TestimonialSlides = lazy(() => import('./testimonial-slides'));

function FirstSlide() {
  const first = TESTIMONIALS[0];
  return (
    <div className="carousel slide carousel-dark testimonials__carousel">
      <div className="carousel-indicators" aria-hidden="true">
        {TESTIMONIALS.map((t, i) => (
          <button key={t.name} type="button" className={i === 0 ? 'active' : undefined} tabIndex={-1} />
        ))}
      </div>
      <div className="carousel-inner">
        <div className="carousel-item active">{first && <TestimonialFigure testimonial={first} />}</div>
      </div>
    </div>
  );
}

/** spec §1/§9: the testimonial block, autoplaying every 3000 ms. */
export function TestimonialCarousel() {
  const t = useT(testimonialMessages);
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  return (
    <section ref={section} className="testimonials" aria-labelledby="testimonials-title">
      <div className="container">
        <p className="section-kicker text-center">{t('kicker')}</p>
        <h2 id="testimonials-title" className="section-title text-center">
          {t('title')}
        </h2>
        {near ? (
          <Suspense fallback={<FirstSlide />}>
            <TestimonialSlides />
          </Suspense>
        ) : (
          <FirstSlide />
        )}
      </div>
    </section>
  );
}
