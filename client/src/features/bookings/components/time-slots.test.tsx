import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Slot } from "@shared/classes";
import { TimeSlots } from "./time-slots";

// The teacher in Karachi (UTC+5), the viewer in New York (UTC−5 in December): 09:00 there is 11:00 PM the day before.

const at = (time: string, available = true): Slot => {
  const [h, m] = time.split(":").map(Number);
  return { date: "2026-12-08", time, startsAt: new Date(Date.UTC(2026, 11, 8, h - 5, m)).toISOString(), available };
};

function renderSlots(slots: Slot[], selected: { date: string; time: string; startsAt: string } | null = null) {
  const onSelect = vi.fn();
  render(
    <TimeSlots
      date="2026-12-08"
      slots={slots}
      teacherTimeZone="Asia/Karachi"
      viewerTimeZone="America/New_York"
      selected={selected}
      onSelect={onSelect}
    />,
  );
  return onSelect;
}

describe("TimeSlots", () => {
  it("names the viewer's time, its date when it falls on another day, and the teacher's time", async () => {
    const onSelect = renderSlots([at("09:00"), at("14:00", false)]);
    const list = screen.getByRole("list", { name: "Time slots" });
    expect(within(list).getAllByRole("button")).toHaveLength(9);
    const first = within(list).getByRole("button", { name: "11:00 PM (Mon, Dec 7), 09:00 in Asia/Karachi" });
    expect(within(list).getByRole("button", { name: "4:00 AM, 14:00 in Asia/Karachi, Booked" })).toBeDisabled();
    // A time the server did not list (gone already) cannot be chosen either.
    expect(within(list).getByRole("button", { name: "5:00 AM, 15:00 in Asia/Karachi, Unavailable" })).toBeDisabled();
    await userEvent.click(first);
    expect(onSelect).toHaveBeenCalledWith({ date: "2026-12-08", time: "09:00", startsAt: "2026-12-08T04:00:00.000Z" });
    expect(screen.queryByText(/No times are left/)).toBeNull();
  });

  it("marks the chosen time", () => {
    renderSlots([at("09:00"), at("10:00")], { date: "2026-12-08", time: "10:00", startsAt: "2026-12-08T05:00:00.000Z" });
    expect(screen.getByRole("button", { name: /^12:00 AM, 10:00/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: /^11:00 PM/ })).toHaveAttribute("aria-pressed", "false");
  });

  it("says so when nothing is left on the day", () => {
    renderSlots([at("09:00", false)]);
    expect(screen.getByText("No times are left on this day. Please choose another date.")).toBeInTheDocument();
  });
});
