import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { createContext, use, useCallback, useContext, useSyncExternalStore } from 'react';
import { formatDate, formatDateTime, formatIdr } from '@rima/shared/format';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  isLanguage,
  languageFromAcceptLanguage,
  languageFromCookie,
  type Language,
} from '@rima/shared/language';

/*
 * The web app in English and Bahasa Indonesia with @lingui/core (docs/decisions/013).
 * A catalogue is a pair of JSON files next to the code that uses it (`i18n/en.json`, `i18n/id.json`, ICU
 * MessageFormat), compiled at build time (catalog-plugin.ts), each language its own chunk, loaded the first
 * time a component asks for it. Keys are typed from en.json; a test fails when id.json lacks one.
 */

export type { Language };
type Loader = () => Promise<{ default: Messages }>;
export type Catalog<K extends string = string> = {
  readonly name: string;
  readonly load: Readonly<Record<Language, Loader>>;
  /** Only carries the key type. */
  readonly keys?: K;
};
export type MessageValues = Record<string, string | number | null | undefined>;
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

/**
 * `export const cartMessages = defineCatalog<typeof en>('cart', { en: () => import('./en.json?catalog'), … })`
 * with `import type en from './en.json'`. The name prefixes the keys, so it is unique (a test checks).
 */
export function defineCatalog<M extends Record<string, string>>(
  name: string,
  load: Record<Language, Loader>,
): Catalog<Extract<keyof M, string>> {
  return { name, load };
}

type State = { loads: Map<string, Promise<void> | true>; used: Set<Catalog> };
const states = new WeakMap<I18n, State>();
function stateOf(i18n: I18n): State {
  let state = states.get(i18n);
  if (!state) states.set(i18n, (state = { loads: new Map(), used: new Set() }));
  return state;
}

/** Loads a catalogue into an i18n instance: `true` when it is there, else the promise of it. */
export function ensureCatalog(i18n: I18n, language: Language, catalog: Catalog): Promise<void> | true {
  const { loads, used } = stateOf(i18n);
  used.add(catalog);
  const id = `${language}:${catalog.name}`;
  let loaded = loads.get(id);
  if (loaded === undefined) {
    loaded = catalog.load[language]().then(
      (module) => {
        const prefixed: Messages = {};
        for (const [key, message] of Object.entries(module.default)) prefixed[`${catalog.name}.${key}`] = message;
        i18n.load(language, prefixed);
        loads.set(id, true);
      },
      (error: unknown) => {
        // A failed chunk load (network) may be retried by the next render.
        loads.delete(id);
        throw error;
      },
    );
    loads.set(id, loaded);
  }
  return loaded;
}

/**
 * Server rendering: one render's own instance in `language`, holding every catalogue `base` has
 * loaded (so nothing suspends), and recording which ones the render uses (`usedCatalogs`): the browser loads
 * those before it hydrates the page.
 */
export function forkI18n(base: I18n, language: Language): I18n {
  const instance = setupI18n({ locale: language, messages: { [language]: base.messages } });
  const { loads } = stateOf(instance);
  for (const [id, loaded] of stateOf(base).loads) if (loaded === true) loads.set(id, true);
  return instance;
}

/**
 * A server-rendered page's catalogues, handed over in its data (prefixed keys, by catalogue name): loaded
 * without a request each (docs/decisions/060).
 */
export function seedCatalogs(instance: I18n, language: Language, texts: Record<string, Messages>) {
  for (const name in texts) {
    instance.load(language, texts[name] ?? {});
    stateOf(instance).loads.set(`${language}:${name}`, true);
  }
}

/** The catalogues components asked this instance for. */
export function usedCatalogs(instance: I18n): Catalog[] {
  return [...stateOf(instance).used];
}

/** The browser's instance; the server gives each render its own through `I18nContext`. */
export const i18n = setupI18n();
export const I18nContext = createContext<I18n>(i18n);

const subscribers = new WeakMap<I18n, (onChange: () => void) => () => void>();
function subscribeTo(instance: I18n) {
  let subscribe = subscribers.get(instance);
  if (!subscribe) subscribers.set(instance, (subscribe = (onChange) => instance.on('change', onChange)));
  return subscribe;
}

/** The language the interface is shown in; components re-render when it changes. */
export function useLanguage(): Language {
  const instance = useContext(I18nContext);
  const locale = useSyncExternalStore(
    subscribeTo(instance),
    () => instance.locale,
    () => instance.locale,
  );
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}

/** `const t = useT(cartMessages); t('title')`. Suspends until the catalogue's current language is loaded. */
export function useT<K extends string>(catalog: Catalog<K>): Translate<K> {
  const instance = useContext(I18nContext);
  const language = useLanguage();
  const translate = useCallback(
    (key: K, values?: MessageValues) => instance._(`${catalog.name}.${key}`, values),
    // The language is a dependency: a memoised child re-renders with the new texts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [instance, catalog, language],
  );
  // use() comes after every other hook of useT, and is called on every render, loaded or not: React replays a
  // component that suspended in use() and, on that replay, only a use() call tells it that the hooks after
  // this point are new ones (mounted) — skipping it once the texts are there made the caller's next hook fail
  // with React's error #467 ("Update hook called on initial render") and the page fall to its error screen.
  const loaded = ensureCatalog(instance, language, catalog);
  use(loaded === true ? LOADED : loaded);
  return translate;
}

/** A thenable React reads as already fulfilled (its `status`), so use() returns at once without suspending. */
const LOADED: PromiseLike<void> & { status: 'fulfilled'; value: undefined } = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
});

/**
 * Outside a render (a toast for a live event): the catalogue's texts in the instance's current language,
 * once loaded.
 */
export async function loadTranslate<K extends string>(instance: I18n, catalog: Catalog<K>): Promise<Translate<K>> {
  const language = isLanguage(instance.locale) ? instance.locale : DEFAULT_LANGUAGE;
  await ensureCatalog(instance, language, catalog);
  return (key, values) => instance._(`${catalog.name}.${key}`, values);
}

/** Prices and dates in the interface's language: "Rp1.250.000" in both, WIB dates. */
export function useFormat() {
  const language = useLanguage();
  return {
    language,
    price: (amount: number) => formatIdr(amount, language),
    dateTime: (value: string | number | Date) => formatDateTime(value, language),
    date: (value: string | number | Date) => formatDate(value, language),
  };
}

/** The visitor's remembered choice (cookie), else the browser's languages, else English. */
export function detectLanguage(): Language {
  const chosen = languageFromCookie(document.cookie);
  if (chosen) return chosen;
  return languageFromAcceptLanguage(navigator.languages.join(',')) ?? DEFAULT_LANGUAGE;
}

/** Whether the visitor picked a language on this device (the cookie), as opposed to the browser's default. */
export function hasChosenLanguage(): boolean {
  return languageFromCookie(document.cookie) !== undefined;
}

function applyLanguage(language: Language) {
  document.documentElement.lang = language;
}

/** Called once before the first render. */
export function startI18n(language: Language = detectLanguage()) {
  applyLanguage(language);
  i18n.activate(language);
}

/**
 * Shows the interface in `language`: loads every catalogue on screen in it first (the old texts stay until
 * then), remembers the choice in a cookie the server reads (server-rendered pages, e-mails, API errors).
 */
export async function changeLanguage(language: Language, options: { remember?: boolean } = {}) {
  const { used } = stateOf(i18n);
  await Promise.all([...used].map((catalog) => Promise.resolve(ensureCatalog(i18n, language, catalog))));
  if (options.remember !== false) {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
  }
  applyLanguage(language);
  i18n.activate(language);
}
