import type { z } from 'zod';
import { sendContact, type ContactBody } from '@rima/shared/api/catalog';
import { api } from '../../app/api';

type SendContactResponse = z.infer<typeof sendContact.response>;

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<SendContactResponse['data'], ContactBody>({
      query: (body) => ({ url: sendContact.path, method: sendContact.method, body }),
      transformResponse: (body: SendContactResponse) => body.data,
    }),
  }),
});

export const { useSendContactMutation } = contentApi;
