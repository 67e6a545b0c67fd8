import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { NotificationItem } from "@shared/admin";
import type { BookingItem } from "@shared/bookings";
import { lessonLinks } from "@shared/links";
import type { DashboardFigures, PublicUser } from "@shared/users";
import { Toaster } from "@/components/ui/toaster";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { createQueryClient } from "@/lib/query-client";
import { HttpResponse, mockRoutes, requests } from "@/test/msw";
import AdminDashboardPage from "./admin-dashboard";

// The admin dashboard's issue-16 parts: the Lessons tab, tabs in the address, and the Notifications tab sharing the
// bell's list and read state. (admin-dashboard.test.tsx covers the rest of the page.)

const admin = {
  id: 1,
  username: "admin",
  firstName: "Amina",
  lastName: "Admin",
  userType: "admin",
  roles: ["admin"],
  currentRole: "admin",
} as PublicUser;
const figures: DashboardFigures = {
  role: "admin",
  teachers: 7,
  pendingApplications: 3,
  students: 42,
  classes: 11,
  bookings: 19,
};

const booking = (id: number, over: Partial<BookingItem> = {}): BookingItem => ({
  id,
  classId: 2,
  studentId: 8,
  parentId: 5,
  teacherId: 70,
  scheduledAt: "2026-03-02T15:00:00.000Z",
  endsAt: "2026-03-02T15:30:00.000Z",
  status: "scheduled",
  paymentStatus: "paid",
  amount: "15.00",
  notes: null,
  classTitle: "Arabic letters",
  studentName: "Yusuf",
  teacherName: "Khadija Osman",
  createdAt: "2026-02-20T10:00:00.000Z",
  expiresAt: null,
  attendance: null,
  hasReport: false,
  reviewId: null,
  awaitingReport: true,
  onHold: false,
  movedAtShortNotice: false,
  ...over,
});

const note = (id: number, read: boolean, data: NotificationItem["data"] = null): NotificationItem => ({
  id,
  type: "teacher_absent",
  title: `Notice ${id}`,
  message: "A lesson needs your attention.",
  data,
  read,
  userId: null,
  createdAt: "2026-03-02T16:00:00.000Z",
});

type Answer = (request: Request) => Response | Promise<Response>;

function mockPage(over: Record<string, Answer> = {}) {
  mockRoutes({
    "/api/user": () => HttpResponse.json(admin),
    "/api/dashboard": () => HttpResponse.json(figures),
    "/api/teachers?status=pending&limit=50": () => HttpResponse.json([]),
    "/api/notifications": () => HttpResponse.json([]),
    "/api/bookings?filter=awaiting_report": () => HttpResponse.json([]),
    "/api/bookings?filter=teacher_absent": () => HttpResponse.json([]),
    ...over,
  });
}

