import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport (and stays true). Used to load below-the-fold
 * widgets only when the visitor scrolls towards them. Without IntersectionObserver it turns true after the first
 * render (never during it: a server-rendered page hydrates with what the server drew, the placeholder).
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
