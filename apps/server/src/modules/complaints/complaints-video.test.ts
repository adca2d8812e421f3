import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { testPhoto } from '../../../test/photo-form';
import { complaintVideoFixture, testVideo } from '../../../test/video-file';
import {
  complaintForm,
  deliveredOrder,
  items,
  openComplaint,
  useComplaintsApp,
  type ComplaintWire,
} from './complaints.test-helpers';

// A complaint's one short video beside its photos (docs/decisions/059).
const suite = useComplaintsApp();
const mp4 = (data: Buffer) => ({ data, type: 'video/mp4', name: 'kaki-patah.mp4' });
type Failure = { statusCode: number; message: string; errors?: { field: string; message: string }[] };

/** GET of a video link as a browser's player fetches it: no token header, maybe a byte range. */
const fetchVideo = (url: string, range?: string) =>
  suite.env.app.inject({
    method: 'GET',
    url: new URL(url, 'http://x').pathname + new URL(url, 'http://x').search,
    headers: range ? { range } : {},
  });

/** A multipart body streamed (never held whole): the fields, then `bytes` of filler under `video`. */
function streamedForm(fields: Record<string, string>, bytes: number) {
  const boundary = 'VideoTestBoundary';
  const chunk = Buffer.alloc(256 * 1024, 0x61);
  async function* body() {
    for (const [k, v] of Object.entries(fields)) {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
    }
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    for (let sent = 0; sent < bytes; sent += chunk.length) yield chunk;
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return { payload: Readable.from(body()), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('complaint videos', () => {
  it('the buyer attaches a photo and a short video; the store and operators play it, seeking by range', async () => {
    const { app, seller, operator } = suite.env;
    const { buyer, orderId, sofaItem } = await deliveredOrder(suite.env);
    const fixture = complaintVideoFixture();
    const form = await complaintForm({ items: items(sofaItem.id) }, [await testPhoto(30)], [mp4(fixture)]);
    const opened = await openComplaint(app, buyer.token, orderId, form);
    expect(opened.statusCode, opened.body).toBe(201);
    const { id } = opened.json<{ data: { id: number } }>().data;
    const seen = await suite.get(seller.token, id);
    expect(seen.photos).toHaveLength(1);
    expect(seen.video).toMatchObject({ type: 'video/mp4', bytes: fixture.length, seconds: 4 });
    const url = seen.video?.url ?? '';
    expect(url).toMatch(/\/api\/v1\/complaints\/\d+\/video\?session=\d+&expires=\d+&signature=/);
    const whole = await fetchVideo(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toMatch(/private/);
    expect(whole.rawPayload.equals(fixture)).toBe(true);
    const part = await fetchVideo(url, 'bytes=8-99');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 8-99/${fixture.length}`);
    expect(part.rawPayload.equals(fixture.subarray(8, 100))).toBe(true);
    expect((await fetchVideo(url, `bytes=${fixture.length + 10}-`)).statusCode).toBe(416);
    // Its buyer's and an operator's links play too; the same view fetched again gives the same link.
    const buyerUrl = (await suite.get(buyer.token, id)).video?.url ?? '';
    expect((await fetchVideo(buyerUrl)).statusCode).toBe(200);
    expect((await suite.get(seller.token, id)).video?.url).toBe(url);
    expect((await fetchVideo((await suite.get(operator.token, id)).video?.url ?? '')).statusCode).toBe(200);
  });

  it('nobody else can fetch it: not with a link of theirs, a changed link, or none', async () => {
    const { app } = suite.env;
    const { buyer, orderId, lampItem } = await deliveredOrder(suite.env);
    const stranger = (await deliveredOrder(suite.env)).buyer;
    const form = await complaintForm({ items: items(lampItem.id) }, [], [mp4(complaintVideoFixture())]);
    const opened = await openComplaint(app, buyer.token, orderId, form);
    expect(opened.statusCode, opened.body).toBe(201);
    const { id } = opened.json<{ data: { id: number } }>().data;
    const url = new URL((await suite.get(buyer.token, id)).video?.url ?? '', 'http://x');
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/v1/complaints/${id}`,
          headers: { 'x-access-token': stranger.token },
        })
      ).statusCode,
    ).toBe(404);
    // A link the stranger signs with their own session: the link is theirs, the complaint is not.
    const session = await app.deps.db.query<{ id: number }>('SELECT id FROM sessions WHERE token_hash = $1', [
      crypto.createHash('sha256').update(stranger.token).digest('hex'),
    ]);
    const path = `/api/v1/complaints/${id}/video`;
    const expires = url.searchParams.get('expires') ?? '';
    const sid = session[0]?.id ?? 0;
    const key = crypto.createHash('sha256').update(stranger.token).digest('hex');
    const signature = crypto.createHmac('sha256', key).update(`${path}\n${sid}\n${expires}`).digest('base64url');
    const theirs = await app.inject({
      method: 'GET',
      url: `${path}?session=${sid}&expires=${expires}&signature=${signature}`,
    });
    expect(theirs.statusCode).toBe(404);
    // The buyer's link with another session, a changed signature, an expired one, or no link at all.
    const changed = new URL(url);
    changed.searchParams.set('session', String(sid));
    expect((await fetchVideo(changed.toString())).statusCode).toBe(403);
    changed.searchParams.set('session', url.searchParams.get('session') ?? '');
    changed.searchParams.set('signature', `${url.searchParams.get('signature') ?? ''}x`);
    expect((await fetchVideo(changed.toString())).statusCode).toBe(403);
    const expired = new URL(url);
    expired.searchParams.set('expires', '1000');
    expect((await fetchVideo(expired.toString())).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `${path}?session=x&expires=y&signature=z` })).statusCode).toBe(403);
  });

  it('refuses a video that is too long, not a video, or one too many, naming the field `video`', async () => {
    const { app } = suite.env;
    const { buyer, orderId, sofaItem } = await deliveredOrder(suite.env);
    const send = async (videos: Parameters<typeof complaintForm>[2]) => {
      const answer = await openComplaint(
        app,
        buyer.token,
        orderId,
        await complaintForm({ items: items(sofaItem.id) }, [], videos),
      );
      return { status: answer.statusCode, body: answer.json<Failure>() };
    };
    const long = await send([mp4(testVideo(95))]);
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/60 seconds/);
    expect(long.body.errors?.[0]?.field).toBe('video');
    const text = await send([{ data: Buffer.from('bukan video sama sekali'), type: 'video/mp4', name: 'v.mp4' }]);
    expect(text.status).toBe(400);
    expect(text.body.errors?.[0]?.field).toBe('video');
    const png = await send([{ data: await testPhoto(5), type: 'video/mp4', name: 'v.mp4' }]);
    expect(png.status).toBe(400);
    expect(png.body.errors?.[0]?.field).toBe('video');
    const two = await send([mp4(complaintVideoFixture()), mp4(complaintVideoFixture())]);
    expect(two.status).toBe(400);
    expect(two.body.errors?.[0]?.field).toBe('video');
    // Nothing was opened: a good one goes through afterwards.
    expect((await send([mp4(complaintVideoFixture())])).status).toBe(201);
  });

  it('a 50 MB video is refused with 413 and a reason while it streams in, without being read whole', async () => {
    const { app } = suite.env;
    const { buyer, orderId, sofaItem } = await deliveredOrder(suite.env);
    const { payload, contentType } = streamedForm(
      { reason: 'damaged', description: 'Lihat videonya.', items: items(sofaItem.id) },
      50 * 1024 * 1024,
    );
    const before = process.memoryUsage().rss;
    const answer = await app.inject({
      method: 'POST',
      url: `/api/v1/transaction/${orderId}/complaints`,
      headers: { 'x-access-token': buyer.token, 'content-type': contentType },
      payload,
    });
    expect(answer.statusCode).toBe(413);
    const body = answer.json<Failure>();
    expect(body.message).toMatch(/20 MB/);
    expect(body.errors?.[0]?.field).toBe('video');
    expect(process.memoryUsage().rss - before).toBeLessThan(40 * 1024 * 1024);
    // Declared up front, it is refused before a byte is read.
    const declared = await app.inject({
      method: 'POST',
      url: `/api/v1/transaction/${orderId}/complaints`,
      headers: {
        'x-access-token': buyer.token,
        'content-type': contentType,
        'content-length': String(50 * 1024 * 1024),
      },
      payload: 'x',
    });
    expect(declared.statusCode).toBe(413);
    expect(declared.json<Failure>().errors?.[0]?.field).toBe('video');
    const list = (
      await app.inject({
        method: 'GET',
        url: `/api/v1/transaction/${orderId}/complaints`,
        headers: { 'x-access-token': buyer.token },
      })
    ).json<{ data: ComplaintWire[] }>();
    expect(list.data).toEqual([]);
  });
});
