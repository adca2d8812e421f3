import { sendContact, type ContactBody } from '@rima/shared/endpoints/catalog';
import { api, request } from '../../app/api';

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<{ id: number }, ContactBody>({
      query: (body) => ({ ...request(sendContact), body }),
    }),
  }),
});

export const { useSendContactMutation } = contentApi;
