import { useEffect, useRef } from 'react';
import { isLanguage } from '@rima/shared/language';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { changeLanguage, hasChosenLanguage, useLanguage } from '../../lib/i18n';

/**
 * Issue 13, at login: a language chosen on this device is the visitor's latest word and goes onto the
 * account; without one, the account's language is shown (and remembered on the device).
 */
export function LanguageSync() {
  const dispatch = useAppDispatch();
  const userInfo = useAppSelector((s) => s.auth.userInfo);
  const current = useLanguage();
  const token = userInfo?.token;
  const seen = useRef(token);
  useEffect(() => {
    if (!token || seen.current === token) {
      seen.current = token;
      return;
    }
    seen.current = token;
    const stored = userInfo.language;
    if (hasChosenLanguage()) {
      if (stored !== current) void import('./save-language').then((m) => m.saveLanguage(dispatch, current));
    } else if (isLanguage(stored) && stored !== current) {
      void changeLanguage(stored);
    }
  }, [token, userInfo, current, dispatch]);
  return null;
}
