import type { AccountRow, AuditEntry, ContactMessage, OpsProduct, Report } from '@rima/shared/api/ops';
import { OPS_PAGE_SIZE } from '@rima/shared/api/ops';
import type { FastifyRequest } from 'fastify';
import { currentUser, type AuthGuards } from '../../http/auth';
import { routes, type ZodApp } from '../../http/route';
import type { Operator } from '../audit/audit';
import type { ContactRecord } from './ops-inbox.repository';
import type { AccountRecord, ProductRecord, ReportRecord } from './ops.repository';
import type { AuditRecord } from './ops-audit.repository';
import { iso, isoOrNull } from '../../http/wire-time';

/**
 * What every route of the operator console shares: its OpenAPI tags, the operator-only guard (http/route.ts
 * registers each route from its contract), and the envelope.
 */
export function operatorRoutes(app: ZodApp, guards: AuthGuards) {
  return {
    route: routes(app, { tags: ['ops'], security: [{ token: [] }], preValidation: guards.requireAuth(['operator']) }),
    ok: <T>(message: string, data: T) => ({ statusCode: 200, message, data }),
  };
}

export const operatorOf = (request: FastifyRequest): Operator => {
  const user = currentUser(request);
  return { id: user.id, email: user.email };
};

export const pageOf = (page: number) => ({ limit: OPS_PAGE_SIZE, offset: (page - 1) * OPS_PAGE_SIZE });
export const paged = <R, W>(result: { rows: R[]; total: number }, page: number, map: (r: R) => W) => ({
  data: result.rows.map(map),
  dataCount: result.total,
  page,
  totalPage: Math.max(1, Math.ceil(result.total / OPS_PAGE_SIZE)),
});

export const toAccountWire = (a: AccountRecord): AccountRow => ({
  id: a.id,
  email: a.email,
  username: a.username,
  name: a.name,
  created_at: iso(a.created_at),
  suspended_at: isoOrNull(a.suspended_at),
  suspended_reason: a.suspended_reason,
  products: a.products,
  orders: a.orders,
});

export const toProductWire = (p: ProductRecord): OpsProduct => ({
  id: p.id,
  name: p.name,
  price: p.price,
  stock: p.stock,
  status: p.status,
  moderation_reason: p.moderation_reason,
  seller_id: p.seller_id,
  store_name: p.store_name,
  created_at: iso(p.created_at),
});

export const toReportWire = (r: ReportRecord): Report => ({
  id: r.id,
  target_type: r.target_type,
  target_id: r.target_id,
  reason: r.reason,
  status: r.status,
  resolution: r.resolution,
  reporter_id: r.reporter_id,
  reporter: r.reporter,
  target_text: r.target_text,
  seller_id: r.seller_id,
  created_at: iso(r.created_at),
  resolved_at: isoOrNull(r.resolved_at),
});

export const toContactWire = (m: ContactRecord): ContactMessage => ({
  id: m.id,
  name: m.name,
  email: m.email,
  website: m.website,
  plan: m.plan,
  message: m.message,
  created_at: iso(m.created_at),
  handled_at: isoOrNull(m.handled_at),
  replies: (typeof m.replies === 'string' ? (JSON.parse(m.replies) as ContactRecord['replies']) : m.replies).map(
    (r) => ({ id: r.id, text: r.text, created_at: iso(r.created_at) }),
  ),
});

export const toAuditWire = (a: AuditRecord): AuditEntry => ({ ...a, id: Number(a.id), created_at: iso(a.created_at) });
