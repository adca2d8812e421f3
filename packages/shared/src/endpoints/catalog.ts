export const sendContact = { method: 'POST', path: '/contact' } as const;

export type { RefItem, ColorItem, CategoryItem, ContactBody } from '../api/catalog';
