import type { z } from 'zod';
import type { searchSuggest, SearchSuggestions } from '@rima/shared/api/search';
import { api } from '../../app/api';

type SuggestResponse = z.infer<typeof searchSuggest.response>;

// The contract's path written out (importing the contract's value would pull zod into every page's chunk).
const SUGGEST_PATH = '/search/suggest';
type Assert<T extends true> = T;
export type _PathMatchesContract = Assert<(typeof searchSuggest)['path'] extends typeof SUGGEST_PATH ? true : false>;

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchSuggest: build.query<SearchSuggestions, string>({
      query: (q) => ({ url: SUGGEST_PATH, params: { q } }),
      transformResponse: (response: SuggestResponse) => response.data,
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useSearchSuggestQuery } = searchApi;
