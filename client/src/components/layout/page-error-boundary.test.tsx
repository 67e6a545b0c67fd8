import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { isChunkError, PageErrorBoundary } from "./page-error-boundary";

let failing = true;
function Fragile({ error }: { error: Error }): React.ReactNode {
  if (failing) throw error;
  return <p>The page itself</p>;
}

function renderAt(key: string, error: Error) {
  return render(
    <Router hook={memoryLocation({ path: "/" }).hook}>
      <PageErrorBoundary resetKey={key}>
        <Fragile error={error} />
      </PageErrorBoundary>
    </Router>,
  );
}

describe("PageErrorBoundary", () => {
  beforeEach(() => {
    failing = true;
    // React reports the caught error on the console; it is expected here.
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows what happened instead of a blank app, and tries again in place", async () => {
    renderAt("/a", new TypeError("Cannot read properties of undefined (reading 'map')"));
    expect(screen.getByRole("heading", { name: "This page could not be shown" })).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong");
    // No stack, no message of the code's own: the family is not shown internals.
    expect(screen.queryByText(/reading 'map'/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    failing = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("The page itself")).toBeInTheDocument();
  });

  it("clears with 'Home' even on the home page, where the address does not change", async () => {
    renderAt("/", new Error("boom"));
    failing = false;
    await userEvent.click(screen.getByRole("link", { name: "Home" }));
    expect(screen.getByText("The page itself")).toBeInTheDocument();
  });

  it("clears when the address changes", () => {
    const error = new Error("boom");
    const { rerender } = renderAt("/a", error);
    expect(screen.getByRole("heading", { name: "This page could not be shown" })).toBeInTheDocument();
    failing = false;
    rerender(
      <Router hook={memoryLocation({ path: "/" }).hook}>
        <PageErrorBoundary resetKey="/b">
          <Fragile error={error} />
        </PageErrorBoundary>
      </Router>,
    );
    expect(screen.getByText("The page itself")).toBeInTheDocument();
  });

  it("offers a reload when the page's code could not be fetched (a release since the tab opened)", () => {
    renderAt(
      "/a",
      new TypeError(
        "Failed to fetch dynamically imported module: https://halaqa.example/assets/parent-dashboard-1a2b.js",
      ),
    );
    expect(screen.getByText(/may have been updated/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload the page" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("tells a chunk that failed to load from other errors", () => {
    expect(isChunkError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkError(new Error("error loading dynamically imported module"))).toBe(true);
    expect(isChunkError(new Error("Unable to preload CSS for /assets/parent-dashboard-1a2b.css"))).toBe(true);
    expect(isChunkError(new Error("boom"))).toBe(false);
    expect(isChunkError("Failed to fetch dynamically imported module")).toBe(false);
  });
});
