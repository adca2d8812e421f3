import { MAX_COMPLAINT_PHOTOS, openComplaintFieldsSchema, type ComplaintActionBody } from '@rima/shared/api/complaints';
import type { Db, Queryable } from '../../db/client';
import { pgErrorCode } from '../../db/pg-errors';
import type { EventBus } from '../../events/bus';
import type { AuthUser } from '../../http/auth';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { PhotoStore } from '../../photos/photo-store';
import { fileHead, inspectVideo, videoTypeOf, type VideoStore } from '../../photos/video-store';
import { recordAudit } from '../audit/audit';
import type { OrdersService, OrderView } from '../orders/orders.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { RefundsService } from '../payments/refunds.service';
import { actionsOf, complaintWindowEnd, parseItems, workingDeadline, type Role } from './complaint-rules';
import { deadlineStep, stepOf, type Step } from './complaint-steps';
import type { ComplaintRow, ComplaintsRepository } from './complaints.repository';

const JOB_BATCH = 100;
const OPEN_STATUSES = ['awaiting_seller', 'awaiting_buyer', 'seller_rejected', 'awaiting_return', 'return_shipped'];

/** The multipart body as received: text fields, photos (`photo`) and at most one video (`video`). */
export type ComplaintUpload = { fields: Record<string, string>; files: string[]; videos: string[] };
const VIDEO_AS_PHOTO = "A video goes in the field 'video' (one, beside up to 5 photos)";

/** What orders ask of complaints: an open complaint holds the order's completion and the seller's money. */
export function createComplaintHold(repo: ComplaintsRepository) {
  return { blocksCompletion: (tx: Queryable, orderId: number) => repo.hasOpen(tx, orderId) };
}

/**
 * Complaints and returns (docs/decisions/053). Every step runs under the order's payment and order locks
 * (orders.lockForAfterSale), then the complaint's row lock, and decides on the rows as read under them: of
 * racing answers exactly one wins, and a refund posts once per complaint (unique indexes back it).
 */
