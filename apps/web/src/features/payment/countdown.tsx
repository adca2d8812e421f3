import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n';
import { paymentMessages } from './i18n/messages';

/** Milliseconds until `deadline` (ISO string), ticking once a second, never below 0. */
export function useRemainingMs(deadline: string): number {
  const target = Date.parse(deadline);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return Number.isFinite(target) ? Math.max(0, target - now) : 0;
}

/** 'HH:MM:SS' for a number of milliseconds (hours may exceed 24). */
export function formatRemaining(ms: number): string {
  const total = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

type Props = { deadline: string; onExpire?: () => void };

/** A live countdown to the payment deadline; says so once the time is up. */
export function Countdown({ deadline, onExpire }: Props) {
  const t = useT(paymentMessages);
  const remaining = useRemainingMs(deadline);
  const isOver = remaining === 0;
  useEffect(() => {
    if (isOver) onExpire?.();
  }, [isOver, onExpire]);
  return (
    <span className="countdown" role="timer" aria-live="off" aria-label={t('timeLeft')}>
      {isOver ? t('timeOver') : formatRemaining(remaining)}
    </span>
  );
}
