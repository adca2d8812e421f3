import { describe, expect, it, vi } from 'vitest';
import { createSeller } from '../../../test/factories';
import {
  balanceOf,
  call,
  complaintForm,
  deliveredOrder,
  items,
  openComplaint,
  useComplaintsApp,
  type ComplaintWire,
  type Env,
} from './complaints.test-helpers';
import { complaintWindowEnd, parseItems, workingDeadline } from './complaint-rules';

const suite = useComplaintsApp();
const { act, get } = suite;

describe('complaint rules', () => {
  it('counts the seller’s two working days Monday to Friday (WIB)', () => {
    // Friday 10:00 WIB → Tuesday 10:00 WIB
    expect(workingDeadline(new Date('2026-11-27T03:00:00Z')).toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect(workingDeadline(new Date('2026-11-24T03:00:00Z')).toISOString()).toBe('2026-11-26T03:00:00.000Z');
  });
  it('gives three days from delivery, or from the end of the slot day when that is later', () => {
    const delivered = new Date('2026-11-28T02:00:00Z');
    expect(complaintWindowEnd({ delivered_at: delivered }, null)?.toISOString()).toBe('2026-12-01T02:00:00.000Z');
    expect(complaintWindowEnd({ delivered_at: delivered }, '2026-11-28')?.toISOString()).toBe(
      '2026-12-01T17:00:00.000Z',
    );
  });
  it('reads items as JSON pairs, a JSON list or comma-separated ids, and refuses one twice', () => {
    expect(parseItems('[{"id":3,"qty":2}]')).toEqual([{ id: 3, qty: 2 }]);
    expect(parseItems('4, 5')).toEqual([
      { id: 4, qty: null },
      { id: 5, qty: null },
    ]);
    expect(parseItems('4,4')).toBe('Item 4 is listed twice');
    expect(typeof parseItems('x')).toBe('string');
  });
});

describe('complaints', () => {
  it('a broken sofa leg: the seller offers parts, the buyer accepts, the money is released after', async () => {
    const { app, seller } = suite.env;
    const { buyer, orderId, sofaItem } = await deliveredOrder(suite.env);
    const opened = await openComplaint(app, buyer.token, orderId, await complaintForm({ items: items(sofaItem.id) }));
    expect(opened.statusCode).toBe(201);
    const { id, status, deadline } = opened.json<{ data: { id: number; status: string; deadline: string } }>().data;
    expect(status).toBe('awaiting_seller');
    expect(new Date(deadline).getTime()).toBeGreaterThan(Date.now());
    const seen = await get(seller.token, id);
    expect(seen.photos).toHaveLength(2);
    expect(seen.claimed_amount).toBe(4_000_000);
    expect(seen.actions).toContain('offer_parts');
    // The seller is told.
    await vi.waitFor(async () => {
      const notes = (await call(app, 'GET', '/notification', seller.token)).json<{
        data: { data: { type: string }[] };
      }>();
      expect(notes.data.data.map((n) => n.type)).toContain('complaint.opened');
    });
    // The buyer cannot confirm the order while the complaint is open: the money stays pending.
    const confirm = await call(app, 'PATCH', `/transaction/${orderId}/status`, buyer.token, { status: 'completed' });
    expect(confirm.statusCode).toBe(409);
    const offer = await act(seller.token, id, { action: 'offer_parts', note: 'Kaki pengganti dikirim besok via JNE' });
    expect(offer.statusCode).toBe(200);
    const accepted = await act(buyer.token, id, { action: 'accept' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<{ data: ComplaintWire }>().data).toMatchObject({ status: 'closed', outcome: 'parts' });
    const before = await balanceOf(app, seller.token);
    expect(
      (await call(app, 'PATCH', `/transaction/${orderId}/status`, buyer.token, { status: 'completed' })).statusCode,
    ).toBe(200);
    const after = await balanceOf(app, seller.token);
    expect(after.available - before.available).toBe(before.pending - after.pending);
    expect(after.pending).toBeLessThan(before.pending);
  });

  it('escalated: the operator refunds half through the provider, out of the seller’s pending money', async () => {
    const { app, seller, operator } = suite.env;
    const { buyer, orderId, sofaItem } = await deliveredOrder(suite.env);
    const { id } = (
      await openComplaint(app, buyer.token, orderId, await complaintForm({ items: items(sofaItem.id) }))
    ).json<{ data: { id: number } }>().data;
    expect(
      (await act(seller.token, id, { action: 'reject', note: 'Barang dikirim dalam keadaan baik' })).statusCode,
    ).toBe(200);
    expect((await act(buyer.token, id, { action: 'escalate', note: 'Lihat fotonya' })).statusCode).toBe(200);
    const queue = (await call(app, 'GET', '/ops/complaints?status=escalated', operator.token)).json<{
      data: { id: number }[];
    }>().data;
    expect(queue.map((c) => c.id)).toContain(id);
    expect((await call(app, 'GET', '/ops/complaints', buyer.token)).statusCode).toBe(403);
    const noReason = await act(operator.token, id, { action: 'decide', outcome: 'refund', amount: 2_000_000 });
    expect(noReason.statusCode).toBe(400);
    const before = await balanceOf(app, seller.token);
    const decided = await act(operator.token, id, {
      action: 'decide',
      outcome: 'refund',
      amount: 2_000_000,
      note: 'Foto menunjukkan kaki patah: separuh harga dikembalikan',
    });
    expect(decided.statusCode).toBe(200);
    const data = decided.json<{ data: ComplaintWire }>().data;
    expect(data).toMatchObject({ status: 'closed', outcome: 'refund', refund_amount: 2_000_000 });
    expect(data.refund_status).toBe('succeeded');
    const after = await balanceOf(app, seller.token);
    // The seller gives back its share of the refund (the platform its commission's share): about 90 %.
    expect(before.pending - after.pending).toBeGreaterThan(1_790_000);
    expect(before.pending - after.pending).toBeLessThan(2_000_000);
    const audit = await app.deps.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE target_type = 'complaint' AND target_id = $1",
      [String(id)],
    );
    expect(audit.map((a) => a.action)).toEqual(['complaint.decide']);
    expect((await act(buyer.token, id, { action: 'accept' })).statusCode).toBe(409);
  });

  it('refuses bad input with a reason', async () => {
    const { app, seller } = suite.env;
    const { buyer, orderId, sofaItem, lampItem } = await deliveredOrder(suite.env);
    const stranger = (await deliveredOrder(suite.env)).buyer;
    const form = async (fields: Record<string, string>, photos?: Parameters<typeof complaintForm>[1]) =>
      openComplaint(app, buyer.token, orderId, await complaintForm(fields, photos));
    expect(
      (await openComplaint(app, stranger.token, orderId, await complaintForm({ items: items(sofaItem.id) })))
        .statusCode,
    ).toBe(404);
    expect((await form({ items: items(sofaItem.id, sofaItem.id) })).json()).toMatchObject({ statusCode: 400 });
    expect((await form({ items: items(999_999) })).statusCode).toBe(400);
    expect(
      (await form({ items: items(sofaItem.id), reason: 'meh' })).json<{ errors: { field: string }[] }>().errors[0]
        ?.field,
    ).toBe('reason');
    expect((await form({ items: items(sofaItem.id) }, [])).statusCode).toBe(400);
    const text = { data: Buffer.from('not an image at all'), type: 'image/png', name: 'x.png' };
    expect((await form({ items: items(sofaItem.id) }, [text])).statusCode).toBe(400);
    // A video sent as a photo, even named like one, is told where videos go (decision 059).
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(2048, 7)]);
    const video = await form({ items: items(sofaItem.id) }, [{ data: mp4, type: 'image/png', name: 'leg.png' }]);
    expect(video.statusCode).toBe(400);
    expect(video.json<{ message: string; errors: { field: string }[] }>()).toMatchObject({
      message: expect.stringMatching(/video/i) as unknown,
      errors: [{ field: 'photo' }],
    });
    const huge = { data: Buffer.alloc(50 * 1024 * 1024, 1), type: 'video/mp4', name: 'v.mp4' };
    const tooLarge = await form({ items: items(sofaItem.id) }, [huge]);
    expect(tooLarge.json<{ message: string }>().message).toMatch(/MB/);
    expect(tooLarge.statusCode).toBe(413);
    const ok = await form({ items: items(sofaItem.id) });
    expect(ok.statusCode).toBe(201);
    const { id } = ok.json<{ data: { id: number } }>().data;
    expect((await form({ items: items(sofaItem.id) })).statusCode).toBe(409);
    const more = await act(seller.token, id, { action: 'offer_refund', amount: 99_000_000 });
    expect(more.statusCode).toBe(400);
    expect(more.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('amount');
    expect((await act(buyer.token, id, { action: 'offer_refund', amount: 1 })).statusCode).toBe(409);
    expect((await act(stranger.token, id, { action: 'withdraw' })).statusCode).toBe(404);
    // After the window: four days after delivery.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 4 * 24 * 3600 * 1000);
    const late = await form({ items: items(lampItem.id), reason: 'missing_parts' });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(/until/);
  }, 120_000);

  it('silence decides for the other side: the seller’s refunds the claim, the buyer’s accepts the offer', async () => {
    const { app, seller } = suite.env;
    const jobs = app.deps.orderJobs;
    const first = await deliveredOrder(suite.env);
    const a = (
      await openComplaint(
        app,
        first.buyer.token,
        first.orderId,
        await complaintForm({ items: items(first.lampItem.id) }),
      )
    ).json<{ data: { id: number } }>().data.id;
    const second = await deliveredOrder(suite.env);
    const b = (
      await openComplaint(
        app,
        second.buyer.token,
        second.orderId,
        await complaintForm({ items: items(second.sofaItem.id) }),
      )
    ).json<{ data: { id: number } }>().data.id;
    expect((await act(seller.token, b, { action: 'offer_refund', amount: 1_000_000 })).statusCode).toBe(200);
    // Nothing is due yet.
    expect((await jobs.runOnce(new Date())).complaints).toBe(0);
    const later = new Date(Date.now() + 5 * 24 * 3600 * 1000);
    expect((await jobs.runOnce(later)).complaints).toBeGreaterThanOrEqual(2);
    expect(await get(first.buyer.token, a)).toMatchObject({ outcome: 'refund', refund_amount: 500_000 });
    expect(await get(second.buyer.token, b)).toMatchObject({ outcome: 'refund', refund_amount: 1_000_000 });
    // Closed: the orders complete with the job later and release what is left.
    const done = await jobs.runOnce(new Date(Date.now() + 8 * 24 * 3600 * 1000));
    expect(done.completed).toBeGreaterThanOrEqual(2);
  });

  it('return and refund: the buyer ships it back with a tracking number, the seller confirms', async () => {
    const { app, seller } = suite.env;
    const { buyer, orderId, total, sofaItem, lampItem } = await deliveredOrder(suite.env);
    const all = JSON.stringify([sofaItem.id, lampItem.id]);
    const { id } = (
      await openComplaint(app, buyer.token, orderId, await complaintForm({ items: all, reason: 'wrong_item' }))
    ).json<{ data: { id: number } }>().data;
    expect((await get(buyer.token, id)).claimed_amount).toBe(total);
    expect((await act(seller.token, id, { action: 'offer_return' })).statusCode).toBe(200);
    const v = (await get(buyer.token, id)).version;
    expect((await act(buyer.token, id, { action: 'accept', version: v - 1 })).statusCode).toBe(409);
    expect((await act(buyer.token, id, { action: 'accept', version: v })).statusCode).toBe(200);
    expect((await act(buyer.token, id, { action: 'ship_return' })).statusCode).toBe(400);
    expect((await act(buyer.token, id, { action: 'ship_return', tracking_number: 'JNT777888' })).statusCode).toBe(200);
    const confirmed = await act(seller.token, id, { action: 'confirm_return' });
    expect(confirmed.json<{ data: ComplaintWire }>().data).toMatchObject({
      outcome: 'return_refund',
      refund_amount: total,
    });
    const order = (await call(app, 'GET', `/transaction/${orderId}/complaints`, buyer.token)).json<{
      data: { status: string }[];
    }>();
    expect(order.data[0]?.status).toBe('closed');
  });
});

