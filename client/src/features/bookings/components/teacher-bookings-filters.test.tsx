// Issue 32: the teacher's bookings offer views (upcoming, awaiting report, past, cancelled); a long title shows whole.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { BookingItem } from "@shared/bookings";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { TeacherBookings } from "./bookings-list";

const LONG_TITLE = "Tajweed and memorisation of Juz 'Amma for young beginners";

const booking = (id: number, over: Partial<BookingItem> = {}): BookingItem => ({
  id,
  classId: 1,
  studentId: 1,
  parentId: 1,
  teacherId: 3,
  scheduledAt: "2030-03-04T14:00:00.000Z",
  endsAt: "2030-03-04T15:00:00.000Z",
  status: "scheduled",
  paymentStatus: "paid",
  amount: "25.00",
  notes: null,
  classTitle: LONG_TITLE,
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

describe("TeacherBookings views", () => {
  it("asks the server for the view chosen, and says when a view is empty", async () => {
    mockApi(
      http.get("/api/bookings", ({ request }) => {
        const filter = new URL(request.url).searchParams.get("filter");
        const list = filter === "cancelled" ? [] : [booking(filter === "past" ? 2 : 1)];
        return HttpResponse.json(list, { headers: { "X-Total-Count": String(list.length) } });
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TeacherBookings filterable caption="Bookings of your classes" />
      </QueryClientProvider>,
    );
    const views = await screen.findByRole("group", { name: "Show bookings" });
    expect(
      within(views)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["All", "Upcoming", "Awaiting report", "Past", "Cancelled"]);
    expect(within(views).getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    expect((await screen.findAllByText("Student 1")).length).toBeGreaterThan(0);

    await userEvent.click(within(views).getByRole("button", { name: "Past" }));
    expect((await screen.findAllByText("Student 2")).length).toBeGreaterThan(0);
    expect(within(views).getByRole("button", { name: "Past" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(within(views).getByRole("button", { name: "Cancelled" }));
    expect(await screen.findByText("No bookings in this view")).toBeInTheDocument();
    const asked = requests("GET").map((r) => new URL(r.url).searchParams.get("filter"));
    expect(asked).toEqual(expect.arrayContaining(["past", "cancelled"]));
  });

  it("shows a long class title whole, never cut, with the full title on the element", async () => {
    mockApi(http.get("/api/bookings", () => HttpResponse.json([booking(1)], { headers: { "X-Total-Count": "1" } })));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TeacherBookings caption="Bookings of your classes" />
      </QueryClientProvider>,
    );
    const titles = await screen.findAllByText(LONG_TITLE);
    for (const title of titles) {
      expect(title).toHaveAttribute("title", LONG_TITLE);
      expect(title.className).not.toMatch(/line-clamp|truncate/);
    }
  });
});
