import { useEffect } from 'react';
import { SHOP_NAME } from '@rima/shared/constants';

/** A document title per page: 'Page · RIMA'; the home page passes the full title. */
export function useDocumentTitle(title: string, { exact = false } = {}) {
  useEffect(() => {
    document.title = exact ? title : `${title} · ${SHOP_NAME}`;
  }, [title, exact]);
}
