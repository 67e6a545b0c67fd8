import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { BookingItem } from "@shared/bookings";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { zoneAbbreviation } from "../lib/booking-time";
import { booking, klass, NOW, setUpBookingClock, slotsOn } from "../test/booking-test-utils";
import { TeacherBookings } from "./bookings-list";
import { ParentBookings } from "./parent-bookings";

// Issue 17: moving a lesson. London viewer, New York teacher; it is Wednesday 2 December 2026, 10:00 UTC. The lesson
// is Monday the 7th at 09:00 in New York (2:00 PM in London).
setUpBookingClock();

const HOUR = 3_600_000;
const lesson = (over: Partial<BookingItem> = {}) => booking({ paymentStatus: "paid", ...over });
// The lesson's own time is taken (by itself); 10:00 on the 7th is free, 11:00 taken by someone else.
const offered = () => [...slotsOn(5), ...slotsOn(7, ["09:00", "11:00"])];

function mockLesson(b: BookingItem, patch: (body: unknown) => Response) {
  let current = b;
  mockApi(
    http.get("/api/bookings", () => HttpResponse.json([current])),
    http.get("/api/classes/5", () => HttpResponse.json(klass())),
    http.get("/api/classes/5/availability", () => HttpResponse.json(offered())),
    http.patch("/api/bookings/77", async ({ request }) => {
      const body = (await request.json()) as { scheduledAt: string };
      const answer = patch(body);
      if (answer.ok) current = { ...current, scheduledAt: body.scheduledAt };
      return answer;
    }),
  );
}

function renderWith(ui: React.ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={memoryLocation({ path: "/dashboard" }).hook}>
        {ui}
        <Toaster />
      </Router>
    </QueryClientProvider>,
  );
}

/** The zone as a person reads it beside a time (one format app-wide: whatever lib/booking-time names it). */
const london = (iso: string) => zoneAbbreviation(iso, "Europe/London");

const rescheduleButton = () =>
  screen.findByRole("button", { name: /Reschedule the lesson of Tajweed for Beginners for Yusuf/ });