function renderPage(path = "/admin/dashboard", { withBell = false } = {}) {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>
        {/* The header's bell, as the app shows it above the page. */}
        {withBell ? <NotificationBell /> : null}
        <AdminDashboardPage />
        <Toaster />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

// The bell's dropdown is its own chunk: loaded once here, so no test waits on its transform.
beforeAll(async () => {
  await import("@/features/notifications/components/notification-menu");
});

describe("Admin dashboard: lessons", () => {
  it("lists the lessons awaiting a report and those the teacher missed, with class, teacher, child, time and payment", async () => {
    mockPage({
      "/api/bookings?filter=awaiting_report": () =>
        HttpResponse.json([booking(12)], { headers: { "X-Total-Count": "1" } }),
      "/api/bookings?filter=teacher_absent": () =>
        HttpResponse.json([
          booking(13, {
            classTitle: "Tajweed",
            studentName: "Maryam",
            status: "cancelled",
            paymentStatus: "refunded",
            attendance: "teacher_absent",
            awaitingReport: false,
            onHold: false,
            movedAtShortNotice: false,
          }),
        ]),
    });
    renderPage("/admin/dashboard?tab=lessons");
    const awaiting = within(await screen.findByRole("list", { name: "Awaiting report" }));
    const row = awaiting.getByRole("listitem");
    expect(within(row).getByRole("heading", { name: "Arabic letters" })).toBeInTheDocument();
    expect(within(row).getByText("Khadija Osman")).toBeInTheDocument();
    expect(within(row).getByText("Yusuf")).toBeInTheDocument();
    expect(within(row).getByText("Awaiting report")).toBeInTheDocument();
    expect(within(row).getByText("Paid")).toBeInTheDocument();
    expect(within(row).getByRole("time")).toHaveAttribute("dateTime", "2026-03-02T15:00:00.000Z");

    const absent = within(await screen.findByRole("list", { name: "Teacher absent" }));
    expect(absent.getByText("Maryam")).toBeInTheDocument();
    expect(absent.getByText("Refunded")).toBeInTheDocument();
    expect(absent.getByText("The family was refunded in full.")).toBeInTheDocument();
    // An awaiting lesson makes no refund claim.
    expect(within(row).queryByText(/refund/i)).toBeNull();
  });

  it("says where each missed lesson's refund stands, from its payment", async () => {
    const missed = { status: "cancelled", attendance: "teacher_absent", awaitingReport: false } as const;
    mockPage({
      "/api/bookings?filter=teacher_absent": () =>
        HttpResponse.json([
          booking(21, { ...missed, studentName: "Paid child", paymentStatus: "paid" }),
          booking(22, { ...missed, studentName: "Refunded child", paymentStatus: "refunded" }),
          booking(23, { ...missed, studentName: "Unpaid child", paymentStatus: "pending" }),
        ]),
    });
    renderPage("/admin/dashboard?tab=lessons");
    const absent = within(await screen.findByRole("list", { name: "Teacher absent" }));
    const [paid, refunded, unpaid] = absent.getAllByRole("listitem");
    expect(paid).toHaveTextContent("The family is being refunded in full.");
    expect(refunded).toHaveTextContent("The family was refunded in full.");
    expect(unpaid).toHaveTextContent("Not paid: nothing to refund.");
    expect(screen.getByText(/where the family's refund stands/)).toBeInTheDocument();
  });

  it("says so when no lesson needs attention", async () => {
    mockPage();
    renderPage("/admin/dashboard?tab=lessons");
    expect(await screen.findByRole("heading", { name: "No lessons awaiting a report" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "No teacher absences" })).toBeInTheDocument();
  });

  it("opens the tab in the address and highlights the booking a notification names", async () => {
    const scrolled = vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(() => undefined);
    mockPage({ "/api/bookings?filter=awaiting_report": () => HttpResponse.json([booking(11), booking(12)]) });
    renderPage(lessonLinks.adminLessons(12));
    expect(await screen.findByRole("tab", { name: /Lessons/, selected: true })).toBeInTheDocument();
    const rows = within(await screen.findByRole("list", { name: "Awaiting report" })).getAllByRole("listitem");
    expect(rows[1]).toHaveAttribute("aria-current", "true");
    expect(rows[0]).not.toHaveAttribute("aria-current");
    await waitFor(() => expect(scrolled.mock.contexts).toContain(rows[1]));
  });

  it("keeps the chosen tab in the address", async () => {
    mockPage();
    const location = renderPage();
    await userEvent.click(await screen.findByRole("tab", { name: /Lessons/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/admin/dashboard?tab=lessons"));
    expect(await screen.findByRole("heading", { name: "Lessons" })).toBeInTheDocument();
  });
});

describe("Admin dashboard: notifications", () => {
  // One server list for both: what the admin reads in one is read in the other.
  function mockFeed() {
    const feed = [note(1, false), note(2, false), note(3, true)];
    mockPage({
      "/api/notifications": () => HttpResponse.json(feed, { headers: { "X-Total-Count": "3" } }),
      "PATCH /api/notifications/1": () => ((feed[0] = { ...feed[0], read: true }), HttpResponse.json(feed[0])),
      "PATCH /api/notifications/2": () => ((feed[1] = { ...feed[1], read: true }), HttpResponse.json(feed[1])),
      "POST /api/notifications/read-all": () => (
        feed.forEach((n, i) => (feed[i] = { ...n, read: true })), HttpResponse.json({ updated: 2 })
      ),
    });
  }

  it("shows the bell's items with the same read state: read in the tab is read in the bell, and the other way", async () => {
    mockFeed();
    renderPage("/admin/dashboard?tab=notifications", { withBell: true });
    expect(await screen.findByRole("button", { name: "Notifications, 2 unread" })).toBeInTheDocument();
    expect(screen.getByText("2 unread")).toBeInTheDocument();

    await userEvent.click(await screen.findByRole("button", { name: "Mark Read: Notice 1" }));
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeInTheDocument();
    expect(requests("GET", "/api/admin/notifications")).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Notifications, 1 unread" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: /Notice 2/ }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Mark Read: Notice 2" })).toBeNull());
    expect(await screen.findByText("All read")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Notifications" })).toBeInTheDocument();
  });

  it("marks all read from the tab", async () => {
    mockFeed();
    renderPage("/admin/dashboard?tab=notifications", { withBell: true });
    await userEvent.click(await screen.findByRole("button", { name: "Mark all read" }));
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Mark Read:/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Mark all read" })).toBeDisabled();
    expect(requests("POST", "/api/notifications/read-all")).toHaveLength(1);
  });

  it("opens the lesson a notification is about from the tab", async () => {
    mockPage({
      "/api/notifications": () =>
        HttpResponse.json([note(4, false, { bookingId: 12, link: lessonLinks.adminLessons(12) })]),
      "PATCH /api/notifications/4": () => HttpResponse.json(note(4, true)),
      "/api/bookings?filter=awaiting_report": () => HttpResponse.json([booking(12)]),
    });
    const location = renderPage("/admin/dashboard?tab=notifications");
    await userEvent.click(await screen.findByRole("button", { name: "Open: Notice 4" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/admin/dashboard?tab=lessons&booking=12"));
    const row = within(await screen.findByRole("list", { name: "Awaiting report" })).getByRole("listitem");
    expect(row).toHaveAttribute("aria-current", "true");
    await waitFor(() => expect(requests("PATCH", "/api/notifications/4")).toHaveLength(1));
  });
});
