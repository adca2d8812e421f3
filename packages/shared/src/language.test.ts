import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, languageFromCookie, pickLanguage } from './language';

describe('picking the language', () => {
  it('takes the first language of Accept-Language the shop speaks, by weight', () => {
    expect(languageFromAcceptLanguage('id-ID,id;q=0.9,en-US;q=0.8')).toBe('id');
    expect(languageFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(languageFromAcceptLanguage('fr-FR, en;q=0.5, id;q=0.7')).toBe('id');
    expect(languageFromAcceptLanguage('in-ID')).toBe('id');
    expect(languageFromAcceptLanguage('fr, de')).toBeUndefined();
    expect(languageFromAcceptLanguage('id;q=0, en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage('')).toBeUndefined();
  });

  it('prefers the visitor’s cookie, ignoring values the shop does not speak', () => {
    expect(languageFromCookie('a=1; rima_lang=id; b=2')).toBe('id');
    expect(languageFromCookie('rima_lang=fr')).toBeUndefined();
    expect(pickLanguage('rima_lang=en', 'id-ID')).toBe('en');
    expect(pickLanguage('rima_lang=xx', 'id-ID')).toBe('id');
    expect(pickLanguage(undefined, undefined)).toBe('en');
  });
});
