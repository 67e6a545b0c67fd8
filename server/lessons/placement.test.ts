// Issue 36: the teacher's report of a held trial lesson places the child (a level and where in the Quran to start);
// no other report takes a placement, and a refused report leaves the lesson as it was.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, progressReports } from "@shared/schema";
import { heldReport, lessonCast, moveLesson } from "../test/lessons";
import { bookingCast, futureDate, slotAt, useTestApp } from "../test/test-app";

const ctx = useTestApp();
const reportUrl = (id: number) => `/api/bookings/${id}/report`;
const bookingRow = async (id: number) => (await ctx.db.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const reportsOf = (id: number) => ctx.db.db.select().from(progressReports).where(eq(progressReports.bookingId, id));
const PLACEMENT = { level: "intermediate", surah: 67, ayah: 1 };

let day = 3;
/** A free trial (booked paid), moved to an hour ago so that it can be reported. */
async function heldTrial() {
  const cast = await bookingCast(ctx, { trialMinutes: 20, trialPrice: "0" });
  day = day >= 30 ? 3 : day + 1;
  const res = await cast.parent.agent.post("/api/bookings").send({
    classId: cast.classId,
    studentId: cast.studentId,
    scheduledAt: slotAt(futureDate(day), "15:00"),
    trial: true,
  });
  expect(res.status, res.text).toBe(201);
  await moveLesson(ctx, res.body.id, -1);
  return { ...cast, bookingId: res.body.id as number };
}

describe("a trial's report", () => {
  it("needs a placement when the child came (400, nothing kept), and returns it", async () => {
    const l = await heldTrial();
    const before = await bookingRow(l.bookingId);
    for (const attendance of ["present", "late"]) {
      const bare = await l.teacher.agent.post(reportUrl(l.bookingId)).send(heldReport({ attendance }));
      expect(bare.status).toBe(400);
      expect(bare.body.message).toBe(
        "placement: Please give the child's placement: a level and where to start in the Quran",
      );
      expect(await bookingRow(l.bookingId)).toEqual(before);
      expect(await reportsOf(l.bookingId)).toEqual([]);
    }
    const res = await l.teacher.agent.post(reportUrl(l.bookingId)).send(heldReport({ placement: PLACEMENT }));
    expect(res.status, res.text).toBe(201);
    expect(res.body.report.placement).toEqual(PLACEMENT);
    expect(res.body.booking).toMatchObject({ status: "completed", attendance: "present", trial: true });
    const [stored] = await reportsOf(l.bookingId);
    expect(stored).toMatchObject({ placementLevel: "intermediate", placementSurah: 67, placementAyah: 1 });
    // The family reads it with the report.
    const read = await l.parent.agent.get(reportUrl(l.bookingId));
    expect(read.status, read.text).toBe(200);
    expect(read.body.placement).toEqual(PLACEMENT);
  });

  it.each([
    [{ level: "expert", surah: 1, ayah: 1 }, "placement.level"],
    [{ level: "beginner", surah: 115, ayah: 1 }, "placement.ayah"],
    [{ level: "beginner", surah: 1, ayah: 8 }, "placement.ayah"],
    [{ level: "beginner", surah: 1 }, "placement.ayah"],
  ])("refuses the placement %j (400) and keeps nothing", async (placement, path) => {
    const l = await heldTrial();
    const before = await bookingRow(l.bookingId);
    const res = await l.teacher.agent.post(reportUrl(l.bookingId)).send(heldReport({ placement }));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe(path);
    expect(await bookingRow(l.bookingId)).toEqual(before);
    expect(await reportsOf(l.bookingId)).toEqual([]);
  });

  it("takes no placement when the child was absent", async () => {
    const l = await heldTrial();
    const res = await l.teacher.agent.post(reportUrl(l.bookingId)).send({ attendance: "absent" });
    expect(res.status, res.text).toBe(201);
    expect(await bookingRow(l.bookingId)).toMatchObject({ status: "completed", attendance: "absent" });
  });
});

describe("a lesson that is not a trial", () => {
  it("refuses a placement in its report (400, nothing kept), and its report has none", async () => {
    const l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, -1);
    const before = await bookingRow(l.bookingId);
    const res = await l.teacher.agent.post(reportUrl(l.bookingId)).send(heldReport({ placement: PLACEMENT }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("placement: Only the report of a trial lesson holds a placement");
    expect(await bookingRow(l.bookingId)).toEqual(before);
    expect(await reportsOf(l.bookingId)).toEqual([]);
    const ok = await l.teacher.agent.post(reportUrl(l.bookingId)).send(heldReport());
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body.report.placement).toBeNull();
  });
});

describe("correcting a report's placement (PATCH)", () => {
  it("corrects a trial's placement within the 48 hours", async () => {
    const l = await heldTrial();
    const made = await l.teacher.agent.post(reportUrl(l.bookingId)).send(heldReport({ placement: PLACEMENT }));
    expect(made.status, made.text).toBe(201);
    const moved = { level: "beginner", surah: 78, ayah: 1 };
    const res = await l.teacher.agent.patch(reportUrl(l.bookingId)).send({ placement: moved });
    expect(res.status, res.text).toBe(200);
    expect(res.body.placement).toEqual(moved);
    const [stored] = await reportsOf(l.bookingId);
    expect(stored).toMatchObject({ placementLevel: "beginner", placementSurah: 78, placementAyah: 1 });
    // A place that is not in the Quran is refused and the stored one stays.
    const bad = await l.teacher.agent.patch(reportUrl(l.bookingId)).send({ placement: { ...moved, ayah: 41 } });
    expect(bad.status).toBe(400);
    expect((await reportsOf(l.bookingId))[0]).toMatchObject({ placementSurah: 78, placementAyah: 1 });
  });

  it("refuses a placement on the report of a lesson that is not a trial (400, nothing changed)", async () => {
    const l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, -1);
    expect((await l.teacher.agent.post(reportUrl(l.bookingId)).send(heldReport())).status).toBe(201);
    const [before] = await reportsOf(l.bookingId);
    const res = await l.teacher.agent.patch(reportUrl(l.bookingId)).send({ content: "Changed", placement: PLACEMENT });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("placement: Only the report of a trial lesson holds a placement");
    expect((await reportsOf(l.bookingId))[0]).toEqual(before);
  });
});
