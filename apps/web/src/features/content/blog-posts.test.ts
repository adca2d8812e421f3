import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '@rima/shared/blog';
import { ARTICLES } from './blog-articles';

describe('the blog articles the sitemap lists', () => {
  it('are exactly the blog’s articles, with their dates', () => {
    expect(ARTICLES.map((a) => ({ slug: a.slug, date: a.date }))).toEqual(BLOG_POSTS);
  });
});
