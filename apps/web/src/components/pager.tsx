import { Link } from '../lib/link';
import { useT } from '../lib/i18n';
import { commonMessages } from './i18n/messages';

type PagerProps = {
  page: number;
  totalPages: number;
  /** The link target for a page, e.g. (p) => `?page=${p}`. */
  to: (page: number) => string;
  label?: string;
  /** Keep the scroll position when a page link is followed (lists under a tall hero). */
  preventScrollReset?: boolean;
};

/** Page numbers to show: always the first, the last and two either side of the current one. */
export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set<number>([1, totalPages]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= totalPages) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/** Square, black and white page boxes built from real links, so each page has a URL. */
export function Pager({ page, totalPages, to, label, preventScrollReset }: PagerProps) {
  const t = useT(commonMessages);
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(page, 1), totalPages);
  return (
    <nav aria-label={label ?? t('pagination')} className="pager">
      <ul className="pager__list">
        <li>
          <StepLink
            target={current > 1 ? to(current - 1) : null}
            label={t('prevPage')}
            icon="bi-chevron-left"
            preventScrollReset={preventScrollReset}
          />
        </li>
        {pageWindow(current, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              <span className="pager__box pager__box--gap">…</span>
            </li>
          ) : (
            <li key={p}>
              <Link
                className={`pager__box${p === current ? ' pager__box--active' : ''}`}
                to={to(p)}
                aria-current={p === current ? 'page' : undefined}
                preventScrollReset={preventScrollReset}
              >
                {/* the name read out is the text shown (axe: label-content-name-mismatch) */}
                <span className="visually-hidden">{t('pageN', { page: p })}</span>
                <span aria-hidden="true">{String(p).padStart(2, '0')}</span>
              </Link>
            </li>
          ),
        )}
        <li>
          <StepLink
            target={current < totalPages ? to(current + 1) : null}
            label={t('nextPage')}
            icon="bi-chevron-right"
            preventScrollReset={preventScrollReset}
          />
        </li>
      </ul>
    </nav>
  );
}

/** The previous or next page's box: a link, or a greyed box where there is no such page. */
function StepLink({
  target,
  label,
  icon,
  preventScrollReset,
}: {
  target: string | null;
  label: string;
  icon: string;
  preventScrollReset?: boolean;
}) {
  return target === null ? (
    <span className="pager__box pager__box--disabled" aria-hidden="true">
      <i className={`bi ${icon}`} />
    </span>
  ) : (
    <Link className="pager__box" to={target} aria-label={label} preventScrollReset={preventScrollReset}>
      <i className={`bi ${icon}`} aria-hidden="true" />
    </Link>
  );
}
