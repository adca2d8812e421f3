import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  type ImportError,
  type PhotoMatchResult,
} from '@rima/shared/api/seller-imports';
import type { Language } from '@rima/shared/language';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { translate, type ServerMessageKey } from '../../i18n/translate';
import type { ImportProduct, ProductsBulk } from '../products/products-bulk';
import type { ProductPhotos } from '../products/products-photos';
import { importPhotoZip } from './imports.photos';
import { REQUIRED_COLUMNS, type ImportColumn } from './imports.columns';
import { ImportFileError, readSheet, sniffFormat } from './imports.parse';
import type { ImportsRepository } from './imports.repository';
import { createRowCollector, type RowProblem } from './imports.rows';

/** Rows written per transaction: small enough that reads keep flowing between batches. */
const BATCH_ROWS = 200;
/** The report keeps this many problems (a file of 10,000 bad rows needs no 10,000 lines to be fixed). */
const MAX_REPORTED = 1000;

export type ImportUpload = { file: string; fileName: string; dryRun: boolean; language: Language };

function word(language: Language, p: RowProblem): ImportError {
  const column = p.column === 'file' ? '' : p.column;
  const label = column ? translate(language, `import.column.${column}` as ServerMessageKey) : '';
  const message = translate(language, p.error.key as ServerMessageKey, { column: label, ...p.error.values });
  return { row: p.row, column, message };
}

/** Splits the products into batches of about BATCH_ROWS rows (a product's rows stay together). */
function batchesOf(products: readonly ImportProduct[]): ImportProduct[][] {
  const batches: ImportProduct[][] = [];
  let current: ImportProduct[] = [];
  let rows = 0;
  for (const p of products) {
    current.push(p);
    rows += p.rows;
    if (rows >= BATCH_ROWS) {
      batches.push(current);
      current = [];
      rows = 0;
    }
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * Bulk listing (docs/decisions/052-bulk-listing.md): reads a sheet row by row, checks every cell, and either
 * reports (a dry run, or a file with errors: nothing is written) or starts a job that writes the products in
 * batches, each batch one transaction, yielding to the event loop between batches.
 */
export function createImportsService(deps: {
  db: Db;
  repo: ImportsRepository;
  products: ProductsBulk;
  /** Photos by ZIP go through the products module's photo store. */
  photos?: ProductPhotos;
}) {
  const { db, repo } = deps;
  const running = new Set<Promise<void>>();

  async function check(sellerId: number, upload: ImportUpload) {
    const problems: RowProblem[] = [];
    const ctx = await deps.products.importContext(sellerId);
    const collector = createRowCollector(ctx);
    try {
      const format = await sniffFormat(upload.file, upload.fileName);
      let header: (ImportColumn | null)[] | undefined;
      for await (const line of readSheet(upload.file, format)) {
        if (!header) {
          header = line.cells.map((c) => {
            const name = c.trim().toLowerCase();
            return (IMPORT_COLUMNS as readonly string[]).includes(name) ? (name as ImportColumn) : null;
          });
          const missing = REQUIRED_COLUMNS.filter((c) => !header?.includes(c));
          for (const column of missing)
            problems.push({ row: line.row, column, error: { key: 'import.error.missing_column' } });
          if (missing.length > 0) break;
          continue;
        }
        if (collector.count() >= IMPORT_MAX_ROWS) {
          problems.push({
            row: line.row,
            column: 'file',
            error: { key: 'import.error.too_many_rows', values: { max: IMPORT_MAX_ROWS } },
          });
          break;
        }
        const record: Record<string, string> = {};
        header.forEach((column, i) => {
          if (column) record[column] = line.cells[i] ?? '';
        });
        collector.add(record, line.row);
      }
      if (!header) problems.push({ row: 1, column: 'file', error: { key: 'import.error.empty' } });
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      problems.push({ row: 0, column: 'file', error: { key: error.key } });
    }
    const result = collector.finish();
    if (problems.length === 0 && result.rows === 0)
      problems.push({ row: 2, column: 'file', error: { key: 'import.error.empty' } });
    return { ...result, problems: [...problems, ...result.problems] };
  }

  async function run(jobId: number, sellerId: number, products: readonly ImportProduct[]) {
    try {
      for (const batch of batchesOf(products)) {
        await db.transaction(async (tx) => {
          const done = await deps.products.writeImportBatch(tx, sellerId, batch);
          const rows = batch.reduce((sum, p) => sum + p.rows, 0);
          await repo.addProgress(tx, jobId, { processed: rows, ...done });
        });
        await yieldToEventLoop();
      }
      await repo.finish(db, jobId, null);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await repo.finish(db, jobId, message.slice(0, 500)).catch(() => undefined);
    }
  }

  async function createImport(sellerId: number, upload: ImportUpload) {
    const result = await check(sellerId, upload);
    const errors = result.problems.slice(0, MAX_REPORTED).map((p) => word(upload.language, p));
    const isValid = result.problems.length === 0;
    const job = await repo.insert(db, {
      seller_id: sellerId,
      dry_run: upload.dryRun,
      file_name: upload.fileName.slice(0, 200),
      status: upload.dryRun ? 'checked' : isValid ? 'queued' : 'invalid',
      rows: result.rows,
      valid: result.valid,
      errors,
    });
    if (job.status === 'queued') {
      const task = run(job.id, sellerId, result.products).finally(() => running.delete(task));
      running.add(task);
    }
    return job;
  }

  async function getImport(sellerId: number, id: number) {
    const job = await repo.findOwn(db, id, sellerId);
    if (!job) throw notFound('Import not found');
    return job;
  }

  return {
    createImport,
    getImport,
    listImports: (sellerId: number) => repo.findRecent(db, sellerId),
    findExport: deps.products.findExport,
    /** A ZIP of photos (a temporary file) matched by name to the seller's SKUs; a report line per file. */
    async importPhotos(sellerId: number, zipFile: string): Promise<PhotoMatchResult> {
      const { photos } = deps;
      if (!photos) throw notFound('Photo uploads are not available');
      const { skus } = await deps.products.importContext(sellerId);
      return importPhotoZip({ sellerId, zipFile, skus, photos });
    },
    /** Resolves when every import this process started has finished (tests, a graceful close). */
    idle: async () => {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
