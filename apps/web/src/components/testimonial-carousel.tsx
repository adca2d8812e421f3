import Carousel from 'react-bootstrap/Carousel';
import { TESTIMONIAL_AUTOPLAY_MS } from '@rima/shared/constants';

const TESTIMONIALS = [
  {
    quote:
      'The teak dining table arrived in four days, perfectly wrapped, and it is even better than the photos. We eat at it every evening now.',
    name: 'Dewi Lestari',
    role: 'Bandung',
  },
  {
    quote:
      'I furnished my whole studio from three stores on RIMA and paid in one checkout. The rattan chair is my favourite spot in the flat.',
    name: 'Arif Pratama',
    role: 'Jakarta',
  },
  {
    quote:
      'Honest prices in rupiah, real dimensions on every product and a seller who answered my questions the same day. Exactly what I needed.',
    name: 'Putri Maharani',
    role: 'Surabaya',
  },
] as const;

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('');
}

/** spec §1/§9: the testimonial block, autoplaying every 3000 ms. */
export function TestimonialCarousel() {
  return (
    <section className="testimonials" aria-labelledby="testimonials-title">
      <div className="container">
        <p className="section-kicker text-center">Testimonial</p>
        <h2 id="testimonials-title" className="section-title text-center">
          What our customers say
        </h2>
        <Carousel
          interval={TESTIMONIAL_AUTOPLAY_MS}
          indicators
          controls={false}
          variant="dark"
          className="testimonials__carousel"
        >
          {TESTIMONIALS.map((t) => (
            <Carousel.Item key={t.name}>
              <figure className="testimonial">
                <span className="testimonial__avatar" aria-hidden="true">
                  {initials(t.name)}
                </span>
                <blockquote className="testimonial__quote">
                  <p>“{t.quote}”</p>
                </blockquote>
                <figcaption className="testimonial__name">
                  {t.name} <span className="testimonial__role">· {t.role}</span>
                </figcaption>
              </figure>
            </Carousel.Item>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
