import { SHOP_NAME } from '@rima/shared/constants';
import { escapeHtml, type Mail } from '../../mail/mailer';

/** Told to an account's owner when its failed logins (from any address) trip the per-account cool-down. */
export function lockoutMail(options: { to: string; failures: number; minutes: number; ip: string }): Mail {
  const { to, failures, minutes, ip } = options;
  const subject = `${SHOP_NAME}: logins to your account are paused`;
  const lines = [
    `Hello,`,
    ``,
    `Someone tried to log in to your ${SHOP_NAME} account with a wrong password ${failures} times in a short while`,
    `(the last try came from the address ${ip}). To protect the account, logins are paused for up to ${minutes} minutes.`,
    ``,
    `If this was you, wait ${minutes} minutes and try again, or set a new password with "Forgot password".`,
    `If it was not you, your password is still safe; choosing a new, longer one is a good idea.`,
    ``,
    `${SHOP_NAME} Furniture`,
  ];
  const html = `<!doctype html><html><body style="font-family:Jost,Arial,sans-serif;color:#111">
<h1 style="font-weight:300;letter-spacing:.1em">${escapeHtml(SHOP_NAME)}</h1>
${lines
  .filter((l) => l !== '')
  .map((l) => `<p>${escapeHtml(l)}</p>`)
  .join('\n')}
</body></html>`;
  return { to, subject, text: lines.join('\n'), html };
}
