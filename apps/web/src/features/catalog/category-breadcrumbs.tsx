import Breadcrumb from 'react-bootstrap/Breadcrumb';
import { nameIn, placePath } from '@rima/shared/category-places';
import { useLanguage, useT } from '../../lib/i18n';
import { Link } from '../../lib/link';
import { productPagesMessages } from './pages/i18n/messages';
import type { Place } from './product-list-view';

/** Beranda › Kamar Tidur › Ranjang & Dipan (the server writes the same trail as JSON-LD: page-seo.ts). */
export function CategoryBreadcrumbs({ place, current }: { place: Place; current?: string }) {
  const t = useT(productPagesMessages);
  const language = useLanguage();
  const topPath = placePath({ top: place.top });
  const leafPath = place.leaf ? placePath(place) : undefined;
  const item = (label: string, to: string | undefined) =>
    to ? (
      <Breadcrumb.Item linkAs={Link} linkProps={{ to }}>
        {label}
      </Breadcrumb.Item>
    ) : (
      <Breadcrumb.Item active>{label}</Breadcrumb.Item>
    );
  // the last crumb is the page itself, not a link: the leaf when there is one, else the top level
  const topIsLast = current === undefined && !place.leaf;
  const leafIsLast = current === undefined;
  return (
    <Breadcrumb label={t('breadcrumb')} className="category-breadcrumbs">
      {item(t('home'), '/')}
      {item(nameIn(place.top, language), topIsLast ? undefined : topPath)}
      {place.leaf && item(nameIn(place.leaf, language), leafIsLast ? undefined : leafPath)}
      {current !== undefined && <Breadcrumb.Item active>{current}</Breadcrumb.Item>}
    </Breadcrumb>
  );
}
