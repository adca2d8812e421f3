import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../../../test/build-test-app';
import { checkInvariants } from '../../../test/invariants';
import {
  call,
  complaintForm,
  deliveredOrder,
  openComplaint,
  useComplaintsApp,
  type ComplaintWire,
} from './complaints.test-helpers';

// Real parallel requests only mean something on PostgreSQL (PGlite runs one statement at a time).
describe.runIf(TEST_DATABASE_URL)('complaint races (PostgreSQL)', () => {
  const suite = useComplaintsApp();

  it('an operator’s decision, the seller’s offers and the buyer’s acceptance at once: one outcome, one refund', async () => {
    const { app, seller, operator } = suite.env;
    const { buyer, orderId, sofaItem } = await deliveredOrder(suite.env);
    const form = await complaintForm({ items: JSON.stringify([sofaItem.id]) });
    const { id } = (await openComplaint(app, buyer.token, orderId, form)).json<{ data: { id: number } }>().data;
    expect(
      (
        await call(app, 'POST', `/complaints/${id}/actions`, seller.token, {
          action: 'offer_refund',
          amount: 1_000_000,
        })
      ).statusCode,
    ).toBe(200);
    const requests = Array.from({ length: 50 }, (_, i) => {
      const body =
        i % 3 === 0
          ? {
              token: operator.token,
              body: { action: 'decide', outcome: 'refund', amount: 2_000_000, note: 'Separuh harga' },
            }
          : i % 3 === 1
            ? { token: buyer.token, body: { action: 'accept' } }
            : { token: seller.token, body: { action: 'offer_refund', amount: 1_500_000 } };
      return call(app, 'POST', `/complaints/${id}/actions`, body.token, body.body);
    });
    const answers = await Promise.all(requests);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    const final = (await call(app, 'GET', `/complaints/${id}`, buyer.token)).json<{ data: ComplaintWire }>().data;
    expect(final.status).toBe('closed');
    const closers = answers.filter(
      (a) => a.statusCode === 200 && a.json<{ data: ComplaintWire }>().data.status === 'closed',
    );
    // The first closing answer saw the complaint open; every later one was refused.
    expect(closers.length).toBeGreaterThanOrEqual(1);
    const refunds = await app.deps.db.query<{ amount: number }>('SELECT amount FROM refunds WHERE complaint_id = $1', [
      id,
    ]);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.amount).toBe(final.refund_amount);
    const ledger = await app.deps.db.query('SELECT 1 FROM ledger_transactions WHERE complaint_id = $1', [id]);
    expect(ledger).toHaveLength(1);
    expect(await checkInvariants(app.deps.db)).toEqual([]);
  });

  it('two complaints on one item at once: one is opened, the other refused', async () => {
    const { app } = suite.env;
    const { buyer, orderId, lampItem } = await deliveredOrder(suite.env);
    const items = JSON.stringify([lampItem.id]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => openComplaint(app, buyer.token, orderId, await complaintForm({ items }))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c !== 201).every((c) => c === 409)).toBe(true);
    expect(await checkInvariants(app.deps.db)).toEqual([]);
  });
});
