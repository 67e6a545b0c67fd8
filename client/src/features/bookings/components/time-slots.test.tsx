import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Slot } from "@shared/classes";
import type { PrayerSettings } from "@shared/prayer-times";
import type { PublicUser } from "@shared/users";
import { userQueryKey } from "@/features/auth";
import { createQueryClient } from "@/lib/query-client";
import { TimeSlots } from "./time-slots";

// The teacher in Karachi (UTC+5), the viewer in New York (UTC−5 in December): 09:00 there is 11:00 PM the day before.

const at = (time: string, available = true): Slot => {
  const [h, m] = time.split(":").map(Number);
  return { date: "2026-12-08", time, startsAt: new Date(Date.UTC(2026, 11, 8, h - 5, m)).toISOString(), available };
};

function renderSlots(
  slots: Slot[],
  selected: { date: string; time: string; startsAt: string } | null = null,
  currentStartsAt: string | null = null,
  { lessonMinutes, prayerTimes = null }: { lessonMinutes?: number; prayerTimes?: PrayerSettings | null } = {},
) {
  const onSelect = vi.fn();
  const client = createQueryClient();
  // The signed-in family, as the app has it loaded: their prayer-time setting comes from here.
  client.setQueryData(userQueryKey, { id: 7, prayerTimes } as PublicUser);
  render(
    <QueryClientProvider client={client}>
      <TimeSlots
        date="2026-12-08"
        slots={slots}
        teacherTimeZone="Asia/Karachi"
        viewerTimeZone="America/New_York"
        selected={selected}
        onSelect={onSelect}
        currentStartsAt={currentStartsAt}
        lessonMinutes={lessonMinutes}
      />
    </QueryClientProvider>,
  );
  return onSelect;
}

