import {
  complaintAction,
  getComplaint,
  listMyComplaints,
  listOpsComplaints,
  listOrderComplaints,
  openComplaint,
  type Complaint,
  type ComplaintActionBody,
  type ComplaintSummary,
} from '@rima/shared/endpoints/complaints';
import { api, request } from '../../app/api';

export type { Complaint, ComplaintSummary } from '@rima/shared/endpoints/complaints';

// Complaints share the 'Order' tag (their ids prefixed): a step can change the order's page and the balance.
const tag = (id: number) => ({ type: 'Order' as const, id: `complaint-${id}` });

export const complaintsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Multipart: reason, description, items, photos under `photo` (the browser sets the boundary). */
    openComplaint: build.mutation<
      { id: number; status: string; deadline: string },
      { orderId: number; body: FormData }
    >({
      query: ({ orderId, body }) => ({ ...request(openComplaint, { id: orderId }), body }),
      invalidatesTags: ['Order'],
    }),
    listOrderComplaints: build.query<ComplaintSummary[], number>({
      query: (orderId) => request(listOrderComplaints, { id: orderId }),
      providesTags: ['Order'],
    }),
    getComplaint: build.query<Complaint, number>({
      query: (id) => request(getComplaint, { id }),
      providesTags: (_r, _e, id) => [tag(id)],
    }),
    complaintAction: build.mutation<Complaint, ComplaintActionBody & { id: number }>({
      query: ({ id, ...body }) => ({ ...request(complaintAction, { id }), body }),
      invalidatesTags: ['Order', 'Balance', 'Ops', 'Notification'],
    }),
    /** The caller's complaints: a store's, on its orders. */
    listMyComplaints: build.query<ComplaintSummary[], void>({
      query: () => request(listMyComplaints),
      providesTags: ['Order'],
    }),
    listOpsComplaints: build.query<ComplaintSummary[], 'open' | 'escalated' | 'closed'>({
      query: (status) => ({ ...request(listOpsComplaints), params: { status } }),
      providesTags: ['Ops'],
    }),
  }),
});

export const {
  useOpenComplaintMutation,
  useListOrderComplaintsQuery,
  useGetComplaintQuery,
  useComplaintActionMutation,
  useListOpsComplaintsQuery,
  useListMyComplaintsQuery,
} = complaintsApi;
