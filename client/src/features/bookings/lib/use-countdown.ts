// Clocks a component watches: a countdown to an unpaid booking's expiry, and the moment a policy boundary passes
// (12 hours before a lesson), so what a row or dialog says never lags behind what the server would do.
import { useEffect, useReducer, useState } from "react";

const SECOND = 1000;
// setTimeout takes at most 2^31 - 1 ms (about 24.8 days); a later moment is waited for in steps.
const MAX_TIMEOUT = 2_147_483_647;

/**
 * Milliseconds left until `deadline` (ISO), re-read every second and stopping at zero; null without a deadline.
 * It counts from the clock, not from the ticks, so a throttled background tab is right again on its next tick.
 */
export function useCountdown(deadline: string | null): number | null {
  const end = deadline ? Date.parse(deadline) : Number.NaN;
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (Number.isNaN(end)) return;
    if (Date.now() >= end) {
      // A deadline already past (a new one, or an old tab): show zero now rather than after a tick.
      setNow(Date.now());
      return;
    }
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= end) clearInterval(id);
    }, SECOND);
    return () => clearInterval(id);
  }, [end]);
  if (Number.isNaN(end)) return null;
  return Math.max(0, end - now);
}

/** "mm:ss" of a countdown, rounded up so that "00:00" means it is over. */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / SECOND);
  return `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}

/** Whole minutes left as the countdown shows them (its "mm"): what a screen reader is told, once a minute. */
export function countdownMinutes(ms: number): number {
  return Math.floor(Math.ceil(Math.max(0, ms) / SECOND) / 60);
}

/**
 * Renders the component again just after `instant` (epoch ms): what it derives from the clock at render (the policy
 * of shared/scheduling.ts, whether a lesson has started) then turns over on time, with nothing left open.
 */
export function useRenderAfter(instant: number): void {
  const [wakeups, wake] = useReducer((n: number) => n + 1, 0);
  const after = !Number.isFinite(instant) || Date.now() > instant;
  useEffect(() => {
    if (after) return;
    const id = setTimeout(wake, Math.min(instant - Date.now() + 1, MAX_TIMEOUT));
    return () => clearTimeout(id);
  }, [instant, after, wakeups]);
}
