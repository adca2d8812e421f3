import { searchSuggest, type SearchSuggestions } from '@rima/shared/endpoints/search';
import { api, request } from '../../app/api';

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchSuggest: build.query<SearchSuggestions, string>({
      query: (q) => ({ ...request(searchSuggest), params: { q } }),
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useSearchSuggestQuery } = searchApi;
