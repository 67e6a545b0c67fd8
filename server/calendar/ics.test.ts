// The iCalendar text (RFC 5545), checked as a calendar would read it: each DTSTART;TZID is turned back into an instant
// through the VTIMEZONE in the same file, which must give the lesson's real start, on both sides of a DST change.
import { describe, expect, it } from "vitest";
import { lessonCalendar, sequenceOf, vtimezone, type LessonEvent } from "./ics";

const NOW = new Date("2026-10-01T12:00:00Z");

const lesson = (over: Partial<LessonEvent> = {}): LessonEvent => ({
  bookingId: 7,
  classTitle: "Tajweed for beginners",
  studentName: "Zayd",
  teacherName: "Amina Yusuf",
  start: new Date("2026-10-24T09:00:00Z"),
  end: new Date("2026-10-24T09:45:00Z"),
  updatedAt: new Date("2026-10-01T08:00:00Z"),
  status: "confirmed",
  ...over,
});

/** Unfolded content lines (RFC 5545 §3.1). */
const unfold = (text: string) =>
  text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);

/** The observances of the VTIMEZONE: when each starts (UTC ms) and its offset in minutes. */
function observances(lines: string[]): { startsAt: number; offset: number }[] {
  const out: { startsAt: number; offset: number }[] = [];
  let current: Record<string, string> | null = null;
  const minutes = (o: string) => (o.startsWith("-") ? -1 : 1) * (Number(o.slice(1, 3)) * 60 + Number(o.slice(3, 5)));
  for (const line of lines) {
    if (line === "BEGIN:STANDARD" || line === "BEGIN:DAYLIGHT") current = {};
    else if ((line === "END:STANDARD" || line === "END:DAYLIGHT") && current) {
      // An observance's DTSTART is local time in the offset in force before it (TZOFFSETFROM).
      out.push({
        startsAt: localMs(current.DTSTART) - minutes(current.TZOFFSETFROM) * 60_000,
        offset: minutes(current.TZOFFSETTO),
      });
      current = null;
    } else if (current) {
      const [k, v] = line.split(":");
      current[k] = v;
    }
  }
  return out.sort((a, b) => a.startsAt - b.startsAt);
}

function localMs(t: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(t);
  if (!m) throw new Error(`not a local date-time: ${t}`);
  return Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]);
}

/** The instant a reader gets from `DTSTART;TZID=zone:local`, using only the file's own VTIMEZONE. */
function readInstant(
  text: string,
  property: "DTSTART" | "DTEND",
  index = 0,
): { zone: string; local: string; at: Date } {
  const lines = unfold(text);
  const found = lines.filter((l) => l.startsWith(`${property};TZID=`))[index];
  if (!found) throw new Error(`no ${property};TZID line`);
  const [, zone, local] = /^[A-Z]+;TZID=([^:]+):(\d{8}T\d{6})$/.exec(found)!;
  const wall = localMs(local);
  const obs = observances(lines);
  // The observance in force: the last whose start (judged in wall time) is not after this wall time.
  const inForce = [...obs].reverse().find((o) => o.startsAt + o.offset * 60_000 <= wall) ?? obs[0];
  return { zone, local, at: new Date(wall - inForce.offset * 60_000) };
}

