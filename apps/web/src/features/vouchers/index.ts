export { VoucherStripSlot } from './voucher-strip-slot';
export { useVoucherText } from './voucher-terms';
export { vouchersMessages } from './i18n/messages';
