import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { commonMessages } from '../../components/i18n/messages';
import { useFormat, useT } from '../../lib/i18n';
import { Highlight } from './highlight';
import { readRecentSearches, rememberSearch } from './recent-searches';
import { useSearchSuggestQuery } from './search-api';

type Option = { key: string; kind: string; label: string; detail?: ReactNode; go: () => void };

const DEBOUNCE_MS = 150;

/**
 * The header's search box on every page: a WAI-ARIA combobox with a listbox of suggestions
 * (products, categories, stores, "did you mean", or recent searches when empty). Arrow keys move, Enter on a
 * suggestion opens it, Enter on the text lists /product?search=, Escape closes.
 */
export function HeaderSearch() {
  const t = useT(commonMessages);
  const { price, language } = useFormat();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<string[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);

  // Text typed into the server-rendered box before this code hydrated it is in the DOM, not in the state:
  // take it over (and open the suggestions if the box still has the focus), so no keystroke is lost.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || input.value === '') return;
    setText(input.value);
    if (document.activeElement === input) setOpen(true);
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isFetching } = useSearchSuggestQuery(debounced, { skip: debounced === '' });
  const shown = debounced !== '' && data?.query === debounced ? data : undefined;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const searchFor = (query: string) => {
    const q = query.trim();
    if (q === '') return;
    setRecent(rememberSearch(q));
    close();
    void navigate(`/product?search=${encodeURIComponent(q)}`);
  };
  const goTo = (path: string) => {
    if (text.trim() !== '') setRecent(rememberSearch(text));
    close();
    void navigate(path);
  };

  const options = useMemo<Option[]>(() => {
    if (text.trim() === '') {
      return recent.map((q) => ({ key: `r:${q}`, kind: t('searchRecent'), label: q, go: () => searchFor(q) }));
    }
    if (!shown) return [];
    return [
      ...shown.products.map((p) => ({
        key: `p:${p.id}`,
        kind: t('searchProduct'),
        label: (language === 'en' && p.name_en) || p.name,
        detail: <span className="header-search__price">{price(p.price)}</span>,
        go: () => goTo(`/product/detail/${p.id}`),
      })),
      ...shown.categories.map((c) => ({
        key: `c:${c.id}`,
        kind: t('searchCategory'),
        // The category in the interface's language, with its other name beside it.
        label: language === 'id' && c.name_id ? c.name_id : c.name,
        detail: c.name_id ? <span className="text-muted">{language === 'id' ? c.name : c.name_id}</span> : undefined,
        go: () => goTo(c.path),
      })),
      ...shown.stores.map((s) => ({
        key: `s:${s.id}`,
        kind: t('searchStore'),
        label: s.name,
        go: () => goTo(`/store/${s.id}`),
      })),
      ...shown.did_you_mean.map((q) => ({
        key: `d:${q}`,
        kind: t('searchDidYouMean'),
        label: q,
        go: () => {
          setText(q);
          setActive(-1);
        },
      })),
    ];
    // searchFor/goTo only close over navigate and text, which are deps through `text`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, recent, text, t, language]);

  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${listId}-opt-${i}`;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setRecent(readRecentSearches());
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text itself; moving past either end comes back to it.
      setActive((i) => {
        const next = i + step;
        if (next < -1) return options.length - 1;
        return next >= options.length ? -1 : next;
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = expanded && active >= 0 ? options[active] : undefined;
      if (option) option.go();
      else searchFor(text);
    } else if (event.key === 'Escape') {
      // First Escape closes the list (not the browser's clearing of a search field); the next one clears.
      event.preventDefault();
      if (expanded) close();
      else setText('');
    }
  }

  const activeIndex = active >= 0 && active < options.length ? active : -1;
  return (
    // server-rendered: before the page hydrates, Enter submits it as the plain form does (GET /product?search=…)
    <form
      role="search"
      className="header-search"
      action="/product"
      onSubmit={(event) => {
        event.preventDefault();
        searchFor(text);
      }}
    >
      <input
        type="search"
        name="search"
        className="form-control form-control-sm header-search__input"
        placeholder={t('searchPlaceholder')}
        aria-label={t('searchLabel')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        maxLength={200}
        ref={inputRef}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setRecent(readRecentSearches());
          setOpen(true);
        }}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('searchSuggestions')}
        className="header-search__list"
        hidden={!expanded}
      >
        {options.map((option, i) => (
          <li
            key={option.key}
            id={optionId(i)}
            role="option"
            aria-selected={i === activeIndex}
            className={`header-search__option${i === activeIndex ? ' is-active' : ''}`}
            // Keep the focus in the input: a click chooses without blurring first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={option.go}
          >
            <span className="header-search__kind">{option.kind}</span>
            <span className="header-search__label">
              <Highlight text={option.label} query={text} />
            </span>
            {option.detail}
          </li>
        ))}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {open && text.trim() !== '' && shown && !isFetching ? t('searchCount', { count: options.length }) : ''}
      </span>
    </form>
  );
}
