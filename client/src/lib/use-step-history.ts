// A wizard's steps as browser history (issue 32): each step shown is an entry (same address, the step in
// history.state), so the browser's Back goes to the previous step and Forward returns.
import { useEffect, useRef } from "react";

const KEY = "wizardStep";

const stepIn = (state: unknown): number | null => {
  const value = (state as Record<string, unknown> | null)?.[KEY];
  return typeof value === "number" ? value : null;
};

/**
 * Keeps `step` in the history: the first step replaces the current entry, each later change pushes one, and Back or
 * Forward shows the entry's step through `show` (which must not push again). Leaving the wizard's first entry by
 * Back is the router's, as any other page's.
 */
export function useStepHistory(step: number, show: (step: number) => void): void {
  const showRef = useRef(show);
  showRef.current = show;
  // The step a Back or Forward asked for: its change is the history's own, not a new entry.
  const popped = useRef<number | null>(null);

  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      const target = stepIn(event.state);
      if (target === null) return;
      popped.current = target;
      showRef.current(target);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  useEffect(() => {
    const entry = stepIn(window.history.state);
    if (popped.current === step || entry === step) {
      popped.current = null;
      return;
    }
    const state = { ...(window.history.state as object | null), [KEY]: step };
    if (entry === null) window.history.replaceState(state, "");
    else window.history.pushState(state, "");
  }, [step]);
}
