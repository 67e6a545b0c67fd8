import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { lessonLinks } from "@shared/links";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { NOTIFICATIONS_REFRESH_MS, unreadHeader } from "../api/get-notifications";
import { NotificationBell } from "./notification-bell";

const note = (id: number, read: boolean, data: Record<string, unknown> | null = null) => ({
  id,
  type: "reminder",
  title: `Notice ${id}`,
  message: "Please complete your application",
  data,
  read,
  userId: 5,
  createdAt: "2026-11-20T10:00:00.000Z",
});

function renderBell() {
  const location = memoryLocation({ path: "/", record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>
        <NotificationBell />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

// The dropdown is its own chunk, loaded on first use: loaded here once, so no test waits on its transform.
beforeAll(async () => {
  await import("./notification-menu");
});

describe("NotificationBell", () => {
  it("shows the unread count and marks a notification read when chosen", async () => {
    mockApi(
      http.get("/api/notifications", () => HttpResponse.json([note(1, false), note(2, true)])),
      http.patch("/api/notifications/:id", () => HttpResponse.json(note(1, true))),
    );
    const location = renderBell();
    const bell = await screen.findByRole("button", { name: "Notifications, 1 unread" });
    await userEvent.click(bell);
    await userEvent.click(await screen.findByRole("menuitem", { name: /Notice 1/ }));
    await waitFor(() => expect(requests("PATCH")).toHaveLength(1));
    const [patch] = requests("PATCH", "/api/notifications/1");
    expect(await patch.text()).toBe('{"read":true}');
    // Without a link, choosing it goes nowhere.
    expect(location.history).toEqual(["/"]);
  });

  it("opens the page a notification is about, and never another site", async () => {
    const link = lessonLinks.review(70, 3);
    let read = false;
    mockApi(
      http.get("/api/notifications", () =>
        HttpResponse.json([note(1, read, { reviewId: 3, link }), note(2, true, { link: "//evil.example/x" })]),
      ),
      http.patch("/api/notifications/:id", () => {
        read = true;
        return HttpResponse.json(note(1, true));
      }),
    );
    const location = renderBell();
    await userEvent.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: /Notice 1/ }));
    await waitFor(() => expect(location.history).toEqual(["/", "/teachers/70#review-3"]));
    await waitFor(() => expect(requests("PATCH", "/api/notifications/1")).toHaveLength(1));

    await userEvent.click(await screen.findByRole("button", { name: "Notifications" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: /Notice 2/ }));
    expect(location.history).toEqual(["/", "/teachers/70#review-3"]);
    // Already read: no second PATCH.
    expect(requests("PATCH")).toHaveLength(1);
  });

  it("marks every notification read with 'Mark all read'", async () => {
    let allRead = false;
    mockApi(
      http.get("/api/notifications", () => HttpResponse.json([note(1, allRead), note(2, allRead), note(3, true)])),
      http.post("/api/notifications/read-all", () => {
        allRead = true;
        return HttpResponse.json({ updated: 2 });
      }),
    );
    renderBell();
    await userEvent.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Mark all read" }));
    // The open menu hides the rest of the page from assistive technology, the bell included.
    expect(await screen.findByRole("button", { name: "Notifications", hidden: true })).toBeInTheDocument();
    expect(requests("POST", "/api/notifications/read-all")).toHaveLength(1);
    // The menu stays open, its items now read, and the action gone.
    expect(screen.getByRole("menuitem", { name: /Notice 1/ })).not.toHaveTextContent("Unread");
    expect(screen.queryByRole("menuitem", { name: "Mark all read" })).toBeNull();
  });

  it("takes the unread count from X-Unread-Count when the page carries it, else counts the loaded ones", () => {
    expect(unreadHeader({ items: [], total: 0, headers: new Headers({ "X-Unread-Count": "17" }) })).toBe(17);
    expect(unreadHeader({ items: [], total: 0, headers: new Headers({ "X-Unread-Count": "lots" }) })).toBeNull();
    expect(unreadHeader({ items: [], total: 0, headers: new Headers() })).toBeNull();
    expect(unreadHeader({ items: [], total: 0 })).toBeNull();
  });

  it.each([
    [13, "13", "Notifications, 13 unread"],
    [99, "99", "Notifications, 99 unread"],
    [150, "99+", "Notifications, more than 99 unread"],
  ])(
    "with %i unread the badge shows %s and the bell's name says the same (label in name)",
    async (unread, badge, name) => {
      mockApi(
        http.get("/api/notifications", () =>
          HttpResponse.json([note(1, false)], { headers: { "X-Unread-Count": String(unread) } }),
        ),
      );
      renderBell();
      const bell = await screen.findByRole("button", { name });
      expect(bell).toHaveTextContent(new RegExp(`^${badge.replace("+", "\\+")}$`));
    },
  );

  it("shows 8 at first, then more with 'Show more', loading the next page when the first runs out", async () => {
    const page = (ids: number[]) =>
      HttpResponse.json(
        ids.map((id) => note(id, true)),
        { headers: { "X-Total-Count": "12" } },
      );
    mockApi(
      http.get("/api/notifications", ({ request }) =>
        new URL(request.url).search === "" ? page([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) : page([11, 12]),
      ),
    );
    renderBell();
    await userEvent.click(await screen.findByRole("button", { name: "Notifications" }));
    await screen.findByRole("menuitem", { name: /Notice 1(?!\d)/ });
    expect(screen.queryByRole("menuitem", { name: /Notice 9/ })).toBeNull();
    await userEvent.click(screen.getByRole("menuitem", { name: "Show more" }));
    expect(await screen.findByRole("menuitem", { name: /Notice 12/ })).toBeInTheDocument();
    expect(requests("GET", "/api/notifications?offset=10")).toHaveLength(1);
    expect(screen.queryByRole("menuitem", { name: "Show more" })).toBeNull();
  });
});

describe("NotificationBell: new notifications", () => {
  afterEach(() => vi.useRealTimers());

  /** One unread notification at first; a second one arrives after the first answer. */
  function mockArriving() {
    let calls = 0;
    mockApi(
      http.get("/api/notifications", () =>
        HttpResponse.json(calls++ === 0 ? [note(1, false)] : [note(2, false), note(1, false)]),
      ),
    );
  }

  it("asks again every minute while the page is open", async () => {
    // Only the interval is faked: the test's own waits keep real timeouts.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    mockArriving();
    renderBell();
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeInTheDocument();
    vi.advanceTimersByTime(NOTIFICATIONS_REFRESH_MS - 1);
    expect(requests("GET", "/api/notifications")).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(await screen.findByRole("button", { name: "Notifications, 2 unread" })).toBeInTheDocument();
    expect(requests("GET", "/api/notifications")).toHaveLength(2);
  });

  it("asks again when the viewer comes back to the page", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    mockArriving();
    renderBell();
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeInTheDocument();
    vi.setSystemTime(Date.now() + NOTIFICATIONS_REFRESH_MS);
    window.dispatchEvent(new Event("visibilitychange"));
    expect(await screen.findByRole("button", { name: "Notifications, 2 unread" })).toBeInTheDocument();
  });
});
