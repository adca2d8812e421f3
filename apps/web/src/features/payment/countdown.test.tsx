import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, formatRemaining } from './countdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Countdown', () => {
  it('formats the time left as hours, minutes and seconds', () => {
    expect(formatRemaining(24 * 3600 * 1000)).toBe('24:00:00');
    expect(formatRemaining(61_500)).toBe('00:01:01');
    expect(formatRemaining(0)).toBe('00:00:00');
  });

  it('counts down every second to the deadline', async () => {
    render(<Countdown deadline="2026-01-01T12:00:05Z" />);
    expect(screen.getByRole('timer')).toHaveTextContent('02:00:05');
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('02:00:02');
  });

  it('says the time is over at the deadline and tells the page once', async () => {
    const onExpire = vi.fn();
    render(<Countdown deadline="2026-01-01T10:00:02Z" onExpire={onExpire} />);
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('Payment time is over');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
