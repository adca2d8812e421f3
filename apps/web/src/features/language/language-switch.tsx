import { useState } from 'react';
import { LANGUAGES, type Language } from '@rima/shared/language';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { commonMessages } from '../../components/i18n/messages';
import { changeLanguage, useLanguage, useT } from '../../lib/i18n';
import './language-switch.css';

// Each language is named in itself, in both interfaces.
const NAMES: Record<Language, string> = { en: 'English', id: 'Bahasa Indonesia' };

/**
 * The header's and the footer's language choice (docs/decisions/013). Remembered on the device (a cookie the server
 * reads) and, for a logged-in visitor, on the account. A plain form before the app has hydrated: the server's
 * GET /language sets the cookie and sends the visitor back (docs/decisions/060).
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useT(commonMessages);
  const current = useLanguage();
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.auth.userInfo?.token);
  const [isBusy, setBusy] = useState(false);
  const choose = async (language: Language) => {
    if (language === current || isBusy) return;
    setBusy(true);
    try {
      await changeLanguage(language);
      if (token) await (await import('./save-language')).saveLanguage(dispatch, language);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form action="/language" className={`language-switch ${className}`} role="group" aria-label={t('language')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          name="lang"
          value={language}
          lang={language}
          className={`language-switch__option${language === current ? ' is-active' : ''}`}
          aria-pressed={language === current}
          aria-label={NAMES[language]}
          title={NAMES[language]}
          onClick={(event) => {
            event.preventDefault();
            void choose(language);
          }}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </form>
  );
}
