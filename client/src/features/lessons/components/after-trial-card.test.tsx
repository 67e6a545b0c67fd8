// After a reported trial (issue 36): the family's card with the placement and the two ways on, until they book again.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BookingItem } from "@shared/bookings";
import { createQueryClient } from "@/lib/query-client";
import { inArabic } from "@/test/i18n";
import { HttpResponse, mockRoutes, requests } from "@/test/msw";
import { lessonBooking, lessonReport } from "../test/lesson-fixtures";
import { AfterTrialCards, ReportAfterTrial, trialsToFollowUp } from "./after-trial-card";

const trial = lessonBooking({
  id: 12,
  classId: 5,
  trial: true,
  status: "completed",
  attendance: "present",
  hasReport: true,
});
const placed = lessonReport({ bookingId: 12, placement: { level: "beginner", surah: 1, ayah: 1 } });

function renderCards(bookings: BookingItem[]) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AfterTrialCards bookings={bookings} />
    </QueryClientProvider>,
  );
}

describe("After a trial lesson", () => {
  it("shows the placement and links to the class's weekly plan and booking pages", async () => {
    mockRoutes({ "/api/bookings/12/report": () => HttpResponse.json(placed) });
    renderCards([trial]);
    const card = await screen.findByRole("region", { name: "How was the trial lesson?" });
    expect(within(card).getByText("Placement: Beginner, start at Al-Faatiha 1")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Start a weekly plan" })).toHaveAttribute("href", "/class/5/weekly");
    expect(within(card).getByRole("link", { name: "Book a single lesson" })).toHaveAttribute("href", "/class/5/book");
  });

  it("is gone once the family booked that teacher again, and never shown for a missed or unreported trial", () => {
    const again = lessonBooking({ id: 30, classId: 5, status: "scheduled", planId: 4 });
    expect(trialsToFollowUp([again, trial])).toEqual([]);
    // A cancelled booking is no booking again; another teacher's lesson neither.
    expect(trialsToFollowUp([{ ...again, status: "cancelled" }, trial])).toEqual([trial]);
    expect(trialsToFollowUp([{ ...again, teacherId: 99 }, trial])).toEqual([trial]);
    expect(trialsToFollowUp([{ ...trial, attendance: "absent" }])).toEqual([]);
    expect(trialsToFollowUp([{ ...trial, hasReport: false }])).toEqual([]);
    expect(trialsToFollowUp([{ ...trial, trial: false }])).toEqual([]);
  });

  it("reads no report when there is no trial to follow up", async () => {
    renderCards([lessonBooking({ id: 30, status: "completed", attendance: "present", hasReport: true })]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region", { name: "How was the trial lesson?" })).toBeNull();
    expect(requests()).toEqual([]);
  });

  it("stands under the trial's report in the lesson's detail", async () => {
    mockRoutes({ "/api/bookings/12": () => HttpResponse.json(trial) });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ReportAfterTrial bookingId={12} placement={placed.placement} />
      </QueryClientProvider>,
    );
    const card = await screen.findByRole("region", { name: "How was the trial lesson?" });
    expect(within(card).getByRole("link", { name: "Book a single lesson" })).toHaveAttribute("href", "/class/5/book");
  });

  it("in Arabic: the surah by its Arabic name", async () => {
    await inArabic();
    mockRoutes({ "/api/bookings/12/report": () => HttpResponse.json(placed) });
    renderCards([trial]);
    const card = await screen.findByRole("region", { name: "كيف كانت الحصة التجريبية؟" });
    expect(within(card).getByText("التسكين: مبتدئ، البدء من الفاتحة 1")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "ابدأ خطة أسبوعية" })).toHaveAttribute("href", "/class/5/weekly");
  });
});
