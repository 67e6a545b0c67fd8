import { useCallback } from "react";
import { useSearchParams } from "wouter";

/**
 * A dashboard's tab kept in the address (?tab=bookings), so a notification's link, the header's menu and the back
 * button open the right tab. An unknown or missing value is the first tab. Changing tabs replaces the history entry
 * and drops the other parameters (an opened booking belongs to the tab it was opened from).
 */
export function useTabParam<T extends string>(tabs: readonly T[], fallback: T = tabs[0]): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get("tab");
  const tab = value !== null && (tabs as readonly string[]).includes(value) ? (value as T) : fallback;
  const setTab = useCallback((next: T) => setParams({ tab: next }, { replace: true }), [setParams]);
  return [tab, setTab];
}

/** A numeric id in the address (?booking=12), or null. */
export function useIdParam(name: string): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const id = raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const setId = useCallback(
    (next: number | null) =>
      setParams(
        (prev) => {
          const copy = new URLSearchParams(prev);
          if (next === null) copy.delete(name);
          else copy.set(name, String(next));
          return copy;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [id, setId];
}
