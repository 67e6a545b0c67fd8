// Issue 36: a trial lesson reads "Trial lesson" in the booking lists, the teacher's and the parent's; others do not.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi } from "@/test/msw";
import { booking } from "../test/booking-test-utils";
import { TeacherBookings } from "./bookings-list";
import { ParentBookingsList } from "./parent-bookings";

const trial = booking({ id: 1, trial: true, studentName: "Zayd" });
const full = booking({ id: 2, trial: false, studentName: "Maryam" });

describe("trial lessons are marked", () => {
  it("on the teacher's table", async () => {
    mockApi(http.get("/api/bookings", () => HttpResponse.json([trial, full])));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TeacherBookings />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole("table", { name: "Bookings of your classes" });
    expect(within(within(table).getByRole("row", { name: /Zayd/ })).getByText("Trial lesson")).toBeInTheDocument();
    expect(within(within(table).getByRole("row", { name: /Maryam/ })).queryByText("Trial lesson")).toBeNull();
  });

  it("on the parent's list", () => {
    const { hook } = memoryLocation({ path: "/dashboard" });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={hook}>
          <ParentBookingsList bookings={[trial, full]} caption="Lessons" />
        </Router>
      </QueryClientProvider>,
    );
    const [first, second] = within(screen.getByRole("list", { name: "Lessons" })).getAllByRole("listitem");
    expect(within(first).getByText("Trial lesson")).toBeInTheDocument();
    expect(within(second).queryByText("Trial lesson")).toBeNull();
  });
});
