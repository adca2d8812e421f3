import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestimonialCarousel } from './testimonial-carousel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A controllable IntersectionObserver: `enter()` reports every observed element as intersecting. */
function stubIntersectionObserver() {
  const observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  class FakeObserver {
    constructor(
      private readonly callback: IntersectionObserverCallback,
      private readonly options?: IntersectionObserverInit,
    ) {}
    observe() {
      observed.push({ callback: this.callback, options: this.options });
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observed,
    enter: () =>
      act(async () => {
        for (const o of observed)
          o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

describe('<TestimonialCarousel />', () => {
  it('shows the first testimonial at once and loads the carousel only when scrolled near', async () => {
    const io = stubIntersectionObserver();
    const { container } = render(<TestimonialCarousel />);
    expect(screen.getByText(/Dewi Lestari/)).toBeInTheDocument();
    expect(screen.queryByText(/Arif Pratama/)).toBeNull();
    expect(io.observed[0]?.options?.rootMargin).toBe('400px');

    await io.enter();
    expect(await screen.findByText(/Arif Pratama/)).toBeInTheDocument();
    expect(screen.getByText(/Putri Maharani/)).toBeInTheDocument();
    expect(container.querySelectorAll('.carousel-item')).toHaveLength(3);
  });

  it('loads the carousel at once where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<TestimonialCarousel />);
    expect(await screen.findByText(/Putri Maharani/)).toBeInTheDocument();
  });
});
