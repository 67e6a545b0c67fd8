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
});
