export const searchSuggest = { method: 'GET', path: '/search/suggest' } as const;

export type {
  SearchSuggestQuery,
  SuggestProduct,
  SuggestCategory,
  SuggestStore,
  SearchSuggestions,
} from '../api/search';
