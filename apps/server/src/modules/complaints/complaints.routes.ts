import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_COMPLAINT_PHOTOS,
  complaintAction,
  getComplaint,
  listMyComplaints,
  listOpsComplaints,
  listOrderComplaints,
  openComplaint,
  type Complaint,
  type ComplaintSummary,
} from '@rima/shared/api/complaints';
import type { Config } from '../../config';
import { currentUser, type AuthGuards } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { publicBase } from '../../http/public-base';
import { routes } from '../../http/route';
import { photoSrcset, photoUrl } from '../../photos/photo-store';
import { readMultipart } from '../../photos/upload';
import type { ComplaintRow } from './complaints.repository';
import type { ComplaintsService } from './complaints.service';

type Options = { service: ComplaintsService; guards: AuthGuards; config: Pick<Config, 'publicUrl'> };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toSummary(c: ComplaintRow): ComplaintSummary {
  return {
    id: c.id,
    order_id: c.order_id,
    buyer_id: c.buyer_id,
    seller_id: c.seller_id,
    buyer_name: c.buyer_name,
    store_name: c.store_name,
    reason: c.reason,
    status: c.status,
    outcome: c.outcome,
    claimed_amount: c.claimed_amount,
    refund_amount: c.refund_amount,
    deadline: iso(c.deadline),
    created_at: new Date(c.created_at).toISOString(),
  };
}

function toComplaint(base: string, view: Awaited<ReturnType<ComplaintsService['getComplaint']>>): Complaint {
  const c = view.complaint;
  return {
    ...toSummary(c),
    description: c.description,
    version: c.version,
    offer: c.offer_kind
      ? {
          kind: c.offer_kind,
          amount: c.offer_amount,
          note: c.offer_note ?? '',
          shipping_cost: c.offer_shipping_cost ?? 0,
          paid_by: c.offer_cost_paid_by,
        }
      : null,
    shipping_cost: c.shipping_cost,
    cost_paid_by: c.cost_paid_by,
    return_tracking: c.return_tracking,
    decided_by: c.decided_by,
    decision_reason: c.decision_reason,
    refundable: view.refundable,
    refund_status: view.refund?.status ?? null,
    items: view.items.map((i) => ({ ...i, price: Number(i.price) })),
    photos: view.photoKeys.map((key) => ({ url: photoUrl(base, key), srcset: photoSrcset(base, key) })),
    messages: view.messages.map((m) => ({
      id: Number(m.id),
      author_role: m.author_role,
      action: m.action,
      text: m.text,
      created_at: new Date(m.created_at).toISOString(),
    })),
    actions: view.actions,
    viewer: view.viewer,
  };
}

/** Complaints and returns (docs/decisions/053): buyers, sellers, and the operators' queue. */
export const complaintsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, guards, config }) => {
  const route = routes(app, {
    tags: ['complaints'],
    security: [{ token: [] }],
    preHandler: guards.requireAuth(),
  });

  route(
    openComplaint,
    {
      summary: `Open a complaint (multipart: reason, description, items, up to ${MAX_COMPLAINT_PHOTOS} photo)`,
      consumes: ['multipart/form-data'],
      status: 201,
      preHandler: guards.requireAuth(['customer']),
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw badRequest('Send the complaint as multipart/form-data with photos under "photo"');
      const upload = await readMultipart(request, {
        fileField: 'photo',
        maxFiles: MAX_COMPLAINT_PHOTOS,
        tooManyFiles: `A complaint has at most ${MAX_COMPLAINT_PHOTOS} photos`,
      });
      try {
        const data = await service.open(currentUser(request), request.params.id, upload);
        return reply.code(201).send({ statusCode: 201, message: 'Complaint opened', data });
      } finally {
        await upload.cleanup();
      }
    },
  );

  route(listOrderComplaints, { summary: "An order's complaints" }, async (request) => {
    const rows = await service.listForOrder(currentUser(request), request.params.id);
    return { statusCode: 200, message: 'Success', data: rows.map(toSummary) };
  });

  route(listMyComplaints, { summary: "The caller's complaints (as buyer or store)" }, async (request) => {
    const rows = await service.listMine(currentUser(request));
    return { statusCode: 200, message: 'Success', data: rows.map(toSummary) };
  });

  route(getComplaint, { summary: 'A complaint with its items, photos and thread' }, async (request) => {
    const view = await service.getComplaint(currentUser(request), request.params.id);
    return { statusCode: 200, message: 'Success', data: toComplaint(publicBase(request, config), view) };
  });

  route(complaintAction, { summary: 'Answer, accept, escalate, decide or write on a complaint' }, async (request) => {
    const view = await service.act(currentUser(request), request.params.id, request.body);
    return { statusCode: 200, message: 'Success', data: toComplaint(publicBase(request, config), view) };
  });

  route(
    listOpsComplaints,
    { summary: 'The complaints queue (operators)', preHandler: guards.requireAuth(['operator']) },
    async (request) => {
      const rows = await service.listForOps(request.query.status);
      return { statusCode: 200, message: 'Success', data: rows.map(toSummary) };
    },
  );
};
