import {
  createImport,
  getImport,
  importPhotos,
  listImports,
  type ImportJob,
  type PhotoMatchResult,
} from '@rima/shared/endpoints/seller-imports';
import { api, request } from '../../app/api';

export const sellerImportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Multipart: `file` and `dry_run` (docs/decisions/052-bulk-listing.md).
    createImport: build.mutation<ImportJob, FormData>({
      query: (body) => ({ ...request(createImport), body }),
      invalidatesTags: (job) => (job && !job.dry_run ? ['MyProduct', 'Store', { type: 'Product', id: 'LIST' }] : []),
    }),
    // Multipart: `file`, a ZIP of photos named after SKUs.
    importPhotos: build.mutation<PhotoMatchResult, FormData>({
      query: (body) => ({ ...request(importPhotos), body }),
      invalidatesTags: (result) => (result?.matched.length ? ['MyProduct', { type: 'Product', id: 'LIST' }] : []),
    }),
    getImport: build.query<ImportJob, number>({
      query: (id) => request(getImport, { id }),
    }),
    listImports: build.query<ImportJob[], void>({
      query: () => request(listImports),
    }),
  }),
});

export const { useCreateImportMutation, useGetImportQuery, useListImportsQuery, useImportPhotosMutation } =
  sellerImportsApi;