describe("TimeSlots", () => {
  it("names the viewer's time, its date when it falls on another day, and the teacher's time", async () => {
    const onSelect = renderSlots([at("09:00"), at("14:00", false)]);
    const list = screen.getByRole("list", { name: "Time slots" });
    // Issue 17: only the times the server lists (the teacher's own hours), no fixed nine.
    expect(within(list).getAllByRole("button")).toHaveLength(2);
    const first = within(list).getByRole("button", { name: "11:00 PM (Mon, Dec 7), 09:00 in Asia/Karachi" });
    expect(within(list).getByRole("button", { name: "4:00 AM, 14:00 in Asia/Karachi, Booked" })).toBeDisabled();
    expect(within(list).queryByRole("button", { name: /15:00/ })).toBeNull();
    await userEvent.click(first);
    expect(onSelect).toHaveBeenCalledWith({ date: "2026-12-08", time: "09:00", startsAt: "2026-12-08T04:00:00.000Z" });
    expect(screen.queryByText(/No times are left/)).toBeNull();
  });

  it("marks the chosen time", () => {
    renderSlots([at("09:00"), at("10:00")], {
      date: "2026-12-08",
      time: "10:00",
      startsAt: "2026-12-08T05:00:00.000Z",
    });
    expect(screen.getByRole("button", { name: /^12:00 AM, 10:00/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: /^11:00 PM/ })).toHaveAttribute("aria-pressed", "false");
  });

  it("lists the teacher's times in order, half hours included, whatever the order of the answer", () => {
    renderSlots([at("16:30"), at("08:00"), at("12:30", false)]);
    const names = within(screen.getByRole("list", { name: "Time slots" }))
      .getAllByRole("button")
      .map((b) => b.getAttribute("aria-label"));
    expect(names).toEqual([
      "10:00 PM (Mon, Dec 7), 08:00 in Asia/Karachi",
      "2:30 AM, 12:30 in Asia/Karachi, Booked",
      "6:30 AM, 16:30 in Asia/Karachi",
    ]);
  });

  it("marks the lesson's own time as its current time, not to be chosen", () => {
    renderSlots([at("09:00", false), at("10:00")], null, "2026-12-08T04:00:00.000Z");
    expect(
      screen.getByRole("button", { name: "11:00 PM (Mon, Dec 7), 09:00 in Asia/Karachi, Current time" }),
    ).toBeDisabled();
    expect(screen.getByRole("button", { name: /^12:00 AM, 10:00 in Asia\/Karachi$/ })).toBeEnabled();
  });

  describe("prayer times (issue 17)", () => {
    // The family in New York, ISNA: on 7 December 2026 Maghrib is 4:28 PM and Isha 5:50 PM; on the 8th Fajr is 5:46 AM.
    const NEW_YORK: PrayerSettings = {
      city: {
        name: "New York",
        country: "United States of America",
        latitude: 40.7142,
        longitude: -74.0064,
        timeZone: "America/New_York",
      },
      method: "NorthAmerica",
      madhab: "shafi",
    };
    const names = () =>
      within(screen.getByRole("list", { name: "Time slots" }))
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label"));

    it("marks a time whose lesson holds a prayer time, under its time, and leaves it bookable", async () => {
      const onSelect = renderSlots([at("02:00"), at("03:00"), at("04:00"), at("15:00", false)], null, null, {
        lessonMinutes: 60,
        prayerTimes: NEW_YORK,
      });
      expect(names()).toEqual([
        "4:00 PM (Mon, Dec 7), 02:00 in Asia/Karachi, falls at Maghrib prayer time, 4:28 PM",
        "5:00 PM (Mon, Dec 7), 03:00 in Asia/Karachi, falls at Isha prayer time, 5:50 PM",
        "6:00 PM (Mon, Dec 7), 04:00 in Asia/Karachi",
        // Booked: nothing to choose, so no mark (Fajr is at 5:46 AM).
        "5:00 AM, 15:00 in Asia/Karachi, Booked",
      ]);
      const maghrib = screen.getByRole("button", { name: /falls at Maghrib/ });
      expect(within(maghrib).getByText("Maghrib 4:28 PM")).toBeInTheDocument();
      expect(maghrib).toBeEnabled();
      await userEvent.click(maghrib);
      expect(onSelect).toHaveBeenCalledWith({
        date: "2026-12-08",
        time: "02:00",
        startsAt: "2026-12-07T21:00:00.000Z",
      });
    });

    it("reads the lesson's own length: a 30-minute lesson at 5:00 PM ends before Isha", () => {
      renderSlots([at("02:00"), at("03:00")], null, null, { lessonMinutes: 30, prayerTimes: NEW_YORK });
      expect(names()).toEqual([
        "4:00 PM (Mon, Dec 7), 02:00 in Asia/Karachi, falls at Maghrib prayer time, 4:28 PM",
        "5:00 PM (Mon, Dec 7), 03:00 in Asia/Karachi",
      ]);
    });

    it("marks nothing when the family has not turned the marks on", () => {
      renderSlots([at("02:00"), at("03:00")], null, null, { lessonMinutes: 60, prayerTimes: null });
      expect(names()).toEqual([
        "4:00 PM (Mon, Dec 7), 02:00 in Asia/Karachi",
        "5:00 PM (Mon, Dec 7), 03:00 in Asia/Karachi",
      ]);
      expect(screen.queryByText(/Maghrib|Isha/)).toBeNull();
    });
  });

  it("says so when nothing is left on the day", () => {
    renderSlots([at("09:00", false)]);
    expect(screen.getByText("No times are left on this day. Please choose another date.")).toBeInTheDocument();
  });

  it("says how many seats each open time of a group class has left (issue 32), from the server's count", () => {
    renderSlots([
      { ...at("09:00"), seatsLeft: 3 },
      { ...at("10:00"), seatsLeft: 8 },
      { ...at("14:00", false), seatsLeft: 0 },
    ]);
    const first = screen.getByRole("button", { name: /^11:00 PM .*Seats left: 3$/ });
    expect(first).toHaveTextContent("Seats left: 3");
    expect(screen.getByRole("button", { name: /^12:00 AM, 10:00 in Asia\/Karachi, Seats left: 8$/ })).toBeEnabled();
    expect(screen.getByRole("button", { name: "4:00 AM, 14:00 in Asia/Karachi, Booked" })).not.toHaveTextContent(
      "Seats left",
    );
  });
});
