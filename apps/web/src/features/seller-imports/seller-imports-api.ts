import { createImport, getImport, listImports, type ImportJob } from '@rima/shared/endpoints/seller-imports';
import { api, request } from '../../app/api';

export const sellerImportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Multipart: `file` and `dry_run` (docs/decisions/052-bulk-listing.md).
    createImport: build.mutation<ImportJob, FormData>({
      query: (body) => ({ ...request(createImport), body }),
      invalidatesTags: (job) => (job && !job.dry_run ? ['MyProduct', 'Store', { type: 'Product', id: 'LIST' }] : []),
    }),
    getImport: build.query<ImportJob, number>({
      query: (id) => request(getImport, { id }),
    }),
    listImports: build.query<ImportJob[], void>({
      query: () => request(listImports),
    }),
  }),
});

export const { useCreateImportMutation, useGetImportQuery, useListImportsQuery } = sellerImportsApi;
