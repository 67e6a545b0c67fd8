import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { BookingItem } from "@shared/bookings";
import type { StudentItem } from "@shared/students";
import type { DashboardFigures, PublicUser } from "@shared/users";
import { Toaster } from "@/components/ui/toaster";
import { parentFigures } from "@/features/dashboard/components/parent-figures";
import { createQueryClient } from "@/lib/query-client";
import { HttpResponse, mockRoutes, requests } from "@/test/msw";
import { planItem } from "@/test/plan-item";
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
  nextClassAt: "2030-03-04T14:00:00.000Z",
  amountSpent: "12.50",
};

const amina: StudentItem = {
  id: 11,
  parentId: 4,
  name: "Amina Khan",
  age: 8,
  level: "intermediate",
  goals: "Finish Juz 'Amma",
  specialNeeds: null,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
};

const booking = (id: number, over: Partial<BookingItem> = {}): BookingItem => ({
  id,
  classId: 20 + id,
  studentId: 11,
  parentId: 4,
  teacherId: 3,
  scheduledAt: "2030-03-04T14:00:00.000Z",
  endsAt: "2030-03-04T15:00:00.000Z",
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
  ...over,
});

const bookings = [
  booking(1, { paymentStatus: "pending" }),
  booking(2),
  booking(3, { status: "completed" }),
  booking(4),
  booking(5),
];

const parentApi = (over: Record<string, () => Response> = {}) =>
  mockRoutes({
    "/api/user": () => HttpResponse.json(parent),
    "/api/dashboard": () => HttpResponse.json(figures),
    "/api/student/profiles": () => HttpResponse.json([amina]),
    "/api/bookings": () => HttpResponse.json(bookings),
    ...over,
  });

