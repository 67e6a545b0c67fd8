import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { BookingItem } from "@shared/bookings";
import { createQueryClient } from "@/lib/query-client";
import { Toaster } from "@/components/ui/toaster";
import { deferred, http, HttpResponse, mockApi, requests } from "@/test/msw";
import {
  canCancel,
  formatBookingTime,
  needsPayment,
  nextLessonsFirst,
  ParentBookings,
  payNowHref,
  zoneAbbreviation,
} from "./parent-bookings";

const booking = (id: number, over: Partial<BookingItem> = {}): BookingItem => ({
  id,
  classId: 30 + id,
  studentId: 1,
  parentId: 4,
  teacherId: 3,
  scheduledAt: "2030-03-04T14:00:00.000Z",
  endsAt: "2030-03-04T15:00:00.000Z",
  status: "scheduled",
  paymentStatus: "pending",
  amount: "25.00",
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

function renderBookings(props: React.ComponentProps<typeof ParentBookings> = {}) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={memoryLocation({ path: "/parent/dashboard" }).hook}>
        <ParentBookings {...props} />
      </Router>
    </QueryClientProvider>,
  );
}

describe("booking time and payment helpers", () => {
  it("formats in the given zone and names it", () => {
    expect(formatBookingTime("2026-12-07T19:00:00.000Z", "America/New_York")).toBe("Mon, Dec 7, 2:00 PM");
    // One format everywhere (client/src/lib/format.ts zoneLabel, server/notify/when.ts): the IANA name in brackets.
    expect(zoneAbbreviation("2026-12-07T19:00:00.000Z", "America/New_York")).toBe("(America/New_York)");
    expect(formatBookingTime("2026-12-07T19:00:00.000Z", "Asia/Karachi")).toBe("Tue, Dec 8, 12:00 AM");
  });

  it("asks for payment only for a scheduled, unpaid booking", () => {
    expect(needsPayment({ status: "scheduled", paymentStatus: "pending" })).toBe(true);
    expect(needsPayment({ status: "scheduled", paymentStatus: "paid" })).toBe(false);
    expect(needsPayment({ status: "scheduled", paymentStatus: "refunded" })).toBe(false);
    expect(needsPayment({ status: "cancelled", paymentStatus: "pending" })).toBe(false);
    expect(payNowHref({ id: 5, classId: 9 })).toBe("/class/9/book?booking=5");
  });
});

