import { SHOP_NAME } from '@rima/shared/constants';
import type { Language } from '@rima/shared/language';
import { translate, type MessageValues, type ServerMessageKey } from '../../i18n/translate';
import { escapeHtml, type Mail } from '../../mail/mailer';

/** Told to an account's owner when its failed logins (from any address) trip the per-account cool-down. */
export function lockoutMail(options: {
  to: string;
  failures: number;
  minutes: number;
  ip: string;
  language: Language;
}): Mail {
  const { to, failures, minutes, ip, language } = options;
  const t = (key: ServerMessageKey, values?: MessageValues) => translate(language, key, { shop: SHOP_NAME, ...values });
  const lines = [
    t('mail.hello'),
    ``,
    t('mail.lockout.what', { failures, ip, minutes }),
    ``,
    t('mail.lockout.you', { minutes }),
    t('mail.lockout.notYou'),
    ``,
    t('mail.signature'),
  ];
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Jost,Arial,sans-serif;color:#111">
<h1 style="font-weight:300;letter-spacing:.1em">${escapeHtml(SHOP_NAME)}</h1>
${lines
  .filter((l) => l !== '')
  .map((l) => `<p>${escapeHtml(l)}</p>`)
  .join('\n')}
</body></html>`;
  return { to, subject: t('mail.lockout.subject'), text: lines.join('\n'), html };
}
