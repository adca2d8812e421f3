import { useT } from '../../lib/i18n';
import type { BlogArticle } from './blog-articles';
import { contentMessages } from './i18n/messages';

/** A drawn cover for an article (the blog ships no photos). */
export function BlogCover({ article, className }: { article: BlogArticle; className?: string }) {
  const t = useT(contentMessages);
  const [a, b] = article.palette;
  return (
    <svg
      className={`blog-cover${className ? ` ${className}` : ''}`}
      viewBox="0 0 600 375"
      width="600"
      height="375"
      role="img"
      aria-label={t('blogCover', { title: article.title })}
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="600" height="375" fill="#efefec" />
      <circle cx="430" cy="140" r="110" fill={a} opacity="0.85" />
      <rect x="90" y="170" width="260" height="130" fill={b} />
      <rect x="110" y="300" width="12" height="40" fill="#111" />
      <rect x="318" y="300" width="12" height="40" fill="#111" />
      <path d="M40 340 h520" stroke="#111" strokeWidth="2" />
    </svg>
  );
}
