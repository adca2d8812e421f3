import type { SearchSuggestions } from '@rima/shared/endpoints/search';
import { api } from '../../app/api';

// The list page's hints for a search that found nothing: the search box's suggestions for the same text
// (GET /search/suggest, docs/decisions/040). Its own endpoint, with the path written here: importing the
// search feature's hook or its endpoint description would make a chunk shared with the header's search box,
// named in the first chunk every page loads, whose size is capped (docs/decisions/003).
export const searchHintsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchHints: build.query<SearchSuggestions, string>({
      query: (q) => ({ url: '/search/suggest', params: { q } }),
    }),
  }),
});

export const { useSearchHintsQuery } = searchHintsApi;
