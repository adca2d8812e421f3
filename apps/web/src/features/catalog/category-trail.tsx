import type { CategoryNode } from '@rima/shared/api/categories';
import { useLanguage } from '../../lib/i18n';
import { Link } from '../../lib/link';
import { useListCategoryTreeQuery } from './catalog-api';

// The product page's part of the category pages (docs/decisions/040). It reads the tree itself rather than
// through @rima/shared/category-places: shared with the list page, that module would be a chunk of its own,
// named in the first chunk every page loads, which is in its budget (docs/decisions/003).

type Trail = { name: string; to: string }[];

/** The room and the product type of a product's category (a leaf, by id), each with its page. */
export function useCategoryTrail(categoryId: number | undefined): Trail | undefined {
  const { data: tree } = useListCategoryTreeQuery();
  const language = useLanguage();
  if (!tree || categoryId === undefined) return undefined;
  return trailOf(tree, categoryId, language);
}

function trailOf(tree: CategoryNode[], id: number, language: string): Trail | undefined {
  const name = (c: { name: string; name_id: string }) => (language === 'id' ? c.name_id || c.name : c.name);
  for (const top of tree) {
    const leaf = top.children.find((l) => l.id === id);
    if (!leaf) continue;
    const room = `/kategori/${encodeURIComponent(top.slug)}`;
    return [
      { name: name(top), to: room },
      { name: name(leaf), to: `${room}/${encodeURIComponent(leaf.slug)}` },
    ];
  }
  return undefined;
}

/** The trail's items on the product page: the room, then the product type. */
export function CategoryTrailItems({ trail }: { trail: Trail }) {
  return (
    <>
      {trail.map((step) => (
        <li key={step.to} className="breadcrumb-item">
          <Link to={step.to}>{step.name}</Link>
        </li>
      ))}
    </>
  );
}
