import { lazy } from 'react';
import { commonMessages } from '../../components/i18n/messages';
import { useT } from '../../lib/i18n';
import { LanguageSuspense } from '../../lib/language-suspense';
import './header-search.css';

// The combobox (suggestions, keyboard, recent searches) is its own chunk, fetched right after the page's
// first chunks: docs/decisions/003 (the home page's initial JavaScript budget).
const HeaderSearch = lazy(() => import('./header-search').then((m) => ({ default: m.HeaderSearch })));

/** Until then, the same box as a plain search form: it already works (GET /product?search=…). */
function PlainSearch() {
  const t = useT(commonMessages);
  return (
    <form role="search" className="header-search" action="/product">
      <input
        type="search"
        name="search"
        className="form-control form-control-sm header-search__input"
        placeholder={t('searchPlaceholder')}
        aria-label={t('searchLabel')}
        autoComplete="off"
        maxLength={200}
      />
    </form>
  );
}

export function HeaderSearchSlot() {
  return (
    // server-rendered, hydrated once its chunk is here: rendered anew if the language changes before then
    <LanguageSuspense fallback={<PlainSearch />}>
      <HeaderSearch />
    </LanguageSuspense>
  );
}
