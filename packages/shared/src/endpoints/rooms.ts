export const listRooms = { method: 'GET', path: '/rooms' } as const;
export const createRoom = { method: 'POST', path: '/rooms' } as const;
export const getRoom = { method: 'GET', path: '/rooms/:id' } as const;
export const replaceRoom = { method: 'PUT', path: '/rooms/:id' } as const;
export const updateRoom = { method: 'PATCH', path: '/rooms/:id' } as const;
export const deleteRoom = { method: 'DELETE', path: '/rooms/:id' } as const;
export const getProductFit = { method: 'GET', path: '/product/:id/fit' } as const;

export type { RoomBody, RoomBodyInput, RoomPatch, SavedRoom, FitQuery, FitResultWire } from '../api/rooms';
