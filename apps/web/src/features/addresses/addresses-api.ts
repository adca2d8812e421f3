import {
  createAddress,
  deleteAddress,
  listAddresses,
  listDistricts,
  listProvinces,
  listRegencies,
  listVillages,
  searchRegencies,
  updateAddress,
  type Address,
  type AddressBodyInput,
  type AddressPatch,
  type Area,
  type Regency,
} from '@rima/shared/endpoints/addresses';
import { fillPath } from '@rima/shared/endpoints/path';
import { api } from '../../app/api';

export type { Address, Area, Regency } from '@rima/shared/endpoints/addresses';

export const addressesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProvinces: build.query<Area[], void>({
      query: () => ({ url: listProvinces.path, method: listProvinces.method }),
    }),
    listRegencies: build.query<Area[], string>({
      query: (code) => ({ url: fillPath(listRegencies.path, { code }), method: listRegencies.method }),
    }),
    listDistricts: build.query<Area[], string>({
      query: (code) => ({ url: fillPath(listDistricts.path, { code }), method: listDistricts.method }),
    }),
    listVillages: build.query<Area[], string>({
      query: (code) => ({ url: fillPath(listVillages.path, { code }), method: listVillages.method }),
    }),
    searchRegencies: build.query<Regency[], string>({
      query: (q) => ({ url: searchRegencies.path, method: searchRegencies.method, params: { q } }),
    }),
    listAddresses: build.query<Address[], void>({
      query: () => ({ url: listAddresses.path, method: listAddresses.method }),
      providesTags: ['Address'],
    }),
    createAddress: build.mutation<Address, AddressBodyInput>({
      query: (body) => ({ url: createAddress.path, method: createAddress.method, body }),
      invalidatesTags: ['Address', 'Cart'],
    }),
    updateAddress: build.mutation<Address, { id: number; body: AddressPatch | AddressBodyInput }>({
      query: ({ id, body }) => ({ url: fillPath(updateAddress.path, { id }), method: updateAddress.method, body }),
      invalidatesTags: ['Address', 'Cart'],
    }),
    deleteAddress: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: fillPath(deleteAddress.path, { id }), method: deleteAddress.method }),
      invalidatesTags: ['Address', 'Cart'],
    }),
  }),
});

export const {
  useListProvincesQuery,
  useListRegenciesQuery,
  useListDistrictsQuery,
  useListVillagesQuery,
  useSearchRegenciesQuery,
  useListAddressesQuery,
  useCreateAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
} = addressesApi;
