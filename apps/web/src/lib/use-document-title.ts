import { useEffect } from 'react';
import { SHOP_NAME } from '@rima/shared/constants';
import { usePageHead } from './page-head';

/** A document title per page: 'Page · RIMA'; the home page passes the full title. */
export function useDocumentTitle(title: string, { exact = false } = {}) {
  const full = exact ? title : `${title} · ${SHOP_NAME}`;
  // Rendered on the server: the title goes into the HTML's <title> (no effects run there).
  usePageHead()?.setTitle(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
