import { z } from 'zod';
import { okEnvelope } from './envelope';
import { PG_INT_MAX } from './fields';
import * as endpoints from '../endpoints/seller-imports';
import { PRODUCT_PRICE_MAX, PRODUCT_STOCK_MAX } from './product-variants';

/**
 * Bulk listing by spreadsheet and bulk edit (docs/decisions/052-bulk-listing.md). The columns are the same in
 * the template, the import and the export, so an exported catalogue imports unchanged. Rows sharing a
 * `product_key` are the variants of one product; `product_id` (the export writes it) or a known SKU makes a
 * row group an update of that product, otherwise it creates one.
 */
export const IMPORT_COLUMNS = [
  'product_key',
  'product_id',
  'sku',
  'name',
  'name_en',
  'description',
  'description_en',
  'category',
  'price',
  'stock',
  'option1_name',
  'option1_value',
  'option2_name',
  'option2_value',
  'colour',
  'material',
  'style',
  'brand',
  'finish',
  'seats',
  'assembly_required',
  'warranty_months',
  'width_cm',
  'depth_cm',
  'height_cm',
  'weight_kg',
  'packed_width_cm',
  'packed_depth_cm',
  'packed_height_cm',
  'packed_weight_kg',
  'is_bulky',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_PHOTOS_MAX_BYTES = 100 * 1024 * 1024;
export const BULK_EDIT_MAX = 500;
/** How long a bulk edit can be undone. */
export const BULK_UNDO_SECONDS = 60;

/** One problem of a file: the spreadsheet's row (1 = the header) and column, in the seller's language. */
export const importErrorSchema = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;

export const importStatusSchema = z.enum(['checked', 'invalid', 'queued', 'running', 'done', 'failed']);

export const importJobSchema = z.object({
  id: z.number().int(),
  dry_run: z.boolean(),
  file_name: z.string(),
  status: importStatusSchema,
  /** Data rows in the file. */
  rows: z.number().int(),
  /** Rows without an error. */
  valid: z.number().int(),
  /** Rows written so far (an import's progress: processed / rows). */
  processed: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(importErrorSchema),
  /** Why a running import stopped (its finished batches stay). */
  failure: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(PG_INT_MAX) });
export const fileFormatQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

export const createImport = { ...endpoints.createImport, response: okEnvelope(importJobSchema) } as const;
export const getImport = {
  ...endpoints.getImport,
  params: importIdParamsSchema,
  response: okEnvelope(importJobSchema),
} as const;
export const listImports = { ...endpoints.listImports, response: okEnvelope(z.array(importJobSchema)) } as const;

/** A ZIP of photos holds at most this many entries, and unpacks to at most this many bytes (a zip bomb stops). */
export const PHOTO_ZIP_MAX_ENTRIES = 2000;
export const PHOTO_ZIP_MAX_UNPACKED_BYTES = 1024 * 1024 * 1024;

/**
 * What became of one file of a photos ZIP: `matched` (stored as the product's photo `position`, 0 = first),
 * `unknown_sku` (no SKU of the store by that name), `not_image` (not a JPEG, PNG or WebP, or unreadable),
 * `too_large`, `too_many_photos` (the product has MAX_PRODUCT_PHOTOS already), `skipped` (folders, hidden files)
 * or `not_processed` (the archive's limits were reached before it).
 */
export const PHOTO_FILE_RESULTS = [
  'matched',
  'unknown_sku',
  'not_image',
  'too_large',
  'too_many_photos',
  'skipped',
  'not_processed',
] as const;
export type PhotoFileResult = (typeof PHOTO_FILE_RESULTS)[number];

export const photoFileReportSchema = z.object({
  file: z.string(),
  result: z.enum(PHOTO_FILE_RESULTS),
  sku: z.string().nullable(),
  product_id: z.number().int().nullable(),
  position: z.number().int().nullable(),
  message: z.string(),
});
export type PhotoFileReport = z.infer<typeof photoFileReportSchema>;

export const photoMatchResultSchema = z.object({
  matched: z.array(z.object({ file: z.string(), product_id: z.number().int() })),
  unmatched: z.array(z.string()),
  /** Every file of the archive, in the archive's order, with what became of it. */
  files: z.array(photoFileReportSchema),
});
export type PhotoMatchResult = z.infer<typeof photoMatchResultSchema>;
export const importPhotos = { ...endpoints.importPhotos, response: okEnvelope(photoMatchResultSchema) } as const;

/** Select many → change the price (set, or up/down by a percentage), the stock or the status. */
export const bulkEditBodySchema = z
  .object({
    ids: z
      .array(z.number().int().min(1).max(PG_INT_MAX))
      .min(1, { error: 'Choose at least one product' })
      .max(BULK_EDIT_MAX, { error: `At most ${BULK_EDIT_MAX} products at once` }),
    price: z
      .object({
        mode: z.enum(['set', 'increase', 'decrease']),
        value: z.number().int().min(1).max(PRODUCT_PRICE_MAX),
      })
      .refine((p) => p.mode === 'set' || p.value <= 99 || p.mode === 'increase', {
        error: 'A decrease is at most 99 %',
        path: ['value'],
      })
      .refine((p) => p.mode === 'set' || p.value <= 1000, { error: 'A change is at most 1000 %', path: ['value'] })
      .optional(),
    stock: z.object({ value: z.number().int().min(0).max(PRODUCT_STOCK_MAX) }).optional(),
    status: z.enum(['active', 'hidden']).optional(),
  })
  .refine((b) => b.price !== undefined || b.stock !== undefined || b.status !== undefined, {
    error: 'Choose a change: price, stock or status',
    path: ['price'],
  });
export type BulkEditBody = z.infer<typeof bulkEditBodySchema>;

export const bulkEditResultSchema = z.object({
  /** The edit's id, for the undo. */
  id: z.number().int(),
  updated: z.number().int(),
  undo_until: z.string(),
});
export type BulkEditResult = z.infer<typeof bulkEditResultSchema>;

export const bulkEditProducts = {
  ...endpoints.bulkEditProducts,
  body: bulkEditBodySchema,
  response: okEnvelope(bulkEditResultSchema),
} as const;
export const undoBulkEdit = {
  ...endpoints.undoBulkEdit,
  params: importIdParamsSchema,
  response: okEnvelope(z.object({ id: z.number().int(), restored: z.number().int() })),
} as const;
