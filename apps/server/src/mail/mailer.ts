import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { SHOP_NAME } from '@rima/shared/constants';
import type { Language } from '@rima/shared/language';
import { translate, type MessageValues, type ServerMessageKey } from '../i18n/translate';

export type Mail = { to: string; subject: string; text: string; html: string };

export type StoredMail = Mail & { id: string; from: string; created_at: string };

export type Mailer = {
  send(mail: Mail): Promise<void>;
  /** The development outbox (newest first); empty when mail goes out over SMTP. */
  listOutbox(): Promise<StoredMail[]>;
  kind: 'smtp' | 'outbox';
};

export type MailerOptions = {
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the development outbox keeps its files (DATA_DIR/outbox). */
  outboxDir: string;
  log: FastifyBaseLogger;
};

/**
 * nodemailer over SMTP_URL when set. Without it, a development outbox: every message is written to
 * `outboxDir` as `<id>.eml` (the real MIME message) and `<id>.json` (for the /dev/outbox pages) and logged,
 * so a newcomer can register on the embedded default without a mail server.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, mailFrom, outboxDir, log } = options;

  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: mailFrom, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent over SMTP');
      },
      listOutbox: () => Promise.resolve([]),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await transport.sendMail({ from: mailFrom, ...mail });
      const created = new Date();
      // Sortable by name: time first, then randomness so two mails in one millisecond do not collide.
      const id = `${created.getTime().toString().padStart(15, '0')}-${crypto.randomBytes(4).toString('hex')}`;
      const stored: StoredMail = { id, from: mailFrom, created_at: created.toISOString(), ...mail };
      await fs.mkdir(outboxDir, { recursive: true });
      const message = info.message as unknown;
      await fs.writeFile(path.join(outboxDir, `${id}.eml`), Buffer.isBuffer(message) ? message : String(message));
      await fs.writeFile(path.join(outboxDir, `${id}.json`), JSON.stringify(stored, null, 2));
      log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail stored in the development outbox');
    },
    async listOutbox() {
      let files: string[];
      try {
        files = await fs.readdir(outboxDir);
      } catch {
        return [];
      }
      const names = files
        .filter((f) => f.endsWith('.json'))
        .sort()
        .reverse();
      const mails = await Promise.all(
        names.map(async (f) => JSON.parse(await fs.readFile(path.join(outboxDir, f), 'utf8')) as StoredMail),
      );
      return mails;
    },
  };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The one-time code e-mail, in plain text and HTML, with the shop's name, in the account's language. */
export function codeMail(options: {
  to: string;
  purpose: 'register' | 'reset';
  code: string;
  minutes: number;
  language: Language;
}): Mail {
  const { to, purpose, code, minutes, language } = options;
  const t = (key: ServerMessageKey, values?: MessageValues) => translate(language, key, { shop: SHOP_NAME, ...values });
  const subject = t(`mail.code.subject.${purpose}`);
  const text = [
    t('mail.hello'),
    ``,
    t(`mail.code.intro.${purpose}`, { code }),
    ``,
    t('mail.code.valid', { minutes }),
    t('mail.code.ignore'),
    ``,
    t('mail.signature'),
  ].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Jost,Arial,sans-serif;color:#111">
<h1 style="font-weight:300;letter-spacing:.1em">${escapeHtml(SHOP_NAME)}</h1>
<p>${escapeHtml(t('mail.hello'))}</p>
<p>${escapeHtml(t(`mail.code.lead.${purpose}`))}</p>
<p style="font-size:28px;letter-spacing:.3em;font-weight:600">${escapeHtml(code)}</p>
<p>${escapeHtml(t('mail.code.valid', { minutes }))}<br>
${escapeHtml(t('mail.code.ignore'))}</p>
<p style="color:#666">${escapeHtml(t('mail.signature'))}</p>
</body></html>`;
  return { to, subject, text, html };
}

export { escapeHtml };
