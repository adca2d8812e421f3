/** Cart rows (or order items) grouped by store, in the order the stores first appear. */
export function groupByStore<T extends { seller_id: number; store_name: string }>(
  items: readonly T[],
): { sellerId: number; storeName: string; items: T[] }[] {
  const groups = new Map<number, { sellerId: number; storeName: string; items: T[] }>();
  for (const item of items) {
    const group = groups.get(item.seller_id) ?? { sellerId: item.seller_id, storeName: item.store_name, items: [] };
    group.items.push(item);
    groups.set(item.seller_id, group);
  }
  return [...groups.values()];
}
