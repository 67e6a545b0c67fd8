// Issue 33: "their calendar marks plan lessons". A lesson of a weekly plan says so in words, on the teacher's table and
// cards and on the parent's list; a single booking does not.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";
import { inArabic } from "@/test/i18n";
import { http, HttpResponse, mockApi } from "@/test/msw";
import { booking } from "../test/booking-test-utils";
import { TeacherBookings } from "./bookings-list";
import { ParentBookingsList } from "./parent-bookings";

const planLesson = booking({ id: 1, planId: 9, studentName: "Zayd" });
const single = booking({ id: 2, planId: null, studentName: "Maryam" });

function renderTeacher() {
  mockApi(http.get("/api/bookings", () => HttpResponse.json([planLesson, single])));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TeacherBookings />
    </QueryClientProvider>,
  );
}

describe("plan lessons are marked", () => {
  it("on the teacher's table and cards: 'Weekly plan' on the plan's lesson only", async () => {
    renderTeacher();
    const table = await screen.findByRole("table", { name: "Bookings of your classes" });
    expect(within(within(table).getByRole("row", { name: /Zayd/ })).getByText("Weekly plan")).toBeInTheDocument();
    expect(within(within(table).getByRole("row", { name: /Maryam/ })).queryByText("Weekly plan")).toBeNull();
    const cards = within(screen.getByRole("list", { name: "Bookings of your classes" })).getAllByRole("listitem");
    expect(cards.map((c) => within(c).queryByText("Weekly plan") !== null)).toEqual([true, false]);
  });

  it("on the parent's list, and in Arabic", async () => {
    await inArabic();
    const { hook } = memoryLocation({ path: "/dashboard" });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={hook}>
          <ParentBookingsList bookings={[planLesson, { ...single, planId: undefined }]} caption="Lessons" />
        </Router>
      </QueryClientProvider>,
    );
    const [plan, one] = within(screen.getByRole("list", { name: "Lessons" })).getAllByRole("listitem");
    expect(within(plan).getByText("خطة أسبوعية")).toBeInTheDocument();
    expect(within(one).queryByText("خطة أسبوعية")).toBeNull();
    expect(screen.queryByText("Weekly plan")).toBeNull();
  });
});
