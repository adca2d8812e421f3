import { PASSWORD_MIN_LENGTH } from '@rima/shared/constants';
import { MESSAGES } from '@rima/shared/messages';
import { newPasswordProblem } from '../../lib/new-password';

export type ChangePasswordInput = { password: string; newPassword: string; confirmPassword: string };

/** spec §5 change password: the first message that applies, or null when the form may be sent. */
export function validateChangePassword({ password, newPassword, confirmPassword }: ChangePasswordInput) {
  if (!password && !newPassword && !confirmPassword) return MESSAGES.changeAllRequired;
  if (!password) return MESSAGES.changePasswordRequired;
  if (!newPassword && !confirmPassword) return MESSAGES.changeNewConfirmRequired;
  if (!newPassword) return MESSAGES.changeNewRequired;
  if (!confirmPassword) return MESSAGES.changeConfirmRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.changePasswordShort;
  return newPasswordProblem(newPassword, confirmPassword);
}
