import Carousel from 'react-bootstrap/Carousel';
import { TESTIMONIAL_AUTOPLAY_MS } from '@rima/shared/constants';
import { TestimonialFigure } from './testimonial-figure';
import { TESTIMONIALS } from './testimonials';

/** spec §1/§9: the testimonials, autoplaying every 3000 ms. Loaded on demand by <TestimonialCarousel/>. */
export default function TestimonialSlides() {
  return (
    <Carousel
      interval={TESTIMONIAL_AUTOPLAY_MS}
      indicators
      controls={false}
      variant="dark"
      className="testimonials__carousel"
    >
      {TESTIMONIALS.map((t) => (
        <Carousel.Item key={t.name}>
          <TestimonialFigure testimonial={t} />
        </Carousel.Item>
      ))}
    </Carousel>
  );
}
