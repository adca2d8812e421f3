import { createAction } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { API_PREFIX } from '@rima/shared/constants';
import { fillPath, type PathParams } from '@rima/shared/endpoints/path';
import { loggedOut } from '../features/auth/auth-slice';
import type { ApiError } from '../lib/get-error-message';
import { pageDataKey } from '@rima/shared/page-data';

type StateWithToken = { auth: { userInfo: { token: string } | null } };

/** A GET answered by the server itself while it renders a page: status and JSON body. */
export type ApiAnswer = { status: number; body: unknown };
/** The store's thunk argument: on the server, how the page's API requests are answered (in-process). */
export type ApiExtra = { fetchApi?: (key: string) => Promise<ApiAnswer> };

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
  // English for older code paths; `key` is what the interface shows (lib/errors).
  if (error.status === 'FETCH_ERROR')
    return { statusCode: 0, message: 'Cannot reach the shop. Check your connection.', key: 'network' };
  return { statusCode: 0, message: 'The shop sent an answer we could not read. Please try again.', key: 'unreadable' };
}

/** An endpoint's `extraOptions`: `envelope: true` hands over the whole answer (for the few that read its message). */
export type ApiOptions = { envelope?: boolean };

// Every answer is the envelope { statusCode, message, data } (@rima/shared/api/envelope): endpoints get `data`.
const unwrap = (body: unknown, options: ApiOptions | undefined) =>
  options?.envelope ? body : (body as { data?: unknown } | null)?.data;

/**
 * Every failure becomes { statusCode, message }; a 401 on an authenticated call logs the user out. A success
 * hands over the envelope's `data`.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiOptions> = async (args, api, extra) => {
  const fetchApi = (api.extra as ApiExtra | undefined)?.fetchApi;
  if (fetchApi) {
    // Rendering on the server (entry-server.tsx): public reads only, answered in-process, no token.
    const request = typeof args === 'string' ? { url: args } : args;
    const answer = await fetchApi(pageDataKey(API_PREFIX + request.url, request.params as Record<string, unknown>));
    if (answer.status >= 200 && answer.status < 300) return { data: unwrap(answer.body, extra) };
    return { error: toApiError({ status: answer.status, data: answer.body }) };
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
  return { data: unwrap(result.data, extra), meta: result.meta };
};

/**
 * The request for an endpoint description (@rima/shared/endpoints/*): its method and its path, with the
 * path's `:params` filled in when it has any.
 */
export function request<M extends string, P extends string>(
  endpoint: { method: M; path: P },
  ...params: [PathParams<P>] extends [never] ? [] : [Record<PathParams<P>, string | number>]
) {
  return {
    url: fillPath(endpoint.path, (params[0] ?? {}) as Record<PathParams<P>, string | number>),
    method: endpoint.method,
  };
}

/**
 * The server's RTK Query state for a server-rendered page (the `api` slice it rendered with), handed over in
 * the page's HTML: dispatched before hydration, so the page's first queries are already answered.
 */
export const serverAnswersArrived = createAction<unknown>('api/serverAnswersArrived');

/** The one API slice; features add endpoints with api.injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  extractRehydrationInfo(action, { reducerPath }) {
    if (!serverAnswersArrived.match(action)) return undefined;
    const payload = action.payload as Record<string, unknown> | null;
    // The slice's own shape: RTK Query only takes its fulfilled and failed entries from it.
    return (payload?.[reducerPath] ?? undefined) as never;
  },
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
    // seller money and the operator console
    'Balance',
    'Ops',
    'Address',
    'StoreShipping',
    'Voucher',
  ],
  endpoints: () => ({}),
});

// The base query needs the slice it belongs to (to reset its cache on a 401).
const rimaApi = api;
