// A category page's path (docs/decisions/040), on its own: the home page's first chunk links to the rooms.

/** A top level (`/kategori/kamar-tidur`) or one of its leaves (`/kategori/kamar-tidur/ranjang-dipan`). */
export function categoryPath(topSlug: string, leafSlug?: string): string {
  return `/kategori/${encodeURIComponent(topSlug)}${leafSlug ? `/${encodeURIComponent(leafSlug)}` : ''}`;
}