describe('the store’s side', () => {
  it('lists the store’s complaints with deadlines and counts the open ones on its dashboard', async () => {
    const { app } = suite.env;
    const seller = await createSeller(app.deps.db);
    const own: Env = { ...suite.env, seller };
    const dashboard = async () =>
      (await call(app, 'GET', '/seller/dashboard', seller.token)).json<{ data: { complaints: number | null } }>().data;
    expect((await dashboard()).complaints).toBeNull();
    const first = await deliveredOrder(own);
    const second = await deliveredOrder(own);
    const open = async (o: typeof first, itemId: number) =>
      (await openComplaint(app, o.buyer.token, o.orderId, await complaintForm({ items: items(itemId) }))).json<{
        data: { id: number };
      }>().data.id;
    const a = await open(first, first.sofaItem.id);
    const b = await open(second, second.lampItem.id);
    expect((await dashboard()).complaints).toBe(2);
    await act(first.buyer.token, a, { action: 'withdraw', note: 'Sudah diperbaiki sendiri' });
    expect((await dashboard()).complaints).toBe(1);
    const list = (await call(app, 'GET', '/complaints', seller.token)).json<{
      data: { id: number; status: string; deadline: string | null; buyer_name: string }[];
    }>().data;
    expect(list.map((c) => c.id).sort()).toEqual([a, b].sort());
    expect(list.find((c) => c.id === b)?.deadline).toEqual(expect.any(String));
    // Another store sees none of them.
    const others = (await call(app, 'GET', '/complaints', suite.env.seller.token)).json<{ data: { id: number }[] }>()
      .data;
    expect(others.map((c) => c.id)).not.toContain(b);
  });
});
