export { complaintsMessages } from './i18n/messages';
export { ComplaintBadge } from './complaint-status';
export { OrderComplaints } from './order-complaints';
