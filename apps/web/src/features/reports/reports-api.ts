import { createReport, type CreateReportBody } from '@rima/shared/endpoints/ops';
import { api } from '../../app/api';

/** A shopper reports a product, a review or a chat message. */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createReport: build.mutation<{ id: number }, CreateReportBody>({
      query: (body) => ({ url: createReport.path, method: createReport.method, body }),
    }),
  }),
});
export const { useCreateReportMutation } = reportsApi;
