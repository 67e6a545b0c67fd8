import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { NotificationBell } from "./notification-bell";

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

describe("NotificationBell", () => {
  it("shows the unread count and marks a notification read when chosen", async () => {
    mockApi(
      http.get("/api/notifications", () => HttpResponse.json([note(1, false), note(2, true)])),
      http.patch("/api/notifications/:id", () => HttpResponse.json(note(1, true))),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <NotificationBell />
      </QueryClientProvider>,
    );
    const bell = await screen.findByRole("button", { name: "Notifications, 1 unread" });
    await userEvent.click(bell);
    await userEvent.click(await screen.findByRole("menuitem", { name: /Notice 1/ }));
    await waitFor(() => expect(requests("PATCH")).toHaveLength(1));
    const [patch] = requests("PATCH", "/api/notifications/1");
    expect(await patch.text()).toBe('{"read":true}');
  });

  it("shows 8 at first, then more with 'Show more', loading the next page when the first runs out", async () => {
    const page = (ids: number[]) => HttpResponse.json(ids.map((id) => note(id, true)), { headers: { "X-Total-Count": "12" } });
    mockApi(
      http.get("/api/notifications", ({ request }) =>
        new URL(request.url).search === "" ? page([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) : page([11, 12]),
      ),
    );
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
    expect(requests("GET", "/api/notifications?offset=10")).toHaveLength(1);
    expect(screen.queryByRole("menuitem", { name: "Show more" })).toBeNull();
  });
});
