import { describe, expect, it } from 'vitest';
import { addWorkingDays, bookableDays, deliveryPromise, wibToday } from './slot-dates';

// Saturday 28 November 2026, 10:00 WIB.
const SATURDAY = new Date('2026-11-28T03:00:00Z');
const MON_SAT = [1, 2, 3, 4, 5, 6];

describe('the delivery promise: lead time and transit in the store’s working days', () => {
  it('the issue’s Jepara → Denpasar sofa (5–8 days) ordered on Saturday 28 Nov cannot come on Monday 30 Nov', () => {
    const calendar = { lead_days: 2, horizon_days: 21, working_days: MON_SAT };
    const promise = deliveryPromise(SATURDAY, calendar, 8);
    // lead: Mon 30 Nov (1), Tue 1 Dec (2); transit: Wed 2 … Sat 5 (4), Mon 7 … Thu 10 (8)
    expect(promise).toEqual({ ship_by: '2026-12-01', earliest: '2026-12-10' });
    const days = bookableDays(SATURDAY, calendar, 8);
    expect(days[0]).toBe('2026-12-10');
    expect(days).not.toContain('2026-11-30');
  });

  it('without a service only the lead time counts (the old slots answer)', () => {
    const calendar = { lead_days: 2, horizon_days: 21, working_days: MON_SAT };
    expect(deliveryPromise(SATURDAY, calendar)).toEqual({ ship_by: '2026-12-01', earliest: '2026-12-01' });
  });

  it('lead time 0: today when the store works today, else its next working day', () => {
    expect(deliveryPromise(SATURDAY, { lead_days: 0, horizon_days: 7, working_days: MON_SAT }).ship_by).toBe(
      '2026-11-28',
    );
    expect(deliveryPromise(SATURDAY, { lead_days: 0, horizon_days: 7, working_days: [1, 2, 3, 4, 5] }).ship_by).toBe(
      '2026-11-30',
    );
  });

  it('transit counts working days only: a Monday-to-Friday store skips the weekend', () => {
    const calendar = { lead_days: 1, horizon_days: 14, working_days: [1, 2, 3, 4, 5] };
    // ship by Mon 30 Nov; 6 working days later is Tue 8 Dec
    expect(deliveryPromise(SATURDAY, calendar, 6)).toEqual({ ship_by: '2026-11-30', earliest: '2026-12-08' });
  });

  it('holidays move both the ship-by day and the earliest delivery', () => {
    const calendar = { lead_days: 2, horizon_days: 21, working_days: MON_SAT, holidays: ['2026-11-30', '2026-12-03'] };
    // lead: Tue 1 (1), Wed 2 (2); transit 3: Thu 3 is closed → Fri 4 (1), Sat 5 (2), Mon 7 (3)
    expect(deliveryPromise(SATURDAY, calendar, 3)).toEqual({ ship_by: '2026-12-02', earliest: '2026-12-07' });
    const days = bookableDays(SATURDAY, { ...calendar, holidays: ['2026-12-08'] }, 3);
    expect(days.slice(0, 3)).toEqual(['2026-12-04', '2026-12-05', '2026-12-07']);
    expect(days).not.toContain('2026-12-08');
    expect(days).not.toContain('2026-12-06');
  });

  it('a long transit still leaves at least a week of days to choose from', () => {
    const calendar = { lead_days: 2, horizon_days: 7, working_days: MON_SAT };
    const days = bookableDays(SATURDAY, calendar, 14);
    expect(days[0]).toBe('2026-12-17');
    expect(days[days.length - 1]).toBe('2026-12-24');
  });

  it('days are WIB days: 23:30 WIB on Saturday is still Saturday, 00:30 WIB is Sunday', () => {
    expect(wibToday(new Date('2026-11-28T16:30:00Z'))).toBe('2026-11-28');
    expect(wibToday(new Date('2026-11-28T17:30:00Z'))).toBe('2026-11-29');
  });

  it('addWorkingDays never loops on a calendar without working days', () => {
    expect(typeof addWorkingDays('2026-11-28', 2, { working_days: [] })).toBe('string');
  });
});
