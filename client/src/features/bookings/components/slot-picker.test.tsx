import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, requests } from "@/test/msw";
import type { ChosenSlot } from "../lib/slot-times";
import { mockBookingApi, setUpBookingClock, slotsOn } from "../test/booking-test-utils";
import type { PrayerSettings } from "@shared/prayer-times";
import type { PublicUser } from "@shared/users";
import { userQueryKey } from "@/features/auth";
import { SlotPicker } from "./slot-picker";

// Step 1's calendar and times (moved from app/pages/book-class.test.tsx). London viewer, New York teacher.
setUpBookingClock();

/** The picker as the wizard holds it: the month and the choices are its state. */
function renderPicker({
  lessonMinutes,
  prayerTimes = null,
}: {
  lessonMinutes?: number;
  prayerTimes?: PrayerSettings | null;
} = {}) {
  function Picker() {
    const [month, setMonth] = useState("2026-12");
    const [selectedDate, setSelectedDate] = useState<string | null>(null);
    const [selected, setSelected] = useState<ChosenSlot | null>(null);
    return (
      <SlotPicker
        classId={5}
        teacherTimeZone="America/New_York"
        viewerTimeZone="Europe/London"
        month={month}
        onMonthChange={setMonth}
        selectedDate={selectedDate}
        selected={selected}
        onSelectDate={setSelectedDate}
        onSelectSlot={setSelected}
        lessonMinutes={lessonMinutes}
      />
    );
  }
  const client = createQueryClient();
  // The signed-in family as the app has them loaded: their prayer-time setting is read from here.
  client.setQueryData(userQueryKey, { id: 7, prayerTimes } as PublicUser);
  render(
    <QueryClientProvider client={client}>
      <Picker />
    </QueryClientProvider>,
  );
}

