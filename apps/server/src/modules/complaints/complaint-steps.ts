import {
  COMPLAINT_RETURN_SHIP_DAYS,
  type ComplaintActionBody,
  type ComplaintStatus,
} from '@rima/shared/api/complaints';
import { formatIdr } from '@rima/shared/format';
import { badRequest, conflict } from '../../http/errors';
import { actionsOf, workingDeadline, type Role } from './complaint-rules';
import type { ComplaintChange, ComplaintRow } from './complaints.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Working days the seller has to receive a return and confirm it. */
const RETURN_ARRIVAL_WORKING_DAYS = 5;

export type Payer = 'seller' | 'buyer';
/** A complaint's shipping cost charged through the ledger (docs/decisions/056). */
export type Cost = { amount: number; paidBy: Payer };

/** What one step does: the columns it writes, the money it refunds, the line it adds to the thread. */
export type Step = {
  change: ComplaintChange | null;
  refund: number;
  /** a return label's or a parts parcel's price, charged to whoever the outcome says */
  cost?: Cost;
  text: string;
  /** for notifications: opened, offered, rejected, accepted, escalated, return_shipped, decided, message */
  event: string;
};

const need = (field: string, message: string) => badRequest(message, [{ field, message }]);

function amountWithin(amount: number, refundable: number): number {
  if (amount < 1) throw need('amount', 'amount must be at least Rp1');
  if (amount > refundable) {
    const message = `At most ${formatIdr(refundable)} can be refunded for this complaint`;
    throw badRequest(message, [{ field: 'amount', message }]);
  }
  return amount;
}

function closeWith(
  outcome: NonNullable<ComplaintRow['outcome']>,
  by: NonNullable<ComplaintRow['decided_by']>,
  refund: number,
  reason: string | null = null,
): ComplaintChange {
  return {
    status: 'closed',
    outcome,
    refund_amount: refund,
    decided_by: by,
    decision_reason: reason,
    deadline: null,
  };
}

/** The offer's cost as it can still be charged: the buyer never pays more than the order has left for it. */
function costOf(c: ComplaintRow, left: number): Cost | undefined {
  const paidBy = c.offer_cost_paid_by ?? 'seller';
  const amount = paidBy === 'buyer' ? Math.min(c.offer_shipping_cost ?? 0, left) : (c.offer_shipping_cost ?? 0);
  return amount > 0 ? { amount, paidBy } : undefined;
}

const costColumns = (cost: Cost | undefined): ComplaintChange =>
  cost ? { shipping_cost: cost.amount, cost_paid_by: cost.paidBy } : {};

/** A return received (or not confirmed in time): the offer's amount back, less the label when the buyer pays it. */
function returnRefund(c: ComplaintRow, by: 'seller' | 'deadline', refundable: number): Step {
  const amount = Math.min(c.offer_amount ?? c.claimed_amount, refundable);
  const cost = costOf(c, amount);
  const refund = cost?.paidBy === 'buyer' ? amount - cost.amount : amount;
  return {
    change: { ...closeWith('return_refund', by, refund), ...costColumns(cost) },
    refund,
    ...(cost ? { cost } : {}),
    text: formatIdr(refund),
    event: 'decided',
  };
}

/** The order as an offer needs it: what it can still refund, and what its shipping cost. */
export type StepOrder = { refundable: number; shipping: number; total: number };

/** An offer's shipping: a parts parcel's price (none unless given), a return label's (the order's by default). */
function offerCost(
  c: ComplaintRow,
  body: ComplaintActionBody,
  order: StepOrder,
  kind: 'parts' | 'return',
  amount: number,
) {
  const share = order.total > 0 ? Math.min(1, c.claimed_amount / order.total) : 1;
  const cost = body.shipping_cost ?? (kind === 'return' ? Math.round(order.shipping * share) : 0);
  const paidBy: Payer = body.paid_by ?? 'seller';
  if (paidBy === 'buyer') {
    // The buyer's money in escrow pays it: never more than the order's own shipping, nor than what comes back.
    const most = Math.min(order.shipping, kind === 'return' ? amount : order.refundable);
    if (cost > most) {
      const message = `The buyer can pay at most ${formatIdr(most)} of shipping`;
      throw badRequest(message, [{ field: 'shipping_cost', message }]);
    }
  }
  return { offer_shipping_cost: cost, offer_cost_paid_by: cost > 0 ? paidBy : null } satisfies ComplaintChange;
}

/** Accepting the offer on the table (by the buyer, or by the buyer's silence). */
function acceptOffer(c: ComplaintRow, by: 'buyer' | 'deadline', refundable: number, at: Date): Step {
  if (c.offer_kind === 'parts') {
    const cost = costOf(c, refundable);
    return {
      change: { ...closeWith('parts', by, 0), ...costColumns(cost) },
      refund: 0,
      ...(cost ? { cost } : {}),
      text: c.offer_note ?? '',
      event: 'accepted',
    };
  }
  if (c.offer_kind === 'return') {
    const deadline = new Date(at.getTime() + COMPLAINT_RETURN_SHIP_DAYS * DAY_MS);
    return { change: { status: 'awaiting_return', deadline }, refund: 0, text: '', event: 'accepted' };
  }
  const amount = Math.min(c.offer_amount ?? c.claimed_amount, refundable);
  return { change: closeWith('refund', by, amount), refund: amount, text: formatIdr(amount), event: 'accepted' };
}

