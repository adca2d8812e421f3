import type { CouponBody } from '@rima/shared/api/ops';
import { pgErrorCode, type Db } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { recordAudit, type Operator } from '../audit/audit';
import type { LedgerService } from '../ledger/ledger.service';
import { opsMail } from './ops-mail';
import type { CouponRecord, OpsContentRepository } from './ops-content.repository';

const couponSnapshot = (c: CouponRecord) => ({
  code: c.code,
  kind: c.kind,
  value: c.value,
  max_discount: c.max_discount,
  min_spend: c.min_spend,
  starts_at: c.starts_at,
  ends_at: c.ends_at,
  usage_limit: c.usage_limit,
  per_user_limit: c.per_user_limit,
  paused_at: c.paused_at,
});

/** Issue 14: coupons, the contact inbox, the dashboard and the audit log of the console. */
export function createOpsContentService(deps: {
  db: Db;
  repo: OpsContentRepository;
  mailer: Mailer;
  ledger: LedgerService;
}) {
  const { db, repo, mailer, ledger } = deps;

  async function saveCoupon(operator: Operator, id: number | null, body: CouponBody): Promise<CouponRecord> {
    try {
      return await db.transaction(async (tx) => {
        const before = id === null ? undefined : await repo.findCoupon(tx, id, true);
        if (id !== null && !before) throw notFound('Coupon not found');
        if (before && body.usage_limit !== null && body.usage_limit < before.used_count) {
          throw conflict(`This coupon was used ${before.used_count} times already: the limit cannot be lower`);
        }
        const couponId = id ?? (await repo.insertCoupon(tx, body));
        if (id !== null) await repo.updateCoupon(tx, id, body);
        const after = await repo.findCoupon(tx, couponId);
        if (!after) throw notFound('Coupon not found');
        await recordAudit(tx, {
          actor: operator,
          action: id === null ? 'coupon.create' : 'coupon.update',
          targetType: 'coupon',
          targetId: couponId,
          before: before ? couponSnapshot(before) : null,
          after: couponSnapshot(after),
        });
        return after;
      });
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw conflict(`A coupon with the code ${body.code} exists already`);
      throw error;
    }
  }

  return {
    listCoupons: () => repo.listCoupons(db),
    createCoupon: (operator: Operator, body: CouponBody) => saveCoupon(operator, null, body),
    updateCoupon: (operator: Operator, id: number, body: CouponBody) => saveCoupon(operator, id, body),
    async pauseCoupon(operator: Operator, id: number, paused: boolean) {
      return db.transaction(async (tx) => {
        const before = await repo.findCoupon(tx, id, true);
        if (!before) throw notFound('Coupon not found');
        if (Boolean(before.paused_at) === paused)
          throw conflict(paused ? 'This coupon is paused already' : 'This coupon is not paused');
        await repo.setCouponPaused(tx, id, paused);
        const after = await repo.findCoupon(tx, id);
        if (!after) throw notFound('Coupon not found');
        await recordAudit(tx, {
          actor: operator,
          action: paused ? 'coupon.pause' : 'coupon.resume',
          targetType: 'coupon',
          targetId: id,
          before: { paused_at: before.paused_at },
          after: { paused_at: after.paused_at },
        });
        return after;
      });
    },

    listContact: (filter: Parameters<OpsContentRepository['listContact']>[1]) => repo.listContact(db, filter),

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

    async dashboard(days: number) {
      const [series, counts, commission] = await Promise.all([
        repo.dashboardDays(db, days),
        repo.dashboardCounts(db),
        ledger.commissionEarned(),
      ]);
      return {
        days: series.map((d) => ({ ...d, gmv: Number(d.gmv) })),
        ...counts,
        commission_earned: commission,
      };
    },

    listAudit: (filter: Parameters<OpsContentRepository['listAudit']>[1]) => repo.listAudit(db, filter),
  };
}
export type OpsContentService = ReturnType<typeof createOpsContentService>;