describe("lessonCalendar", () => {
  it("writes one VEVENT with a stable UID, a growing SEQUENCE, the zone's TZID and a VTIMEZONE", () => {
    const text = lessonCalendar([lesson({ meetingUrl: "https://meet.example.com/abc" })], {
      timeZone: "Europe/London",
      now: NOW,
    });
    const lines = unfold(text);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toContain("\n");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines).toContain("UID:booking-7@halaqa");
    expect(lines).toContain(`SEQUENCE:${sequenceOf(new Date("2026-10-01T08:00:00Z"))}`);
    expect(lines).toContain("DTSTAMP:20261001T120000Z");
    expect(lines).toContain("BEGIN:VTIMEZONE");
    expect(lines).toContain("TZID:Europe/London");
    expect(lines).toContain("DTSTART;TZID=Europe/London:20261024T100000");
    expect(lines).toContain("DTEND;TZID=Europe/London:20261024T104500");
    expect(lines).toContain("SUMMARY:Tajweed for beginners for Zayd");
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(lines).toContain("URL;VALUE=URI:https://meet.example.com/abc");
    expect(lines).toContain("LOCATION:https://meet.example.com/abc");
    expect(lines.find((l) => l.startsWith("DESCRIPTION:"))).toBe(
      "DESCRIPTION:Teacher: Amina Yusuf\\nStudent: Zayd\\nLesson link: https://meet.example.com/abc",
    );
  });

  it("grows SEQUENCE with each change, as a 32-bit integer", () => {
    const earlier = sequenceOf(new Date("2026-10-01T08:00:00Z"));
    expect(sequenceOf(new Date("2026-10-01T08:00:01Z"))).toBe(earlier + 1);
    expect(sequenceOf(new Date("2080-01-01T00:00:00Z"))).toBeLessThan(2 ** 31);
    expect(sequenceOf(new Date("2019-01-01T00:00:00Z"))).toBe(0);
  });

  it("keeps the teacher's wall-clock time across Europe/London's October change", () => {
    // 10:00 on Saturday (BST, UTC+1) and 10:00 on Monday (GMT): clocks went back on Sunday 25 October 2026.
    const before = lesson({
      bookingId: 1,
      start: new Date("2026-10-24T09:00:00Z"),
      end: new Date("2026-10-24T09:45:00Z"),
    });
    const after = lesson({
      bookingId: 2,
      start: new Date("2026-10-26T10:00:00Z"),
      end: new Date("2026-10-26T10:45:00Z"),
    });
    const text = lessonCalendar([before, after], { timeZone: "Europe/London", now: NOW });
    expect(readInstant(text, "DTSTART", 0)).toEqual({
      zone: "Europe/London",
      local: "20261024T100000",
      at: before.start,
    });
    expect(readInstant(text, "DTSTART", 1)).toEqual({
      zone: "Europe/London",
      local: "20261026T100000",
      at: after.start,
    });
    expect(readInstant(text, "DTEND", 1).at).toEqual(after.end);
    const lines = unfold(text);
    // One VTIMEZONE for the two events, with the change at 02:00 BST.
    expect(lines.filter((l) => l === "BEGIN:VTIMEZONE")).toHaveLength(1);
    expect(lines.join("\n")).toContain("DTSTART:20261025T020000\nTZOFFSETFROM:+0100\nTZOFFSETTO:+0000");
  });

  it("keeps the wall-clock time across America/New_York's November change", () => {
    // 14:00 EDT (UTC-4) on Saturday 31 October, 14:00 EST (UTC-5) on Monday 2 November 2026.
    const before = lesson({
      bookingId: 1,
      start: new Date("2026-10-31T18:00:00Z"),
      end: new Date("2026-10-31T18:30:00Z"),
    });
    const after = lesson({
      bookingId: 2,
      start: new Date("2026-11-02T19:00:00Z"),
      end: new Date("2026-11-02T19:30:00Z"),
    });
    const text = lessonCalendar([before, after], { timeZone: "America/New_York", now: NOW });
    expect(readInstant(text, "DTSTART", 0)).toEqual({
      zone: "America/New_York",
      local: "20261031T140000",
      at: before.start,
    });
    expect(readInstant(text, "DTSTART", 1)).toEqual({
      zone: "America/New_York",
      local: "20261102T140000",
      at: after.start,
    });
    expect(unfold(text).join("\n")).toContain("DTSTART:20261101T020000\nTZOFFSETFROM:-0400\nTZOFFSETTO:-0500");
  });

  it("keeps the wall-clock time across Australia/Sydney's April change and at a year's turn", () => {
    // 09:00 AEDT (UTC+11) on Saturday 4 April 2026, 09:00 AEST (UTC+10) on Monday 6 April; and one on 1 January 2027.
    const events = [
      lesson({ bookingId: 1, start: new Date("2026-04-03T22:00:00Z"), end: new Date("2026-04-03T23:00:00Z") }),
      lesson({ bookingId: 2, start: new Date("2026-04-05T23:00:00Z"), end: new Date("2026-04-06T00:00:00Z") }),
      lesson({ bookingId: 3, start: new Date("2026-12-31T22:00:00Z"), end: new Date("2026-12-31T23:00:00Z") }),
    ];
    const text = lessonCalendar(events, { timeZone: "Australia/Sydney", now: NOW });
    expect(events.map((e, i) => readInstant(text, "DTSTART", i))).toEqual([
      { zone: "Australia/Sydney", local: "20260404T090000", at: events[0].start },
      { zone: "Australia/Sydney", local: "20260406T090000", at: events[1].start },
      { zone: "Australia/Sydney", local: "20270101T090000", at: events[2].start },
    ]);
  });

  it("describes a zone without DST in one observance", () => {
    const lines = unfold(vtimezone("Asia/Karachi", [2026]));
    expect(lines.filter((l) => l.startsWith("BEGIN:STANDARD") || l.startsWith("BEGIN:DAYLIGHT"))).toEqual([
      "BEGIN:STANDARD",
    ]);
    expect(lines).toContain("TZOFFSETTO:+0500");
    const text = lessonCalendar([lesson()], { timeZone: "Asia/Karachi", now: NOW });
    expect(readInstant(text, "DTSTART")).toEqual({
      zone: "Asia/Karachi",
      local: "20261024T140000",
      at: lesson().start,
    });
  });

  it("writes UTC times, without a VTIMEZONE, for UTC or a zone the runtime does not know", () => {
    for (const timeZone of ["UTC", "Mars/Olympus"]) {
      const lines = unfold(lessonCalendar([lesson()], { timeZone, now: NOW }));
      expect(lines).toContain("DTSTART:20261024T090000Z");
      expect(lines.some((l) => l.startsWith("BEGIN:VTIMEZONE") || l.includes("TZID"))).toBe(false);
    }
  });

  it("escapes commas, semicolons, backslashes and newlines, and folds long lines at 75 octets", () => {
    const text = lessonCalendar(
      [
        lesson({
          classTitle: "Qur'an; tajweed, makharij \\ sifat",
          studentName: "Zayd\nAli",
          teacherName: "عائشة ".repeat(30),
        }),
      ],
      { timeZone: "Europe/London", now: NOW },
    );
    const lines = unfold(text);
    expect(lines).toContain("SUMMARY:Qur'an\\; tajweed\\, makharij \\\\ sifat for Zayd\\nAli");
    for (const raw of text.split("\r\n")) expect(Buffer.byteLength(raw), raw).toBeLessThanOrEqual(75);
    expect(lines.find((l) => l.startsWith("DESCRIPTION:"))).toContain(`Teacher: ${"عائشة ".repeat(30)}`);
  });

  it("marks a cancelled lesson CANCELLED without its link, and an unpaid one TENTATIVE with the reason", () => {
    const cancelled = unfold(
      lessonCalendar([lesson({ status: "cancelled", meetingUrl: "https://meet.example.com/abc" })], {
        timeZone: "UTC",
        now: NOW,
      }),
    );
    expect(cancelled).toContain("STATUS:CANCELLED");
    expect(cancelled.join("\n")).not.toContain("meet.example.com");
    const unpaid = unfold(
      lessonCalendar(
        [lesson({ status: "tentative", linkNote: "The lesson link is shown here once the lesson is paid." })],
        { timeZone: "UTC", now: NOW },
      ),
    );
    expect(unpaid).toContain("STATUS:TENTATIVE");
    expect(unpaid.some((l) => l.startsWith("URL") || l.startsWith("LOCATION"))).toBe(false);
    expect(unpaid.find((l) => l.startsWith("DESCRIPTION:"))).toContain("once the lesson is paid.");
  });

  it("says 'Weekly plan lesson' in the description of a plan's lesson only (issue 33)", () => {
    const text = lessonCalendar([lesson({ weeklyPlan: true }), lesson({ bookingId: 8 })], {
      timeZone: "UTC",
      now: NOW,
    });
    const descriptions = unfold(text).filter((l) => l.startsWith("DESCRIPTION:"));
    expect(descriptions.map((d) => d.includes("Weekly plan lesson"))).toEqual([true, false]);
  });

  it("names a feed and asks subscribers to refresh hourly", () => {
    const lines = unfold(
      lessonCalendar([], { timeZone: "Europe/London", now: NOW, name: "Halaqa lessons", ttlSeconds: 3600 }),
    );
    expect(lines).toContain("X-WR-CALNAME:Halaqa lessons");
    expect(lines).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H");
    expect(lines).toContain("X-PUBLISHED-TTL:PT1H");
    expect(lines).not.toContain("BEGIN:VEVENT");
  });
});
