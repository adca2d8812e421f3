// The blog's articles as the server knows them (they are in the sitemap): their address and date.
// The articles themselves live in the web app (features/content/blog-articles.ts); a web test keeps the two
// lists equal.

export const BLOG_POSTS = [
  { slug: 'caring-for-teak', date: '2024-05-14' },
  { slug: 'small-living-room', date: '2024-04-02' },
  { slug: 'rattan-is-back', date: '2024-02-20' },
  { slug: 'choosing-a-dining-table', date: '2023-12-08' },
  { slug: 'bedroom-calm', date: '2023-10-17' },
  { slug: 'outdoor-furniture-rainy-season', date: '2023-09-05' },
  { slug: 'working-from-home-desk', date: '2023-07-21' },
  { slug: 'meet-jati-living', date: '2023-05-30' },
] as const;
