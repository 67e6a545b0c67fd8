// Calendars over HTTP (api.md "Scheduling"): a booking's .ics for its parent and teacher, the private feed URL, the
// feed itself and its reset.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { bookings, classes, studentProfiles, users } from "@shared/schema";
import { makeTeacher, signInAs, signUp, useTestApp, validClass } from "../test/test-app";
import { FEED_LIMITS } from "./calendar.service";

const ctx = useTestApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Agent = ReturnType<typeof supertest.agent>;

/** An approved teacher's class with a link, and a parent with a child: lessons are written straight into the database. */
async function cast() {
  const teacher = await makeTeacher(ctx, "approved");
  const { body: cls } = await teacher.agent.post("/api/classes").send(validClass());
  await ctx.db.db
    .update(classes)
    .set({ meetingUrl: "https://meet.example.com/tajweed-room" })
    .where(eq(classes.id, cls.id));
  const parent = await signUp(ctx);
  const [kid] = await ctx.db.db
    .insert(studentProfiles)
    .values({ parentId: parent.user.id, name: "Zayd", age: 9, level: "beginner" })
    .returning();
  const book = async (
    start: Date,
    opts: { paid?: boolean; status?: "scheduled" | "cancelled"; minutes?: number; updatedAt?: Date } = {},
  ) => {
    const [row] = await ctx.db.db
      .insert(bookings)
      .values({
        classId: cls.id,
        studentId: kid.id,
        parentId: parent.user.id,
        teacherId: teacher.user.id,
        scheduledAt: start,
        endsAt: new Date(start.getTime() + (opts.minutes ?? 45) * 60_000),
        status: opts.status ?? "scheduled",
        paymentStatus: opts.paid === false ? "pending" : "paid",
        amount: "20.00",
        ...(opts.updatedAt ? { updatedAt: opts.updatedAt } : {}),
      })
      .returning();
    return row;
  };
  return { teacher, parent, kid, classId: cls.id as number, book };
}

/** The body of a text/calendar answer, unfolded into content lines. */
function lines(res: supertest.Response): string[] {
  return String(res.text)
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
}
const ics = (agent: Agent, id: number) => agent.get(`/api/bookings/${id}/calendar.ics`).buffer(true);
const feed = (url: string, app = ctx.app) => supertest(app).get(new URL(url).pathname).buffer(true);
/** The feed's path: each supertest request listens on its own port, so the origin differs from one to the next. */
const feedPath = (res: supertest.Response) => new URL(res.body.url as string).pathname;
const uids = (res: supertest.Response) =>
  lines(res)
    .filter((l) => l.startsWith("UID:"))
    .map((l) => l.slice(4));