/**
 * One actor's step on a complaint read under its row lock. Throws 409 for a step the status does not allow
 * (the loser of a race) and 400 naming the field for bad input.
 */
export function stepOf(c: ComplaintRow, role: Role, body: ComplaintActionBody, order: StepOrder, at: Date): Step {
  const { refundable } = order;
  if (c.status === 'closed') throw conflict('This complaint is closed');
  if (!actionsOf(role, c.status).includes(body.action))
    throw conflict(`That step (${body.action}) is not open on this complaint now`);
  if (body.version !== undefined && body.version !== c.version)
    throw conflict('The complaint changed meanwhile; reload it');
  const note = body.note ?? '';
  const answerBy = workingDeadline(at);
  switch (body.action) {
    case 'offer_refund':
    case 'offer_return': {
      const amount = amountWithin(body.amount ?? Math.min(c.claimed_amount, refundable), refundable);
      const kind = body.action === 'offer_refund' ? 'refund' : 'return';
      const cost =
        kind === 'return'
          ? offerCost(c, body, order, 'return', amount)
          : { offer_shipping_cost: 0, offer_cost_paid_by: null };
      const label = cost.offer_cost_paid_by
        ? ` (${formatIdr(cost.offer_shipping_cost)}, ${cost.offer_cost_paid_by})`
        : '';
      return {
        change: {
          status: 'awaiting_buyer',
          offer_kind: kind,
          offer_amount: amount,
          offer_note: note,
          ...cost,
          deadline: answerBy,
        },
        refund: 0,
        text: (note ? `${formatIdr(amount)} — ${note}` : formatIdr(amount)) + label,
        event: 'offered',
      };
    }
    case 'offer_parts':
      if (!note) throw need('note', 'Say which parts you will send and when');
      return {
        change: {
          status: 'awaiting_buyer',
          offer_kind: 'parts',
          offer_amount: null,
          offer_note: note,
          ...offerCost(c, body, order, 'parts', 0),
          deadline: answerBy,
        },
        refund: 0,
        text: note,
        event: 'offered',
      };
    case 'reject':
      if (note.length < 5) throw need('note', 'Give the buyer a reason');
      return { change: { status: 'seller_rejected', deadline: answerBy }, refund: 0, text: note, event: 'rejected' };
    case 'accept':
      return acceptOffer(c, 'buyer', refundable, at);
    case 'escalate':
      return { change: { status: 'escalated', deadline: answerBy }, refund: 0, text: note, event: 'escalated' };
    case 'withdraw':
      return { change: closeWith('withdrawn', 'buyer', 0), refund: 0, text: note, event: 'decided' };
    case 'ship_return': {
      if (!body.tracking_number) throw need('tracking_number', "Enter the courier's tracking number");
      const deadline = workingDeadline(at, RETURN_ARRIVAL_WORKING_DAYS);
      return {
        change: { status: 'return_shipped', return_tracking: body.tracking_number, deadline },
        refund: 0,
        text: body.tracking_number,
        event: 'return_shipped',
      };
    }
    case 'confirm_return':
      return returnRefund(c, 'seller', refundable);
    case 'message':
      if (!note) throw need('note', 'Write a message first');
      return { change: null, refund: 0, text: note, event: 'message' };
    case 'decide': {
      if (!body.outcome) throw need('outcome', 'Choose the outcome: refund or rejected');
      if (note.length < 5) throw need('note', 'Write the reason for the decision');
      if (body.outcome === 'rejected') {
        return { change: closeWith('rejected', 'operator', 0, note), refund: 0, text: note, event: 'decided' };
      }
      if (body.amount === undefined) throw need('amount', 'Enter the amount to refund');
      const amount = amountWithin(body.amount, refundable);
      return {
        change: closeWith('refund', 'operator', amount, note),
        refund: amount,
        text: `${formatIdr(amount)} — ${note}`,
        event: 'decided',
      };
    }
  }
}

/** What silence past the deadline decides: always for the side that did not have to answer. */
export function deadlineStep(c: ComplaintRow, refundable: number, at: Date): Step | null {
  const status: ComplaintStatus = c.status;
  switch (status) {
    case 'awaiting_seller': {
      const amount = Math.min(c.claimed_amount, refundable);
      return { change: closeWith('refund', 'deadline', amount), refund: amount, text: '', event: 'decided' };
    }
    case 'awaiting_buyer':
      return acceptOffer(c, 'deadline', refundable, at);
    case 'seller_rejected':
    case 'awaiting_return':
      return { change: closeWith('rejected', 'deadline', 0), refund: 0, text: '', event: 'decided' };
    case 'return_shipped':
      return returnRefund(c, 'deadline', refundable);
    default:
      return null;
  }
}
