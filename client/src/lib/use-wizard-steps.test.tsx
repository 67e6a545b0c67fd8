import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useWizardSteps, type WizardSteps } from "./use-wizard-steps";

/** A three-step wizard: a heading per step and a field to send focus to. */
function renderWizard(onStepChange?: (step: number) => void) {
  const api: { current: WizardSteps | null } = { current: null };
  function Wizard() {
    const steps = useWizardSteps({ count: 3, onStepChange });
    api.current = steps;
    return (
      <div>
        <h2 ref={steps.headingRef} tabIndex={-1}>
          Step {steps.step + 1}
        </h2>
        <input aria-label="Field" />
        <button type="button">Elsewhere</button>
      </div>
    );
  }
  render(<Wizard />);
  return () => api.current!;
}

describe("useWizardSteps", () => {
  it("moves on once per step, even when asked twice from the same step (a double click)", () => {
    const steps = renderWizard();
    act(() => {
      steps().next(0);
      steps().next(0);
    });
    expect(steps().step).toBe(1);
    expect(steps().current()).toBe(1);
    expect(screen.getByRole("heading", { name: "Step 2" })).toHaveFocus();
  });

  it("stays within the steps", () => {
    const steps = renderWizard();
    act(() => steps().previous());
    expect(steps().step).toBe(0);
    act(() => steps().setStep(7));
    expect(steps().step).toBe(2);
    act(() => steps().next(2));
    expect(steps().step).toBe(2);
    act(() => steps().setStep((s) => s - 1));
    expect(steps().step).toBe(1);
  });

  it("reports the new step before moving focus to its heading", () => {
    const seen: Array<[number, boolean]> = [];
    const onStepChange = vi.fn((step: number) => {
      seen.push([step, document.activeElement === screen.getByRole("heading")]);
    });
    const steps = renderWizard(onStepChange);
    expect(onStepChange).not.toHaveBeenCalled();
    act(() => steps().setStep(2));
    expect(seen).toEqual([[2, false]]);
    expect(screen.getByRole("heading", { name: "Step 3" })).toHaveFocus();
  });

  it("goTo focuses what it is given on the new step, and the heading when the step is already shown", () => {
    const steps = renderWizard();
    act(() => steps().goTo(1, () => screen.getByLabelText("Field").focus()));
    expect(steps().step).toBe(1);
    expect(screen.getByLabelText("Field")).toHaveFocus();

    screen.getByRole("button", { name: "Elsewhere" }).focus();
    act(() => steps().goTo(1));
    expect(screen.getByRole("heading", { name: "Step 2" })).toHaveFocus();

    // A later plain change focuses the heading again: goTo's target is used once.
    act(() => steps().goTo(5));
    expect(steps().step).toBe(2);
    expect(screen.getByRole("heading", { name: "Step 3" })).toHaveFocus();
  });
});
