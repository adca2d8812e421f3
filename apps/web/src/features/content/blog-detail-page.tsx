import { Link, useParams } from 'react-router';
import { ErrorPage } from '../../components/error-page';
import { PageBanner } from '../../components/layout/page-banner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BLOG_ARTICLES, findArticle, formatArticleDate } from './blog-articles';
import { BlogCover } from './blog-cover';
import { BlogSidebar } from './blog-sidebar';

/** /blog/detail/:slug; /blog/detail alone shows the newest article (the old Read More target). */
export default function BlogDetailPage() {
  const { slug } = useParams();
  const article = findArticle(slug);
  useDocumentTitle(article?.title ?? 'Blog');
  if (!article) return <ErrorPage />;

  const index = BLOG_ARTICLES.indexOf(article);
  const newer = BLOG_ARTICLES[index - 1];
  const older = BLOG_ARTICLES[index + 1];
  return (
    <>
      <PageBanner title="Blog" subtitle={article.category} />
      <div className="container content-section">
        <div className="row g-5">
          <article className="col-12 col-lg-8 blog-article">
            <BlogCover article={article} className="mb-4" />
            <p className="blog-card__meta">
              {formatArticleDate(article.date)} · {article.category} · by {article.author}
            </p>
            <h1 className="blog-article__title">{article.title}</h1>
            <p className="lead fw-light">{article.excerpt}</p>
            {article.body.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
            <ul className="list-unstyled tag-cloud mt-4" aria-label="Tags">
              {article.tags.map((t) => (
                <li key={t}>
                  <Link to={`/blog?tag=${encodeURIComponent(t)}`} className="tag-cloud__tag">
                    {t}
                  </Link>
                </li>
              ))}
            </ul>
            <nav className="d-flex justify-content-between border-top pt-4 mt-4" aria-label="More articles">
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
