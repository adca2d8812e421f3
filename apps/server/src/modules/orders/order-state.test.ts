import { describe, expect, it } from 'vitest';
import { actionsFor, checkTransition, splitBySeller } from './order-state';

describe('order state machine rules', () => {
  it('lets the seller process, ship and deliver, and the buyer complete from shipped or delivered', () => {
    expect(checkTransition('seller', 'paid', 'processing')).toBe('ok');
    expect(checkTransition('seller', 'processing', 'shipped')).toBe('ok');
    expect(checkTransition('seller', 'shipped', 'delivered')).toBe('ok');
    expect(checkTransition('buyer', 'shipped', 'completed')).toBe('ok');
    expect(checkTransition('buyer', 'delivered', 'completed')).toBe('ok');
  });

  it('calls a status the actor never sets forbidden, and a wrong starting point illegal', () => {
    expect(checkTransition('buyer', 'paid', 'processing')).toBe('forbidden');
    expect(checkTransition('seller', 'delivered', 'completed')).toBe('forbidden');
    expect(checkTransition('seller', 'awaiting_payment', 'paid')).toBe('forbidden');
    expect(checkTransition('seller', 'awaiting_payment', 'processing')).toBe('illegal');
    expect(checkTransition('buyer', 'processing', 'cancelled')).toBe('illegal');
    expect(checkTransition('seller', 'shipped', 'cancelled')).toBe('illegal');
    expect(checkTransition('buyer', 'cancelled', 'cancelled')).toBe('illegal');
  });

  it('lists the actions each side has now', () => {
    expect(actionsFor('buyer', 'paid')).toEqual(['cancelled']);
    expect(actionsFor('seller', 'paid')).toEqual(['processing', 'cancelled']);
    expect(actionsFor('seller', 'completed')).toEqual([]);
  });
});

describe('splitting a checkout by seller', () => {
  it('makes one order per seller with per-store shipping and a proportional discount summing exactly', () => {
    const orders = splitBySeller(
      [
        { seller_id: 1, price: 100_001, qty: 1 },
        { seller_id: 2, price: 200_000, qty: 1 },
        { seller_id: 1, price: 50_000, qty: 2 },
        { seller_id: 3, price: 33_333, qty: 1 },
      ],
      50_000,
      25_000,
    );
    expect(orders.map((o) => o.seller_id)).toEqual([1, 2, 3]);
    expect(orders.map((o) => o.subtotal)).toEqual([200_001, 200_000, 33_333]);
    expect(orders.reduce((s, o) => s + o.discount, 0)).toBe(50_000);
    for (const o of orders) expect(o.total).toBe(o.subtotal - o.discount + 25_000);
  });

  it('never discounts a store below zero', () => {
    const orders = splitBySeller(
      [
        { seller_id: 1, price: 1, qty: 1 },
        { seller_id: 2, price: 1, qty: 1 },
      ],
      2,
      0,
    );
    expect(orders.map((o) => o.total)).toEqual([0, 0]);
  });
});
