// The booking area in Arabic (issue 20): the wizard's first step and side card, and the parent's bookings, read in
// Arabic with nothing left in English.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { formatMoney } from "@/lib/format";
import { createQueryClient } from "@/lib/query-client";
import { inArabic } from "@/test/i18n";
import { http, HttpResponse, mockApi } from "@/test/msw";
import { booking, mockBookingApi, renderWizard, setUpBookingClock } from "../test/booking-test-utils";
import { cancelPolicy } from "./cancel-booking-button";
import { ParentBookings } from "./parent-bookings";

setUpBookingClock();

describe("bookings in Arabic", () => {
  it("shows the wizard's first step, its side card and its toast in Arabic", async () => {
    await inArabic();
    mockBookingApi();
    renderWizard();
    expect(await screen.findByRole("heading", { name: "اختيار التاريخ والوقت" })).toBeInTheDocument();
    expect(screen.getByText("اختر يومًا من التقويم، ثم أحد أوقاته.")).toBeInTheDocument();
    expect(screen.getByText("اختر تاريخًا من التقويم لترى أوقاته.")).toBeInTheDocument();
    expect(screen.getByText("الأوقات معروضة بتوقيتك (Europe/London)")).toBeInTheDocument();
    // The side card: subject, level, teacher's experience (8: the "few" plural) and the lesson's length (45: "many").
    expect(screen.getByText("تلاوة القرآن الكريم")).toBeInTheDocument();
    expect(screen.getByText("مبتدئ")).toBeInTheDocument();
    expect(screen.getByText("معلم مؤهَّل")).toBeInTheDocument();
    expect(screen.getByText("خبرة 8 سنوات")).toBeInTheDocument();
    expect(screen.getByText("45 دقيقة")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "المتابعة إلى تفاصيل الحجز" }));
    expect(await screen.findByText("يُرجى اختيار التاريخ والوقت معًا")).toBeInTheDocument();
    expect(screen.queryByText(/Continue to Booking Details|Select Date & Time|Qualified Teacher/)).toBeNull();
  });

  it("shows a parent's booking, its badges and its actions in Arabic", async () => {
    await inArabic();
    mockApi(http.get("/api/bookings", () => HttpResponse.json([booking({ scheduledAt: "2026-12-07T14:00:00.000Z" })])));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={memoryLocation({ path: "/parent/dashboard" }).hook}>
          <ParentBookings />
        </Router>
      </QueryClientProvider>,
    );
    const list = await screen.findByRole("list", { name: "حجوزات أطفالك" });
    const row = within(list).getByRole("listitem");
    expect(row).toHaveTextContent("مع Aisha Rahman");
    expect(within(row).getByRole("link", { name: "Aisha Rahman" })).toHaveAttribute("href", "/teachers/3");
    expect(within(row).getByText("مجدولة")).toBeInTheDocument();
    expect(within(row).getByText("الدفع قيد الانتظار")).toBeInTheDocument();
    // Month names in Arabic, the day before the month.
    expect(row.querySelector("time")).toHaveTextContent(/7 ديسمبر/);
    expect(within(row).getByRole("link", { name: "ادفع الآن مقابل Tajweed for Beginners، Yusuf" })).toHaveAttribute(
      "href",
      "/class/5/book?booking=77",
    );
    expect(
      within(row).getByRole("button", { name: "إعادة جدولة حصة Tajweed for Beginners لـYusuf" }),
    ).toBeInTheDocument();
    expect(row).not.toHaveTextContent(/Pay now|Scheduled|Payment pending|with Aisha/);
  });

  it("states the refund before the click in Arabic", async () => {
    await inArabic();
    const lesson = { paymentStatus: "paid" as const, amount: "25.00", scheduledAt: "2026-12-07T14:00:00.000Z" };
    expect(cancelPolicy("teacher", lesson, new Date("2026-12-02T10:00:00.000Z")).text).toBe(
      `يُعاد إلى الأسرة مبلغ ${formatMoney("25.00")} كاملًا.`,
    );
  });
});
