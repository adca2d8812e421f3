import { useCallback } from 'react';
import { useLanguage } from '../../lib/i18n';
import { useListCategoriesQuery } from './catalog-api';

/**
 * A category's name in the interface's language — the categories list carries the Indonesian
 * names (`name_id`); products name their category in English (`category`), which stays the filter's value.
 */
export function useCategoryName() {
  const language = useLanguage();
  const { data } = useListCategoriesQuery();
  return useCallback(
    (name: string) => (language === 'id' ? (data?.find((c) => c.name === name)?.name_id ?? name) : name),
    [language, data],
  );
}
