import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { BookingItem } from "@shared/bookings";
import { preloadLessonDetails } from "@/features/lessons";
import { formatEventTime } from "@/lib/format";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi, mockRoutes, requests } from "@/test/msw";
import { bookingStatusBadge, paymentStatusBadge } from "./booking-badges";
import { TeacherBookings } from "./bookings-list";

const booking = (id: number, over: Partial<BookingItem> = {}): BookingItem => ({
  id,
  classId: 1,
  studentId: 1,
  parentId: 1,
  teacherId: 3,
  scheduledAt: "2030-03-04T14:00:00.000Z",
  endsAt: "2030-03-04T15:00:00.000Z",
  status: "scheduled",
  paymentStatus: "pending",
  amount: "25.00",
  notes: null,
  classTitle: "Tajweed for Beginners",
  studentName: `Student ${id}`,
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

const child = {
  id: 1,
  name: "Yusuf",
  age: 8,
  level: "beginner",
  goals: "Finish Juz 'Amma",
  specialNeeds: "Needs short breaks",
} as const;

function renderBookings(props: React.ComponentProps<typeof TeacherBookings> = {}) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TeacherBookings {...props} />
    </QueryClientProvider>,
  );
}

describe("booking badges", () => {
  it("maps statuses to the spec's looks, always with a text label", () => {
    expect(bookingStatusBadge("scheduled")).toEqual({ variant: "info", label: "Scheduled" });
    expect(bookingStatusBadge("completed")).toEqual({ variant: "success", label: "Completed" });
    expect(bookingStatusBadge("cancelled")).toEqual({ variant: "destructive", label: "Cancelled" });
    expect(paymentStatusBadge("paid")).toEqual({ variant: "success", label: "Paid" });
    expect(paymentStatusBadge("pending")).toEqual({ variant: "warning", label: "Payment pending" });
    expect(paymentStatusBadge("refunded").variant).toBe("destructive");
  });
});

