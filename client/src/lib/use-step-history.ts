// A wizard's steps as browser history (issue 32): each step the user moves to is an entry (`?step=2`), so the
// browser's Back and Forward walk the steps; a reloaded `?step=` opens at the first step (its draft is offered back).
import { useCallback, useEffect, useRef } from "react";

const STATE_KEY = "wizardStep";

interface StepEntry {
  /** Which wizard wrote the entry (one page may hold only one, but the key keeps others' entries apart). */
  key: string;
  step: number;
  /** The entry before this one is the previous step of the same wizard: the wizard's own Back is history's Back. */
  back: boolean;
}

interface StepHistoryOptions {
  key: string;
  step: number;
  /** Shows a step (the wizard's setStep). */
  show: (step: number) => void;
  /** The step that can be shown when history asks for `step` (a step needing data the wizard no longer has). */
  reachable?: (step: number) => number;
}

const entryOf = (state: unknown): StepEntry | null => {
  const entry = (state as Record<string, unknown> | null)?.[STATE_KEY] as StepEntry | undefined;
  return entry && typeof entry.step === "number" && typeof entry.key === "string" ? entry : null;
};

function urlFor(step: number): string {
  const url = new URL(window.location.href);
  if (step === 0) url.searchParams.delete("step");
  else url.searchParams.set("step", String(step + 1));
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface StepHistory {
  /** The next step change replaces the current entry instead of adding one (a link that opens at a later step). */
  replaceNext: () => void;
  /** The wizard's own Back: history's Back when the entry before is the previous step, else a new entry. */
  back: () => void;
}

export function useStepHistory({ key, step, show, reachable = (s) => s }: StepHistoryOptions): StepHistory {
  const recorded = useRef<number | null>(null);
  const fromHistory = useRef<number | null>(null);
  const replace = useRef(false);
  const latest = useRef({ step, show, reachable });
  latest.current = { step, show, reachable };

  // Each step shown is written down: the first (the page's own entry) and a replacement in place, others added.
  useEffect(() => {
    if (recorded.current === step) return;
    const previous = recorded.current;
    recorded.current = step;
    if (fromHistory.current === step) {
      fromHistory.current = null;
      return;
    }
    const entry: StepEntry = { key, step, back: previous !== null && previous === step - 1 };
    if (previous === null || replace.current) {
      replace.current = false;
      const kept = (window.history.state as Record<string, unknown> | null) ?? {};
      window.history.replaceState({ ...kept, [STATE_KEY]: { ...entry, back: false } }, "", urlFor(step));
    } else {
      window.history.pushState({ [STATE_KEY]: entry }, "", urlFor(step));
    }
  }, [key, step]);

  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      const entry = entryOf(event.state);
      if (!entry || entry.key !== key) return;
      const { step: shown, show: showStep, reachable: canShow } = latest.current;
      const target = canShow(entry.step);
      if (target !== entry.step) {
        // Not reachable now (e.g. a booking started over): this entry now says what is shown.
        window.history.replaceState({ [STATE_KEY]: { ...entry, step: target, back: false } }, "", urlFor(target));
      }
      if (target === shown) return;
      fromHistory.current = target;
      showStep(target);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [key]);

  const replaceNext = useCallback(() => {
    replace.current = true;
  }, []);
  const back = useCallback(() => {
    const entry = entryOf(window.history.state);
    const { step: shown, show: showStep } = latest.current;
    if (entry?.key === key && entry.step === shown && entry.back) window.history.back();
    else showStep(Math.max(shown - 1, 0));
  }, [key]);

  return { replaceNext, back };
}
