import { describe, expect, it } from "vitest";
import { restoreBooking } from "./use-booking-draft";

const NOW = Date.parse("2026-12-02T10:00:00.000Z");
const TODAY = "2026-12-02";
const values = { studentId: "13", notes: "Hi", bookingId: 0 };
const monday = { date: "2026-12-07", time: "09:00", startsAt: "2026-12-07T14:00:00.000Z" };

describe("restoreBooking", () => {
  it("brings back the date, the time and the details step", () => {
    expect(restoreBooking({ values, step: 1, savedAt: 0 }, monday, TODAY, NOW)).toEqual({
      date: "2026-12-07",
      slot: monday,
      values,
      step: 1,
      bookingId: null,
    });
  });

  it("opens the details at most: payment waits for the booking, looked up again", () => {
    const restored = restoreBooking({ values: { ...values, bookingId: 77 }, step: 2, savedAt: 0 }, monday, TODAY, NOW);
    expect(restored.step).toBe(1);
    expect(restored.bookingId).toBe(77);
    // A booking id saved before payment was reached is not looked up.
    expect(
      restoreBooking({ values: { ...values, bookingId: 77 }, step: 1, savedAt: 0 }, monday, TODAY, NOW).bookingId,
    ).toBeNull();
  });

  it("keeps a date without its time once the time has passed, and starts at step 1", () => {
    const restored = restoreBooking(
      { values, step: 1, savedAt: 0 },
      { ...monday, date: TODAY, startsAt: "2026-12-02T09:00:00.000Z" },
      TODAY,
      NOW,
    );
    expect(restored).toMatchObject({ date: TODAY, slot: null, step: 0 });
  });

  it("drops a past date, and keeps a Sunday: the teacher's own hours may include it (issue 17)", () => {
    expect(restoreBooking(null, { ...monday, date: "2026-12-01" }, TODAY, NOW)).toMatchObject({
      date: null,
      slot: null,
      step: 0,
    });
    expect(restoreBooking(null, { date: "2026-12-06", time: null, startsAt: null }, TODAY, NOW)).toMatchObject({
      date: "2026-12-06",
      slot: null,
    });
  });

  it("restores a date alone, and empty values without a saved draft", () => {
    expect(restoreBooking(null, { date: "2026-12-07", time: null, startsAt: null }, TODAY, NOW)).toEqual({
      date: "2026-12-07",
      slot: null,
      values: { studentId: "", notes: "", bookingId: 0 },
      step: 0,
      bookingId: null,
    });
  });
});
