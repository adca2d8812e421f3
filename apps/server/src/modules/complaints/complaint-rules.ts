import type { ComplaintAction, ComplaintStatus } from '@rima/shared/api/complaints';
import { COMPLAINT_ANSWER_WORKING_DAYS, COMPLAINT_WINDOW_DAYS } from '@rima/shared/api/complaints';
import { addDays, isoWeekday, wibToday } from '../shipping/slot-dates';

export type Role = 'buyer' | 'seller' | 'operator';
const DAY_MS = 24 * 60 * 60 * 1000;
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The end of a WIB day ('YYYY-MM-DD'), as an instant. */
function endOfWibDay(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS - WIB_OFFSET_MS);
}

/**
 * Until when the buyer may open a complaint: three days after delivery; for a slotted order three days after
 * the slot's day (WIB), whichever is later, so a late "delivered" never shortens the buyer's time.
 */
export function complaintWindowEnd(order: { delivered_at: Date | null }, slotDate: string | null): Date | null {
  const byDelivery = order.delivered_at
    ? new Date(new Date(order.delivered_at).getTime() + COMPLAINT_WINDOW_DAYS * DAY_MS)
    : null;
  const bySlot = slotDate ? endOfWibDay(addDays(slotDate, COMPLAINT_WINDOW_DAYS)) : null;
  if (!byDelivery) return bySlot;
  if (!bySlot) return byDelivery;
  return byDelivery > bySlot ? byDelivery : bySlot;
}

/** `days` working days (Monday to Friday, WIB) after `from`, at the same time of day. */
export function workingDeadline(from: Date, days = COMPLAINT_ANSWER_WORKING_DAYS): Date {
  let at = from.getTime();
  let counted = 0;
  while (counted < days) {
    at += DAY_MS;
    if (isoWeekday(wibToday(new Date(at))) <= 5) counted += 1;
  }
  return new Date(at);
}

/** Who may do what in each status (an operator decides whenever the complaint is open). */
const RULES: Record<Exclude<ComplaintStatus, 'closed'>, Partial<Record<Role, readonly ComplaintAction[]>>> = {
  awaiting_seller: {
    seller: ['offer_refund', 'offer_parts', 'offer_return', 'reject', 'escalate', 'message'],
    buyer: ['escalate', 'withdraw', 'message'],
  },
  awaiting_buyer: {
    seller: ['offer_refund', 'offer_parts', 'offer_return', 'escalate', 'message'],
    buyer: ['accept', 'escalate', 'withdraw', 'message'],
  },
  seller_rejected: {
    seller: ['offer_refund', 'offer_parts', 'offer_return', 'message'],
    buyer: ['escalate', 'withdraw', 'message'],
  },
  escalated: {
    seller: ['offer_refund', 'offer_parts', 'offer_return', 'message'],
    buyer: ['withdraw', 'message'],
  },
  awaiting_return: { seller: ['message'], buyer: ['ship_return', 'escalate', 'message'] },
  return_shipped: { seller: ['confirm_return', 'escalate', 'message'], buyer: ['escalate', 'message'] },
};

export function actionsOf(role: Role, status: ComplaintStatus): ComplaintAction[] {
  if (status === 'closed') return [];
  if (role === 'operator') return ['decide', 'message'];
  return [...(RULES[status][role] ?? [])];
}

/**
 * The items field: `[{"id":1,"qty":1}]`, `[1,2]` or `1,2` (every unit of each). Answers the pairs, or a
 * sentence saying what is wrong.
 */
export function parseItems(raw: string): { id: number; qty: number | null }[] | string {
  const text = raw.trim();
  let values: unknown;
  if (text.startsWith('[')) {
    try {
      values = JSON.parse(text);
    } catch {
      return 'items must be a JSON list or comma-separated item ids';
    }
  } else values = text.split(',').map((v) => v.trim());
  if (!Array.isArray(values) || values.length === 0) return 'Choose at least one item';
  const out: { id: number; qty: number | null }[] = [];
  for (const value of values) {
    const entry = typeof value === 'object' && value !== null ? (value as { id?: unknown; qty?: unknown }) : null;
    const id = Number(entry ? entry.id : value);
    const qty = entry && entry.qty !== undefined ? Number(entry.qty) : null;
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return 'items must be order item ids';
    if (qty !== null && (!Number.isInteger(qty) || qty < 1)) return 'Each item quantity must be 1 or more';
    if (out.some((o) => o.id === id)) return `Item ${id} is listed twice`;
    out.push({ id, qty });
  }
  return out;
}
