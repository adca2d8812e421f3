import {
  changePassword,
  editProfile,
  getProfile,
  type ChangePasswordBody,
  type Profile,
} from '@rima/shared/endpoints/profile';
import { api, request } from '../../app/api';

// These two answer with the envelope's message (shown to the user), so they take the whole envelope.
const message = (response: { message: string }) => response.message;

/** spec §3/§7, API-COMPAT 9–11: the token's own profile, its multipart edit and the password change. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => request(getProfile),
      providesTags: ['Profile'],
    }),
    /** multipart: name, phone, gender, address, store_desc and an optional `image` file. */
    editProfile: build.mutation<string, FormData>({
      query: (body) => ({ ...request(editProfile), body }),
      extraOptions: { envelope: true },
      transformResponse: message,
      // spec §4: Save sends the update and reloads the profile.
      invalidatesTags: ['Profile'],
    }),
    changePassword: build.mutation<string, ChangePasswordBody>({
      query: (body) => ({ ...request(changePassword), body }),
      extraOptions: { envelope: true },
      transformResponse: message,
    }),
  }),
});

export const { useGetProfileQuery, useEditProfileMutation, useChangePasswordMutation } = profileApi;
