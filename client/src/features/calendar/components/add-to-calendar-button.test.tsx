import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AddToCalendarButton } from "@/features/calendar";

describe("AddToCalendarButton", () => {
  it("is a download link to the lesson's .ics, named with the class for screen readers", () => {
    render(<AddToCalendarButton bookingId={42} classTitle="Tajweed for beginners" />);
    const link = screen.getByRole("link", { name: "Add to calendar: Tajweed for beginners" });
    expect(link).toHaveAttribute("href", "/api/bookings/42/calendar.ics");
    expect(link).toHaveAttribute("download", "halaqa-lesson-42.ics");
    expect(link).toHaveTextContent(/^Add to calendar/);
  });
});
