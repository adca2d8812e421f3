import { PasswordInput } from './form-inputs';

export type NewPassword = { newPassword: string; confirmPassword: string };

/** The new password and its confirmation, both with the show/hide toggle. */
export function NewPasswordFields({
  labels,
  value,
  onChange,
}: {
  labels: { newPassword: string; confirmPassword: string };
  value: NewPassword;
  onChange: (value: NewPassword) => void;
}) {
  return (
    <>
      <PasswordInput
        label={labels.newPassword}
        name="new_password"
        autoComplete="new-password"
        value={value.newPassword}
        onChange={(e) => onChange({ ...value, newPassword: e.target.value })}
      />
      <PasswordInput
        label={labels.confirmPassword}
        name="confirm_password"
        autoComplete="new-password"
        value={value.confirmPassword}
        onChange={(e) => onChange({ ...value, confirmPassword: e.target.value })}
      />
    </>
  );
}