describe("GET /api/bookings/{id}/calendar.ics", () => {
  it("gives the parent and the teacher the lesson in their own zone, with TZID and VTIMEZONE, across October's change", async () => {
    const c = await cast();
    // 10:00 in London on the Saturday before the clocks go back (BST) and on the Monday after (GMT).
    const before = await c.book(new Date("2026-10-24T09:00:00Z"));
    const after = await c.book(new Date("2026-10-26T10:00:00Z"));
    await ctx.db.db.update(users).set({ timeZone: "Europe/London" }).where(eq(users.id, c.parent.user.id));

    const res = await ics(c.parent.agent, before.id);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="halaqa-lesson-${before.id}.ics"`);
    const got = lines(res);
    expect(got.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(got).toContain("BEGIN:VTIMEZONE");
    expect(got).toContain("TZID:Europe/London");
    expect(got).toContain("DTSTART;TZID=Europe/London:20261024T100000");
    expect(got).toContain(`UID:booking-${before.id}@halaqa`);
    expect(got).toContain("SUMMARY:Tajweed for beginners for Zayd");
    // The lesson is over (this test runs after October 2026): the family's link is not shown after it, as on the
    // dashboard.
    expect(got.some((l) => l.startsWith("URL") || l.startsWith("LOCATION"))).toBe(false);
    expect(got.find((l) => l.startsWith("DESCRIPTION:"))).toMatch(
      /^DESCRIPTION:Teacher: Amina Yusuf\\nStudent: Zayd\\nIn Halaqa: http:\/\/127\.0\.0\.1:\d+\/parent\/dashboard\?tab=bookings&booking=\d+$/,
    );

    // The teacher has no zone of their own: their profile's (Europe/London) is used.
    const teacherSide = lines(await ics(c.teacher.agent, after.id));
    expect(teacherSide).toContain("DTSTART;TZID=Europe/London:20261026T100000");
    expect(teacherSide).toContain("TZOFFSETFROM:+0100");
    expect(teacherSide).toContain("URL;VALUE=URI:https://meet.example.com/tajweed-room");
    expect(teacherSide.find((l) => l.startsWith("DESCRIPTION:"))).toContain("/teacher/dashboard?tab=bookings&booking=");
  });

  it("writes the parent's New York wall-clock time across November's change", async () => {
    const c = await cast();
    await ctx.db.db.update(users).set({ timeZone: "America/New_York" }).where(eq(users.id, c.parent.user.id));
    const before = await c.book(new Date("2026-10-31T18:00:00Z"));
    const after = await c.book(new Date("2026-11-02T19:00:00Z"));
    const b = lines(await ics(c.parent.agent, before.id));
    const a = lines(await ics(c.parent.agent, after.id));
    expect(b).toContain("DTSTART;TZID=America/New_York:20261031T140000");
    expect(a).toContain("DTSTART;TZID=America/New_York:20261102T140000");
    expect(a).toContain("DTEND;TZID=America/New_York:20261102T144500");
    expect(a.join("\n")).toContain("DTSTART:20261101T020000\nTZOFFSETFROM:-0400\nTZOFFSETTO:-0500");
  });

  it("gives the link to a parent who has paid, not to one who has not, always to the teacher, and marks a cancelled lesson", async () => {
    const c = await cast();
    const paid = await c.book(new Date(Date.now() + 2 * DAY));
    const paidSide = lines(await ics(c.parent.agent, paid.id));
    expect(paidSide).toContain("URL;VALUE=URI:https://meet.example.com/tajweed-room");
    expect(paidSide).toContain("LOCATION:https://meet.example.com/tajweed-room");
    expect(paidSide).toContain("STATUS:CONFIRMED");
    expect(paidSide.find((l) => l.startsWith("DESCRIPTION:"))).toContain(
      "\\nLesson link: https://meet.example.com/tajweed-room\\n",
    );
    const unpaid = await c.book(new Date(Date.now() + 3 * DAY), { paid: false });
    const parentSide = lines(await ics(c.parent.agent, unpaid.id));
    expect(parentSide.join("\n")).not.toContain("tajweed-room");
    expect(parentSide).toContain("STATUS:TENTATIVE");
    expect(parentSide.find((l) => l.startsWith("DESCRIPTION:"))).toContain(
      "The lesson link is shown here once the lesson is paid.",
    );
    expect(lines(await ics(c.teacher.agent, unpaid.id))).toContain(
      "URL;VALUE=URI:https://meet.example.com/tajweed-room",
    );

    const cancelled = await c.book(new Date(Date.now() + 5 * DAY), { status: "cancelled" });
    const gone = lines(await ics(c.parent.agent, cancelled.id));
    expect(gone).toContain("STATUS:CANCELLED");
    expect(gone.join("\n")).not.toContain("tajweed-room");
  });

  it("keeps its UID and raises SEQUENCE when the lesson moves", async () => {
    const c = await cast();
    const booking = await c.book(new Date(Date.now() + 4 * DAY), { updatedAt: new Date(Date.now() - HOUR) });
    const first = lines(await ics(c.parent.agent, booking.id));
    await ctx.db.db
      .update(bookings)
      .set({
        scheduledAt: new Date(booking.scheduledAt.getTime() + DAY),
        endsAt: new Date(booking.endsAt.getTime() + DAY),
        updatedAt: new Date(),
      })
      .where(eq(bookings.id, booking.id));
    const second = lines(await ics(c.parent.agent, booking.id));
    const seq = (l: string[]) => Number(l.find((x) => x.startsWith("SEQUENCE:"))!.slice(9));
    expect(second.find((l) => l.startsWith("UID:"))).toBe(first.find((l) => l.startsWith("UID:")));
    expect(seq(second)).toBeGreaterThan(seq(first));
  });

  it("answers 404 to anyone but the booking's parent and teacher (admins too), 401 signed out, 400 for a bad id", async () => {
    const c = await cast();
    const booking = await c.book(new Date(Date.now() + 3 * DAY));
    for (const other of [await signUp(ctx), await makeTeacher(ctx, "approved"), await signInAs(ctx, ["admin"])]) {
      const res = await other.agent.get(`/api/bookings/${booking.id}/calendar.ics`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Booking not found" });
    }
    expect((await c.parent.agent.get("/api/bookings/2147483647/calendar.ics")).status).toBe(404);
    expect((await c.parent.agent.get("/api/bookings/abc/calendar.ics")).status).toBe(400);
    const signedOut = await supertest(ctx.app).get(`/api/bookings/${booking.id}/calendar.ics`);
    expect(signedOut.status).toBe(401);
  });
});

describe("the calendar feed", () => {
  it("gives a private URL, the same each time, whose feed lists the user's lessons only", async () => {
    const c = await cast();
    const other = await cast();
    const now = Date.now();
    const upcoming = await c.book(new Date(now + 2 * DAY));
    const recentPast = await c.book(new Date(now - 10 * DAY));
    const recentlyCancelled = await c.book(new Date(now + 6 * DAY), { status: "cancelled" });
    const longPast = await c.book(new Date(now - 40 * DAY));
    const oldCancellation = await c.book(new Date(now + 8 * DAY), {
      status: "cancelled",
      updatedAt: new Date(now - 31 * DAY),
    });
    const someoneElses = await other.book(new Date(now + 2 * DAY + HOUR));

    const first = await c.parent.agent.get("/api/calendar/feed-url");
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feedPath(await c.parent.agent.get("/api/calendar/feed-url"))).toBe(feedPath(first));
    expect(feedPath(await c.teacher.agent.get("/api/calendar/feed-url"))).not.toBe(feedPath(first));

    const res = await feed(first.body.url);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("private, max-age=300");
    const got = lines(res);
    expect(got).toContain("X-WR-CALNAME:Halaqa lessons");
    expect(got).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H");
    expect(got).toContain("X-PUBLISHED-TTL:PT1H");
    // In time order, the cancelled one as CANCELLED so a subscribed calendar drops it.
    expect(uids(res)).toEqual([recentPast, upcoming, recentlyCancelled].map((b) => `booking-${b.id}@halaqa`));
    expect(got.filter((l) => l.startsWith("STATUS:"))).toEqual([
      "STATUS:CONFIRMED",
      "STATUS:CONFIRMED",
      "STATUS:CANCELLED",
    ]);
    for (const left of [longPast, oldCancellation, someoneElses]) expect(res.text).not.toContain(`booking-${left.id}@`);

    // The teacher's feed: the lessons of their classes, the same ones.
    const teacherFeed = await feed((await c.teacher.agent.get("/api/calendar/feed-url")).body.url);
    expect(uids(teacherFeed)).toEqual(uids(res));
  });

  it("lists both kinds of lessons for a user who teaches and is a parent", async () => {
    const c = await cast();
    const other = await cast();
    // Teacher A also books teacher B's class for their own child.
    await ctx.db.db
      .update(users)
      .set({ roles: ["teacher", "parent"] })
      .where(eq(users.id, c.teacher.user.id));
    const [ownChild] = await ctx.db.db
      .insert(studentProfiles)
      .values({ parentId: c.teacher.user.id, name: "Maryam", age: 7, level: "beginner" })
      .returning();
    const taught = await c.book(new Date(Date.now() + 2 * DAY));
    const [asParent] = await ctx.db.db
      .insert(bookings)
      .values({
        classId: other.classId,
        studentId: ownChild.id,
        parentId: c.teacher.user.id,
        teacherId: other.teacher.user.id,
        scheduledAt: new Date(Date.now() + 3 * DAY),
        endsAt: new Date(Date.now() + 3 * DAY + HOUR),
        paymentStatus: "pending",
        amount: "20.00",
      })
      .returning();
    const res = await feed((await c.teacher.agent.get("/api/calendar/feed-url")).body.url);
    expect(uids(res)).toEqual([`booking-${taught.id}@halaqa`, `booking-${asParent.id}@halaqa`]);
    // As the parent of that lesson, unpaid: no link.
    expect(res.text).toContain("SUMMARY:Tajweed for beginners for Maryam");
    expect(lines(res).filter((l) => l.startsWith("URL"))).toEqual([
      "URL;VALUE=URI:https://meet.example.com/tajweed-room",
    ]);
  });

  it("answers 404 with no detail for an old URL after a reset, an unknown or malformed token and a suspended account", async () => {
    const c = await cast();
    await c.book(new Date(Date.now() + 2 * DAY));
    const old = (await c.parent.agent.get("/api/calendar/feed-url")).body.url as string;
    expect((await feed(old)).status).toBe(200);
    const reset = await c.parent.agent.post("/api/calendar/feed-url/reset");
    expect(reset.status).toBe(200);
    expect(feedPath(reset)).not.toBe(new URL(old).pathname);
    expect(reset.body.url).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const gone = await feed(old);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: "Not found" });
    expect((await feed(reset.body.url)).status).toBe(200);
    expect(feedPath(await c.parent.agent.get("/api/calendar/feed-url"))).toBe(feedPath(reset));

    for (const p of [
      `/calendar/${"A".repeat(43)}.ics`,
      "/calendar/short.ics",
      `/calendar/${"x".repeat(500)}.ics`,
      "/calendar/%00.ics",
      "/calendar/..%2F..%2Fetc.ics",
    ]) {
      const res = await supertest(ctx.app).get(p);
      expect(res.status, p).toBe(404);
      expect(res.body, p).toEqual({ message: "Not found" });
    }

    await ctx.db.db
      .update(users)
      .set({ suspendedAt: new Date(), suspendedReason: "Test" })
      .where(eq(users.id, c.parent.user.id));
    expect((await feed(reset.body.url)).status).toBe(404);
    expect((await supertest(ctx.app).get("/api/calendar/feed-url")).status).toBe(401);
    expect((await supertest(ctx.app).post("/api/calendar/feed-url/reset")).status).toBe(401);
  });

  it("carries at most 500 lessons, the nearest ones", async () => {
    const c = await cast();
    // From two days ago, one an hour: the last 20 are the farthest from now.
    const start = Date.now() - 2 * DAY;
    const rows = Array.from({ length: FEED_LIMITS.maxEvents + 20 }, (_, i) => ({
      classId: c.classId,
      studentId: c.kid.id,
      parentId: c.parent.user.id,
      teacherId: c.teacher.user.id,
      scheduledAt: new Date(start + i * HOUR),
      endsAt: new Date(start + i * HOUR + 30 * 60_000),
      paymentStatus: "paid" as const,
      amount: "20.00",
    }));
    const made = await ctx.db.db
      .insert(bookings)
      .values(rows)
      .returning({ id: bookings.id, scheduledAt: bookings.scheduledAt });
    const res = await feed((await c.parent.agent.get("/api/calendar/feed-url")).body.url);
    expect(res.status).toBe(200);
    const listed = uids(res);
    expect(listed).toHaveLength(FEED_LIMITS.maxEvents);
    const farthest = made.slice(-20).map((b) => `booking-${b.id}@halaqa`);
    for (const uid of farthest) expect(listed).not.toContain(uid);
    expect(Buffer.byteLength(res.text)).toBeLessThan(1024 * 1024);
  });

  it("is served before the app's pages, and its requests are limited", async () => {
    const c = await cast();
    await c.book(new Date(Date.now() + 2 * DAY));
    const url = (await c.parent.agent.get("/api/calendar/feed-url")).body.url as string;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-static-"));
    try {
      fs.writeFileSync(
        path.join(dir, "index.html"),
        "<!doctype html><html><head></head><body><div id=root></div></body></html>",
      );
      const app = ctx.makeApp({ staticDir: dir, limits: { calendarFeed: { perFeed: 2 } } });
      // Calendar apps ask with Accept: */*, browsers with text/html: neither gets the app's page.
      const asCalendar = await feed(url, app).set("Accept", "*/*");
      expect(asCalendar.status).toBe(200);
      expect(asCalendar.headers["content-type"]).toBe("text/calendar; charset=utf-8");
      const asBrowser = await feed(url, app).set("Accept", "text/html");
      expect(asBrowser.headers["content-type"]).toBe("text/calendar; charset=utf-8");
      const limited = await feed(url, app);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: "Too many calendar requests. Please try again later." });
      // Unknown URLs: two misses per address, then 429 (on another app: the 429 above counted as a miss).
      const guessing = ctx.makeApp({ staticDir: dir, limits: { calendarFeed: { missesPerAddress: 2 } } });
      let n = 0;
      const miss = () =>
        supertest(guessing)
          .get(`/calendar/${String(++n).padStart(43, "B")}.ics`)
          .set("Accept", "text/html");
      expect((await miss()).status).toBe(404);
      expect((await miss()).status).toBe(404);
      expect((await miss()).status).toBe(429);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
