import { act, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast as sonner } from "sonner";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog";
import { toast, Toaster } from "./toaster";

const region = () => screen.getByRole("region", { name: /^Notifications/ });
const items = () => within(region()).queryAllByRole("listitem");

// Sonner keeps its toasts in module state: a toast left from one test must not appear in the next one's Toaster.
afterEach(() => {
  sonner.dismiss();
  vi.useRealTimers();
});

describe("Toaster", () => {
  it("puts the toasts' live region on the page in its first render, before any toast", () => {
    render(<Toaster />);
    // In the same commit, not later: a modal dialog opened in between would hide a region added later from assistive
    // technology, and its toasts with it.
    expect(region()).toHaveAttribute("aria-live", "polite");
    expect(items()).toHaveLength(0);
  });

  it("announces a toast shown from within a modal dialog", async () => {
    render(
      <>
        <button type="button">Outside</button>
        <Toaster />
        <Dialog open>
          <DialogContent>
            <DialogTitle>Review</DialogTitle>
            <DialogDescription>Review the teacher.</DialogDescription>
          </DialogContent>
        </Dialog>
      </>,
    );
    await screen.findByRole("dialog");
    // The dialog hides the rest of the page from assistive technology...
    expect(screen.queryByRole("button", { name: "Outside" })).toBeNull();
    act(() => void toast({ title: "Interview Scheduled", description: "The interview has been scheduled." }));
    // ...but not the live region that was there before it opened (getByRole skips what assistive technology cannot
    // reach).
    const item = await within(region()).findByRole("listitem");
    expect(item).toHaveTextContent("Interview Scheduled");
    expect(item).toHaveTextContent("The interview has been scheduled.");
  });

  it("shows one toast at a time: a new one replaces the one on screen", async () => {
    render(<Toaster />);
    act(() => void toast({ title: "Draft Restored" }));
    await within(region()).findByText("Draft Restored");
    act(() => void toast({ title: "Class Created", description: "Your class has been created successfully." }));
    await within(region()).findByText("Class Created");
    // Not merely hidden behind the new one (sonner's visibleToasts): gone, so no unseen toast stays focusable.
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]).toHaveTextContent("Class Created");
  });

  it("styles an error as destructive and makes it interrupt; other toasts wait their turn", async () => {
    render(<Toaster />);
    act(
      () => void toast({ title: "Login failed", description: "Invalid username or password", variant: "destructive" }),
    );
    const error = (await within(region()).findByText("Login failed")).closest("li")!;
    expect(error).toHaveClass("bg-destructive-soft", "text-destructive");
    expect(error).not.toHaveClass("bg-card");
    expect(region()).toHaveAttribute("aria-live", "assertive");

    act(() => void toast({ title: "Welcome back!", description: "Logged in as Amina Khan" }));
    const success = (await within(region()).findByText("Welcome back!")).closest("li")!;
    expect(success).toHaveClass("bg-card");
    expect(success).not.toHaveClass("bg-destructive-soft");
    expect(region()).toHaveAttribute("aria-live", "polite");
    expect(within(success).getByRole("button", { name: "Close" })).toBeInTheDocument();
  });

  it("keeps a toast for 5000 ms (spec §9)", async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void toast({ title: "Reminder Sent" }));
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(within(region()).getByText("Reminder Sent")).toBeInTheDocument();
    // Past its time, plus sonner's exit animation.
    await act(() => vi.advanceTimersByTimeAsync(100 + 500));
    expect(items()).toHaveLength(0);
  });
});
