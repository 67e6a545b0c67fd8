import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { BookingItem } from "@shared/bookings";
import { createQueryClient } from "@/lib/query-client";
import { Toaster } from "@/components/ui/toaster";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { canCancel, formatBookingTime, needsPayment, ParentBookings, payNowHref, zoneAbbreviation } from "./parent-bookings";

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
  attendance: null,
  hasReport: false,
  reviewId: null,
  awaitingReport: false,
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
    expect(zoneAbbreviation("2026-12-07T19:00:00.000Z", "America/New_York")).toBe("GMT-5");
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
    expect(time).toHaveTextContent(`${formatBookingTime("2030-03-04T14:00:00.000Z")} ${zoneAbbreviation("2030-03-04T14:00:00.000Z")}`);
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
    expect(canCancel({ status: "scheduled", scheduledAt: "2030-03-04T14:00:00.000Z" }, Date.parse("2030-03-01T00:00:00Z"))).toBe(true);
    expect(canCancel({ status: "scheduled", scheduledAt: "2030-03-04T14:00:00.000Z" }, Date.parse("2030-03-05T00:00:00Z"))).toBe(false);
    expect(canCancel({ status: "completed", scheduledAt: "2030-03-04T14:00:00.000Z" }, Date.parse("2030-03-01T00:00:00Z"))).toBe(false);
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
    expect(await patch.json()).toEqual({ status: "cancelled" });
    await waitFor(() => expect(screen.queryByRole("button", { name: /Cancel the booking of Class 1/ })).not.toBeInTheDocument());
  });
});

describe("after the lesson", () => {
  it("shows the attendance once reported, and the page's lesson actions on each row", async () => {
    mockApi(
      http.get("/api/bookings", () =>
        HttpResponse.json([booking(1, { status: "completed", paymentStatus: "paid", attendance: "late" }), booking(2, { paymentStatus: "paid" })]),
      ),
    );
    renderBookings({ lessonActions: (b) => <button type="button">Action for {b.classTitle}</button> });
    const list = await screen.findByRole("list", { name: "Your children's bookings" });
    const [reported, upcoming] = within(list).getAllByRole("listitem");
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
