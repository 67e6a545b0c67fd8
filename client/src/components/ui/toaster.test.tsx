import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { preloadToasts, Toaster } from "./toaster";

describe("Toaster", () => {
  it("puts the toasts' live region on the page in its first render once the code is here", async () => {
    await preloadToasts();
    render(<Toaster />);
    // In the same commit, not after a Suspense retry: a modal dialog opened in between would hide a region added
    // later from assistive technology, and its toasts with it.
    expect(screen.getByRole("region", { name: /^Notifications/ })).toBeInTheDocument();
  });
});
