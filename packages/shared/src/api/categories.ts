import { z } from 'zod';
import { okEnvelope } from './envelope';
import { idField, singleLineText } from './fields';
import { idParams } from './ops';
import * as catalog from '../endpoints/products';
import * as endpoints from '../endpoints/categories';

// The furniture category tree (docs/decisions/036): the shop's answer (`GET /categories?tree=1`) and the
// operator console's (add, rename, move, retire).

export const categoryLeafSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** English name */
  name: z.string(),
  /** Bahasa Indonesia name */
  name_id: z.string(),
  /** active products in the leaf */
  product_count: z.number().int(),
});
export const categoryNodeSchema = categoryLeafSchema.extend({ children: z.array(categoryLeafSchema) });
export type CategoryLeaf = z.infer<typeof categoryLeafSchema>;
export type CategoryNode = z.infer<typeof categoryNodeSchema>;

/** `tree=1` (or `true`): the furniture tree instead of the old flat list (API-COMPAT 15 keeps that one). */
export const categoriesQuerySchema = z.object({ tree: z.string().max(10).optional() });
export const wantsTree = (tree: string | undefined) => tree === '1' || tree === 'true';

/** The shop's tree: top-level categories with their leaves, retired ones left out, in the operators' order. */
export const listCategoryTree = {
  ...catalog.listCategories,
  query: z.object({ tree: z.literal('1') }),
  response: okEnvelope(z.array(categoryNodeSchema)),
} as const;

// ---- the operator console ----
export const opsCategorySchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  slug: z.string(),
  name: z.string(),
  name_id: z.string(),
  position: z.number().int(),
  retired_at: z.string().nullable(),
  /** products in the category (a top level: in its leaves), any status */
  product_count: z.number().int(),
  active_count: z.number().int(),
});
export type OpsCategory = z.infer<typeof opsCategorySchema>;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const name = (field: string) =>
  singleLineText()
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, { error: `${field} is required` })
        .max(60, { error: `${field} has at most 60 characters` }),
    );
const slug = z
  .string()
  .max(60, { error: 'slug has at most 60 characters' })
  .regex(SLUG, { error: 'slug is lower-case letters and digits joined by single hyphens' });

export const listOpsCategories = {
  ...endpoints.listOpsCategories,
  response: okEnvelope(z.array(opsCategorySchema)),
} as const;
export const addCategory = {
  ...endpoints.addCategory,
  body: z.object({
    /** absent or null: a new top-level category */
    parent_id: idField('parent_id').nullable().optional(),
    slug,
    name: name('name'),
    name_id: name('name_id'),
    position: z.coerce.number().int().min(0).max(10_000).optional(),
  }),
  response: okEnvelope(opsCategorySchema),
} as const;
export const editCategory = {
  ...endpoints.editCategory,
  params: idParams('a category'),
  body: z.object({
    name: name('name').optional(),
    name_id: name('name_id').optional(),
    slug: slug.optional(),
    /** move a leaf under another top-level category */
    parent_id: idField('parent_id').optional(),
    position: z.coerce.number().int().min(0).max(10_000).optional(),
  }),
  response: okEnvelope(opsCategorySchema),
} as const;
export const retireCategory = {
  ...endpoints.retireCategory,
  params: idParams('a category'),
  body: z.object({ retired: z.boolean().default(true) }),
  response: okEnvelope(opsCategorySchema),
} as const;
