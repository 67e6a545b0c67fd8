// The parent's dashboard after the booking (issue 16): tabs from the address, Join lesson, reports and reviews.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { hifzHandlers } from "@/test/hifz";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { BookingItem } from "@shared/bookings";
import type { ProgressReportItem } from "@shared/lessons";
import type { StudentItem } from "@shared/students";
import type { DashboardFigures, PublicUser } from "@shared/users";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { HttpResponse, mockRoutes, requests, mockApi } from "@/test/msw";
import ParentDashboardPage from "./parent-dashboard";

const parent = {
  id: 4,
  username: "umm.yusuf",
  firstName: "Khadija",
  lastName: "Ali",
  userType: "parent",
  roles: ["parent"],
  currentRole: "parent",
} as PublicUser;
const figures: DashboardFigures = {
  role: "parent",
  children: 2,
  bookings: 5,
  completedSessions: 3,
  nextClassAt: null,
  amountSpent: "12.50",
};
const child = (id: number, name: string): StudentItem => ({
  id,
  parentId: 4,
  name,
  age: 8,
  level: "beginner",
  goals: null,
  specialNeeds: null,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
});

const MINUTE = 60_000;
/** A paid lesson of an hour starting `startsIn` minutes from now (negative: started already). */
const booking = (id: number, startsIn: number, over: Partial<BookingItem> = {}): BookingItem => ({
  id,
  classId: 20 + id,
  studentId: 11,
  parentId: 4,
  teacherId: 3,
  scheduledAt: new Date(Date.now() + startsIn * MINUTE).toISOString(),
  endsAt: new Date(Date.now() + (startsIn + 60) * MINUTE).toISOString(),
  status: "scheduled",
  paymentStatus: "paid",
  amount: "12.50",
  notes: null,
  classTitle: `Class ${id}`,
  studentName: "Amina Khan",
  teacherName: "Aisha Rahman",
  createdAt: "2030-03-01T00:00:00.000Z",
  expiresAt: null,
  attendance: null,
  hasReport: false,
  reviewId: null,
  awaitingReport: false,
  onHold: false,
  movedAtShortNotice: false,
  meetingUrl: "https://meet.example.com/room",
  reviewDue: false,
  ...over,
});

const report: ProgressReportItem = {
  id: 40,
  bookingId: 2,
  studentId: 11,
  classTitle: "Class 2",
  scheduledAt: "2030-03-01T14:00:00.000Z",
  teacherName: "Aisha Rahman",
  attendance: "present",
  content: "Makharij of the throat letters",
  rating: 5,
  feedback: null,
  homework: "Practise ha and kha",
  nextTopics: null,
  createdAt: "2030-03-01T15:10:00.000Z",
  updatedAt: "2030-03-01T15:10:00.000Z",
  editableUntil: "2030-03-03T15:10:00.000Z",
  hifz: [],
};

const held = (id: number, over: Partial<BookingItem> = {}) =>
  booking(id, -3 * 24 * 60, { status: "completed", attendance: "present", hasReport: true, reviewDue: true, ...over });

