import { act, render, screen } from "@testing-library/react";
import { toast as sonner } from "sonner";
import { describe, expect, it } from "vitest";
import { toast, Toaster } from "@/components/ui/toaster";

// The two tests run in order: the first leaves a toast on screen, the second looks for what is left of it.
describe("the client tests' setup, between two tests", () => {
  it("a test may end with a toast on screen", async () => {
    render(<Toaster />);
    act(() => void toast({ title: "Left over" }));
    expect(await screen.findByText("Left over")).toBeInTheDocument();
  });

  it("the next test starts without it: sonner does not replay it into the next Toaster", async () => {
    expect(sonner.getToasts()).toEqual([]);
    render(<Toaster />);
    // Sonner would replay a still-active toast on its next tick.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText("Left over")).toBeNull();
  });
});
