import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { PublicUser } from "@shared/users";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { CalendarFeedCard } from "./calendar-feed-card";

const OLD = "https://halaqa.example/calendar/0ldT0kenAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics";
const NEW = "https://halaqa.example/calendar/n3wT0kenBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics";
const parent = {
  id: 4,
  username: "umm.yusuf",
  email: "k@example.com",
  firstName: "Khadija",
  lastName: "Ali",
  roles: ["parent"],
} as PublicUser;

function setup(who: PublicUser = parent) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CalendarFeedCard user={who} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe("CalendarFeedCard", () => {
  it("shows the private link read-only, says what it lists, and copies it", async () => {
    mockApi(http.get("/api/calendar/feed-url", () => HttpResponse.json({ url: OLD })));
    const writeText = vi.fn().mockResolvedValue(undefined);
    setup();
    const field = await screen.findByLabelText("Your calendar link");
    await waitFor(() => expect(field).toHaveValue(OLD));
    expect(field).toHaveAttribute("readonly");
    expect(
      screen.getByText(
        /Google Calendar and Apple Calendar can subscribe to this private link\. It lists your children's lessons/,
      ),
    ).toBeInTheDocument();
    // user-event installs its own clipboard on setup: the spy goes on after it.
    const user = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(OLD);
    expect(await screen.findByText("Link copied")).toBeInTheDocument();
  });

  it("names the lessons a teacher who is also a parent gets", async () => {
    mockApi(http.get("/api/calendar/feed-url", () => HttpResponse.json({ url: OLD })));
    setup({ ...parent, roles: ["teacher", "parent"] });
    expect(await screen.findByText(/It lists the lessons you teach and your children's lessons/)).toBeInTheDocument();
  });

  it("resets the link only after the confirmation says the old one stops working, then shows the new one", async () => {
    mockApi(
      http.get("/api/calendar/feed-url", () => HttpResponse.json({ url: OLD })),
      http.post("/api/calendar/feed-url/reset", () => HttpResponse.json({ url: NEW })),
    );
    setup();
    await waitFor(() => expect(screen.getByLabelText("Your calendar link")).toHaveValue(OLD));
    await userEvent.click(screen.getByRole("button", { name: "Reset link" }));
    const dialog = await screen.findByRole("dialog", { name: "Reset your calendar link?" });
    expect(dialog).toHaveTextContent("The old link stops working");
    // Keeping it sends nothing.
    await userEvent.click(screen.getByRole("button", { name: "Keep link" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests("POST")).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Reset link" }));
    const confirm = await screen.findByRole("dialog");
    await userEvent.click(within(confirm).getByRole("button", { name: "Reset link" }));
    expect(await screen.findByText("Calendar link reset")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Your calendar link")).toHaveValue(NEW));
    expect(requests("POST", "/api/calendar/feed-url/reset")).toHaveLength(1);
    expect(requests("GET", "/api/calendar/feed-url")).toHaveLength(1);
  });

  it("says why a reset failed and keeps the old link", async () => {
    mockApi(
      http.get("/api/calendar/feed-url", () => HttpResponse.json({ url: OLD })),
      http.post("/api/calendar/feed-url/reset", () =>
        HttpResponse.json({ message: "Service temporarily unavailable. Please try again." }, { status: 503 }),
      ),
    );
    setup();
    await waitFor(() => expect(screen.getByLabelText("Your calendar link")).toHaveValue(OLD));
    await userEvent.click(screen.getByRole("button", { name: "Reset link" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Reset link" }));
    expect(await screen.findByText("Failed to reset the link")).toBeInTheDocument();
    expect(screen.getByText("Service temporarily unavailable. Please try again.")).toBeInTheDocument();
    expect(screen.getByLabelText("Your calendar link")).toHaveValue(OLD);
  });

  it("offers to try again when the link cannot be loaded", async () => {
    let calls = 0;
    mockApi(
      http.get("/api/calendar/feed-url", () =>
        ++calls === 1
          ? HttpResponse.json({ message: "Service temporarily unavailable. Please try again." }, { status: 503 })
          : HttpResponse.json({ url: OLD }),
      ),
    );
    setup();
    expect(await screen.findByText("Your calendar link could not be loaded.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reset link" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByLabelText("Your calendar link")).toHaveValue(OLD));
  });
});
