import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { useStepHistory } from "./use-step-history";

function Wizard() {
  const [step, setStep] = useState(0);
  useStepHistory({ key: "test", step, show: setStep });
  return (
    <div>
      <p>Step {step + 1}</p>
      <button type="button" onClick={() => setStep((s) => s + 1)}>
        Next
      </button>
    </div>
  );
}

describe("useStepHistory", () => {
  it("makes each step an entry: Back shows the previous step, Forward the next", async () => {
    const before = window.history.length;
    render(<Wizard />);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Step 3")).toBeInTheDocument();
    expect(window.history.length).toBe(before + 2);
    window.history.back();
    await waitFor(() => expect(screen.getByText("Step 2")).toBeInTheDocument());
    window.history.back();
    await waitFor(() => expect(screen.getByText("Step 1")).toBeInTheDocument());
    window.history.forward();
    await waitFor(() => expect(screen.getByText("Step 2")).toBeInTheDocument());
    // Showing a step from the history adds no entry of its own.
    expect(window.history.length).toBe(before + 2);
  });
});
