import { useParams } from 'react-router';
import { Link } from '../../lib/link';
import { ErrorPage } from '../../components/error-page';
import { PageBanner } from '../../components/layout/page-banner';
import { useT } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { findArticle, useBlogArticles, useBlogDates } from './blog-articles';
import { BlogCover } from './blog-cover';
import { BlogSidebar } from './blog-sidebar';
import { contentMessages } from './i18n/messages';

/** /blog/detail/:slug; /blog/detail alone shows the newest article (the old Read More target). */
export default function BlogDetailPage() {
  const t = useT(contentMessages);
  const articles = useBlogArticles();
  const { articleDate } = useBlogDates();
  const { slug } = useParams();
  const article = findArticle(articles, slug);
  useDocumentTitle(article?.title ?? t('blogTitle'));
  if (!article) return <ErrorPage />;

  const index = articles.indexOf(article);
  const newer = articles[index - 1];
  const older = articles[index + 1];
  return (
    <>
      <PageBanner title={t('blogTitle')} subtitle={article.category.label} />
      <div className="container content-section">
        <div className="row g-5">
          <article className="col-12 col-lg-8 blog-article">
            <BlogCover article={article} className="mb-4" />
            <p className="blog-card__meta">
              {t('blogMeta', {
                date: articleDate(article.date),
                category: article.category.label,
                author: article.author,
              })}
            </p>
            <h1 className="blog-article__title">{article.title}</h1>
            <p className="lead fw-light">{article.excerpt}</p>
            {article.body.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
            <ul className="list-unstyled tag-cloud mt-4" aria-label={t('tags')}>
              {article.tags.map((tag) => (
                <li key={tag.id}>
                  <Link to={`/blog?tag=${encodeURIComponent(tag.id)}`} className="tag-cloud__tag">
                    {tag.label}
                  </Link>
                </li>
              ))}
            </ul>
            <nav className="d-flex justify-content-between border-top pt-4 mt-4" aria-label={t('moreArticles')}>
              {older ? <Link to={`/blog/detail/${older.slug}`}>← {older.title}</Link> : <span />}
              {newer && <Link to={`/blog/detail/${newer.slug}`}>{newer.title} →</Link>}
            </nav>
          </article>
          <div className="col-12 col-lg-4">
            <BlogSidebar />
          </div>
        </div>
      </div>
    </>
  );
}