function renderPage(path: string, routes: Record<string, (request: Request) => Response> = {}) {
  mockRoutes({
    "/api/user": () => HttpResponse.json(parent),
    "/api/dashboard": () => HttpResponse.json(figures),
    "/api/student/profiles": () => HttpResponse.json([child(11, "Amina Khan"), child(12, "Yusuf Khan")]),
    ...routes,
  });
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>
        <ParentDashboardPage />
        <Toaster />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

// The pages ask for the child's hifz record and badges beside what these tests are about.
beforeEach(() => mockApi(...hifzHandlers()));

describe("ParentDashboardPage after the booking", () => {
  it("opens the Bookings tab of the address with the linked booking marked", async () => {
    renderPage("/parent/dashboard?tab=bookings&booking=2", {
      "/api/bookings": () => HttpResponse.json([booking(1, 600), booking(2, 1200), booking(3, 1800)]),
    });
    expect(await screen.findByRole("tab", { name: "Bookings" })).toHaveAttribute("aria-selected", "true");
    const list = await screen.findByRole("list", { name: "Your children's bookings" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows[1]).toHaveAttribute("aria-current", "true");
    await waitFor(() => expect(rows[1]).toHaveFocus());
  });

  it("reads a linked booking that is not on the first page and shows it marked above the list", async () => {
    renderPage("/parent/dashboard?tab=bookings&booking=40", {
      "/api/bookings": () =>
        HttpResponse.json([booking(1, 600), booking(2, 1200)], { headers: { "X-Total-Count": "30" } }),
      "/api/bookings/40": () => HttpResponse.json(held(40, { classTitle: "An older lesson" })),
    });
    const opened = await screen.findByRole("list", { name: "The booking you opened" });
    const row = within(opened).getByRole("listitem");
    expect(within(row).getByRole("heading", { name: "An older lesson" })).toBeInTheDocument();
    expect(row).toHaveAttribute("aria-current", "true");
    // The page's lesson actions come with it.
    expect(within(row).getByRole("button", { name: /View report of An older lesson/ })).toBeInTheDocument();
  });

  it("opens Progress on the child of the address", async () => {
    renderPage("/parent/dashboard?tab=progress&child=12", {
      "/api/bookings": () => HttpResponse.json([]),
      "/api/students/12/progress?limit=10": () =>
        HttpResponse.json({
          attendance: { present: 1, late: 0, absent: 0, rate: 1 },
          lessons: [],
          reports: [{ ...report, studentId: 12, classTitle: "Hifz" }],
          total: 1,
        }),
    });
    expect(await screen.findByRole("tab", { name: "Progress" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("heading", { name: "Hifz" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Child" })).toHaveValue("12");
    expect(requests("GET", "/api/students/11/progress")).toEqual([]);
  });

  it("shows 'Join lesson' only from 15 minutes before the start until the end, with the lesson's link", async () => {
    renderPage("/parent/dashboard?tab=bookings", {
      "/api/bookings": () =>
        HttpResponse.json([
          booking(1, 10), // opens in the 15 minutes before
          booking(2, -30), // under way
          booking(3, 20), // too early
          booking(4, -61), // over
          booking(5, 5, { meetingUrl: undefined, paymentStatus: "pending" }), // unpaid: the server sent no link
          booking(6, 5, { status: "cancelled" }),
        ]),
    });
    const list = await screen.findByRole("list", { name: "Your children's bookings" });
    const rows = within(list).getAllByRole("listitem");
    // Issue 17: the lessons to come first, the next on top; then the rest in the server's order.
    expect(rows.map((row) => within(row).getByRole("heading").textContent)).toEqual([
      "Class 5",
      "Class 1",
      "Class 3",
      "Class 2",
      "Class 4",
      "Class 6",
    ]);
    const row = (title: string) => rows.find((r) => within(r).getByRole("heading").textContent === title)!;
    const join = (title: string) => within(row(title)).queryByRole("link", { name: "Join lesson" });
    expect(join("Class 1")).toHaveAttribute("href", "https://meet.example.com/room");
    expect(join("Class 1")).toHaveAttribute("target", "_blank");
    expect(join("Class 2")).not.toBeNull();
    expect(["Class 3", "Class 4", "Class 5", "Class 6"].map(join)).toEqual([null, null, null, null]);
  });

  it("asks for a review of a held lesson and sends it from the dialog", async () => {
    let reviewed = false;
    renderPage("/parent/dashboard", {
      "/api/bookings": () => HttpResponse.json([held(2, reviewed ? { reviewDue: false, reviewId: 9 } : {})]),
      "POST /api/reviews": () => {
        reviewed = true;
        return HttpResponse.json({ id: 9 }, { status: 201 });
      },
    });
    const asking = await screen.findByRole("region", { name: "Review requests" });
    expect(
      within(asking).getByRole("heading", { name: "How was Amina Khan's lesson with Aisha Rahman?" }),
    ).toBeInTheDocument();
    await userEvent.click(within(asking).getByRole("button", { name: "Write a review of Class 2" }));
    const dialog = await screen.findByRole("dialog", { name: "Write a review" });
    await userEvent.click(within(dialog).getByRole("radio", { name: "4 stars" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit Review" }));
    expect(await screen.findByText("Thank you for your review")).toBeInTheDocument();
    expect(await requests("POST", "/api/reviews")[0]!.json()).toEqual({ bookingId: 2, rating: 4 });
    await waitFor(() => expect(screen.queryByRole("region", { name: "Review requests" })).toBeNull());
    expect(screen.queryByRole("button", { name: /Write a review/ })).toBeNull();
  });

  it("dismisses a review request, and the booking still offers 'Write a review'", async () => {
    let dismissed = false;
    renderPage("/parent/dashboard?tab=bookings", {
      "/api/bookings": () => HttpResponse.json([held(2, { reviewDue: !dismissed })]),
      "POST /api/bookings/2/review-request/dismiss": () => {
        dismissed = true;
        return new HttpResponse(null, { status: 204 });
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Dismiss the review request for Class 2" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Review requests" })).toBeNull());
    expect(requests("POST").map((r) => r.path)).toEqual(["/api/bookings/2/review-request/dismiss"]);
    const list = screen.getByRole("list", { name: "Your children's bookings" });
    expect(within(list).getByRole("button", { name: "Write a review of Class 2" })).toBeInTheDocument();
  });

  it("shows the attendance and opens the teacher's report with 'View report'", async () => {
    renderPage("/parent/dashboard?tab=bookings", {
      "/api/bookings": () => HttpResponse.json([held(2, { reviewDue: false, reviewId: 9 }), booking(3, 600)]),
      "/api/bookings/2/report": () => HttpResponse.json(report),
    });
    const list = await screen.findByRole("list", { name: "Your children's bookings" });
    // The lesson to come is listed first (issue 17), the held one after it.
    const [upcoming, done] = within(list).getAllByRole("listitem");
    expect(within(done!).getByText("Present")).toBeInTheDocument();
    expect(within(upcoming!).queryByRole("button", { name: /View report/ })).toBeNull();
    await userEvent.click(within(done!).getByRole("button", { name: "View report of Class 2, Amina Khan" }));
    const dialog = await screen.findByRole("dialog", { name: "Progress report" });
    expect(await within(dialog).findByText("Makharij of the throat letters")).toBeInTheDocument();
    expect(within(dialog).getByRole("note", { name: "Homework" })).toHaveTextContent("Practise ha and kha");
    expect(within(dialog).getByRole("img", { name: "Rated 5 out of 5" })).toBeInTheDocument();
  });

  it("says so when the report is not there (404), rather than failing", async () => {
    renderPage("/parent/dashboard?tab=bookings", {
      "/api/bookings": () => HttpResponse.json([held(2, { reviewDue: false, reviewId: 9 })]),
      "/api/bookings/2/report": () => HttpResponse.json({ message: "Report not found" }, { status: 404 }),
    });
    const list = await screen.findByRole("list", { name: "Your children's bookings" });
    await userEvent.click(within(list).getByRole("button", { name: "View report of Class 2, Amina Khan" }));
    const dialog = await screen.findByRole("dialog", { name: "Progress report" });
    expect(await within(dialog).findByText("This lesson has no report yet.")).toBeInTheDocument();
  });
});
