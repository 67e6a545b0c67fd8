import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import type { ChosenSlot } from "../lib/slot-times";
import { mockBookingApi, setUpBookingClock } from "../test/booking-test-utils";
import { SlotStep } from "./slot-step";

setUpBookingClock();

const MONDAY_2PM: ChosenSlot = { date: "2026-12-07", time: "09:00", startsAt: "2026-12-07T14:00:00.000Z" };

function renderStep(selectedDate: string | null, selected: ChosenSlot | null) {
  const onContinue = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SlotStep
        classId={5}
        teacherTimeZone="America/New_York"
        viewerTimeZone="Europe/London"
        month="2026-12"
        onMonthChange={() => undefined}
        selectedDate={selectedDate}
        selected={selected}
        onSelectDate={() => undefined}
        onSelectSlot={() => undefined}
        onContinue={onContinue}
      />
      <Toaster />
    </QueryClientProvider>,
  );
  return onContinue;
}

describe("SlotStep", () => {
  it("asks for a time as well as a date before going on", async () => {
    mockBookingApi();
    const onContinue = renderStep("2026-12-07", null);
    await userEvent.click(screen.getByRole("button", { name: /Continue to Booking Details/ }));
    expect(await screen.findByText("Please select both date and time")).toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it("goes on once both are chosen", async () => {
    mockBookingApi();
    const onContinue = renderStep("2026-12-07", MONDAY_2PM);
    await userEvent.click(screen.getByRole("button", { name: /Continue to Booking Details/ }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});
