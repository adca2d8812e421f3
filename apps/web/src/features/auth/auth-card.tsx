import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../lib/link';
import { rich } from '../../lib/rich-text';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import type en from './i18n/en.json';
import { authMessages } from './i18n/messages';

/** The narrow, centred frame of the account screens. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <section className="auth-page container py-5">
      <div className="auth-card mx-auto">
        <h1 className="auth-card__title">{title}</h1>
        {subtitle && <p className="text-muted mb-4">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}

/**
 * What a form says under it: a failure (an API error, or a spec message such as MESSAGES.pinMismatch) or one
 * of the account screens' own texts. Kept untranslated in state, so it follows a change of language.
 */
export type FormProblem = unknown;
export const authText = (key: keyof typeof en): FormProblem => ({ authKey: key });
const isAuthText = (value: unknown): value is { authKey: keyof typeof en } =>
  typeof value === 'object' && value !== null && 'authKey' in value;

/** A validation or server message under a form (announced to screen readers), in the visitor's language. */
export function FormMessage({ message }: { message: FormProblem }) {
  const t = useT(authMessages);
  const errorText = useErrorText();
  if (!message) return null;
  return (
    <p className="auth-card__message text-danger small" role="alert">
      {isAuthText(message) ? t(message.authKey) : errorText(message)}
    </p>
  );
}

/**
 * The line under the login and register cards that leads to the other one ("<link>…</link>" in `text`),
 * carrying the page to come back to.
 */
export function AuthSwitch({ text, to }: { text: string; to: '/login' | '/register' }) {
  const location = useLocation();
  return (
    <p className="text-center mt-4 mb-0">
      {rich(text, {
        link: (label) => (
          <Link to={to} state={location.state as unknown} className="text-dark fw-medium">
            {label}
          </Link>
        ),
      })}
    </p>
  );
}
