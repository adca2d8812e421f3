import { createReport, type CreateReportBody } from '@rima/shared/endpoints/reports';
import { api, request } from '../../app/api';

/** A shopper reports a product, a review or a chat message. */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createReport: build.mutation<{ id: number }, CreateReportBody>({
      query: (body) => ({ ...request(createReport), body }),
    }),
  }),
});
export const { useCreateReportMutation } = reportsApi;