export function createComplaintsService(deps: {
  db: Db;
  repo: ComplaintsRepository;
  orders: Pick<OrdersService, 'lockForAfterSale' | 'findOrder'>;
  refunds: Pick<RefundsService, 'requestForComplaint' | 'refundableOf' | 'processDue' | 'findByComplaint'>;
  /** Return labels and parts parcels: charged to whoever the outcome says (docs/decisions/056). */
  ledger: Pick<LedgerService, 'chargeComplaintCost'>;
  photos: Pick<PhotoStore, 'save'>;
  /** The buyer's one short video (docs/decisions/059). */
  videos: Pick<VideoStore, 'save' | 'remove'>;
  events: EventBus;
  now?: () => Date;
}) {
  const { db, repo, orders, refunds, ledger, photos, videos, events } = deps;
  const now = deps.now ?? (() => new Date());

  /** Everything that must hold to open a complaint, on the order as read (under its locks in the transaction). */
  async function checkOpen(
    q: Queryable,
    user: AuthUser,
    order: OrderView | undefined,
    reason: string,
    wanted: { id: number; qty: number | null }[],
    at: Date,
  ) {
    if (!order || order.buyer_id !== user.id) throw notFound('Order not found');
    const slot = order.delivery?.slot;
    const slotDate = slot && slot.status === 'active' ? slot.date : null;
    const windowEnd = complaintWindowEnd(order, slotDate);
    const notReceived = order.status === 'shipped' && reason === 'not_received';
    if (order.status !== 'delivered' && order.status !== 'completed' && !notReceived) {
      throw conflict('A complaint can be opened once the order is delivered');
    }
    if (order.status === 'completed' || (!notReceived && windowEnd && at > windowEnd)) {
      throw conflict(`Complaints on this order could be opened until ${(windowEnd ?? at).toISOString()}`);
    }
    const items = wanted.map((w) => {
      const item = order.items.find((i) => i.id === w.id);
      if (!item) {
        const message = `Item ${w.id} is not part of this order`;
        throw badRequest(message, [{ field: 'items', message }]);
      }
      const qty = w.qty ?? item.qty;
      if (qty > item.qty) {
        const message = `Item ${w.id} was bought ${item.qty} time(s)`;
        throw badRequest(message, [{ field: 'items', message }]);
      }
      return { id: item.id, qty, value: item.price * qty, whole: qty === item.qty };
    });
    const taken = await repo.claimedItemIds(
      q,
      items.map((i) => i.id),
    );
    if (taken.length > 0) throw conflict(`Item ${taken[0] ?? 0} is already part of a complaint`);
    const refundable = await refunds.refundableOf(q, order);
    const everything = order.items.every((oi) => items.some((i) => i.id === oi.id && i.whole));
    const value = items.reduce((sum, i) => sum + i.value, 0);
    // The whole order claimed: its shipping and assembly too.
    const claimed = everything ? refundable : Math.min(value, refundable);
    if (claimed <= 0) throw conflict('Nothing of this order is left to refund');
    return { items, claimed };
  }

  async function open(user: AuthUser, orderId: number, upload: ComplaintUpload) {
    const parsed = openComplaintFieldsSchema.safeParse(upload.fields);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
      throw badRequest(errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors);
    }
    const fields = parsed.data;
    const wanted = parseItems(fields.items);
    if (typeof wanted === 'string') throw badRequest(wanted, [{ field: 'items', message: wanted }]);
    if (upload.files.length === 0 && upload.videos.length === 0 && fields.reason !== 'not_received') {
      const message = 'Add at least one photo or a short video of the problem';
      throw badRequest(message, [{ field: 'photo', message }]);
    }
    if (upload.files.length > MAX_COMPLAINT_PHOTOS) throw badRequest(`At most ${MAX_COMPLAINT_PHOTOS} photos`);
    if (upload.videos.length > 1)
      throw badRequest('At most one video', [{ field: 'video', message: 'At most one video' }]);
    for (const file of upload.files) {
      // A video sent as a photo gets its own reason rather than "not an image".
      if (videoTypeOf(await fileHead(file)))
        throw badRequest(VIDEO_AS_PHOTO, [{ field: 'photo', message: VIDEO_AS_PHOTO }]);
    }
    const videoFile = upload.videos[0];
    const checkedVideo = videoFile ? await inspectVideo(videoFile) : undefined;
    // A first check before the photos and the video are stored (they cost time), again under the locks below.
    await checkOpen(db, user, await orderView(orderId), fields.reason, wanted, now());
    const keys: string[] = [];
    for (const file of upload.files) keys.push((await photos.save(file)).key);
    const video = videoFile ? await videos.save(videoFile, checkedVideo) : undefined;
    const at = now();
    const deadline = workingDeadline(at);
    const created = await db
      .transaction(async (tx) => {
        const order = await orders.lockForAfterSale(tx, orderId);
        const { items, claimed } = await checkOpen(tx, user, order, fields.reason, wanted, at);
        if (!order) throw notFound('Order not found');
        const id = await repo.insert(tx, {
          orderId,
          buyerId: user.id,
          sellerId: order.seller_id,
          reason: fields.reason,
          description: fields.description,
          claimedAmount: claimed,
          deadline,
          at,
        });
        await repo.insertItems(tx, id, items);
        await repo.insertPhotos(tx, id, keys);
        if (video) await repo.insertVideo(tx, id, video);
        await repo.insertMessage(
          tx,
          { complaintId: id, authorId: user.id, role: 'buyer', action: 'open' },
          fields.description,
          at,
        );
        return { id, sellerId: order.seller_id };
      })
      .catch(async (error: unknown) => {
        // A refused complaint leaves no video behind (videos are the large objects).
        if (video) await videos.remove(video.name).catch(() => undefined);
        // Two complaints on one item at once: the unique index refuses the second.
        if (pgErrorCode(error) === '23505') throw conflict(`Item ${wanted[0]?.id ?? 0} is already part of a complaint`);
        throw error;
      });
    events.emit('complaint.changed', { complaintId: created.id, orderId, userIds: [created.sellerId], step: 'opened' });
    return { id: created.id, status: 'awaiting_seller' as const, deadline: deadline.toISOString() };
  }

  async function orderView(orderId: number): Promise<OrderView | undefined> {
    // Read without locks: a transaction that only reads and ends (locks released at once).
    return db.transaction((tx) => orders.lockForAfterSale(tx, orderId));
  }

  function roleOf(user: AuthUser, c: ComplaintRow): Role {
    if (c.buyer_id === user.id) return 'buyer';
    if (c.seller_id === user.id) return 'seller';
    if (user.role === 'operator') return 'operator';
    throw notFound('Complaint not found');
  }

  /** Writes one step (the caller holds the locks); answers who is told. */
  async function apply(
    tx: Queryable,
    c: ComplaintRow,
    order: OrderView,
    step: Step,
    actor: { id: number | null; role: Role | 'system'; action: string },
    at: Date,
  ) {
    if (step.change) await repo.update(tx, c.id, step.change, at);
    if (step.refund > 0) {
      await refunds.requestForComplaint(tx, {
        orderId: order.id,
        paymentId: order.payment_id,
        complaintId: c.id,
        amount: step.refund,
      });
    }
    if (step.cost) {
      await ledger.chargeComplaintCost(tx, {
        orderId: order.id,
        sellerId: c.seller_id,
        complaintId: c.id,
        amount: step.cost.amount,
        paidBy: step.cost.paidBy,
      });
    }
    await repo.insertMessage(
      tx,
      { complaintId: c.id, authorId: actor.id, role: actor.role, action: actor.action },
      step.text,
      at,
    );
    const told = [c.buyer_id, c.seller_id].filter((id) => id !== actor.id);
    return { complaintId: c.id, orderId: c.order_id, userIds: told, step: step.event, amount: step.refund };
  }

  /** Tells the people concerned; a refund goes to the provider at once (the order jobs retry what fails). */
  async function afterCommit(e: {
    complaintId: number;
    orderId: number;
    userIds: number[];
    step: string;
    amount: number;
  }) {
    events.emit('complaint.changed', e);
    if (e.amount > 0) await refunds.processDue().catch(() => undefined);
  }

  async function act(user: AuthUser, id: number, body: ComplaintActionBody) {
    const seen = await repo.find(db, id);
    if (!seen) throw notFound('Complaint not found');
    const role = roleOf(user, seen);
    const at = now();
    const change = await db.transaction(async (tx) => {
      const order = await orders.lockForAfterSale(tx, seen.order_id);
      const c = await repo.find(tx, id, true);
      if (!order || !c) throw notFound('Complaint not found');
      const refundable = await refunds.refundableOf(tx, order);
      const step = stepOf(c, role, body, { refundable, shipping: order.shipping, total: order.total }, at);
      const done = await apply(tx, c, order, step, { id: user.id, role, action: body.action }, at);
      if (role === 'operator') {
        await recordAudit(tx, {
          actor: { id: user.id, email: user.email },
          action: `complaint.${body.action}`,
          targetType: 'complaint',
          targetId: id,
          reason: body.note ?? null,
          before: { status: c.status, version: c.version },
          after: { ...step.change, refund: step.refund },
        });
      }
      return done;
    });
    await afterCommit(change);
    return getComplaint(user, id);
  }

  async function getComplaint(user: AuthUser, id: number) {
    const c = await repo.find(db, id);
    if (!c) throw notFound('Complaint not found');
    const role = roleOf(user, c);
    const [items, photoKeys, video, messages, refund, order] = await Promise.all([
      repo.items(db, id),
      repo.photoKeys(db, id),
      repo.video(db, id),
      repo.messages(db, id),
      refunds.findByComplaint(db, id),
      orders.findOrder(db, c.order_id),
    ]);
    const refundable = order ? await refunds.refundableOf(db, order) : 0;
    return {
      complaint: c,
      items,
      photoKeys,
      video,
      messages,
      refund,
      refundable,
      viewer: role,
      actions: actionsOf(role, c.status),
    };
  }

  /** Job: silence past a deadline decides for the other side. */
  async function runDeadlines(at: Date = now()): Promise<number> {
    let decided = 0;
    for (const id of await repo.findDue(db, at, JOB_BATCH)) {
      const seen = await repo.find(db, id);
      if (!seen) continue;
      const change = await db.transaction(async (tx) => {
        const order = await orders.lockForAfterSale(tx, seen.order_id);
        const c = await repo.find(tx, id, true);
        if (!order || !c || !c.deadline || c.deadline > at) return null;
        const step = deadlineStep(c, await refunds.refundableOf(tx, order), at);
        if (!step) return null;
        const done = await apply(tx, c, order, step, { id: null, role: 'system', action: 'deadline' }, at);
        return { ...done, userIds: [c.buyer_id, c.seller_id] };
      });
      if (!change) continue;
      decided += 1;
      await afterCommit(change);
    }
    return decided;
  }

  /** The video's object, for the complaint's buyer, its store and operators only. */
  async function getVideo(user: AuthUser, id: number) {
    const c = await repo.find(db, id);
    if (!c) throw notFound('Complaint not found');
    roleOf(user, c);
    const video = await repo.video(db, id);
    if (!video) throw notFound('This complaint has no video');
    return video;
  }

  return {
    open,
    act,
    getComplaint,
    getVideo,
    runDeadlines,
    async listForOrder(user: AuthUser, orderId: number) {
      const order = await orders.findOrder(db, orderId);
      if (!order || (order.buyer_id !== user.id && order.seller_id !== user.id && user.role !== 'operator'))
        throw notFound('Order not found');
      return repo.findMany(db, { orderId });
    },
    listMine: (user: AuthUser) => repo.findMany(db, { userId: user.id, closed: true }),
    listForOps: (status: 'open' | 'escalated' | 'closed') =>
      repo.findMany(db, {
        statuses: status === 'open' ? [...OPEN_STATUSES, 'escalated'] : [status],
        closed: status === 'closed',
      }),
  };
}
export type ComplaintsService = ReturnType<typeof createComplaintsService>;
