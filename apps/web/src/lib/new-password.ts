import { PASSWORD_MIN_LENGTH } from '@rima/shared/constants';
import { MESSAGES } from '@rima/shared/messages';

/** spec §5: a new password typed twice is long enough and the same both times; null when it is. */
export function newPasswordProblem(newPassword: string, confirmPassword: string): string | null {
  if (newPassword.length < PASSWORD_MIN_LENGTH) return MESSAGES.changeNewShort;
  if (newPassword !== confirmPassword) return MESSAGES.changeMismatch;
  return null;
}
