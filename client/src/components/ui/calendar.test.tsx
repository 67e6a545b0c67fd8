import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Matcher } from "react-day-picker";
import { describe, expect, it, vi } from "vitest";
import { Calendar } from "./calendar";

// March 2027 starts on a Monday; its Sundays are the 7th, 14th, 21st and 28th.
const MARCH = new Date(2027, 2, 1);
const day = (name: string) => screen.getByRole("button", { name });

function renderMarch(props: { startMonth?: Date; endMonth?: Date; disabled?: Matcher } = {}) {
  const onSelect = vi.fn();
  render(
    <Calendar
      mode="single"
      month={MARCH}
      today={new Date(2027, 2, 3)}
      selected={new Date(2027, 2, 10)}
      onSelect={onSelect}
      showOutsideDays={false}
      {...props}
    />,
  );
  return onSelect;
}

describe("Calendar", () => {
  it("names each day by its full date, and says which is today and which is chosen", () => {
    renderMarch();
    expect(day("Wednesday, March 3, 2027")).toHaveAttribute("aria-current", "date");
    expect(day("Wednesday, March 10, 2027")).toHaveAttribute("aria-pressed", "true");
    expect(day("Thursday, March 11, 2027")).toHaveAttribute("aria-pressed", "false");
    expect(day("Thursday, March 11, 2027")).not.toHaveAttribute("aria-current");
    expect(day("Monday, March 1, 2027")).toHaveAttribute("data-date", "2027-03-01");
    // No days of the months around it when those are hidden.
    expect(screen.queryByRole("button", { name: "Sunday, February 28, 2027" })).toBeNull();
  });

  it("hands over the clicked day", async () => {
    const onSelect = renderMarch();
    await userEvent.click(day("Friday, March 12, 2027"));
    expect(onSelect.mock.calls[0][0]).toEqual(new Date(2027, 2, 12));
  });

  it("disables the way to a month out of reach", () => {
    renderMarch({ startMonth: MARCH, endMonth: MARCH });
    expect(screen.getByRole("button", { name: "Previous month" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next month" })).toBeDisabled();
  });

  it("moves with Home and End to the week's first and last enabled day", async () => {
    // Sundays and Saturdays disabled: DayPicker alone would stop on them.
    renderMarch({ disabled: (d: Date) => d.getDay() === 0 || d.getDay() === 6 });
    day("Wednesday, March 10, 2027").focus();
    await userEvent.keyboard("{Home}");
    expect(day("Monday, March 8, 2027")).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(day("Friday, March 12, 2027")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(day("Monday, March 15, 2027")).toHaveFocus();
  });
});
