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
import { api, request } from '../../app/api';

export type { Address, Area, Regency } from '@rima/shared/endpoints/addresses';

export const addressesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProvinces: build.query<Area[], void>({
      query: () => request(listProvinces),
    }),
    listRegencies: build.query<Area[], string>({
      query: (code) => request(listRegencies, { code }),
    }),
    listDistricts: build.query<Area[], string>({
      query: (code) => request(listDistricts, { code }),
    }),
    listVillages: build.query<Area[], string>({
      query: (code) => request(listVillages, { code }),
    }),
    searchRegencies: build.query<Regency[], string>({
      query: (q) => ({ ...request(searchRegencies), params: { q } }),
    }),
    listAddresses: build.query<Address[], void>({
      query: () => request(listAddresses),
      providesTags: ['Address'],
    }),
    createAddress: build.mutation<Address, AddressBodyInput>({
      query: (body) => ({ ...request(createAddress), body }),
      invalidatesTags: ['Address', 'Cart'],
    }),
    updateAddress: build.mutation<Address, { id: number; body: AddressPatch | AddressBodyInput }>({
      query: ({ id, body }) => ({ ...request(updateAddress, { id }), body }),
      invalidatesTags: ['Address', 'Cart'],
    }),
    deleteAddress: build.mutation<{ id: number }, number>({
      query: (id) => request(deleteAddress, { id }),
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
