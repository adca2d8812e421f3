import type { CreateReportBody } from '@rima/shared/api/ops';
import { api } from '../../app/api';

/** Issue 14: a shopper reports a product, a review or a chat message. */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createReport: build.mutation<{ id: number }, CreateReportBody>({
      query: (body) => ({ url: '/reports', method: 'POST', body }),
    }),
  }),
});
export const { useCreateReportMutation } = reportsApi;
