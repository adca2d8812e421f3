// A shopper's report (of a product, a review or a message); its contract is in ../api/ops with the
// operators' side. Its own module, so that the shop's pages load it without the console's descriptions.
export const createReport = { method: 'POST', path: '/reports' } as const;

export type { CreateReportBody } from '../api/ops';