describe("TeacherBookings", () => {
  it("shows student, class, local time, badges and amount in the table", async () => {
    mockApi(
      http.get("/api/bookings", () => HttpResponse.json([booking(1, { paymentStatus: "paid", status: "completed" })])),
    );
    renderBookings();
    const table = await screen.findByRole("table", { name: "Bookings of your classes" });
    const row = within(table).getByRole("row", { name: /Student 1/ });
    expect(within(row).getByText("Tajweed for Beginners")).toBeInTheDocument();
    expect(within(row).getByText(formatEventTime("2030-03-04T14:00:00.000Z"))).toBeInTheDocument();
    expect(within(row).getByText("Completed")).toBeInTheDocument();
    expect(within(row).getByText("Paid")).toBeInTheDocument();
    expect(within(row).getByText("$25.00")).toBeInTheDocument();
    // The same facts as cards for phones.
    expect(
      within(screen.getByRole("list", { name: "Bookings of your classes" })).getByText("Student 1"),
    ).toBeInTheDocument();
  });

  it("shows only the most recent ones when limited", async () => {
    mockApi(http.get("/api/bookings", () => HttpResponse.json([1, 2, 3, 4, 5].map((id) => booking(id)))));
    renderBookings({ limit: 3 });
    const table = await screen.findByRole("table");
    expect(within(table).getAllByRole("row")).toHaveLength(4); // header + 3
    expect(within(table).queryByText("Student 4")).toBeNull();
  });

  it("loads older bookings with 'Show more bookings', counting from X-Total-Count", async () => {
    const page = (items: BookingItem[]) => () => HttpResponse.json(items, { headers: { "X-Total-Count": "4" } });
    mockRoutes({
      "/api/bookings": page([booking(1), booking(2)]),
      "/api/bookings?offset=2": page([booking(3), booking(4)]),
    });
    renderBookings();
    const table = await screen.findByRole("table");
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(screen.getByText("Showing 2 of 4")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show more bookings" }));
    expect(await within(table).findByText("Student 4")).toBeInTheDocument();
    expect(requests().at(-1)?.path).toBe("/api/bookings?offset=2");
    expect(screen.queryByRole("button", { name: "Show more bookings" })).toBeNull();
  });

  it("says what happens next when there are no bookings", async () => {
    mockApi(http.get("/api/bookings", () => HttpResponse.json([])));
    renderBookings({ emptyAction: <button type="button">Go to My Classes</button> });
    expect(await screen.findByRole("heading", { name: "No bookings yet" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Go to My Classes" })).toBeInTheDocument();
  });

  it("offers 'Try again' after a failed read", async () => {
    let failures = 1;
    mockApi(
      http.get("/api/bookings", () =>
        failures-- > 0
          ? HttpResponse.json({ message: "Internal server error" }, { status: 500 })
          : HttpResponse.json([]),
      ),
    );
    renderBookings();
    expect(await screen.findByText("Your bookings could not be loaded.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "No bookings yet" })).toBeInTheDocument();
  });
});

describe("TeacherBookings: the lessons to come (issue 17)", () => {
  it("offers 'Add to calendar', 'Reschedule' and 'Cancel' on an upcoming lesson only, in the table and the cards", async () => {
    mockApi(
      http.get("/api/bookings", () =>
        HttpResponse.json([
          booking(1, { scheduledAt: "2099-03-04T14:00:00.000Z", paymentStatus: "paid" }),
          booking(2, { status: "cancelled", paymentStatus: "refunded" }),
          booking(3, { scheduledAt: "2020-03-04T14:00:00.000Z", status: "completed", paymentStatus: "paid" }),
        ]),
      ),
    );
    renderBookings();
    const table = await screen.findByRole("table", { name: "Bookings of your classes" });
    const upcoming = within(table).getByRole("row", { name: /Student 1/ });
    expect(within(upcoming).getByRole("link", { name: "Add to calendar: Tajweed for Beginners" })).toHaveAttribute(
      "href",
      "/api/bookings/1/calendar.ics",
    );
    expect(
      within(upcoming).getByRole("button", { name: /^Reschedule the lesson of Tajweed for Beginners for Student 1/ }),
    ).toBeEnabled();
    expect(
      within(upcoming).getByRole("button", { name: /^Cancel the booking of Tajweed for Beginners for Student 1/ }),
    ).toBeEnabled();
    for (const name of [/Student 2/, /Student 3/]) {
      const row = within(table).getByRole("row", { name });
      expect(within(row).queryByRole("link", { name: /Add to calendar/ })).toBeNull();
      expect(within(row).queryByRole("button", { name: /Reschedule|Cancel the booking/ })).toBeNull();
    }
    // A refunded booking reads 'Refunded'.
    expect(within(within(table).getByRole("row", { name: /Student 2/ })).getByText("Refunded")).toBeInTheDocument();
    const cards = screen.getByRole("list", { name: "Bookings of your classes" });
    expect(within(cards).getAllByRole("link", { name: /Add to calendar/ })).toHaveLength(1);
  });
});

describe("TeacherBookings: the lesson after the booking", () => {
  // The details are a lazy chunk: loaded first, so the waits below are for the app, not the transform.
  beforeAll(() => preloadLessonDetails());
  // 15:00 UTC on 4 March 2030: the 14:00 lesson has started.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-03-04T15:00:00.000Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("shows what the teacher recorded, or 'Awaiting report', on the rows", async () => {
    mockApi(
      http.get("/api/bookings", () =>
        HttpResponse.json([
          booking(1, { status: "completed", attendance: "late", hasReport: true }),
          booking(2, {
            scheduledAt: "2030-02-20T14:00:00.000Z",
            endsAt: "2030-02-20T15:00:00.000Z",
            awaitingReport: true,
            onHold: false,
            movedAtShortNotice: false,
          }),
        ]),
      ),
    );
    renderBookings();
    const table = await screen.findByRole("table");
    expect(within(within(table).getByRole("row", { name: /Student 1/ })).getByText("Late")).toBeInTheDocument();
    expect(
      within(within(table).getByRole("row", { name: /Student 2/ })).getByText("Awaiting report"),
    ).toBeInTheDocument();
  });

  it("opens a booking's details with the child's goals, special needs and the parent's notes", async () => {
    mockApi(
      http.get("/api/bookings", () =>
        HttpResponse.json([booking(1, { student: child, notes: "Yusuf knows Al-Fatiha already" })]),
      ),
    );
    renderBookings();
    const row = within(await screen.findByRole("table")).getByRole("row", { name: /Student 1/ });
    // From the lesson's start it can be completed from the row.
    expect(within(row).getByRole("button", { name: /^Complete lesson for Student 1/ })).toBeInTheDocument();
    await userEvent.click(within(row).getByRole("button", { name: /^Details for Student 1/ }));
    const dialog = await screen.findByRole("dialog", { name: "Lesson details" });
    expect(await within(dialog).findByText("Finish Juz 'Amma")).toBeInTheDocument();
    expect(within(dialog).getByText("Needs short breaks")).toBeInTheDocument();
    expect(within(dialog).getByText("Yusuf knows Al-Fatiha already")).toBeInTheDocument();
    expect(within(dialog).getByText("Payment pending")).toBeInTheDocument();
  });

  it("opens the booking the address names, reading it on its own when it is not on the page", async () => {
    const onChange = vi.fn();
    mockRoutes({
      "/api/bookings": () => HttpResponse.json([booking(1)]),
      "/api/bookings/12": () =>
        HttpResponse.json(booking(12, { studentName: "Aminah", student: { ...child, id: 9, name: "Aminah" } })),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TeacherBookings openBookingId={12} onOpenBookingChange={onChange} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Lesson details" });
    expect(await within(dialog).findByRole("region", { name: "About Aminah" })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it("still opens the booking the address names when the list fails", async () => {
    mockRoutes({
      "/api/bookings": () => HttpResponse.json({ message: "Internal server error" }, { status: 500 }),
      "/api/bookings/12": () =>
        HttpResponse.json(booking(12, { studentName: "Aminah", student: { ...child, id: 9, name: "Aminah" } })),
    });
    renderBookings({ openBookingId: 12, onOpenBookingChange: vi.fn() });
    expect(await screen.findByText("Your bookings could not be loaded.")).toBeInTheDocument();
    const dialog = await screen.findByRole("dialog", { name: "Lesson details" });
    expect(await within(dialog).findByRole("region", { name: "About Aminah" })).toBeInTheDocument();
  });

  it("offers 'Join lesson' on the row while the room is open, and 'Write report' for a lesson marked held without one", async () => {
    mockApi(
      http.get("/api/bookings", () =>
        HttpResponse.json([
          // 14:50–15:40 with a link: open at 15:00.
          booking(1, {
            scheduledAt: "2030-03-04T14:50:00.000Z",
            endsAt: "2030-03-04T15:40:00.000Z",
            meetingUrl: "https://zoom.us/j/1",
          }),
          // Tomorrow: not open yet.
          booking(2, {
            scheduledAt: "2030-03-05T14:00:00.000Z",
            endsAt: "2030-03-05T15:00:00.000Z",
            meetingUrl: "https://zoom.us/j/2",
          }),
          booking(3, { status: "completed", paymentStatus: "paid", attendance: "present", hasReport: false }),
        ]),
      ),
    );
    renderBookings();
    const table = await screen.findByRole("table");
    const open = within(table).getByRole("row", { name: /Student 1/ });
    expect(within(open).getByRole("link", { name: /^Join lesson for Student 1/ })).toHaveAttribute(
      "href",
      "https://zoom.us/j/1",
    );
    expect(
      within(within(table).getByRole("row", { name: /Student 2/ })).queryByRole("link", { name: /Join lesson/ }),
    ).toBeNull();
    const held = within(table).getByRole("row", { name: /Student 3/ });
    expect(within(held).queryByRole("button", { name: /Complete lesson/ })).toBeNull();
    // The phones' cards carry the same.
    const cards = screen.getByRole("list", { name: "Bookings of your classes" });
    expect(within(cards).getByRole("link", { name: /^Join lesson for Student 1/ })).toBeInTheDocument();
    await userEvent.click(within(held).getByRole("button", { name: /^Write report for Student 3/ }));
    expect(await screen.findByRole("dialog", { name: "Write report" })).toBeInTheDocument();
  });
});
