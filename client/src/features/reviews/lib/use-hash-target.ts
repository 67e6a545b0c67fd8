import { useSyncExternalStore } from "react";

// wouter's browser location leaves the hash out; a notification's link to a review ends with #review-{id}.
// Navigations by wouter (pushState/replaceState, which it announces as events) and by the browser are followed.
const EVENTS = ["hashchange", "popstate", "pushState", "replaceState"] as const;

function subscribe(onChange: () => void) {
  for (const event of EVENTS) window.addEventListener(event, onChange);
  return () => {
    for (const event of EVENTS) window.removeEventListener(event, onChange);
  };
}

const currentHash = () => window.location.hash;

/** The id in the address's `#{prefix}-{id}` (e.g. #review-12), or null. */
export function useHashTarget(prefix: string): number | null {
  const hash = useSyncExternalStore(subscribe, currentHash, () => "");
  const match = new RegExp(`^#${prefix}-([1-9]\\d{0,9})$`).exec(hash);
  return match ? Number(match[1]) : null;
}