describe("SlotPicker", () => {
  it("marks the times whose lesson spans a prayer time in the family's city, given the class's length", async () => {
    mockBookingApi();
    const london: PrayerSettings = {
      city: {
        name: "London",
        country: "United Kingdom",
        latitude: 51.5072,
        longitude: -0.1276,
        timeZone: "Europe/London",
      },
      method: "MuslimWorldLeague",
      madhab: "shafi",
    };
    renderPicker({ lessonMinutes: 60, prayerTimes: london });
    await userEvent.click(await screen.findByRole("button", { name: "Monday, December 7, 2026" }));
    const labels = () =>
      within(screen.getByRole("list", { name: "Time slots" }))
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label") ?? "");
    // 3:00 PM in London (10:00 in New York) holds Maghrib at about 3:53 PM; not every time holds a prayer.
    await waitFor(() => expect(labels().some((l) => /^3:00 PM.*falls at Maghrib prayer time/.test(l))).toBe(true));
    expect(labels().some((l) => !/prayer time/.test(l))).toBe(true);
  });

  it("disables past dates and months before this one, then every day without a free time in the teacher's hours", async () => {
    // Issue 17: the teacher's own hours decide, not the weekday. This teacher works Sunday the 6th, not Tuesday the
    // 8th (nothing listed), and Wednesday the 9th is fully booked.
    mockBookingApi([
      http.get("/api/classes/5/availability", () =>
        HttpResponse.json([
          ...slotsOn(5),
          ...slotsOn(6),
          ...slotsOn(7, ["14:00"]),
          ...slotsOn(9, ["09:00", "10:00", "11:00", "14:00", "15:00", "16:00", "17:00", "18:00", "19:00"]),
        ]),
      ),
    ]);
    renderPicker();
    expect(screen.getByRole("button", { name: "Tuesday, December 1, 2026" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous month" })).toBeDisabled();
    // The visible month's dates from today, in the teacher's calendar.
    await waitFor(() =>
      expect(requests().map((r) => r.path)).toContain("/api/classes/5/availability?from=2026-12-02&to=2026-12-31"),
    );
    await waitFor(() => expect(screen.getByRole("button", { name: "Tuesday, December 8, 2026" })).toBeDisabled());
    expect(screen.getByRole("button", { name: "Wednesday, December 2, 2026" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Wednesday, December 9, 2026" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Sunday, December 13, 2026" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Saturday, December 5, 2026" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Sunday, December 6, 2026" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Monday, December 7, 2026" })).toBeEnabled();

    await userEvent.click(screen.getByRole("button", { name: "Next month" }));
    expect(await screen.findByRole("heading", { name: "January 2027" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous month" })).toBeEnabled();
    await waitFor(() =>
      expect(requests().map((r) => r.path)).toContain("/api/classes/5/availability?from=2027-01-01&to=2027-01-31"),
    );
    // January has no slots in this answer: no day of it can be chosen.
    await waitFor(() => expect(screen.getByRole("button", { name: "Monday, January 4, 2027" })).toBeDisabled());
    expect(screen.getByRole("button", { name: "Sunday, January 3, 2027" })).toBeDisabled();
  });

  it("moves between days with the arrow keys, skipping the disabled ones", async () => {
    mockBookingApi();
    renderPicker();
    await waitFor(() => expect(screen.getByRole("button", { name: "Friday, December 4, 2026" })).toBeDisabled());
    const saturday = screen.getByRole("button", { name: "Saturday, December 5, 2026" });
    // One tab stop: the first bookable day.
    expect(saturday).toHaveAttribute("tabindex", "0");
    saturday.focus();
    await userEvent.keyboard("{ArrowRight}");
    // Sunday the 6th (no free time) is skipped.
    expect(screen.getByRole("button", { name: "Monday, December 7, 2026" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(saturday).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(saturday).toHaveAttribute("aria-pressed", "true");
    expect(
      await screen.findByRole("heading", { name: "Available times for Saturday, December 5" }),
    ).toBeInTheDocument();
  });

  it("lists the nine times in the viewer's zone with the teacher's time, and disables a booked one", async () => {
    mockBookingApi();
    renderPicker();
    await userEvent.click(await screen.findByRole("button", { name: "Monday, December 7, 2026" }));
    expect(await screen.findByText("Times shown in your time zone (Europe/London)")).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Time slots" });
    expect(within(list).getAllByRole("button")).toHaveLength(9);
    const booked = within(list).getByRole("button", { name: "7:00 PM, 14:00 in America/New_York, Booked" });
    expect(booked).toBeDisabled();
    const open = within(list).getByRole("button", { name: "2:00 PM, 09:00 in America/New_York" });
    expect(open).toBeEnabled();
    await userEvent.click(open);
    expect(open).toHaveAttribute("aria-pressed", "true");
  });

  it("says whose calendar the dates follow when the viewer's differs, and asks for a date first", () => {
    mockBookingApi();
    renderPicker();
    expect(
      screen.getByText(
        /Only days with a free time in the teacher's hours can be chosen\. Dates follow the teacher's calendar \(America\/New_York\)\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Available times" })).toBeInTheDocument();
    expect(screen.getByText("Choose a date in the calendar to see its times.")).toBeInTheDocument();
  });

  it("gives the chosen day's Hijri date beside the Gregorian one", async () => {
    mockBookingApi();
    renderPicker();
    expect(screen.queryByText(/AH$/)).toBeNull();
    await userEvent.click(await screen.findByRole("button", { name: "Monday, December 7, 2026" }));
    expect(await screen.findByRole("heading", { name: "Available times for Monday, December 7" })).toBeInTheDocument();
    // Monday 7 December 2026 is 27 Jumada al-Akhirah 1448 in the Umm al-Qura calendar.
    expect(screen.getByText("27 Jumada II 1448 AH")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Saturday, December 5, 2026" }));
    expect(await screen.findByText("25 Jumada II 1448 AH")).toBeInTheDocument();
    expect(screen.queryByText("27 Jumada II 1448 AH")).toBeNull();
  });

  it("offers a retry when the times cannot be loaded", async () => {
    mockBookingApi([
      http.get("/api/classes/5/availability", () =>
        HttpResponse.json({ message: "Internal server error" }, { status: 500 }),
      ),
    ]);
    renderPicker();
    await userEvent.click(screen.getByRole("button", { name: "Monday, December 7, 2026" }));
    expect(await screen.findByText("Available times could not be loaded.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
