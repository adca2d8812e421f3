import { sendContact, type ContactBody } from '@rima/shared/endpoints/catalog';
import { api } from '../../app/api';

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<{ id: number }, ContactBody>({
      query: (body) => ({ url: sendContact.path, method: sendContact.method, body }),
    }),
  }),
});

export const { useSendContactMutation } = contentApi;
