import type { ChangePasswordBody, Profile } from '@rima/shared/api/profile';
import { api } from '../../app/api';

type Envelope<T> = { statusCode: number; message: string; data: T };

/** spec §3/§7, API-COMPAT 9–11: the token's own profile, its multipart edit and the password change. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => '/profile',
      transformResponse: (response: Envelope<Profile>) => response.data,
      providesTags: ['Profile'],
    }),
    /** multipart: name, phone, gender, address, store_desc and an optional `image` file. */
    editProfile: build.mutation<string, FormData>({
      query: (body) => ({ url: '/profile/edit', method: 'PATCH', body }),
      transformResponse: (response: Envelope<unknown>) => response.message,
      // spec §4: Save sends the update and reloads the profile.
      invalidatesTags: ['Profile'],
    }),
    changePassword: build.mutation<string, ChangePasswordBody>({
      query: (body) => ({ url: '/profile/change-password', method: 'PATCH', body }),
      transformResponse: (response: Envelope<unknown>) => response.message,
    }),
  }),
});

export const { useGetProfileQuery, useEditProfileMutation, useChangePasswordMutation } = profileApi;