function renderPage(path = "/parent/dashboard") {
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

beforeEach(() => localStorage.clear());

describe("ParentDashboardPage", () => {
  it("shows the real figures from GET /api/dashboard, never the placeholders", async () => {
    parentApi();
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Parent Dashboard" })).toBeInTheDocument();
    const figuresRow = await screen.findByRole("region", { name: "Your figures" });
    const value = (label: string) => within(figuresRow).getByText(label).nextElementSibling;
    await waitFor(() => expect(value("Spent")).toHaveTextContent("$12.50"));
    expect(value("Children")).toHaveTextContent("2");
    expect(value("Bookings")).toHaveTextContent("5");
    expect(within(figuresRow).getByText("3 completed sessions")).toBeInTheDocument();
    const next = parentFigures(figures).find((f) => f.label === "Next class")!;
    expect(value("Next class")).toHaveTextContent(next.value);
    expect(within(figuresRow).getByText(next.hint!)).toBeInTheDocument();
    // Spec §9's placeholders ('Tomorrow', 24 sessions) must not appear.
    expect(screen.queryByText("Tomorrow")).toBeNull();
    expect(within(figuresRow).queryByText("24")).toBeNull();
  });

  it("lists the children and the 3 most recent bookings, with Pay now only for the unpaid one", async () => {
    parentApi();
    renderPage();
    expect(await screen.findByRole("heading", { name: "Amina Khan" })).toBeInTheDocument();
    const recent = await screen.findByRole("list", { name: "Your most recent bookings" });
    const items = within(recent).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    // Issue 17: the lessons to come first (the next on top), so the completed Class 3 gives way to Class 4.
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "Class 1",
      "Class 2",
      "Class 4",
    ]);
    expect(within(recent).queryByText("Class 3")).toBeNull();
    expect(within(items[0]!).getByRole("link", { name: "Pay now for Class 1, Amina Khan" })).toHaveAttribute(
      "href",
      "/class/21/book?booking=1",
    );
    expect(within(items[1]!).getByText("Paid")).toBeInTheDocument();
    expect(within(items[1]!).queryByRole("link", { name: /Pay now/ })).toBeNull();
    expect(within(recent).getAllByRole("link", { name: /Pay now/ })).toHaveLength(1);
  });

  it("'Pay now' navigates to the booking wizard's payment step", async () => {
    parentApi();
    const location = renderPage();
    const recent = await screen.findByRole("list", { name: "Your most recent bookings" });
    await userEvent.click(within(recent).getByRole("link", { name: /Pay now/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/class/21/book?booking=1"));
  });

  it("'View all' opens the Bookings tab with every booking and the viewer's time zone", async () => {
    parentApi();
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "View all bookings" }));
    expect(screen.getByRole("tab", { name: "Bookings" })).toHaveAttribute("aria-selected", "true");
    const all = await screen.findByRole("list", { name: "Your children's bookings" });
    expect(within(all).getAllByRole("listitem")).toHaveLength(5);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone.replaceAll("_", " ");
    expect(screen.getByText(new RegExp(`Times are shown in your time zone \\(${zone}\\)`))).toBeInTheDocument();
  });

  it("opens the Plans tab from ?tab=plans with the family's weekly plans, and a tab chosen goes into the address", async () => {
    parentApi({ "/api/plans": () => HttpResponse.json([planItem()], { headers: { "X-Total-Count": "1" } }) });
    const location = renderPage("/parent/dashboard?tab=plans");
    expect(await screen.findByRole("tab", { name: "Plans", selected: true })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Weekly plans" })).toBeInTheDocument();
    const plans = await screen.findByRole("list", { name: "Your weekly plans" });
    expect(within(plans).getByRole("heading", { name: "Hifz Juz 'Amma" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Bookings" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/parent/dashboard?tab=bookings"));
    await userEvent.click(screen.getByRole("tab", { name: "Plans" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/parent/dashboard?tab=plans"));
  });

  it("invites a parent with no children to add the first, and opens the modal", async () => {
    parentApi({ "/api/student/profiles": () => HttpResponse.json([]), "/api/bookings": () => HttpResponse.json([]) });
    renderPage();
    expect(await screen.findByRole("heading", { name: "No children added yet" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "No bookings yet" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add Your First Child" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Child Profile" });
    expect(within(dialog).getByLabelText("Age")).toHaveValue(6);
  });

  it("opens the modal prefilled to edit a child", async () => {
    parentApi();
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Edit Amina Khan" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Child Profile" });
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Amina Khan");
  });

  it("has a Progress tab and a Find Teachers link, each kept in the address", async () => {
    parentApi({
      "/api/students/11/progress?limit=10": () =>
        HttpResponse.json({
          attendance: { present: 0, late: 0, absent: 0, rate: null },
          lessons: [],
          reports: [],
          total: 0,
        }),
    });
    const location = renderPage();
    await userEvent.click(await screen.findByRole("tab", { name: "Progress" }));
    expect(await screen.findByRole("heading", { name: "No progress yet" })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe("/parent/dashboard?tab=progress");
    await userEvent.click(screen.getByRole("tab", { name: "Find Teachers" }));
    expect(await screen.findByRole("link", { name: "Browse Teachers" })).toHaveAttribute("href", "/browse-teachers");
    expect(location.history.at(-1)).toBe("/parent/dashboard?tab=teachers");
  });

  it("tells a user without the parent role that this page is not theirs, with a link home", async () => {
    mockRoutes({
      "/api/user": () =>
        HttpResponse.json({ ...parent, userType: "teacher", roles: ["teacher"], currentRole: "teacher" }),
    });
    renderPage();
    expect(await screen.findByRole("heading", { name: "This dashboard is for parents" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
    expect(requests().map((r) => r.path)).toEqual(["/api/user"]);
  });

  it("asks a parent acting as teacher to switch role before showing parent data", async () => {
    mockRoutes({
      "/api/user": () => HttpResponse.json({ ...parent, roles: ["parent", "teacher"], currentRole: "teacher" }),
    });
    renderPage();
    expect(await screen.findByRole("button", { name: "Switch to Parent" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "You are viewing Halaqa as Teacher" })).toBeInTheDocument();
    expect(requests().map((r) => r.path)).toEqual(["/api/user"]);
  });
});
