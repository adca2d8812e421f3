/** Complaints and returns after delivery (docs/decisions/053). */
export const COMPLAINT_WINDOW_DAYS = 3;
export const COMPLAINT_ANSWER_WORKING_DAYS = 2;
export const COMPLAINT_RETURN_SHIP_DAYS = 5;
export const MAX_COMPLAINT_PHOTOS = 5;
/** One short video beside the photos (docs/decisions/059): its size and length, read from the file itself. */
export const MAX_COMPLAINT_VIDEO_BYTES = 20 * 1024 * 1024;
export const MAX_COMPLAINT_VIDEO_SECONDS = 60;
export const COMPLAINT_VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
export const COMPLAINT_TEXT_MAX = 2000;

export const COMPLAINT_REASONS = [
  'damaged',
  'wrong_item',
  'missing_parts',
  'not_as_described',
  'not_received',
] as const;

export const openComplaint = { method: 'POST', path: '/transaction/:id/complaints' } as const;
export const listOrderComplaints = { method: 'GET', path: '/transaction/:id/complaints' } as const;
export const getComplaint = { method: 'GET', path: '/complaints/:id' } as const;
export const getComplaintVideo = { method: 'GET', path: '/complaints/:id/video' } as const;
export const complaintAction = { method: 'POST', path: '/complaints/:id/actions' } as const;
export const listMyComplaints = { method: 'GET', path: '/complaints' } as const;
export const listOpsComplaints = { method: 'GET', path: '/ops/complaints' } as const;

export type {
  Complaint,
  ComplaintAction,
  ComplaintActionBody,
  ComplaintReason,
  ComplaintStatus,
  ComplaintSummary,
} from '../api/complaints';
