export { complaintsMessages } from './i18n/messages';
export { ComplaintPanel } from './complaint-lazy';
export { ComplaintBadge } from './complaint-status';
export { OrderComplaints } from './order-complaints';
