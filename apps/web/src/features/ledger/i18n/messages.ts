import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** The seller's ledger: the Balance page (balance, withdrawals, history). */
export const ledgerMessages = defineCatalog<typeof en>('ledger', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