describe("Rescheduling, the parent's side", () => {
  it("opens the class's calendar at the lesson's date, marks its current time, and moves it with PATCH {scheduledAt}", async () => {
    const user = userEvent.setup();
    mockLesson(lesson(), (body) =>
      HttpResponse.json(lesson({ scheduledAt: (body as { scheduledAt: string }).scheduledAt })),
    );
    renderWith(<ParentBookings />);
    await user.click(await rescheduleButton());
    const dialog = await screen.findByRole("dialog", { name: "Reschedule lesson" });
    expect(within(dialog).getByText("Current time:").nextElementSibling).toHaveTextContent(
      `Mon, Dec 7, 2:00 PM ${london("2026-12-07T14:00:00.000Z")}`,
    );
    expect(
      await within(dialog).findByRole("heading", { name: "Available times for Monday, December 7" }),
    ).toBeInTheDocument();
    const current = await within(dialog).findByRole("button", {
      name: "2:00 PM, 09:00 in America/New_York, Current time",
    });
    expect(current).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "4:00 PM, 11:00 in America/New_York, Booked" })).toBeDisabled();
    const move = within(dialog).getByRole("button", { name: "Move lesson" });
    expect(move).toBeDisabled();

    await user.click(within(dialog).getByRole("button", { name: "3:00 PM, 10:00 in America/New_York" }));
    expect(within(dialog).getByText("New time:")).toHaveTextContent(
      `New time: Mon, Dec 7, 3:00 PM ${london("2026-12-07T15:00:00.000Z")}`,
    );
    expect(requests("PATCH")).toEqual([]);
    await user.click(move);
    expect(
      await screen.findByText(`Lesson moved to Mon, Dec 7, 3:00 PM ${london("2026-12-07T15:00:00.000Z")}`),
    ).toBeInTheDocument();
    const [patch] = requests("PATCH", "/api/bookings/77");
    expect(await patch.json()).toEqual({ scheduledAt: "2026-12-07T15:00:00.000Z" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Reschedule lesson" })).toBeNull());
    // The bookings are read again: the row shows the new time.
    await waitFor(() => expect(document.querySelector("time")).toHaveAttribute("dateTime", "2026-12-07T15:00:00.000Z"));
  });

  it("shows the server's message when the time was just taken, and reads the free times again", async () => {
    const user = userEvent.setup();
    mockLesson(lesson(), () =>
      HttpResponse.json({ message: "This time was just booked by someone else" }, { status: 409 }),
    );
    renderWith(<ParentBookings />);
    await user.click(await rescheduleButton());
    const dialog = await screen.findByRole("dialog", { name: "Reschedule lesson" });
    await user.click(await within(dialog).findByRole("button", { name: "Saturday, December 5, 2026" }));
    await user.click(await within(dialog).findByRole("button", { name: "3:00 PM, 10:00 in America/New_York" }));
    const asked = requests("GET", "/api/classes/5/availability").length;
    await user.click(within(dialog).getByRole("button", { name: "Move lesson" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("This time was just booked by someone else");
    expect(within(dialog).getByRole("button", { name: "Move lesson" })).toBeDisabled();
    await waitFor(() => expect(requests("GET", "/api/classes/5/availability").length).toBeGreaterThan(asked));
    expect(screen.getByRole("dialog", { name: "Reschedule lesson" })).toBeInTheDocument();
    // Choosing again clears the message.
    await user.click(within(dialog).getByRole("button", { name: "4:00 PM, 11:00 in America/New_York" }));
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });

  it("is offered until 12 hours before the start: at 12 hours less a second it is disabled, with the reason in view", async () => {
    const soon = new Date(NOW.getTime() + 12 * HOUR - 1000).toISOString();
    mockLesson(lesson({ scheduledAt: soon }), () => HttpResponse.json({}, { status: 500 }));
    renderWith(<ParentBookings />);
    const button = await rescheduleButton();
    expect(button).toBeDisabled();
    const hint = screen.getByText("A lesson can be moved until 12 hours before it starts; ask the teacher to move it.");
    expect(button).toHaveAccessibleDescription(hint.textContent!);
    // Cancelling stays possible.
    expect(screen.getByRole("button", { name: /Cancel the booking of Tajweed for Beginners/ })).toBeEnabled();
  });

  it("is offered at 12 hours and a second before the start", async () => {
    const later = new Date(NOW.getTime() + 12 * HOUR + 1000).toISOString();
    mockLesson(lesson({ scheduledAt: later }), () => HttpResponse.json({}, { status: 500 }));
    renderWith(<ParentBookings />);
    expect(await rescheduleButton()).toBeEnabled();
    expect(screen.queryByText(/A lesson can be moved until 12 hours/)).toBeNull();
  });

  it("is not offered for a past, completed or cancelled lesson", async () => {
    mockApi(
      http.get("/api/bookings", () =>
        HttpResponse.json([
          lesson({ id: 1, scheduledAt: "2026-12-01T10:00:00.000Z" }),
          lesson({ id: 2, status: "completed" }),
          lesson({ id: 3, status: "cancelled" }),
        ]),
      ),
    );
    renderWith(<ParentBookings />);
    await screen.findByRole("list", { name: "Your children's bookings" });
    expect(screen.queryByRole("button", { name: /Reschedule/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Cancel the booking/ })).toBeNull();
  });
});

describe("Rescheduling and cancelling, the teacher's side", () => {
  it("offers Reschedule and Cancel on an upcoming lesson up to its start, and moves it", async () => {
    const user = userEvent.setup();
    // An hour before the start: too late for a parent, not for the teacher.
    const soon = new Date(NOW.getTime() + HOUR).toISOString();
    mockLesson(lesson({ scheduledAt: soon }), (body) =>
      HttpResponse.json(lesson({ scheduledAt: (body as { scheduledAt: string }).scheduledAt })),
    );
    renderWith(<TeacherBookings />);
    const table = await screen.findByRole("table", { name: "Bookings of your classes" });
    const row = within(table).getByRole("row", { name: /Yusuf/ });
    expect(
      within(row).getByRole("button", { name: /Cancel the booking of Tajweed for Beginners for Yusuf/ }),
    ).toBeEnabled();
    const reschedule = within(row).getByRole("button", {
      name: /Reschedule the lesson of Tajweed for Beginners for Yusuf/,
    });
    expect(reschedule).toBeEnabled();
    await user.click(reschedule);
    const dialog = await screen.findByRole("dialog", { name: "Reschedule lesson" });
    expect(within(dialog).getByText(/the family is told of the change/)).toBeInTheDocument();
    await user.click(await within(dialog).findByRole("button", { name: "Saturday, December 5, 2026" }));
    await user.click(await within(dialog).findByRole("button", { name: "2:00 PM, 09:00 in America/New_York" }));
    await user.click(within(dialog).getByRole("button", { name: "Move lesson" }));
    expect(
      await screen.findByText(`Lesson moved to Sat, Dec 5, 2:00 PM ${london("2026-12-05T14:00:00.000Z")}`),
    ).toBeInTheDocument();
    expect(await requests("PATCH", "/api/bookings/77")[0].json()).toEqual({ scheduledAt: "2026-12-05T14:00:00.000Z" });
  });

  it("offers neither once the lesson has started", async () => {
    mockApi(
      http.get("/api/bookings", () =>
        HttpResponse.json([lesson({ scheduledAt: new Date(NOW.getTime() - 60_000).toISOString() })]),
      ),
    );
    renderWith(<TeacherBookings />);
    await screen.findByRole("table", { name: "Bookings of your classes" });
    expect(screen.queryByRole("button", { name: /Reschedule/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Cancel the booking/ })).toBeNull();
  });
});
