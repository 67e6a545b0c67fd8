import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { NotificationBell } from "./notification-bell";

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
const note = (id: number, read: boolean) => ({
  id,
  type: "reminder",
  title: `Notice ${id}`,
  message: "Please complete your application",
  data: null,
  read,
  userId: 5,
  createdAt: "2026-11-20T10:00:00.000Z",
});

afterEach(() => vi.unstubAllGlobals());

describe("NotificationBell", () => {
  it("shows the unread count and marks a notification read when chosen", async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) =>
      init?.method === "PATCH" ? json({ ...note(1, true) }) : json(url === "/api/notifications" ? [note(1, false), note(2, true)] : {}),
    );
    vi.stubGlobal("fetch", fetch);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <NotificationBell />
      </QueryClientProvider>,
    );
    const bell = await screen.findByRole("button", { name: "Notifications, 1 unread" });
    await userEvent.click(bell);
    await userEvent.click(await screen.findByRole("menuitem", { name: /Notice 1/ }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith("/api/notifications/1", expect.objectContaining({ method: "PATCH", body: '{"read":true}' })),
    );
  });

  it("shows 8 at first, then more with 'Show more', loading the next page when the first runs out", async () => {
    const page = (ids: number[]) =>
      new Response(JSON.stringify(ids.map((id) => note(id, true))), { status: 200, headers: { "content-type": "application/json", "X-Total-Count": "12" } });
    const fetch = vi.fn(async (url: string) => (url === "/api/notifications" ? page([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) : page([11, 12])));
    vi.stubGlobal("fetch", fetch);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <NotificationBell />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Notifications" }));
    await screen.findByRole("menuitem", { name: /Notice 1(?!\d)/ });
    expect(screen.queryByRole("menuitem", { name: /Notice 9/ })).toBeNull();
    await userEvent.click(screen.getByRole("menuitem", { name: "Show more" }));
    expect(await screen.findByRole("menuitem", { name: /Notice 12/ })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith("/api/notifications?offset=10", expect.anything());
    expect(screen.queryByRole("menuitem", { name: "Show more" })).toBeNull();
  });
});
