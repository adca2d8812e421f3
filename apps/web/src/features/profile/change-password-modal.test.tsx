import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@rima/shared/messages';
import { customerInfo, renderWithApp } from '../../test/render-with-app';
import { ChangePasswordModal } from './change-password-modal';

function renderModal() {
  return renderWithApp([{ path: '/', element: <ChangePasswordModal show onHide={() => undefined} /> }], {
    userInfo: customerInfo,
  });
}

// [password, new password, confirmation, expected message]
const cases: [string, string, string, string][] = [
  ['', '', '', MESSAGES.changeAllRequired],
  ['', 'new-password-1', 'new-password-1', MESSAGES.changePasswordRequired],
  ['old-password-1', '', '', MESSAGES.changeNewConfirmRequired],
  ['old-password-1', '', 'new-password-1', MESSAGES.changeNewRequired],
  ['old-password-1', 'new-password-1', '', MESSAGES.changeConfirmRequired],
  ['short', 'new-password-1', 'new-password-1', MESSAGES.changePasswordShort],
  ['old-password-1', 'short', 'short', MESSAGES.changeNewShort],
  ['old-password-1', 'new-password-1', 'new-password-2', MESSAGES.changeMismatch],
];

describe('edit-password modal (spec §5)', () => {
  it.each(cases)("with '%s' / '%s' / '%s' says '%s' and sends nothing", async (password, next, confirm, message) => {
    const { user } = renderModal();
    if (password) await user.type(screen.getByLabelText('Password'), password);
    if (next) await user.type(screen.getByLabelText('New Password'), next);
    if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