describe("ParentBookings", () => {
  it("shows class, child, teacher, time with its zone, badges, amount and Pay now for an unpaid booking", async () => {
    mockApi(
      http.get("/api/bookings", () =>
        HttpResponse.json([
          booking(1),
          booking(2, { paymentStatus: "paid", status: "completed", amount: "30.00" }),
          booking(3, { status: "cancelled" }),
        ]),
      ),
    );
    renderBookings();
    const list = await screen.findByRole("list", { name: "Your children's bookings" });
    const [unpaid, paid, cancelled] = within(list).getAllByRole("listitem");
    expect(within(unpaid!).getByRole("heading", { name: "Class 1" })).toBeInTheDocument();
    expect(within(unpaid!).getByText("Amina Khan")).toBeInTheDocument();
    expect(unpaid).toHaveTextContent("with Aisha Rahman");
    // The teacher's name opens their profile page (by user id).
    expect(within(unpaid!).getByRole("link", { name: "Aisha Rahman" })).toHaveAttribute("href", "/teachers/3");
    const time = unpaid!.querySelector("time")!;
    expect(time).toHaveAttribute("dateTime", "2030-03-04T14:00:00.000Z");
    expect(time).toHaveTextContent(
      `${formatBookingTime("2030-03-04T14:00:00.000Z")} ${zoneAbbreviation("2030-03-04T14:00:00.000Z")}`,
    );
    expect(within(unpaid!).getByText("Scheduled")).toBeInTheDocument();
    expect(within(unpaid!).getByText("Payment pending")).toBeInTheDocument();
    expect(within(unpaid!).getByText("$25.00")).toBeInTheDocument();
    expect(within(unpaid!).getByRole("link", { name: /Pay now/ })).toHaveAttribute("href", "/class/31/book?booking=1");

    expect(within(paid!).getByText("Completed")).toBeInTheDocument();
    expect(within(paid!).getByText("Paid")).toBeInTheDocument();
    expect(within(paid!).getByText("$30.00")).toBeInTheDocument();
    expect(within(paid!).queryByRole("link", { name: /Pay now/ })).toBeNull();
    expect(within(cancelled!).getByText("Cancelled")).toBeInTheDocument();
    expect(within(cancelled!).queryByRole("link", { name: /Pay now/ })).toBeNull();
  });

  it("shows only the most recent ones when limited", async () => {
    mockApi(http.get("/api/bookings", () => HttpResponse.json([1, 2, 3, 4, 5].map((id) => booking(id)))));
    renderBookings({ limit: 3 });
    const list = await screen.findByRole("list");
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(within(list).queryByText("Class 4")).toBeNull();
  });

  it("says what to do when there are no bookings", async () => {
    mockApi(http.get("/api/bookings", () => HttpResponse.json([])));
    renderBookings({ emptyAction: <a href="/browse-teachers">Browse Teachers</a> });
    expect(await screen.findByRole("heading", { name: "No bookings yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Teachers" })).toBeInTheDocument();
  });

  it("shows an error with 'Try again' when the read fails", async () => {
    mockApi(http.get("/api/bookings", () => HttpResponse.json({ message: "Internal server error" }, { status: 500 })));
    renderBookings();
    expect(await screen.findByText("Your bookings could not be loaded.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("cancelling a booking", () => {
  it("offers Cancel only for upcoming scheduled lessons", () => {
    expect(
      canCancel({ status: "scheduled", scheduledAt: "2030-03-04T14:00:00.000Z" }, Date.parse("2030-03-01T00:00:00Z")),
    ).toBe(true);
    expect(
      canCancel({ status: "scheduled", scheduledAt: "2030-03-04T14:00:00.000Z" }, Date.parse("2030-03-05T00:00:00Z")),
    ).toBe(false);
    expect(
      canCancel({ status: "completed", scheduledAt: "2030-03-04T14:00:00.000Z" }, Date.parse("2030-03-01T00:00:00Z")),
    ).toBe(false);
  });

  it("asks first, then sends PATCH {status: cancelled} and shows the new list", async () => {
    const user = userEvent.setup();
    let cancelled = false;
    mockApi(
      http.patch("/api/bookings/1", () => {
        cancelled = true;
        return HttpResponse.json(booking(1, { status: "cancelled" }));
      }),
      http.get("/api/bookings", () => HttpResponse.json([booking(1, cancelled ? { status: "cancelled" } : {})])),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={memoryLocation({ path: "/parent/dashboard" }).hook}>
          <ParentBookings />
          <Toaster />
        </Router>
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole("button", { name: /Cancel the booking of Class 1/ }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this booking?" });
    expect(requests("PATCH")).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Cancel Booking" }));
    expect(await screen.findByText("Booking Cancelled")).toBeInTheDocument();
    const [patch] = requests("PATCH");
    // An unpaid lesson: nothing to refund, and the dialog said so.
    expect(await patch.json()).toEqual({ status: "cancelled", expectedRefund: "none" });
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: /Cancel the booking of Class 1/ })).not.toBeInTheDocument(),
    );
  });
});

describe("a lesson on hold (issue 31)", () => {
  it("says so instead of 'Scheduled', and why, with the full refund it allows", async () => {
    mockApi(
      http.get("/api/bookings", () =>
        HttpResponse.json([booking(1, { onHold: true, paymentStatus: "paid" }), booking(2, { paymentStatus: "paid" })]),
      ),
    );
    renderBookings();
    const held = (await screen.findByText("Class 1")).closest("li")!;
    expect(within(held).getByText("On hold")).toBeInTheDocument();
    expect(within(held).queryByText("Scheduled")).toBeNull();
    expect(within(held).getByText(/safeguarding check is being verified again/)).toBeInTheDocument();
    // Cancelling stays; a move or a payment waits for the teacher's approval.
    expect(within(held).getByRole("button", { name: /Cancel the booking of Class 1/ })).toBeInTheDocument();
    expect(within(held).queryByRole("button", { name: /Reschedule/ })).toBeNull();
    const other = screen.getByText("Class 2").closest("li")!;
    expect(within(other).getByText("Scheduled")).toBeInTheDocument();
    expect(within(other).queryByText(/safeguarding check/)).toBeNull();
  });
});

describe("a lesson the teacher moved at short notice (issue 31)", () => {
  it("asks the family to accept the new time, and accepts it with PATCH {acceptMove: true}", async () => {
    const user = userEvent.setup();
    let accepted = false;
    mockApi(
      http.get("/api/bookings", () =>
        HttpResponse.json([booking(1, { movedAtShortNotice: !accepted, paymentStatus: "paid" })]),
      ),
      http.patch("/api/bookings/1", () => {
        accepted = true;
        return HttpResponse.json(booking(1, { paymentStatus: "paid" }));
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={memoryLocation({ path: "/parent/dashboard" }).hook}>
          <ParentBookings />
          <Toaster />
        </Router>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/The teacher moved this lesson/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Accept the new time/ }));
    expect(await screen.findByText("New time accepted")).toBeInTheDocument();
    const [patch] = requests("PATCH");
    expect(await patch.json()).toEqual({ acceptMove: true });
    await waitFor(() => expect(screen.queryByText(/moved this lesson/)).toBeNull());
  });
});

describe("after the lesson", () => {
  it("shows the attendance once reported, and the page's lesson actions on each row", async () => {
    mockApi(
      http.get("/api/bookings", () =>
        HttpResponse.json([
          booking(1, { status: "completed", paymentStatus: "paid", attendance: "late" }),
          booking(2, { paymentStatus: "paid" }),
        ]),
      ),
    );
    renderBookings({ lessonActions: (b) => <button type="button">Action for {b.classTitle}</button> });
    const list = await screen.findByRole("list", { name: "Your children's bookings" });
    // The lesson to come is listed first (issue 17: the next lesson on top), the reported one after it.
    const [upcoming, reported] = within(list).getAllByRole("listitem");
    expect(within(reported!).getByText("Late")).toBeInTheDocument();
    expect(within(upcoming!).queryByText(/Present|Late|Absent/)).toBeNull();
    expect(within(reported!).getByRole("button", { name: "Action for Class 1" })).toBeInTheDocument();
    expect(within(upcoming!).getByRole("button", { name: "Action for Class 2" })).toBeInTheDocument();
  });

  it("marks, scrolls to and focuses the booking a link opened", async () => {
    const scrolled = vi.spyOn(Element.prototype, "scrollIntoView");
    mockApi(http.get("/api/bookings", () => HttpResponse.json([booking(1), booking(2), booking(3)])));
    renderBookings({ highlightId: 2 });
    const list = await screen.findByRole("list", { name: "Your children's bookings" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows[1]).toHaveAttribute("aria-current", "true");
    expect(rows[0]).not.toHaveAttribute("aria-current");
    await waitFor(() => expect(rows[1]).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(rows[1]);
    // It is on the loaded page: no second read.
    expect(requests("GET").map((r) => r.url.pathname)).not.toContain("/api/bookings/2");
  });

  it("reads a linked booking that is not on the loaded page on its own, and shows it marked above the list", async () => {
    mockApi(
      http.get("/api/bookings/9", () => HttpResponse.json(booking(9, { classTitle: "An older class" }))),
      http.get("/api/bookings", () => HttpResponse.json([booking(1), booking(2)])),
    );
    renderBookings({ highlightId: 9, lessonActions: (b) => <button type="button">Action for {b.classTitle}</button> });
    const opened = await screen.findByRole("list", { name: "The booking you opened" });
    const [row] = within(opened).getAllByRole("listitem");
    expect(within(row!).getByRole("heading", { name: "An older class" })).toBeInTheDocument();
    expect(row).toHaveAttribute("aria-current", "true");
    await waitFor(() => expect(row).toHaveFocus());
    expect(within(row!).getByRole("button", { name: "Action for An older class" })).toBeInTheDocument();
    // The list itself is shown as usual, below.
    const list = screen.getByRole("list", { name: "Your children's bookings" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
  });

  it("still reads the linked booking when the list fails", async () => {
    mockApi(
      http.get("/api/bookings/9", () => HttpResponse.json(booking(9, { classTitle: "An older class" }))),
      http.get("/api/bookings", () => HttpResponse.json({ message: "Internal server error" }, { status: 500 })),
    );
    renderBookings({ highlightId: 9 });
    expect(await screen.findByText("Your bookings could not be loaded.")).toBeInTheDocument();
    const opened = await screen.findByRole("list", { name: "The booking you opened" });
    expect(within(opened).getByRole("heading", { name: "An older class" })).toBeInTheDocument();
  });

  it("says so when the linked booking cannot be found", async () => {
    mockApi(
      http.get("/api/bookings/9", () => HttpResponse.json({ message: "Booking not found" }, { status: 404 })),
      http.get("/api/bookings", () => HttpResponse.json([booking(1)])),
    );
    renderBookings({ highlightId: 9 });
    expect(await screen.findByText("This booking could not be found")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "The booking you opened" })).toBeNull();
    expect(screen.getByRole("list", { name: "Your children's bookings" })).toBeInTheDocument();
  });
});

describe("issue 17 on the parent's rows", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lists the lessons to come first, the next one on top, and keeps the server's order for the rest", () => {
    const now = Date.parse("2030-03-01T00:00:00Z");
    const list = [
      booking(1, { scheduledAt: "2030-05-01T10:00:00.000Z" }),
      booking(2, { scheduledAt: "2030-03-02T10:00:00.000Z" }),
      booking(3, { scheduledAt: "2030-02-20T10:00:00.000Z", status: "completed" }),
      booking(4, { scheduledAt: "2030-03-03T10:00:00.000Z", status: "cancelled" }),
      booking(5, { scheduledAt: "2030-02-10T10:00:00.000Z", status: "completed" }),
    ];
    expect(nextLessonsFirst(list, now).map((b) => b.id)).toEqual([2, 1, 3, 4, 5]);
  });

  it("shows the next lesson first on the page, even in the recent few", async () => {
    mockApi(
      http.get("/api/bookings", () =>
        HttpResponse.json([
          booking(1, { scheduledAt: "2099-05-01T10:00:00.000Z" }),
          booking(2, { scheduledAt: "2099-04-01T10:00:00.000Z" }),
          booking(3, { scheduledAt: "2099-03-01T10:00:00.000Z" }),
          booking(4, { scheduledAt: "2020-03-01T10:00:00.000Z", status: "completed" }),
        ]),
      ),
    );
    renderBookings({ limit: 2 });
    const list = await screen.findByRole("list");
    expect(
      within(list)
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual(["Class 3", "Class 2"]);
  });

  it("reads 'Refunded' for a refunded booking, and offers nothing more on it", async () => {
    mockApi(
      http.get("/api/bookings", () =>
        HttpResponse.json([booking(1, { status: "cancelled", paymentStatus: "refunded" })]),
      ),
    );
    renderBookings();
    const list = await screen.findByRole("list", { name: "Your children's bookings" });
    expect(within(list).getByText("Refunded")).toBeInTheDocument();
    expect(within(list).queryByRole("link")).toHaveTextContent("Aisha Rahman");
    expect(within(list).queryByRole("button")).toBeNull();
  });

  it("offers 'Add to calendar' on each lesson to come, and not on a cancelled or past one", async () => {
    mockApi(
      http.get("/api/bookings", () =>
        HttpResponse.json([
          booking(1, { scheduledAt: "2099-03-01T10:00:00.000Z", paymentStatus: "paid" }),
          booking(2, { status: "cancelled" }),
          booking(3, { scheduledAt: "2020-03-01T10:00:00.000Z", status: "completed", paymentStatus: "paid" }),
        ]),
      ),
    );
    renderBookings();
    const list = await screen.findByRole("list", { name: "Your children's bookings" });
    const links = within(list).getAllByRole("link", { name: /^Add to calendar/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", "/api/bookings/1/calendar.ics");
  });

  it("counts down an unpaid booking's hold beside 'Pay now'; at zero says it expired, drops 'Pay now' and reads the bookings again", async () => {
    // Date and the countdown's interval are driven by the test; the network's timers stay real.
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(new Date("2030-03-01T10:00:00.000Z"));
    const held = booking(1, { expiresAt: "2030-03-01T10:01:05.000Z", createdAt: "2030-03-01T09:31:05.000Z" });
    const second = deferred();
    let reads = 0;
    mockApi(
      http.get("/api/bookings", () => {
        reads += 1;
        return reads === 1 ? HttpResponse.json([held]) : second.promise;
      }),
    );
    renderBookings();
    const row = await screen.findByRole("listitem");
    expect(within(row).getByText("Held for 01:05 — pay to keep this time")).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: /Pay now/ })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(within(row).getByText("Held for 01:00 — pay to keep this time")).toBeInTheDocument();
    expect(reads).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(within(row).getByText("This booking expired; its time was released")).toBeInTheDocument();
    expect(within(row).queryByText(/Held for/)).toBeNull();
    expect(within(row).queryByRole("link", { name: /Pay now/ })).toBeNull();
    expect(within(row).queryByRole("button", { name: /Cancel|Reschedule/ })).toBeNull();
    await waitFor(() => expect(reads).toBe(2));

    // The server has cancelled it meanwhile: its state replaces the countdown.
    second.resolve(HttpResponse.json([{ ...held, status: "cancelled" }]));
    await waitFor(() => expect(within(screen.getByRole("listitem")).getByText("Cancelled")).toBeInTheDocument());
    expect(screen.queryByText("This booking expired; its time was released")).toBeNull();
  });

  it("shows no countdown for an unpaid booking without a hold (made before holds)", async () => {
    mockApi(http.get("/api/bookings", () => HttpResponse.json([booking(1, { expiresAt: null })])));
    renderBookings();
    const row = await screen.findByRole("listitem");
    expect(within(row).queryByText(/Held for/)).toBeNull();
    expect(within(row).getByRole("link", { name: /Pay now/ })).toBeInTheDocument();
  });
});
