// Issue 33, "Book weekly": times picked in the parent's zone are sent in the teacher's; the server's four weeks and
// total are shown before the payment, which names the plan; a refusal naming the date is shown as sent.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RequestHandler } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { PlanItem } from "@shared/plans";
import type { PublicUser } from "@shared/users";
import { klass, NOW, student } from "@/features/bookings/test/booking-test-utils";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import BookWeeklyPage from "./book-weekly";

// The viewer is in London, the teacher in New York (5 hours behind); it is Wednesday 2 December 2026.
const previousTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/London";
});
afterAll(() => {
  if (previousTz === undefined) delete process.env.TZ;
  else process.env.TZ = previousTz;
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const parent = { id: 2, firstName: "Maryam", lastName: "Khan", currentRole: "parent", roles: ["parent"] } as PublicUser;

// Monday and Wednesday 17:00 in New York: 22:00 in London.
const weekSlots = [
  { date: "2026-12-07", time: "17:00", startsAt: "2026-12-07T22:00:00.000Z", available: true },
  { date: "2026-12-09", time: "17:00", startsAt: "2026-12-09T22:00:00.000Z", available: true },
  { date: "2026-12-09", time: "18:00", startsAt: "2026-12-09T23:00:00.000Z", available: false },
];

const lessons = ["07", "09", "14", "16", "21", "28", "30"].map((d, i) => ({
  bookingId: 100 + i,
  scheduledAt: `2026-12-${d}T22:00:00.000Z`,
}));
const plan: PlanItem = {
  id: 9,
  status: "pending_payment",
  classId: 5,
  studentId: 11,
  weekly: [
    { day: 1, time: "17:00" },
    { day: 3, time: "17:00" },
  ],
  currentCycle: {
    number: 1,
    startsOn: "2026-12-02",
    endsOn: "2026-12-29",
    amount: "140.00",
    lessons,
    skipped: [{ date: "2026-12-23", time: "17:00", reason: "day_off" }],
  },
  renewsOn: "2026-12-27",
  nextCycle: null,
  parentId: 2,
  teacherId: 3,
  studentName: "Yusuf",
  teacherName: "Aisha Rahman",
  classTitle: "Tajweed for Beginners",
  timeZone: "America/New_York",
  createdAt: NOW.toISOString(),
  cancelledAt: null,
  lastLessonAt: null,
  nextWeekly: null,
  credits: { count: 0, amount: "0.00" },
  pauses: [],
  payBy: null,
};

function mockPage(handlers: RequestHandler[] = [], saved: PlanItem = plan) {
  let current = saved;
  mockApi(
    ...handlers,
    http.get("/api/user", () => HttpResponse.json(parent)),
    http.get("/api/classes/5", () => HttpResponse.json(klass())),
    http.get("/api/classes/5/availability", () => HttpResponse.json(weekSlots)),
    http.get("/api/student/profiles", () => HttpResponse.json([student(11, "Yusuf")])),
    http.post("/api/plans", () => HttpResponse.json(plan, { status: 201 })),
    http.get("/api/plans/9", () => HttpResponse.json(current)),
    http.get("/setup", () => HttpResponse.json({ clientToken: "sandbox-token", mode: "simulator", clientId: null })),
    http.post("/order", () =>
      HttpResponse.json({ id: "SIM-9", status: "CREATED", planId: 9, paymentStatus: "pending" }),
    ),
    http.post("/order/SIM-9/capture", () => {
      current = { ...saved, status: "active", payBy: null };
      return HttpResponse.json({ id: "SIM-9", status: "COMPLETED", planId: 9, paymentStatus: "paid" });
    }),
  );
}

function renderPage(path = "/class/5/weekly") {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/class/:id/weekly">
          <BookWeeklyPage />
        </Route>
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

const times = () => screen.getByRole("list", { name: "Weekly times" });

describe("Book weekly", () => {
  it("sends the picked times in the teacher's zone, then shows the four weeks, pays the plan and confirms", async () => {
    const user = userEvent.setup();
    mockPage();
    const location = renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Book weekly lessons" })).toBeInTheDocument();
    // The taken 18:00 is not offered; 17:00 in New York is shown as London's 10:00 PM.
    await screen.findByRole("list", { name: "Weekly times" });
    const offered = within(times()).getAllByRole("button");
    expect(offered.map((b) => b.textContent)).toEqual(["10:00 PM", "10:00 PM"]);
    await user.click(offered[0]);
    await user.click(offered[1]);
    expect(offered[0]).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Review the four weeks" }));

    const [sent] = requests("POST", "/api/plans");
    expect(await sent.json()).toEqual({
      classId: 5,
      studentId: 11,
      startsOn: "2026-12-02",
      weekly: [
        { day: 1, time: "17:00" },
        { day: 3, time: "17:00" },
      ],
    });
    expect(await screen.findByRole("heading", { name: "Lessons in these four weeks: 7" })).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe("/class/5/weekly?plan=9");
    expect(screen.getByText("December 23, 2026")).toBeInTheDocument();
    expect(screen.getByText("Total for four weeks").nextElementSibling).toHaveTextContent("$140.00");

    await user.click(await screen.findByRole("button", { name: "Sandbox payment" }));
    expect(await screen.findByText("Your weekly plan is active")).toBeInTheDocument();
    const [order] = requests("POST", "/order");
    expect(await order.json()).toEqual({ amount: "140.00", currency: "USD", intent: "CAPTURE", planId: 9 });
    expect(screen.getByRole("link", { name: "See your plans" })).toHaveAttribute("href", "/parent/dashboard?tab=plans");
  });

  it("asks for a weekly time before sending anything", async () => {
    const user = userEvent.setup();
    mockPage();
    renderPage();
    await screen.findByRole("list", { name: "Weekly times" });
    await user.click(screen.getByRole("button", { name: "Review the four weeks" }));
    expect(await screen.findByText("Choose at least one weekly time")).toBeInTheDocument();
    expect(requests("POST", "/api/plans")).toHaveLength(0);
  });

  it("shows the server's refusal, which names the date, and stays on the form", async () => {
    const user = userEvent.setup();
    const message = "Wed, December 9, 2026 at 17:00 is already booked by another family";
    mockPage([http.post("/api/plans", () => HttpResponse.json({ message }, { status: 409 }))]);
    renderPage();
    await screen.findByRole("list", { name: "Weekly times" });
    await user.click(within(times()).getAllByRole("button")[1]);
    await user.click(screen.getByRole("button", { name: "Review the four weeks" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("button", { name: "Review the four weeks" })).toBeEnabled();
  });
});

describe("Book weekly: a refused renewal paid by hand (past due)", () => {
  // The renewal made cycle 2 and its charge was refused; the family has until 3 December 10:00 to pay it.
  const next = { ...plan.currentCycle, number: 2, startsOn: "2026-12-30", endsOn: "2027-01-26", amount: "120.00" };
  const pastDue: PlanItem = { ...plan, status: "past_due", nextCycle: next, payBy: "2026-12-03T10:00:00.000Z" };

  it("shows the next four weeks and pays their amount; the plan is then active", async () => {
    const user = userEvent.setup();
    mockPage([], pastDue);
    renderPage("/class/5/weekly?plan=9");
    expect(await screen.findByText("Total for four weeks")).toBeInTheDocument();
    expect(screen.getByText("Total for four weeks").nextElementSibling).toHaveTextContent("$120.00");
    expect(screen.getByText(/The saved payment method was refused/)).toHaveTextContent(
      "pay by Thu, December 3 at 10:00 AM (Europe/London) to keep these times.",
    );
    expect(screen.getByText("PayPal saves the payment method you use now for the next renewals.")).toBeInTheDocument();
    // No "Choose other times" for a renewal: the plan and its paid lessons stand.
    expect(screen.queryByRole("button", { name: "Choose other times" })).toBeNull();
    await user.click(await screen.findByRole("button", { name: "Sandbox payment" }));
    expect(await screen.findByText("Your weekly plan is active")).toBeInTheDocument();
    expect(screen.getByText(/next four weeks is booked and paid/)).toBeInTheDocument();
    const [order] = requests("POST", "/order");
    expect(await order.json()).toEqual({ amount: "120.00", currency: "USD", intent: "CAPTURE", planId: 9 });
  });

  it("says the plan can no longer be paid once its time to pay ran out, and offers no payment", async () => {
    const user = userEvent.setup();
    mockPage([], { ...pastDue, payBy: "2026-12-02T09:00:00.000Z" });
    const location = renderPage("/class/5/weekly?plan=9");
    expect(await screen.findByText("This plan can no longer be paid")).toBeInTheDocument();
    expect(screen.getByText(/The time to pay the renewal ran out on/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sandbox payment" })).toBeNull();
    expect(screen.getByRole("link", { name: "See your plans" })).toHaveAttribute("href", "/parent/dashboard?tab=plans");
    await user.click(screen.getByRole("button", { name: "Book weekly again" }));
    expect(location.history?.at(-1)).toBe("/class/5/weekly");
    expect(await screen.findByRole("list", { name: "Weekly times" })).toBeInTheDocument();
  });
});
