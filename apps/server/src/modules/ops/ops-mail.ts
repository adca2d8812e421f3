import { SHOP_NAME } from '@rima/shared/constants';
import { escapeHtml, type Mail } from '../../mail/mailer';

/** A plain e-mail from the operators: a subject and paragraphs, as text and HTML. */
export function opsMail(to: string, subject: string, paragraphs: string[]): Mail {
  const text = [...paragraphs, '', `${SHOP_NAME} Marketplace team`].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:Jost,Arial,sans-serif;color:#111">
<h1 style="font-weight:300;letter-spacing:.1em">${escapeHtml(SHOP_NAME)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
<p style="color:#666">${escapeHtml(SHOP_NAME)} Marketplace team</p>
</body></html>`;
  return { to, subject: `${SHOP_NAME}: ${subject}`, text, html };
}
