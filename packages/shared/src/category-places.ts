// Where a category sits in the shop's tree (`GET /categories?tree=1`, docs/decisions/036), for its page
// (`/kategori/<top>/<leaf>`, docs/decisions/040): the web app and the server's head tags read the same answer.
import { categoryPath } from './category-path';

type Named = { id: number; slug: string; name: string; name_id: string };
type Node = Named & { children: readonly Named[] };

/** A top level alone, or a leaf with its top level. */
export type CategoryPlace<T extends Node = Node> = { top: T; leaf?: T['children'][number] };

/** The page's category: the top level of that slug, and its leaf of that slug. Undefined: no such page. */
export function placeOfSlugs<T extends Node>(
  tree: readonly T[],
  topSlug: string | undefined,
  leafSlug?: string,
): CategoryPlace<T> | undefined {
  const top = tree.find((t) => t.slug === topSlug);
  if (!top) return undefined;
  if (leafSlug === undefined) return { top };
  const leaf = top.children.find((l) => l.slug === leafSlug) as T['children'][number] | undefined;
  return leaf ? { top, leaf } : undefined;
}

/** The page's category from the path after /kategori/ ("kamar-tidur" or "kamar-tidur/ranjang-dipan"). */
export function placeOfPath<T extends Node>(
  tree: readonly T[],
  path: string | undefined,
): CategoryPlace<T> | undefined {
  const parts = (path ?? '').split('/').filter(Boolean);
  if (parts.length === 0 || parts.length > 2) return undefined;
  return placeOfSlugs(tree, parts[0], parts[1]);
}

/** The category a list filter's value names (an id, a slug, an English or Bahasa name), as the API reads it. */
export function placeOfValue<T extends Node>(
  tree: readonly T[],
  value: string | undefined,
): CategoryPlace<T> | undefined {
  const key = value?.trim().toLowerCase();
  if (!key) return undefined;
  const matches = (c: Named) =>
    String(c.id) === key || c.slug === key || c.name.toLowerCase() === key || c.name_id.toLowerCase() === key;
  for (const top of tree) {
    if (matches(top)) return { top };
    const leaf = top.children.find(matches) as T['children'][number] | undefined;
    if (leaf) return { top, leaf };
  }
  return undefined;
}

/** The leaf of that id with its top level. */
export function placeOfId<T extends Node>(tree: readonly T[], id: number): CategoryPlace<T> | undefined {
  for (const top of tree) {
    if (top.id === id) return { top };
    const leaf = top.children.find((l) => l.id === id) as T['children'][number] | undefined;
    if (leaf) return { top, leaf };
  }
  return undefined;
}

/** The place's own page. */
export const placePath = (place: CategoryPlace) => categoryPath(place.top.slug, place.leaf?.slug);

/** The category's name in the language ('id' or 'en'). */
export const nameIn = (category: Named, language: string) =>
  language === 'id' ? category.name_id || category.name : category.name;
