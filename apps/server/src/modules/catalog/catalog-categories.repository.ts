/**
 * The statements that write the category tree (the catalogue owns `categories`, docs/decisions/031 and 036).
 * Every one runs inside the operator action's transaction.
 */
import type { Queryable } from '../../db/client';
import { CATEGORY_COLUMNS, type CategoryRow } from './catalog.tree';

export type OpsCategoryRecord = CategoryRow & { slug: string; product_count: number; active_count: number };

/** Products per tree row, any status and active: a top level counts its leaves' products. */
const WITH_COUNTS = `
  SELECT c.id, c.parent_id, c.slug, c.name, c.name_id, c.position, c.retired_at, c.leaf_id,
         coalesce(sum(n.total), 0)::int AS product_count, coalesce(sum(n.active), 0)::int AS active_count
    FROM categories c
    LEFT JOIN categories l ON l.id = c.id OR l.parent_id = c.id
    LEFT JOIN (SELECT category_id, count(*) AS total, count(*) FILTER (WHERE status = 'active') AS active
                 FROM products GROUP BY category_id) n ON n.category_id = l.id
   WHERE c.slug IS NOT NULL`;

export function createCategoriesRepository() {
  return {
    /** Every tree row with its counts, top levels first, then in the operators' order. */
    list: (q: Queryable) =>
      q.query<OpsCategoryRecord>(`${WITH_COUNTS} GROUP BY c.id ORDER BY c.parent_id NULLS FIRST, c.position, c.id`),
    one: async (q: Queryable, id: number) =>
      (await q.query<OpsCategoryRecord>(`${WITH_COUNTS} AND c.id = $1 GROUP BY c.id`, [id]))[0],
    /**
     * The row and, for a top level, its leaves, locked FOR UPDATE (a product's write holds its leaf FOR
     * SHARE, catalog.tree.ts): a retirement's count of active products then sees every committed write.
     */
    lockWithLeaves: (q: Queryable, id: number) =>
      q.query<CategoryRow>(
        `SELECT ${CATEGORY_COLUMNS} FROM categories WHERE (id = $1 OR parent_id = $1) AND slug IS NOT NULL
          ORDER BY id FOR UPDATE`,
        [id],
      ),
    /** Active products filed under these categories. */
    activeIn: async (q: Queryable, ids: readonly number[]) =>
      (
        await q.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM products WHERE status = 'active' AND category_id = ANY($1::int[])`,
          [[...ids]],
        )
      )[0]?.n ?? 0,
    insert: async (
      q: Queryable,
      v: { parent_id: number | null; slug: string; name: string; name_id: string; position: number | undefined },
    ) =>
      (
        await q.query<{ id: number }>(
          `INSERT INTO categories (parent_id, slug, name, name_id, position)
           VALUES ($1, $2, $3, $4, coalesce($5::int, (SELECT coalesce(max(position), 0) + 1 FROM categories
                                                       WHERE parent_id IS NOT DISTINCT FROM $1::int
                                                         AND slug IS NOT NULL)))
           RETURNING id`,
          [v.parent_id, v.slug, v.name, v.name_id, v.position ?? null],
        )
      )[0]?.id,
    update: (
      q: Queryable,
      id: number,
      v: Partial<Pick<CategoryRow, 'parent_id' | 'slug' | 'name' | 'name_id' | 'position'>>,
    ) =>
      q.query(
        `UPDATE categories
            SET parent_id = coalesce($2, parent_id), slug = coalesce($3, slug), name = coalesce($4, name),
                name_id = coalesce($5, name_id), position = coalesce($6, position)
          WHERE id = $1`,
        [id, v.parent_id ?? null, v.slug ?? null, v.name ?? null, v.name_id ?? null, v.position ?? null],
      ),
    setRetired: (q: Queryable, id: number, retired: boolean) =>
      q.query(`UPDATE categories SET retired_at = CASE WHEN $2 THEN coalesce(retired_at, now()) END WHERE id = $1`, [
        id,
        retired,
      ]),
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
