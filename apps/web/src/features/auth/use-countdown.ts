import { useEffect, useState } from 'react';

/** Seconds left of a `seconds`-long wait that started at `startedAt` (epoch ms): survives a page reload. */
export function useCountdown(startedAt: number, seconds: number) {
  const left = () => Math.max(0, Math.ceil(seconds - (Date.now() - startedAt) / 1000));
  const [secondsLeft, setSecondsLeft] = useState(left);
  useEffect(() => {
    const tick = () => setSecondsLeft(Math.max(0, Math.ceil(seconds - (Date.now() - startedAt) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [startedAt, seconds]);
  return secondsLeft;
}

/** 125 → '02:05' */
export function formatCountdown(secondsLeft: number) {
  const mm = String(Math.floor(secondsLeft / 60)).padStart(2, '0');
  const ss = String(secondsLeft % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
