import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";
import { inArabic } from "@/test/i18n";
import { http, HttpResponse, mockApi } from "@/test/msw";
import { NotificationBell } from "./notification-bell";

const note = (id: number, read: boolean, over: { message?: string; userId?: number | null } = {}) => ({
  id,
  type: "reminder",
  // The server's fixed title for a confirmed booking, and a title it would never write.
  title: id === 1 ? "Booking confirmed" : `Notice ${id}`,
  message: "Please complete your application",
  data: null,
  read,
  userId: 5,
  createdAt: "2026-11-20T10:00:00.000Z",
  ...over,
});

const renderBell = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={memoryLocation({ path: "/" }).hook}>
        <NotificationBell />
      </Router>
    </QueryClientProvider>,
  );

// The dropdown is its own chunk: loaded once here, as the English test does.
beforeAll(async () => {
  await import("./notification-menu");
}, 60_000);

describe("NotificationBell in Arabic", () => {
  it("counts the unread in Arabic and translates the menu, and the server's fixed titles", async () => {
    await inArabic();
    mockApi(
      http.get("/api/notifications", () =>
        HttpResponse.json([
          // An admin's feedback, in their own words: shown as written, though "Qualifications: Required" looks like a
          // field's message the file knows.
          note(1, false, { message: "Qualifications: Required" }),
          note(2, false),
          // The admins' shared feed, written in English: its messages are shown in Arabic.
          note(3, true, { userId: null, message: "Omar Farouk submitted a teacher application." }),
        ]),
      ),
    );
    renderBell();
    // The badge shows the digit, so the name holds it too (axe: label-content-name-mismatch).
    const bell = await screen.findByRole("button", { name: "الإشعارات، غير المقروءة: 2" });
    await userEvent.click(bell);
    expect(await screen.findByRole("menuitem", { name: "تحديد الكل كمقروء" })).toBeInTheDocument();
    expect(screen.getByText("الإشعارات")).toBeInTheDocument();
    expect(screen.getAllByText("غير مقروء:")).toHaveLength(2);
    // Stored by the server in English: a fixed title the translation file knows is shown in Arabic, any other as
    // written.
    expect(screen.getByText("تم تأكيد الحجز")).toBeInTheDocument();
    expect(screen.queryByText("Booking confirmed")).toBeNull();
    expect(screen.getByText("Notice 2")).toBeInTheDocument();
    expect(screen.getByText("Qualifications: Required")).toBeInTheDocument();
    // A user's own notification is written in their language by the server; one from before keeps its words.
    expect(screen.getByText("Please complete your application")).toBeInTheDocument();
    expect(screen.getByText("طلب تدريس جديد من \u2068Omar Farouk\u2069.")).toBeInTheDocument();
    expect(screen.queryByText("Mark all read")).toBeNull();
  });

  it("names a count above the badge's 99+ as 'more than 99' in Arabic", async () => {
    await inArabic();
    mockApi(
      http.get("/api/notifications", () =>
        HttpResponse.json([note(1, false)], { headers: { "X-Unread-Count": "150" } }),
      ),
    );
    renderBell();
    expect(await screen.findByRole("button", { name: "الإشعارات، أكثر من 99 إشعارًا غير مقروء" })).toHaveTextContent(
      /^99\+$/,
    );
  });
});
