import { Link } from '../../lib/link';
import { useT } from '../../lib/i18n';
import { useBlogArticles, useBlogDates, type Labelled } from './blog-articles';
import { contentMessages } from './i18n/messages';

function countBy(values: Labelled[]) {
  const counts = new Map<string, { label: string; count: number }>();
  for (const v of values) counts.set(v.id, { label: v.label, count: (counts.get(v.id)?.count ?? 0) + 1 });
  return [...counts.entries()];
}

/** Categories, recent news, archives and tags; every entry is a link to the filtered blog list. */
export function BlogSidebar({ search, onSearch }: { search?: string; onSearch?: (value: string) => void }) {
  const t = useT(contentMessages);
  const articles = useBlogArticles();
  const { articleDate, archiveMonth } = useBlogDates();
  const categories = countBy(articles.map((a) => a.category));
  const months = countBy(articles.map((a) => ({ id: a.date.slice(0, 7), label: archiveMonth(a.date.slice(0, 7)) })));
  const tags = [...new Map(articles.flatMap((a) => a.tags).map((tag) => [tag.id, tag.label])).entries()].sort((a, b) =>
    a[1].localeCompare(b[1]),
  );
  return (
    <aside className="blog-sidebar" aria-label={t('blogNav')}>
      <form
        role="search"
        className="filter-block"
        action="/blog"
        onSubmit={(e) => {
          if (onSearch) e.preventDefault();
        }}
      >
        <label htmlFor="blog-search" className="filter-block__title">
          {t('search')}
        </label>
        <input
          id="blog-search"
          name="search"
          type="search"
          className="form-control rounded-0"
          placeholder={t('searchArticles')}
          {...(onSearch ? { value: search ?? '', onChange: (e) => onSearch(e.target.value) } : {})}
        />
      </form>
      <section className="filter-block" aria-labelledby="blog-categories">
        <h2 id="blog-categories" className="filter-block__title">
          {t('categories')}
        </h2>
        <ul className="list-unstyled blog-sidebar__list">
          {categories.map(([id, { label, count }]) => (
            <li key={id}>
              <Link to={`/blog?category=${encodeURIComponent(id)}`}>
                {label} <span className="text-muted">({count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="filter-block" aria-labelledby="blog-recent">
        <h2 id="blog-recent" className="filter-block__title">
          {t('recentNews')}
        </h2>
        <ul className="list-unstyled blog-sidebar__list">
          {articles.slice(0, 3).map((a) => (
            <li key={a.slug}>
              <Link to={`/blog/detail/${a.slug}`}>{a.title}</Link>
              <span className="d-block small text-muted">{articleDate(a.date)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="filter-block" aria-labelledby="blog-archives">
        <h2 id="blog-archives" className="filter-block__title">
          {t('archives')}
        </h2>
        <ul className="list-unstyled blog-sidebar__list">
          {months.map(([month, { label, count }]) => (
            <li key={month}>
              <Link to={`/blog?month=${month}`}>
                {label} <span className="text-muted">({count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="filter-block" aria-labelledby="blog-tags">
        <h2 id="blog-tags" className="filter-block__title">
          {t('tags')}
        </h2>
        <ul className="list-unstyled tag-cloud">
          {tags.map(([id, label]) => (
            <li key={id}>
              <Link to={`/blog?tag=${encodeURIComponent(id)}`} className="tag-cloud__tag">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
