export type Testimonial = { quote: string; name: string; role: string };

export const TESTIMONIALS: readonly Testimonial[] = [
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
];
