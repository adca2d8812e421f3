import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMPORT_MAX_BYTES,
  IMPORT_PHOTOS_MAX_BYTES,
  createImport,
  importPhotos,
  fileFormatQuerySchema,
  getImport,
  listImports,
  type ImportJob,
} from '@rima/shared/api/seller-imports';
import * as endpoints from '@rima/shared/endpoints/seller-imports';
import { currentUser, type AuthGuards } from '../../http/auth';
import { AppError, badRequest } from '../../http/errors';
import { routes } from '../../http/route';
import { requestLanguage, translate } from '../../i18n/translate';
import { readMultipart, type MultipartUpload } from '../../photos/upload';
import { CONTENT_TYPES, exportLine, fileStream } from './imports.export';
import type { ImportRecord } from './imports.repository';
import type { ImportsService } from './imports.service';
import { iso, isoOrNull } from '../../http/wire-time';

type Options = { service: ImportsService; guards: AuthGuards; categories: () => Promise<string[]> };

function toWire(r: ImportRecord): ImportJob {
  return {
    id: r.id,
    dry_run: r.dry_run,
    file_name: r.file_name,
    status: r.status,
    rows: r.rows,
    valid: r.valid,
    processed: r.processed,
    created: r.created,
    updated: r.updated,
    errors: r.errors,
    failure: r.failure,
    created_at: iso(r.created_at),
    finished_at: isoOrNull(r.finished_at),
  };
}

const today = () => new Date().toISOString().slice(0, 10);

/** The one file a multipart request carries under `file`, kept on disk; 400 without it, 413 over `maxBytes`. */
async function readOneFile(
  request: FastifyRequest,
  options: { what: string; maxBytes: number; tooLarge: string },
): Promise<MultipartUpload & { file: string }> {
  const missing = [{ field: 'file', message: 'file is required' }];
  if (!request.isMultipart()) throw badRequest(`Send ${options.what} as multipart/form-data under "file"`, missing);
  const { tooLarge } = options;
  const upload = await readMultipart(request, {
    fileField: 'file',
    maxFiles: 1,
    tooManyFiles: 'Send one file',
    maxFileBytes: options.maxBytes,
    tooLarge,
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 413)
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', tooLarge, [{ field: 'file', message: tooLarge }]);
    throw error;
  });
  const file = upload.files[0];
  if (!file) {
    await upload.cleanup();
    throw badRequest('file is required', missing);
  }
  return { ...upload, file };
}

export const importsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, guards, categories }) => {
  const sellerOnly = guards.requireAuth(['seller']);
  const route = routes(app, { tags: ['seller'], security: [{ token: [] }], preHandler: sellerOnly });

  route(
    createImport,
    {
      summary: 'Import products from a CSV or XLSX (multipart: `file`, `dry_run=true|false`); a dry run only reports',
      consumes: ['multipart/form-data'],
    },
    async (request) => {
      const user = currentUser(request);
      const language = requestLanguage(request);
      const upload = await readOneFile(request, {
        what: 'the file',
        maxBytes: IMPORT_MAX_BYTES,
        tooLarge: translate(language, 'import.error.file_size', { mb: IMPORT_MAX_BYTES / 1024 / 1024 }),
      });
      try {
        const { file } = upload;
        const flag = upload.fields.dry_run ?? (request.query as { dry_run?: string } | undefined)?.dry_run;
        if (flag !== undefined && !['true', 'false', '1', '0'].includes(flag))
          throw badRequest("dry_run must be 'true' or 'false'", [
            { field: 'dry_run', message: "dry_run must be 'true' or 'false'" },
          ]);
        const job = await service.createImport(user.id, {
          file,
          fileName: upload.names[0] ?? 'import.csv',
          dryRun: flag === 'true' || flag === '1',
          language,
        });
        return { statusCode: 200, message: 'ok', data: toWire(job) };
      } finally {
        await upload.cleanup();
      }
    },
  );

  route(
    importPhotos,
    {
      summary: 'Photos by ZIP (multipart `file`): `SKU123.jpg` is the first photo of SKU123, `SKU123-2.jpg` its second',
      consumes: ['multipart/form-data'],
    },
    async (request) => {
      const user = currentUser(request);
      const upload = await readOneFile(request, {
        what: 'the ZIP',
        maxBytes: IMPORT_PHOTOS_MAX_BYTES,
        tooLarge: `The ZIP must be at most ${IMPORT_PHOTOS_MAX_BYTES / 1024 / 1024} MB`,
      });
      try {
        const { file } = upload;
        const data = await service.importPhotos(user.id, file);
        return { statusCode: 200, message: `${data.matched.length} photos stored`, data };
      } finally {
        await upload.cleanup();
      }
    },
  );

  route(listImports, { summary: "The seller's last imports, newest first" }, async (request) => {
    const rows = await service.listImports(currentUser(request).id);
    return { statusCode: 200, message: 'ok', data: rows.map(toWire) };
  });

  route(getImport, { summary: 'An import: its report, and while it runs its progress' }, async (request) => {
    const job = await service.getImport(currentUser(request).id, request.params.id);
    return { statusCode: 200, message: 'ok', data: toWire(job) };
  });

  app.get(
    endpoints.importTemplate.path,
    {
      preHandler: sellerOnly,
      schema: {
        tags: ['seller'],
        summary: 'The empty import sheet (CSV or XLSX with instructions)',
        querystring: fileFormatQuerySchema,
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const help = { language: requestLanguage(request), categories: await categories() };
      reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="rima-template.${format}"`);
      return reply.send(fileStream(format, [], help));
    },
  );

  app.get(
    endpoints.exportProducts.path,
    {
      preHandler: sellerOnly,
      schema: {
        tags: ['seller'],
        summary: "The seller's whole catalogue in the import's columns (re-importable unchanged)",
        querystring: fileFormatQuerySchema,
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const records = await service.findExport(currentUser(request).id);
      reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="rima-produk-${today()}.${format}"`)
        .header('cache-control', 'no-store');
      return reply.send(fileStream(format, records.map(exportLine), null));
    },
  );
};
