import { useLanguage, useT, type Language } from '../../lib/i18n';
import type en from './articles/i18n/en.json';
import { articleMessages } from './articles/i18n/messages';

type ArticleKey = keyof typeof en;
type Part<K, Prefix extends string, Suffix extends string> = K extends `${Prefix}${infer P}${Suffix}` ? P : never;
type Slug = Part<ArticleKey, '', '.title'>;
type CategoryId = Part<ArticleKey, 'category.', ''>;
type TagId = Part<ArticleKey, 'tag.', ''>;

/** An article's structure; its words are in the `articles` catalogue (shown in the visitor's language). */
type ArticleSource = {
  slug: Slug;
  date: string; // ISO date
  author: string;
  category: CategoryId;
  tags: TagId[];
  /** Two colours for the drawn cover. */
  palette: [string, string];
  paragraphs: number;
};

/** The blog's articles: static content, newest first. */
export const ARTICLES: ArticleSource[] = [
  {
    slug: 'caring-for-teak',
    date: '2024-05-14',
    author: 'Made Surya',
    category: 'care',
    tags: ['teak', 'care', 'wood'],
    palette: ['#A17F25', '#EEA437'],
    paragraphs: 3,
  },
  {
    slug: 'small-living-room',
    date: '2024-04-02',
    author: 'Rina Wijaya',
    category: 'interior',
    tags: ['smallSpaces', 'livingRoom'],
    palette: ['#6B8FBE', '#49453D'],
    paragraphs: 3,
  },
  {
    slug: 'rattan-is-back',
    date: '2024-02-20',
    author: 'Ayu Kartika',
    category: 'makers',
    tags: ['rattan', 'makers', 'cirebon'],
    palette: ['#EEA437', '#4E8651'],
    paragraphs: 2,
  },
  {
    slug: 'choosing-a-dining-table',
    date: '2023-12-08',
    author: 'Made Surya',
    category: 'buying',
    tags: ['dining', 'wood', 'measuring'],
    palette: ['#49453D', '#A17F25'],
    paragraphs: 2,
  },
  {
    slug: 'bedroom-calm',
    date: '2023-10-17',
    author: 'Rina Wijaya',
    category: 'interior',
    tags: ['bedroom', 'colour'],
    palette: ['#504E86', '#6B8FBE'],
    paragraphs: 2,
  },
  {
    slug: 'outdoor-furniture-rainy-season',
    date: '2023-09-05',
    author: 'Bagus Hartono',
    category: 'care',
    tags: ['outdoor', 'care', 'teak'],
    palette: ['#4E8651', '#49453D'],
    paragraphs: 2,
  },
  {
    slug: 'working-from-home-desk',
    date: '2023-07-21',
    author: 'Ayu Kartika',
    category: 'buying',
    tags: ['office', 'measuring'],
    palette: ['#111111', '#A17F25'],
    paragraphs: 2,
  },
  {
    slug: 'meet-jati-living',
    date: '2023-05-30',
    author: 'Rina Wijaya',
    category: 'makers',
    tags: ['makers', 'teak', 'jepara'],
    palette: ['#A17F25', '#49453D'],
    paragraphs: 2,
  },
];

export type Labelled = { id: string; label: string };
export type BlogArticle = Omit<ArticleSource, 'category' | 'tags' | 'paragraphs'> & {
  category: Labelled;
  tags: Labelled[];
  title: string;
  excerpt: string;
  body: string[];
};

export const BLOG_PAGE_SIZE = 3;

/** The articles in the interface's language, newest first. */
export function useBlogArticles(): BlogArticle[] {
  const t = useT(articleMessages);
  return ARTICLES.map(({ paragraphs, category, tags, ...article }) => ({
    ...article,
    category: { id: category, label: t(`category.${category}`) },
    tags: tags.map((tag) => ({ id: tag, label: t(`tag.${tag}`) })),
    title: t(`${article.slug}.title`),
    excerpt: t(`${article.slug}.excerpt`),
    body: Array.from({ length: paragraphs }, (_, i) => t(`${article.slug}.p${i + 1}` as ArticleKey)),
  }));
}

export function findArticle(articles: BlogArticle[], slug: string | undefined): BlogArticle | undefined {
  if (slug === undefined) return articles[0];
  return articles.find((a) => a.slug === slug);
}

const locales: Record<Language, string> = { en: 'en-GB', id: 'id-ID' };

/** '14 May 2024' ('14 Mei 2024' in Indonesian). */
export function formatArticleDate(iso: string, language: Language) {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString(locales[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'May 2024' from '2024-05' (the archive's key is the ISO month). */
export function formatArchiveMonth(month: string, language: Language) {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString(locales[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Dates in the interface's language. */
export function useBlogDates() {
  const language = useLanguage();
  return {
    articleDate: (iso: string) => formatArticleDate(iso, language),
    archiveMonth: (month: string) => formatArchiveMonth(month, language),
  };
}
