import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { BookingItem } from "@shared/bookings";
import { formatDateTime } from "@/lib/format";
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
  ...over,
});

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
    mockApi(http.get("/api/bookings", () => HttpResponse.json([booking(1, { paymentStatus: "paid", status: "completed" })])));
    renderBookings();
    const table = await screen.findByRole("table", { name: "Bookings of your classes" });
    const row = within(table).getByRole("row", { name: /Student 1/ });
    expect(within(row).getByText("Tajweed for Beginners")).toBeInTheDocument();
    expect(within(row).getByText(formatDateTime("2030-03-04T14:00:00.000Z"))).toBeInTheDocument();
    expect(within(row).getByText("Completed")).toBeInTheDocument();
    expect(within(row).getByText("Paid")).toBeInTheDocument();
    expect(within(row).getByText("$25.00")).toBeInTheDocument();
    // The same facts as cards for phones.
    expect(within(screen.getByRole("list", { name: "Bookings of your classes" })).getByText("Student 1")).toBeInTheDocument();
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
    mockRoutes({ "/api/bookings": page([booking(1), booking(2)]), "/api/bookings?offset=2": page([booking(3), booking(4)]) });
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
        failures-- > 0 ? HttpResponse.json({ message: "Internal server error" }, { status: 500 }) : HttpResponse.json([]),
      ),
    );
    renderBookings();
    expect(await screen.findByText("Your bookings could not be loaded.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "No bookings yet" })).toBeInTheDocument();
  });
});
