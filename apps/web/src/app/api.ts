import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { API_PREFIX } from '@rima/shared/constants';
import { loggedOut } from '../features/auth/auth-slice';
import type { ApiError } from '../lib/get-error-message';
import { pageDataKey, takePageData } from '../lib/page-data';

type StateWithToken = { auth: { userInfo: { token: string } | null } };

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_PREFIX,
  prepareHeaders(headers, { getState }) {
    const token = (getState() as StateWithToken).auth.userInfo?.token;
    // spec §7: the raw token in x-access-token (no Bearer)
    if (token) headers.set('x-access-token', token);
    return headers;
  },
});

function toApiError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') {
    const body = error.data as Partial<ApiError> | undefined;
    return {
      statusCode: error.status,
      ...(typeof body?.message === 'string'
        ? { message: body.message }
        : { message: `Request failed (${error.status})`, key: 'requestFailed', params: { status: error.status } }),
      ...(typeof body?.key === 'string' ? { key: body.key } : {}),
      ...(body?.params ? { params: body.params } : {}),
      ...(body?.errors ? { errors: body.errors } : {}),
    };
  }
  // English for older code paths; `key` is what the interface shows (lib/errors, issue 13).
  if (error.status === 'FETCH_ERROR')
    return { statusCode: 0, message: 'Cannot reach the shop. Check your connection.', key: 'network' };
  return { statusCode: 0, message: 'The shop sent an answer we could not read. Please try again.', key: 'unreadable' };
}

/** Every failure becomes { statusCode, message }; a 401 on an authenticated call logs the user out. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  // A GET the server answered inside the page (lib/page-data.ts) needs no round trip.
  const request = typeof args === 'string' ? { url: args } : args;
  if ((request.method ?? 'GET').toUpperCase() === 'GET') {
    const inline = takePageData(pageDataKey(API_PREFIX + request.url, request.params));
    if (inline !== undefined) return { data: inline };
  }
  const result = await rawBaseQuery(args, api, extra);
  if (result.error) {
    const error = toApiError(result.error);
    const hadToken = Boolean((api.getState() as StateWithToken).auth.userInfo?.token);
    if (error.statusCode === 401 && hadToken) {
      // The token died (expired, revoked elsewhere): log out cleanly and drop everything cached for that user.
      api.dispatch(loggedOut());
      api.dispatch(rimaApi.util.resetApiState());
    }
    return { error, meta: result.meta };
  }
  return { data: result.data, meta: result.meta };
};

/** The one API slice; features add endpoints with api.injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Product',
    'MyProduct',
    'Catalog',
    'Profile',
    'Store',
    'Cart',
    'Order',
    'Payment',
    'Favorite',
    'Review',
    'Notification',
    'Chat',
    // issue 14: seller money and the operator console
    'Balance',
    'Ops',
  ],
  endpoints: () => ({}),
});

// The base query needs the slice it belongs to (to reset its cache on a 401).
const rimaApi = api;
