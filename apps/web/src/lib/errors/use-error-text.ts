import { useCallback } from 'react';
import { API_MESSAGES, apiMessageKeyOf } from '@rima/shared/api-messages';
import { isApiError } from '../get-error-message';
import { useT, type MessageValues } from '../i18n';
import type en from './i18n/en.json';
import { errorMessages } from './i18n/messages';

type ErrorKey = keyof typeof en;

// catalogs.test.ts checks that the catalogue has every API message.
const CLIENT_KEYS = new Set(['network', 'unreadable', 'generic', 'requestFailed']);
const isKnown = (key: string): key is ErrorKey => key in API_MESSAGES || CLIENT_KEYS.has(key);

/**
 * Issue 13: what went wrong, in the visitor's language. An API failure carries its message's key
 * (`key`/`params`, @rima/shared/api-messages); a form rule's English text is looked up by its words. Text with
 * no key (none should be left) is shown as it came.
 */
export function useErrorText() {
  const t = useT(errorMessages);
  return useCallback(
    (error: unknown, fallback?: string): string => {
      const translate = (key: string | undefined, params?: MessageValues) =>
        key && isKnown(key) ? t(key, params) : undefined;
      if (isApiError(error)) {
        return (
          translate(error.key ?? apiMessageKeyOf(error.message), error.params) ??
          (error.message || fallback || t('generic'))
        );
      }
      const text = typeof error === 'string' ? error : error instanceof Error ? error.message : '';
      if (text) return translate(apiMessageKeyOf(text)) ?? text;
      return fallback ?? t('generic');
    },
    [t],
  );
}
