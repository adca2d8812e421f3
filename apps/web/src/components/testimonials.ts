/** The quotes themselves are in the catalogue (testimonial/i18n), under each customer's key. */
export type Testimonial = { key: 'dewi' | 'arif' | 'putri'; name: string; role: string };

export const TESTIMONIALS: readonly Testimonial[] = [
  { key: 'dewi', name: 'Dewi Lestari', role: 'Bandung' },
  { key: 'arif', name: 'Arif Pratama', role: 'Jakarta' },
  { key: 'putri', name: 'Putri Maharani', role: 'Surabaya' },
];
