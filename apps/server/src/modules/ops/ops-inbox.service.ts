import type { ContactBody } from '@rima/shared/api/catalog';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { recordAudit, type Operator } from '../audit/audit';
import { opsMail } from './ops-mail';
import type { OpsInboxRepository } from './ops-inbox.repository';

/** The contact form's inbox: visitors write, operators read, reply by e-mail and mark messages handled. */
export function createOpsInboxService(deps: { db: Db; repo: OpsInboxRepository; mailer: Mailer }) {
  const { db, repo, mailer } = deps;
  return {
    /** Stores a message from the public contact page. */
    receiveContact: async (body: ContactBody): Promise<{ id: number }> => ({ id: await repo.insertContact(db, body) }),

    listContact: (filter: Parameters<OpsInboxRepository['listContact']>[1]) => repo.listContact(db, filter),

    /** The reply goes out by e-mail first; it is recorded (and the message marked handled) once it went. */
    async replyContact(operator: Operator, id: number, text: string) {
      const message = await repo.findContact(db, id);
      if (!message) throw notFound('Message not found');
      await mailer.send(
        opsMail(message.email, 'a reply to your message', [
          `Hello ${message.name},`,
          text,
          `Your message of ${new Date(message.created_at).toUTCString()}:`,
          message.message,
        ]),
      );
      return db.transaction(async (tx) => {
        const before = await repo.findContact(tx, id, true);
        if (!before) throw notFound('Message not found');
        await repo.insertReply(tx, { messageId: id, operatorId: operator.id, text });
        await repo.setHandled(tx, id, operator.id, true);
        await recordAudit(tx, {
          actor: operator,
          action: 'contact.reply',
          targetType: 'contact_message',
          targetId: id,
          before: { handled_at: before.handled_at, replies: before.replies.length },
          after: { handled: true, reply: text },
        });
        const after = await repo.findContact(tx, id);
        if (!after) throw notFound('Message not found');
        return after;
      });
    },

    async markHandled(operator: Operator, id: number, handled: boolean) {
      return db.transaction(async (tx) => {
        const before = await repo.findContact(tx, id, true);
        if (!before) throw notFound('Message not found');
        await repo.setHandled(tx, id, operator.id, handled);
        await recordAudit(tx, {
          actor: operator,
          action: handled ? 'contact.handled' : 'contact.unhandled',
          targetType: 'contact_message',
          targetId: id,
          before: { handled_at: before.handled_at },
          after: { handled },
        });
        const after = await repo.findContact(tx, id);
        if (!after) throw notFound('Message not found');
        return after;
      });
    },
  };
}
export type OpsInboxService = ReturnType<typeof createOpsInboxService>;
