import type { CategoryNode } from '@rima/shared/api/categories';
import { nameIn, placeOfValue } from '@rima/shared/category-places';
import { useLanguage, useT } from '../../lib/i18n';
import { productPagesMessages } from './pages/i18n/messages';

type Item = { id: number; slug: string; name: string; name_id: string; product_count: number };

/**
 * The list's category filter from the shop's tree (docs/decisions/036): its rooms, and the product types of
 * the chosen room under it. A value is a slug; the legacy flat list is never offered.
 */
export function CategoryTreeFilter({
  tree,
  selected,
  onSelect,
}: {
  tree?: CategoryNode[];
  /** The filter's value as the URL has it (a slug, or a name an older link carries). */
  selected?: string;
  onSelect: (slug: string | undefined) => void;
}) {
  const t = useT(productPagesMessages);
  const language = useLanguage();
  const place = tree ? placeOfValue(tree, selected) : undefined;
  const entry = (item: Item, isActive: boolean, isLeaf: boolean) => (
    <button
      type="button"
      className={`filter-list__item${isLeaf ? ' filter-list__item--leaf' : ''}${isActive ? ' is-active' : ''}`}
      aria-pressed={isActive}
      onClick={() => onSelect(isActive ? undefined : item.slug)}
    >
      <span>{nameIn(item, language)}</span>
      <span className="filter-list__count" aria-label={t('productsCount', { count: item.product_count })}>
        ({item.product_count})
      </span>
    </button>
  );
  return (
    <section className="filter-block" aria-labelledby="filter-categories">
      <h3 id="filter-categories" className="filter-block__title">
        {t('categories')}
      </h3>
      <ul className="filter-list" aria-labelledby="filter-categories">
        {/* Rooms without products are hidden, but for the chosen one */}
        {tree
          ?.filter((top) => top.product_count > 0 || place?.top.id === top.id)
          .map((top) => {
            const isOpen = place?.top.id === top.id;
            return (
              <li key={top.id}>
                {entry(top, isOpen && !place?.leaf, false)}
                {isOpen && (
                  <ul className="filter-list filter-list--leaves">
                    {top.children
                      .filter((leaf) => leaf.product_count > 0 || place?.leaf?.id === leaf.id)
                      .map((leaf) => (
                        <li key={leaf.id}>{entry(leaf, place?.leaf?.id === leaf.id, true)}</li>
                      ))}
                  </ul>
                )}
              </li>
            );
          })}
      </ul>
    </section>
  );
}
