import { useT } from '../lib/i18n';
import { testimonialMessages } from './testimonial/i18n/messages';
import type { Testimonial } from './testimonials';

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('');
}

export function TestimonialFigure({ testimonial: t }: { testimonial: Testimonial }) {
  const text = useT(testimonialMessages);
  return (
    <figure className="testimonial">
      <span className="testimonial__avatar" aria-hidden="true">
        {initials(t.name)}
      </span>
      <blockquote className="testimonial__quote">
        <p>“{text(t.key)}”</p>
      </blockquote>
      <figcaption className="testimonial__name">
        {t.name} <span className="testimonial__role">· {t.role}</span>
      </figcaption>
    </figure>
  );
}
