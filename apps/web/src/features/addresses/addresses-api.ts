import type { Address, AddressBodyInput, AddressPatch, Area, Regency } from '@rima/shared/api/addresses';
import { api } from '../../app/api';

export type { Address, Area, Regency } from '@rima/shared/api/addresses';

// Types only from the contract: its values would pull zod into every chunk that reads addresses.
type Envelope<T> = { data: T };
const data = <T>(r: Envelope<T>) => r.data;

export const addressesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProvinces: build.query<Area[], void>({ query: () => '/areas/provinces', transformResponse: data<Area[]> }),
    listRegencies: build.query<Area[], string>({
      query: (code) => `/areas/provinces/${code}/regencies`,
      transformResponse: data<Area[]>,
    }),
    listDistricts: build.query<Area[], string>({
      query: (code) => `/areas/regencies/${code}/districts`,
      transformResponse: data<Area[]>,
    }),
    listVillages: build.query<Area[], string>({
      query: (code) => `/areas/districts/${code}/villages`,
      transformResponse: data<Area[]>,
    }),
    searchRegencies: build.query<Regency[], string>({
      query: (q) => ({ url: '/areas/regencies', params: { q } }),
      transformResponse: data<Regency[]>,
    }),
    listAddresses: build.query<Address[], void>({
      query: () => '/addresses',
      transformResponse: data<Address[]>,
      providesTags: ['Address'],
    }),
    createAddress: build.mutation<Address, AddressBodyInput>({
      query: (body) => ({ url: '/addresses', method: 'POST', body }),
      transformResponse: data<Address>,
      invalidatesTags: ['Address', 'Cart'],
    }),
    updateAddress: build.mutation<Address, { id: number; body: AddressPatch | AddressBodyInput }>({
      query: ({ id, body }) => ({ url: `/addresses/${id}`, method: 'PATCH', body }),
      transformResponse: data<Address>,
      invalidatesTags: ['Address', 'Cart'],
    }),
    deleteAddress: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `/addresses/${id}`, method: 'DELETE' }),
      transformResponse: data<{ id: number }>,
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
