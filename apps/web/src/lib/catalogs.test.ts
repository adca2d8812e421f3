import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@rima/shared/api-messages';
import { LANGUAGES } from '@rima/shared/language';
import { NOTIFICATION_MESSAGES } from '@rima/shared/notification-messages';
import type { Catalog } from './i18n';

// Every catalogue (src/**/i18n/{en,id}.json) has every key in both languages.
const files = import.meta.glob<Record<string, string>>('../**/i18n/*.json', { eager: true, import: 'default' });
const definitions = import.meta.glob<Record<string, unknown>>('../**/i18n/messages.ts', { eager: true });

const folders = [...new Set(Object.keys(files).map((file) => file.replace(/\/[^/]+\.json$/, '')))].sort();

/** The argument names of a compiled message (`[["count", "plural", {…}]]` → count), recursively. */
function argumentsOf(tokens: unknown, into = new Set<string>()): Set<string> {
  if (!Array.isArray(tokens)) return into;
  for (const token of tokens) {
    if (!Array.isArray(token)) continue;
    const [name, , branches] = token as [unknown, unknown, unknown];
    if (typeof name === 'string') into.add(name);
    if (branches && typeof branches === 'object')
      for (const branch of Object.values(branches)) argumentsOf(branch, into);
  }
  return into;
}

/** The argument names and markup tags of a message: `{count, plural, …}` → `count`, `<link>` → `<link>`. */
function placeholders(message: string): string[] {
  const tags = [...message.matchAll(/<([a-z][a-z0-9]*)>/g)].map((m) => `<${m[1] ?? ''}>`);
  return [...new Set([...argumentsOf(compileMessage(message)), ...tags])].sort();
}

describe('message catalogues', () => {
  it('exist', () => {
    expect(folders.length).toBeGreaterThan(0);
  });

  describe.each(folders)('%s', (folder) => {
    const byLanguage = Object.fromEntries(LANGUAGES.map((lang) => [lang, files[`${folder}/${lang}.json`]]));

    it('has a file for each language and no other', () => {
      const present = Object.keys(files)
        .filter((file) => file.startsWith(`${folder}/`))
        .map((file) => file.slice(folder.length + 1));
      expect(present.sort()).toEqual(LANGUAGES.map((lang) => `${lang}.json`).sort());
    });

    it('has the same keys in English and Indonesian', () => {
      const en = Object.keys(byLanguage.en ?? {}).sort();
      const id = Object.keys(byLanguage.id ?? {}).sort();
      expect(
        id.filter((key) => !en.includes(key)),
        'keys only in id.json',
      ).toEqual([]);
      expect(
        en.filter((key) => !id.includes(key)),
        'keys missing from id.json',
      ).toEqual([]);
    });

    it('has a non-empty, valid ICU message for every key, with the same arguments in both languages', () => {
      for (const [key, en] of Object.entries(byLanguage.en ?? {})) {
        const id = byLanguage.id?.[key] ?? '';
        for (const message of [en, id]) {
          expect(message.trim(), key).not.toBe('');
          expect(() => compileMessage(message), key).not.toThrow();
        }
        expect(placeholders(id), key).toEqual(placeholders(en));
      }
    });
  });

  it('are each defined once, under a unique name, next to their files', () => {
    const names = new Map<string, string>();
    for (const [file, module] of Object.entries(definitions)) {
      const catalogs = Object.values(module) as Catalog[];
      expect(catalogs, file).toHaveLength(1);
      const name = catalogs[0]?.name ?? '';
      expect(names.has(name), `${name} is defined twice`).toBe(false);
      names.set(name, file);
    }
    expect([...names.values()].map((file) => file.replace(/\/messages\.ts$/, '')).sort()).toEqual(folders);
  });

  it('have every notification message, in English exactly as the server stores it (features/notifications)', () => {
    const en = Object.entries(files).find(([file]) => file.endsWith('/notifications/i18n/en.json'))?.[1] ?? {};
    for (const [key, { title, text }] of Object.entries(NOTIFICATION_MESSAGES)) {
      expect(en[`${key}.title`], key).toBe(title);
      expect(en[`${key}.text`], key).toBe(text);
    }
  });

  it('have every API message, in English exactly as the API writes it (lib/errors)', () => {
    const en = Object.entries(files).find(([file]) => file.endsWith('/errors/i18n/en.json'))?.[1] ?? {};
    for (const [key, message] of Object.entries(API_MESSAGES)) expect(en[key], key).toBe(message);
  });
});
