// The operator console's category tree (docs/decisions/036).
export const listOpsCategories = { method: 'GET', path: '/ops/categories' } as const;
export const addCategory = { method: 'POST', path: '/ops/categories' } as const;
export const editCategory = { method: 'PATCH', path: '/ops/categories/:id' } as const;
export const retireCategory = { method: 'POST', path: '/ops/categories/:id/retire' } as const;

export type { CategoryNode, CategoryLeaf, OpsCategory } from '../api/categories';
