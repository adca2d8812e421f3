import type { ReactNode } from 'react';
import { Link } from '../../lib/link';
import { useT } from '../../lib/i18n';
import { useBlogArticles, useBlogDates, type Labelled } from './blog-articles';
import { contentMessages } from './i18n/messages';

type Counted = [string, { label: string; count: number }][];

function countBy(values: Labelled[]): Counted {
  const counts = new Map<string, { label: string; count: number }>();
  for (const v of values) counts.set(v.id, { label: v.label, count: (counts.get(v.id)?.count ?? 0) + 1 });
  return [...counts.entries()];
}

function SidebarSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="filter-block" aria-labelledby={id}>
      <h2 id={id} className="filter-block__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Links to the filtered list, each with how many articles it holds. */
function CountedLinks({ entries, to }: { entries: Counted; to: (id: string) => string }) {
  return (
    <ul className="list-unstyled blog-sidebar__list">
      {entries.map(([id, { label, count }]) => (
        <li key={id}>
          <Link to={to(id)}>
            {label} <span className="text-muted">({count})</span>
          </Link>
        </li>
      ))}
    </ul>
  );
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
      <SidebarSection id="blog-categories" title={t('categories')}>
        <CountedLinks entries={categories} to={(id) => `/blog?category=${encodeURIComponent(id)}`} />
      </SidebarSection>
      <SidebarSection id="blog-recent" title={t('recentNews')}>
        <ul className="list-unstyled blog-sidebar__list">
          {articles.slice(0, 3).map((a) => (
            <li key={a.slug}>
              <Link to={`/blog/detail/${a.slug}`}>{a.title}</Link>
              <span className="d-block small text-muted">{articleDate(a.date)}</span>
            </li>
          ))}
        </ul>
      </SidebarSection>
      <SidebarSection id="blog-archives" title={t('archives')}>
        <CountedLinks entries={months} to={(month) => `/blog?month=${month}`} />
      </SidebarSection>
      <SidebarSection id="blog-tags" title={t('tags')}>
        <ul className="list-unstyled tag-cloud">
          {tags.map(([id, label]) => (
            <li key={id}>
              <Link to={`/blog?tag=${encodeURIComponent(id)}`} className="tag-cloud__tag">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </SidebarSection>
    </aside>
  );
}
