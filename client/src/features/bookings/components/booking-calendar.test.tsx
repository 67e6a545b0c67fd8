import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { BookingCalendar } from "./booking-calendar";

const day = (name: string) => screen.getByRole("button", { name });

// Which days have a free time is the slot picker's to say (the server's slots, issue 17); here a teacher whose hours
// leave out Sundays.
const hasFreeTime = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() !== 0;

/** Today is Wednesday 2 December 2026 in the teacher's calendar; from then, every day with a free time can be booked. */
function renderCalendar(note: string | null = null) {
  const onSelectDate = vi.fn();
  const onMonthChange = vi.fn();
  function Harness() {
    const [month, setMonth] = useState("2026-12");
    const [selectedDate, setSelectedDate] = useState<string | null>(null);
    return (
      <BookingCalendar
        month={month}
        today="2026-12-02"
        onMonthChange={(m) => {
          onMonthChange(m);
          setMonth(m);
        }}
        selectedDate={selectedDate}
        onSelectDate={(d) => {
          onSelectDate(d);
          setSelectedDate(d);
        }}
        isBookable={(date) => date >= "2026-12-02" && hasFreeTime(date)}
        note={note}
      />
    );
  }
  render(<Harness />);
  return { onSelectDate, onMonthChange };
}

describe("BookingCalendar", () => {
  it("heads the section with the month and shows only its days, today marked", () => {
    renderCalendar();
    expect(screen.getByRole("region", { name: "December 2026" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "December 2026" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /, 2026$/ })).toHaveLength(31);
    expect(screen.queryByRole("button", { name: "Monday, November 30, 2026" })).toBeNull();
    expect(day("Wednesday, December 2, 2026")).toHaveAttribute("aria-current", "date");
    expect(screen.getByText("Only days with a free time in the teacher's hours can be chosen.")).toBeInTheDocument();
    expect(day("Sunday, December 6, 2026")).toBeDisabled();
    expect(day("Tuesday, December 1, 2026")).toBeDisabled();
  });

  it("hands over the chosen date and the shown month as the teacher's calendar strings", async () => {
    const { onSelectDate, onMonthChange } = renderCalendar();
    await userEvent.click(day("Thursday, December 31, 2026"));
    expect(onSelectDate).toHaveBeenLastCalledWith("2026-12-31");
    expect(day("Thursday, December 31, 2026")).toHaveAttribute("aria-pressed", "true");
    // Choosing the chosen day again keeps it.
    await userEvent.click(day("Thursday, December 31, 2026"));
    expect(onSelectDate).toHaveBeenLastCalledWith("2026-12-31");
    await userEvent.click(screen.getByRole("button", { name: "Next month" }));
    expect(onMonthChange).toHaveBeenLastCalledWith("2027-01");
    expect(await screen.findByRole("heading", { name: "January 2027" })).toBeInTheDocument();
  });

  it("goes with Home and End to the week's first and last bookable day, past days without a free time and past days", async () => {
    renderCalendar();
    day("Friday, December 4, 2026").focus();
    await userEvent.keyboard("{Home}");
    // Sunday 29 November is not shown; Monday and Tuesday have passed.
    expect(day("Wednesday, December 2, 2026")).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(day("Saturday, December 5, 2026")).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(day("Saturday, December 12, 2026")).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(day("Monday, December 7, 2026")).toHaveFocus();
  });

  it("adds the note after the rule", () => {
    renderCalendar("Dates follow the teacher's calendar (America/New_York).");
    expect(
      screen.getByText(
        "Only days with a free time in the teacher's hours can be chosen. Dates follow the teacher's calendar (America/New_York).",
      ),
    ).toBeInTheDocument();
  });
});
