import { Link } from 'react-router';
import { BLOG_ARTICLES, formatArchiveMonth, formatArticleDate } from './blog-articles';

function countBy(values: string[]) {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()];
}

/** Categories, recent news, archives and tags; every entry is a link to the filtered blog list. */
export function BlogSidebar({ search, onSearch }: { search?: string; onSearch?: (value: string) => void }) {
  const categories = countBy(BLOG_ARTICLES.map((a) => a.category));
  const months = countBy(BLOG_ARTICLES.map((a) => a.date.slice(0, 7)));
  const tags = [...new Set(BLOG_ARTICLES.flatMap((a) => a.tags))].sort();
  return (
    <aside className="blog-sidebar" aria-label="Blog navigation">
      <form
        role="search"
        className="filter-block"
        action="/blog"
        onSubmit={(e) => {
          if (onSearch) e.preventDefault();
        }}
      >
        <label htmlFor="blog-search" className="filter-block__title">
          Search
        </label>
        <input
          id="blog-search"
          name="search"
          type="search"
          className="form-control rounded-0"
          placeholder="Search articles"
          {...(onSearch ? { value: search ?? '', onChange: (e) => onSearch(e.target.value) } : {})}
        />
      </form>
      <section className="filter-block" aria-labelledby="blog-categories">
        <h2 id="blog-categories" className="filter-block__title">
          Categories
        </h2>
        <ul className="list-unstyled blog-sidebar__list">
          {categories.map(([name, count]) => (
            <li key={name}>
              <Link to={`/blog?category=${encodeURIComponent(name)}`}>
                {name} <span className="text-muted">({count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="filter-block" aria-labelledby="blog-recent">
        <h2 id="blog-recent" className="filter-block__title">
          Recent news
        </h2>
        <ul className="list-unstyled blog-sidebar__list">
          {BLOG_ARTICLES.slice(0, 3).map((a) => (
            <li key={a.slug}>
              <Link to={`/blog/detail/${a.slug}`}>{a.title}</Link>
              <span className="d-block small text-muted">{formatArticleDate(a.date)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="filter-block" aria-labelledby="blog-archives">
        <h2 id="blog-archives" className="filter-block__title">
          Archives
        </h2>
        <ul className="list-unstyled blog-sidebar__list">
          {months.map(([month, count]) => (
            <li key={month}>
              <Link to={`/blog?month=${month}`}>
                {formatArchiveMonth(month)} <span className="text-muted">({count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="filter-block" aria-labelledby="blog-tags">
        <h2 id="blog-tags" className="filter-block__title">
          Tags
        </h2>
        <ul className="list-unstyled tag-cloud">
          {tags.map((t) => (
            <li key={t}>
              <Link to={`/blog?tag=${encodeURIComponent(t)}`} className="tag-cloud__tag">
                {t}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
