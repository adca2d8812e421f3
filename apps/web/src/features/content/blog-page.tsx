import { useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import { PageBanner } from '../../components/layout/page-banner';
import { Pager } from '../../components/pager';
import { useT } from '../../lib/i18n';
import { rich } from '../../lib/rich-text';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BLOG_PAGE_SIZE, useBlogArticles, useBlogDates } from './blog-articles';
import { BlogCover } from './blog-cover';
import { BlogSidebar } from './blog-sidebar';
import { contentMessages } from './i18n/messages';

export default function BlogPage() {
  const t = useT(contentMessages);
  const articles = useBlogArticles();
  const { articleDate, archiveMonth } = useBlogDates();
  useDocumentTitle(t('blogTitle'));
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const category = params.get('category');
  const tag = params.get('tag');
  const month = params.get('month');
  const needle = search.trim().toLowerCase();

  const matches = articles.filter(
    (a) =>
      (!needle || `${a.title} ${a.excerpt} ${a.tags.map((x) => x.label).join(' ')}`.toLowerCase().includes(needle)) &&
      (!category || a.category.id === category) &&
      (!tag || a.tags.some((x) => x.id === tag)) &&
      (!month || a.date.startsWith(month)),
  );
  const totalPages = Math.max(1, Math.ceil(matches.length / BLOG_PAGE_SIZE));
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested >= 1 ? Math.min(requested, totalPages) : 1;
  const shown = matches.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE);
  const categoryLabel = category && articles.find((a) => a.category.id === category)?.category.label;
  const tagLabel = tag && articles.flatMap((a) => a.tags).find((x) => x.id === tag)?.label;
  const filterLabel =
    (category ? (categoryLabel ?? category) : null) ??
    (tag ? (tagLabel ?? tag) : null) ??
    (month ? archiveMonth(month) : null);

  function pageHref(p: number) {
    const next = new URLSearchParams(params);
    if (p === 1) next.delete('page');
    else next.set('page', String(p));
    const query = next.toString();
    return query ? `?${query}` : '/blog';
  }

  return (
    <>
      <PageBanner title={t('blogTitle')} subtitle={t('blogSubtitle')} />
      <div className="container content-section">
        <div className="row g-5">
          <div className="col-12 col-lg-8">
            {filterLabel && (
              <p className="mb-4">
                {rich(t('blogShowing', { filter: filterLabel }), {
                  strong: (text) => <strong>{text}</strong>,
                  link: (text) => (
                    <Link to="/blog" className="link-dark">
                      {text}
                    </Link>
                  ),
                })}
              </p>
            )}
            {shown.length === 0 && (
              <div className="empty-state">
                <p className="empty-state__title">{t('blogNoMatch', { filter: search || filterLabel })}</p>
                <Link to="/blog" className="btn btn-dark rounded-0 px-4">
                  {t('blogShowAll')}
                </Link>
              </div>
            )}
            {shown.map((a) => (
              <article key={a.slug} className="blog-card">
                <Link to={`/blog/detail/${a.slug}`} tabIndex={-1} aria-hidden="true">
                  <BlogCover article={a} />
                </Link>
                <p className="blog-card__meta">
                  {t('blogMeta', { date: articleDate(a.date), category: a.category.label, author: a.author })}
                </p>
                <h2 className="blog-card__title">
                  <Link to={`/blog/detail/${a.slug}`}>{a.title}</Link>
                </h2>
                <p className="blog-card__excerpt">{a.excerpt}</p>
                <Link
                  to={`/blog/detail/${a.slug}`}
                  className="btn btn-dark rounded-0 px-4"
                  aria-label={t('readMoreLabel', { title: a.title })}
                >
                  {t('readMore')}
                </Link>
              </article>
            ))}
            <Pager page={page} totalPages={totalPages} to={pageHref} label={t('blogPages')} />
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
