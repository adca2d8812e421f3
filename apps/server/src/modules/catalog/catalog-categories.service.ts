/**
 * The operators' category tree (docs/decisions/036): add, rename, move (a leaf under another top level),
 * reorder and retire. A retired category is hidden from shoppers and from the sellers' picker; its products
 * keep it. A category with active products is not retired (the operator moves or archives them first).
 * Every change is audited in its transaction; the table's trigger has every server read the tree again.
 */
import type { OpsCategory } from '@rima/shared/api/categories';
import type { Db, Queryable } from '../../db/client';
import { pgErrorCode } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/errors';
import { recordAudit, type Operator } from '../audit/audit';
import type { CategoriesRepository, OpsCategoryRecord } from './catalog-categories.repository';
import { isoOrNull } from '../../http/wire-time';

export type AddCategoryInput = {
  parent_id?: number | null | undefined;
  slug: string;
  name: string;
  name_id: string;
  position?: number | undefined;
};
export type EditCategoryInput = {
  parent_id?: number | undefined;
  slug?: string | undefined;
  name?: string | undefined;
  name_id?: string | undefined;
  position?: number | undefined;
};

export const toOpsCategoryWire = (r: OpsCategoryRecord): OpsCategory => ({
  id: r.id,
  parent_id: r.parent_id,
  slug: r.slug,
  name: r.name,
  name_id: r.name_id ?? r.name,
  position: r.position,
  retired_at: isoOrNull(r.retired_at),
  product_count: r.product_count,
  active_count: r.active_count,
});

const fieldError = (status: 400 | 409, field: string, message: string) =>
  new AppError(status, status === 400 ? 'BAD_REQUEST' : 'CONFLICT', message, [{ field, message }]);

export function createCategoriesService(deps: { db: Db; repo: CategoriesRepository }) {
  const { db, repo } = deps;

  async function one(q: Queryable, id: number): Promise<OpsCategory> {
    const row = await repo.one(q, id);
    if (!row) throw notFound('Category not found');
    return toOpsCategoryWire(row);
  }

  /** A parent must be a top level of the tree in use (locked, so it is not retired meanwhile). */
  async function checkParent(q: Queryable, parentId: number) {
    const [parent] = await repo.lockWithLeaves(q, parentId);
    const message = 'parent_id must be a top-level category in use';
    if (!parent || parent.id !== parentId || parent.parent_id !== null || parent.retired_at !== null) {
      throw badRequest(message, [{ field: 'parent_id', message }]);
    }
  }

  /** A duplicate slug, or a name its siblings already have: 409 naming the field. */
  async function duplicate(error: unknown, slug: string | undefined): Promise<never> {
    if (pgErrorCode(error) !== '23505') throw error;
    const taken = slug !== undefined && (await db.query('SELECT 1 FROM categories WHERE slug = $1', [slug])).length > 0;
    throw taken
      ? fieldError(409, 'slug', `The slug ${slug} is taken`)
      : fieldError(409, 'name', 'A category of that name exists already at this level');
  }

  return {
    list: async () => (await repo.list(db)).map(toOpsCategoryWire),

    async add(operator: Operator, body: AddCategoryInput): Promise<OpsCategory> {
      try {
        return await db.transaction(async (tx) => {
          if (body.parent_id != null) await checkParent(tx, body.parent_id);
          const id = await repo.insert(tx, { ...body, parent_id: body.parent_id ?? null, position: body.position });
          if (id === undefined) throw new Error('category insert returned no id');
          const after = await one(tx, id);
          await recordAudit(tx, {
            actor: operator,
            action: 'category.add',
            targetType: 'category',
            targetId: id,
            after,
          });
          return after;
        });
      } catch (error) {
        return duplicate(error, body.slug);
      }
    },

    async edit(operator: Operator, id: number, body: EditCategoryInput): Promise<OpsCategory> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await repo.lockWithLeaves(tx, id);
          if (!row || row.id !== id) throw notFound('Category not found');
          if (body.parent_id !== undefined && body.parent_id !== row.parent_id) {
            if (row.parent_id === null) {
              throw fieldError(400, 'parent_id', 'A top-level category is not moved; move its subcategories');
            }
            await checkParent(tx, body.parent_id);
          }
          const before = await one(tx, id);
          await repo.update(tx, id, body);
          const after = await one(tx, id);
          const action =
            body.parent_id !== undefined && body.parent_id !== row.parent_id ? 'category.move' : 'category.edit';
          await recordAudit(tx, { actor: operator, action, targetType: 'category', targetId: id, before, after });
          return after;
        });
      } catch (error) {
        return duplicate(error, body.slug);
      }
    },

    /** Retire (or bring back) a category; refused while it (a top level: any of its leaves) has active products. */
    async retire(operator: Operator, id: number, retired: boolean): Promise<OpsCategory> {
      return db.transaction(async (tx) => {
        const rows = await repo.lockWithLeaves(tx, id);
        const row = rows.find((r) => r.id === id);
        if (!row) throw notFound('Category not found');
        if (retired) {
          const active = await repo.activeIn(
            tx,
            rows.map((r) => r.id),
          );
          if (active > 0) {
            throw fieldError(
              409,
              'id',
              `This category has ${active} active products: move them to another category or archive them first`,
            );
          }
        } else if (row.parent_id !== null) {
          await checkParent(tx, row.parent_id);
        }
        const before = await one(tx, id);
        await repo.setRetired(tx, id, retired);
        const after = await one(tx, id);
        await recordAudit(tx, {
          actor: operator,
          action: retired ? 'category.retire' : 'category.restore',
          targetType: 'category',
          targetId: id,
          before,
          after,
        });
        return after;
      });
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
