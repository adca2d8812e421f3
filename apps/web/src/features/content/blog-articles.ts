/** The blog's articles: static content, newest first. */
export type BlogArticle = {
  slug: string;
  title: string;
  date: string; // ISO date
  author: string;
  category: string;
  tags: string[];
  /** Two colours for the drawn cover. */
  palette: [string, string];
  excerpt: string;
  body: string[];
};

export const BLOG_ARTICLES: BlogArticle[] = [
  {
    slug: 'caring-for-teak',
    title: 'Caring for teak: oil, water and patience',
    date: '2024-05-14',
    author: 'Made Surya',
    category: 'Care Guides',
    tags: ['Teak', 'Care', 'Wood'],
    palette: ['#A17F25', '#EEA437'],
    excerpt: 'Teak is one of the few woods that improves with age. A little oil twice a year keeps it that way.',
    body: [
      'Teak grows slowly and is full of natural oils, which is why a good teak table can outlive the people who bought it. It does not need lacquer; it needs air, the occasional clean and a thin coat of oil.',
      'Wipe spills at once with a damp cloth and dry the surface. Twice a year, sand lightly with fine paper along the grain, then rub in teak oil with a lint-free cloth and wipe off the excess after fifteen minutes.',
      'Outdoors, teak turns a soft silver grey. If you prefer the honey colour, clean and oil it every spring; if you like the silver, simply leave it alone.',
    ],
  },
  {
    slug: 'small-living-room',
    title: 'Five ideas for a small living room',
    date: '2024-04-02',
    author: 'Rina Wijaya',
    category: 'Interior',
    tags: ['Small Spaces', 'Living Room'],
    palette: ['#6B8FBE', '#49453D'],
    excerpt: 'Raised legs, one large rug and a mirror in the right place make a small room feel twice its size.',
    body: [
      'Choose furniture on legs: seeing the floor under a sofa or cabinet makes a room feel larger. A single large rug works better than several small ones.',
      'Keep the biggest piece against the longest wall, and let one nesting table do the work of three. Hang a mirror opposite the window to double the daylight.',
      'Finally, be strict: one shelf of things you love beats three shelves of things you keep.',
    ],
  },
  {
    slug: 'rattan-is-back',
    title: 'Rattan is back, and it never left Cirebon',
    date: '2024-02-20',
    author: 'Ayu Kartika',
    category: 'Makers',
    tags: ['Rattan', 'Makers', 'Cirebon'],
    palette: ['#EEA437', '#4E8651'],
    excerpt: 'We visited the workshops where most of the world’s rattan furniture is still woven by hand.',
    body: [
      'Cirebon’s rattan workshops weave chairs, lamps and baskets for buyers around the world. Most of the work is still done by hand, strand by strand, over a steel or wooden frame.',
      'Rattan is light, strong and renewable: the vine regrows within a few years. Keep it out of direct sun and dust it with a soft brush.',
    ],
  },
  {
    slug: 'choosing-a-dining-table',
    title: 'How to choose a dining table',
    date: '2023-12-08',
    author: 'Made Surya',
    category: 'Buying Guides',
    tags: ['Dining', 'Wood', 'Measuring'],
    palette: ['#49453D', '#A17F25'],
    excerpt: 'Allow 60 cm of table edge per person and 90 cm of free floor behind every chair.',
    body: [
      'Start with the room, not the table: leave at least 90 cm between the table edge and the wall so chairs can move. Each diner needs about 60 cm of edge.',
      'Round tables suit square rooms and conversation; rectangular ones seat more people. An extending table is the best friend of a small flat.',
    ],
  },
  {
    slug: 'bedroom-calm',
    title: 'A calmer bedroom in one weekend',
    date: '2023-10-17',
    author: 'Rina Wijaya',
    category: 'Interior',
    tags: ['Bedroom', 'Colour'],
    palette: ['#504E86', '#6B8FBE'],
    excerpt: 'Soft colours, closed storage and a proper bedside lamp: small changes, better sleep.',
    body: [
      'Move everything that is not for sleeping or dressing out of the bedroom. Closed storage hides what remains.',
      'Paint one wall in a soft, muted colour and replace the ceiling light in the evening with a warm bedside lamp.',
    ],
  },
  {
    slug: 'outdoor-furniture-rainy-season',
    title: 'Outdoor furniture in the rainy season',
    date: '2023-09-05',
    author: 'Bagus Hartono',
    category: 'Care Guides',
    tags: ['Outdoor', 'Care', 'Teak'],
    palette: ['#4E8651', '#49453D'],
    excerpt: 'Covers that breathe, feet off the wet floor and cushions indoors: how to get through the monsoon.',
    body: [
      'Use breathable covers: plastic traps moisture and invites mould. Lift chair feet off wet tiles with small rubber pads.',
      'Bring cushions inside during the wettest months and let wood dry fully before oiling it again.',
    ],
  },
  {
    slug: 'working-from-home-desk',
    title: 'The right desk for working from home',
    date: '2023-07-21',
    author: 'Ayu Kartika',
    category: 'Buying Guides',
    tags: ['Office', 'Measuring'],
    palette: ['#111111', '#A17F25'],
    excerpt: 'Depth matters more than width: at least 60 cm so the screen sits an arm’s length away.',
    body: [
      'A desk 60 to 75 cm deep keeps the screen at arm’s length. The top should sit at about elbow height when you sit straight.',
      'Solid wood tops dampen the noise of typing and can be sanded if they wear.',
    ],
  },
  {
    slug: 'meet-jati-living',
    title: 'Meet the seller: Jati Living',
    date: '2023-05-30',
    author: 'Rina Wijaya',
    category: 'Makers',
    tags: ['Makers', 'Teak', 'Jepara'],
    palette: ['#A17F25', '#49453D'],
    excerpt: 'A family workshop in Jepara that has built teak furniture for three generations.',
    body: [
      'Jati Living started as a family workshop in Jepara. Today twelve craftspeople build tables, benches and cabinets from plantation teak.',
      'Every piece is joined with mortise and tenon and finished with natural oil; they will happily make a table to your size.',
    ],
  },
];

export const BLOG_PAGE_SIZE = 3;

export function findArticle(slug: string | undefined): BlogArticle | undefined {
  if (slug === undefined) return BLOG_ARTICLES[0];
  return BLOG_ARTICLES.find((a) => a.slug === slug);
}

export function formatArticleDate(iso: string) {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'May 2024' from '2024-05-14' (the archive's key is the ISO month '2024-05'). */
export function formatArchiveMonth(month: string) {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
