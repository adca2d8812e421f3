import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import parseRange from 'range-parser';
import { API_PREFIX } from '@rima/shared/api/envelope';
import {
  MAX_COMPLAINT_PHOTOS,
  MAX_COMPLAINT_VIDEO_BYTES,
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
import type { Db } from '../../db/client';
import { currentUser, resolveSignedLink, signLink, type AuthGuards } from '../../http/auth';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { publicBase } from '../../http/public-base';
import { routes } from '../../http/route';
import { photoSrcset, photoUrl } from '../../photos/photo-store';
import { readMultipart } from '../../photos/upload';
import { videoTooLargeMessage, type VideoStore } from '../../photos/video-store';
import type { ComplaintRow } from './complaints.repository';
import type { ComplaintsService } from './complaints.service';
import { iso, isoOrNull } from '../../http/wire-time';

type Options = {
  service: ComplaintsService;
  guards: AuthGuards;
  config: Pick<Config, 'publicUrl'>;
  db: Db;
  videos: Pick<VideoStore, 'open'>;
};
type View = Awaited<ReturnType<ComplaintsService['getComplaint']>>;

const videoPath = (id: number) => `${API_PREFIX}/complaints/${id}/video`;

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
    deadline: isoOrNull(c.deadline),
    created_at: iso(c.created_at),
  };
}

function toComplaint(base: string, view: View, videoUrl: string | null): Complaint {
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
    video:
      view.video && videoUrl
        ? { url: videoUrl, type: view.video.type, bytes: view.video.bytes, seconds: view.video.seconds }
        : null,
    messages: view.messages.map((m) => ({
      id: Number(m.id),
      author_role: m.author_role,
      action: m.action,
      text: m.text,
      created_at: iso(m.created_at),
    })),
    actions: view.actions,
    viewer: view.viewer,
  };
}

/** Complaints and returns (docs/decisions/053): buyers, sellers, and the operators' queue. */
export const complaintsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { service, guards, config } = options;
  // The video's link is signed for the caller's session: a <video> element sends no token header.
  const present = (request: FastifyRequest, view: View) => {
    const base = publicBase(request, config);
    return toComplaint(base, view, view.video ? `${base}${signLink(request, videoPath(view.complaint.id))}` : null);
  };
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
        throw badRequest('Send the complaint as multipart/form-data with photos under "photo", a video under "video"');
      const upload = await readMultipart(request, {
        fileField: 'photo',
        maxFiles: MAX_COMPLAINT_PHOTOS,
        tooManyFiles: `A complaint has at most ${MAX_COMPLAINT_PHOTOS} photos`,
        second: {
          field: 'video',
          maxFiles: 1,
          maxFileBytes: MAX_COMPLAINT_VIDEO_BYTES,
          tooLarge: videoTooLargeMessage(),
          tooMany: 'A complaint has at most one video',
        },
        tooLargeBody: { field: 'video', message: videoTooLargeMessage() },
      });
      try {
        const data = await service.open(currentUser(request), request.params.id, {
          fields: upload.fields,
          files: upload.files,
          videos: upload.others,
        });
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
    return { statusCode: 200, message: 'Success', data: present(request, view) };
  });

  route(complaintAction, { summary: 'Answer, accept, escalate, decide or write on a complaint' }, async (request) => {
    const view = await service.act(currentUser(request), request.params.id, request.body);
    return { statusCode: 200, message: 'Success', data: present(request, view) };
  });

  route(
    listOpsComplaints,
    { summary: 'The complaints queue (operators)', preHandler: guards.requireAuth(['operator']) },
    async (request) => {
      const rows = await service.listForOps(request.query.status);
      return { statusCode: 200, message: 'Success', data: rows.map(toSummary) };
    },
  );

  registerVideoRoute(app, options);
};

/**
 * GET /complaints/:id/video by the signed link a complaint's view gives: the bytes streamed from the video
 * store, a byte range (206) when the player asks for one so it can seek, private to the caller's browser.
 */
function registerVideoRoute(app: FastifyInstance, { service, db, videos }: Options) {
  app.get<{ Params: { id: string }; Querystring: Record<string, string | undefined> }>(
    '/complaints/:id/video',
    { schema: { hide: true } },
    async (request, reply) => {
      const id = Number(request.params.id);
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound('Complaint not found');
      const user = await resolveSignedLink(db, videoPath(id), request.query);
      if (!user) throw forbidden('This video link is unknown or has expired: open the complaint again');
      const video = await service.getVideo(user, id);
      reply
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', 'inline')
        .type(video.type);
      const ranges = request.headers.range ? parseRange(video.bytes, request.headers.range, { combine: true }) : -2;
      if (ranges === -1) {
        return reply.code(416).header('content-range', `bytes */${video.bytes}`).send();
      }
      const range = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
      const body = await videos.open(video.name, range);
      if (!body) throw notFound('The video file is missing');
      if (!range) return reply.header('content-length', video.bytes).send(body);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${video.bytes}`)
        .header('content-length', range.end - range.start + 1)
        .send(body);
    },
  );
}
