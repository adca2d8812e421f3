import { OTP_LENGTH } from '@rima/shared/constants';
import { MESSAGES } from '@rima/shared/messages';
import { isApiError } from '../../lib/get-error-message';
import { useT } from '../../lib/i18n';
import type { FormProblem } from './auth-card';
import { authMessages } from './i18n/messages';
import { InputField } from '../../components/form-inputs';

/** spec §5: a code of the wrong shape gets the same message as a wrong code, before any request. */
export const codeProblem = (code: string): FormProblem =>
  /^\d+$/.test(code) && code.length === OTP_LENGTH ? null : MESSAGES.pinMismatch;

/** A wrong (or dead) code is the spec's message; throttling keeps the server's own words. */
export const codeFailure = (error: unknown): FormProblem =>
  isApiError(error) && error.statusCode === 429 ? error : MESSAGES.pinMismatch;

/** The e-mail address an account screen sends its code to. */
export function EmailField({ id, email, onChange }: { id: string; email: string; onChange: (email: string) => void }) {
  const t = useT(authMessages);
  return (
    <InputField
      controlId={id}
      label={t('email')}
      type="email"
      name="email"
      autoComplete="email"
      value={email}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The e-mailed code's input: digits only, as long as a code. */
export function CodeField({ id, code, onChange }: { id: string; code: string; onChange: (code: string) => void }) {
  const t = useT(authMessages);
  return (
    <InputField
      controlId={id}
      label={t('verificationCode')}
      inputClassName="rounded-0 otp-input"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      value={code}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
    />
  );
}
