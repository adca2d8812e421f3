import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, pickLanguage, type Language } from '@rima/shared/language';
import en from './en.json';
import id from './id.json';

/*
 * Texts (docs/decisions/013) the server writes for people (e-mails) in English and Bahasa Indonesia, as ICU
 * MessageFormat in ./en.json and ./id.json (the same format as the web app's catalogues). API error
 * messages stay English (old clients read them); their `key` is what the web app translates.
 */
export type ServerMessageKey = keyof typeof en;
export type MessageValues = Record<string, string | number>;

function compile(messages: Record<string, string>): Messages {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]));
}

const instances = new Map<Language, I18n>(
  (
    [
      ['en', en],
      ['id', id],
    ] as const
  ).map(([language, messages]) => [
    language,
    setupI18n({ locale: language, messages: { [language]: compile(messages) } }),
  ]),
);

export function translate(language: Language, key: ServerMessageKey, values?: MessageValues): string {
  const i18n = instances.get(language) ?? instances.get(DEFAULT_LANGUAGE);
  return i18n ? i18n._(key, values) : key;
}

/** The language of a request: the visitor's choice (cookie), else Accept-Language, else English. */
export function requestLanguage(request: { headers: Record<string, string | string[] | undefined> }): Language {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  };
  return pickLanguage(header('cookie'), header('accept-language'));
}
