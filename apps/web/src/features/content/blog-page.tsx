import { Link, useSearchParams } from 'react-router';
import { PageBanner } from '../../components/layout/page-banner';
import { Pager } from '../../components/pager';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BLOG_ARTICLES, BLOG_PAGE_SIZE, formatArchiveMonth, formatArticleDate } from './blog-articles';
import { BlogCover } from './blog-cover';
import { BlogSidebar } from './blog-sidebar';

export default function BlogPage() {
  useDocumentTitle('Blog');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const category = params.get('category');
  const tag = params.get('tag');
  const month = params.get('month');
  const needle = search.trim().toLowerCase();

  const matches = BLOG_ARTICLES.filter(
    (a) =>
      (!needle || `${a.title} ${a.excerpt} ${a.tags.join(' ')}`.toLowerCase().includes(needle)) &&
      (!category || a.category === category) &&
      (!tag || a.tags.includes(tag)) &&
      (!month || a.date.startsWith(month)),
  );
  const totalPages = Math.max(1, Math.ceil(matches.length / BLOG_PAGE_SIZE));
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested >= 1 ? Math.min(requested, totalPages) : 1;
  const shown = matches.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE);
  const filterLabel = category ?? tag ?? (month ? formatArchiveMonth(month) : null);

  function pageHref(p: number) {
    const next = new URLSearchParams(params);
    if (p === 1) next.delete('page');
    else next.set('page', String(p));
    const query = next.toString();
    return query ? `?${query}` : '/blog';
  }

  return (
    <>
      <PageBanner title="Blog" subtitle="Care guides, makers and ideas for your home" />
      <div className="container content-section">
        <div className="row g-5">
          <div className="col-12 col-lg-8">
            {filterLabel && (
              <p className="mb-4">
                Showing articles for <strong>{filterLabel}</strong> ·{' '}
                <Link to="/blog" className="link-dark">
                  show all
                </Link>
              </p>
            )}
            {shown.length === 0 && (
              <div className="empty-state">
                <p className="empty-state__title">No articles match “{search || filterLabel}”</p>
                <Link to="/blog" className="btn btn-dark rounded-0 px-4">
                  Show all articles
                </Link>
              </div>
            )}
            {shown.map((a) => (
              <article key={a.slug} className="blog-card">
                <Link to={`/blog/detail/${a.slug}`} tabIndex={-1} aria-hidden="true">
                  <BlogCover article={a} />
                </Link>
                <p className="blog-card__meta">
                  {formatArticleDate(a.date)} · {a.category} · by {a.author}
                </p>
                <h2 className="blog-card__title">
                  <Link to={`/blog/detail/${a.slug}`}>{a.title}</Link>
                </h2>
                <p className="blog-card__excerpt">{a.excerpt}</p>
                <Link
                  to={`/blog/detail/${a.slug}`}
                  className="btn btn-dark rounded-0 px-4"
                  aria-label={`Read More: ${a.title}`}
                >
                  Read More
                </Link>
              </article>
            ))}
            <Pager page={page} totalPages={totalPages} to={pageHref} label="Blog pages" />
          </div>
          <div className="col-12 col-lg-4">
            <BlogSidebar
              search={search}
              onSearch={(value) =>
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    if (value) next.set('search', value);
                    else next.delete('search');
                    next.delete('page');
                    return next;
                  },
                  { replace: true, preventScrollReset: true },
                )
              }
            />
          </div>
        </div>
      </div>
    </>
  );
}
