export const createImport = { method: 'POST', path: '/seller/imports' } as const;
export const getImport = { method: 'GET', path: '/seller/imports/:id' } as const;
export const listImports = { method: 'GET', path: '/seller/imports' } as const;
export const importTemplate = { method: 'GET', path: '/seller/imports/template' } as const;
export const exportProducts = { method: 'GET', path: '/seller/products/export' } as const;
/** Photos by ZIP upload, matched by file name to SKUs (`SKU123.jpg`, `SKU123-2.jpg` = its second photo). */
export const importPhotos = { method: 'POST', path: '/seller/imports/photos' } as const;
export const bulkEditProducts = { method: 'POST', path: '/seller/products/bulk' } as const;
export const undoBulkEdit = { method: 'POST', path: '/seller/products/bulk/:id/undo' } as const;

export type {
  BulkEditBody,
  BulkEditResult,
  ImportJob,
  ImportError,
  ImportColumn,
  PhotoMatchResult,
  PhotoFileReport,
  PhotoFileResult,
} from '../api/seller-imports';
