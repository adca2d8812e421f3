import { useCallback } from 'react';
import { API_MESSAGES, apiMessageKeyOf } from '@rima/shared/api-messages';
import { isApiError } from '../get-error-message';
import { useT, type MessageValues } from '../i18n';
import type en from './i18n/en.json';
import { errorMessages } from './i18n/messages';

type ErrorKey = keyof typeof en;

// catalogs.test.ts checks that the catalogue has every API message.
const CLIENT_KEYS = new Set(['network', 'unreadable', 'generic', 'requestFailed']);
// The codes named by `orderStatus.<code>` and `orderActor.<code>` (written out: the contract module pulls zod).
const ORDER_STATUSES = ['awaiting_payment', 'paid', 'processing', 'shipped', 'delivered', 'completed', 'cancelled'];
const ACTORS = ['buyer', 'seller', 'system', 'operator'];
const CODE_KEYS = new Set([
  ...ORDER_STATUSES.map((code) => `orderStatus.${code}`),
  ...ACTORS.map((code) => `orderActor.${code}`),
]);
const isKnown = (key: string): key is ErrorKey => key in API_MESSAGES || CLIENT_KEYS.has(key) || CODE_KEYS.has(key);

/**
 * Parameters that are codes (an order's status, who acted): named in the visitor's language from this
 * catalogue's `<prefix>.<code>` keys.
 */
const CODE_PARAMS: Partial<Record<string, Record<string, 'orderStatus' | 'orderActor'>>> = {
  orderCannotBecome: { from: 'orderStatus', to: 'orderStatus' },
  orderActorCannot: { actor: 'orderActor', to: 'orderStatus' },
  orderCannotReschedule: { status: 'orderStatus' },
};

/**
 * What went wrong, in the visitor's language (docs/decisions/013). An API failure carries its message's key
 * (`key`/`params`, @rima/shared/api-messages); a form rule's English text is looked up by its words. Text with
 * no key (none should be left) is shown as it came.
 */
export function useErrorText() {
  const t = useT(errorMessages);
  return useCallback(
    (error: unknown, fallback?: string): string => {
      const named = (key: string, params?: MessageValues): MessageValues | undefined => {
        const codes = CODE_PARAMS[key];
        if (!codes || !params) return params;
        const out: MessageValues = { ...params };
        for (const [name, prefix] of Object.entries(codes)) {
          const codeKey = `${prefix}.${String(params[name])}`;
          if (isKnown(codeKey)) out[name] = t(codeKey);
        }
        return out;
      };
      const translate = (key: string | undefined, params?: MessageValues) =>
        key && isKnown(key) ? t(key, named(key, params)) : undefined;
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
