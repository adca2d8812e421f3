import { searchSuggest, type SearchSuggestions } from '@rima/shared/endpoints/search';
import { api } from '../../app/api';

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchSuggest: build.query<SearchSuggestions, string>({
      query: (q) => ({ url: searchSuggest.path, method: searchSuggest.method, params: { q } }),
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useSearchSuggestQuery } = searchApi;
