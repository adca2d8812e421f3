export const listProvinces = { method: 'GET', path: '/areas/provinces' } as const;
export const listRegencies = { method: 'GET', path: '/areas/provinces/:code/regencies' } as const;
export const listDistricts = { method: 'GET', path: '/areas/regencies/:code/districts' } as const;
export const listVillages = { method: 'GET', path: '/areas/districts/:code/villages' } as const;
export const searchRegencies = { method: 'GET', path: '/areas/regencies' } as const;
export const listAddresses = { method: 'GET', path: '/addresses' } as const;
export const createAddress = { method: 'POST', path: '/addresses' } as const;
export const getAddress = { method: 'GET', path: '/addresses/:id' } as const;
export const replaceAddress = { method: 'PUT', path: '/addresses/:id' } as const;
export const updateAddress = { method: 'PATCH', path: '/addresses/:id' } as const;
export const deleteAddress = { method: 'DELETE', path: '/addresses/:id' } as const;

export type { Area, Regency, AddressBody, AddressBodyInput, AddressPatch, Address } from '../api/addresses';
