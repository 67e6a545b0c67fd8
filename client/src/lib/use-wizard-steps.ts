// The steps of a multi-step form (the booking wizard, the teacher application): which step shows, and where focus
// goes when it changes, so keyboard and screen-reader users start at the top of the new step (WCAG 2.4.3).
import { useCallback, useEffect, useRef, useState, type RefObject, type SetStateAction } from "react";

export interface WizardStepsOptions {
  /** How many steps there are; a step outside 0…count-1 is clamped. */
  count: number;
  /** Called after each step change, before focus moves (e.g. to save the step with a draft). */
  onStepChange?: (step: number) => void;
}

export interface WizardSteps {
  /** The step shown, from 0. */
  step: number;
  /** Shows another step (a number or an updater, as a state setter); focus then moves to its heading. */
  setStep: (next: SetStateAction<number>) => void;
  /** On from step `from`; compared with the step shown, so the second click of a double click skips nothing. */
  next: (from: number) => void;
  previous: () => void;
  /**
   * Shows `target` and moves focus to `focus` there (default: the heading), also when `target` is already shown:
   * a restored draft or a server error always lands focus where the user must look.
   */
  goTo: (target: number, focus?: () => void) => void;
  /** The step's heading: render it with tabIndex={-1}. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  focusHeading: () => void;
  /** The step at this moment, for callbacks that outlive a render (a form subscription). */
  current: () => number;
}

export function useWizardSteps({ count, onStepChange }: WizardStepsOptions): WizardSteps {
  const [step, setStepState] = useState(0);
  const last = Math.max(count - 1, 0);
  const stepRef = useRef(step);
  stepRef.current = step;
  const onStepChangeRef = useRef(onStepChange);
  onStepChangeRef.current = onStepChange;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // What goTo() asked to focus on the step it is about to show; the heading when nothing was asked.
  const pendingFocus = useRef<(() => void) | null>(null);

  const focusHeading = useCallback(() => headingRef.current?.focus(), []);

  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    onStepChangeRef.current?.(step);
    const focus = pendingFocus.current ?? focusHeading;
    pendingFocus.current = null;
    focus();
  }, [step, focusHeading]);

  const setStep = useCallback(
    (next: SetStateAction<number>) =>
      setStepState((current) => Math.min(Math.max(typeof next === "function" ? next(current) : next, 0), last)),
    [last],
  );
  const next = useCallback((from: number) => setStep((current) => (current === from ? from + 1 : current)), [setStep]);
  const previous = useCallback(() => setStep((current) => current - 1), [setStep]);

  const goTo = useCallback(
    (target: number, focus?: () => void) => {
      const clamped = Math.min(Math.max(target, 0), last);
      if (clamped === stepRef.current) {
        (focus ?? focusHeading)();
        return;
      }
      pendingFocus.current = focus ?? null;
      setStepState(clamped);
    },
    [last, focusHeading],
  );

  const current = useCallback(() => stepRef.current, []);

  return { step, setStep, next, previous, goTo, headingRef, focusHeading, current };
}
