// Issue 31, finding 2: a teacher rejected (a forged police check) or back under review kept reporting on past lessons,
// writing hifz entries, awarding badges and reading the child's record. Only an approved teacher does any of that.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { progressReports, studentBadges, teacherProfiles } from "@shared/schema";
import { insertLesson } from "../test/insert-lesson";
import { bookingCast, useTestApp } from "../test/test-app";

const ctx = useTestApp();

const report = {
  attendance: "present",
  content: "Al-Fatiha",
  rating: 5,
  hifz: [{ kind: "sabaq", from: { surah: 1, ayah: 1 }, to: { surah: 1, ayah: 7 }, grade: "good" }],
};

async function castWithLessons() {
  const cast = await bookingCast(ctx);
  const lesson = {
    classId: cast.classId,
    studentId: cast.studentId,
    parentId: cast.parent.user.id,
    teacherId: cast.teacher.user.id,
  };
  const unreported = await insertLesson(ctx.db.db, lesson, { status: "scheduled", attendance: null });
  const reported = await insertLesson(ctx.db.db, lesson, { status: "scheduled", attendance: null });
  const first = await cast.teacher.agent.post(`/api/bookings/${reported}/report`).send(report);
  expect(first.status).toBe(201);
  return { cast, unreported, reported };
}

const setStatus = (userId: number, verificationStatus: "rejected" | "pending" | "approved") =>
  ctx.db.db.update(teacherProfiles).set({ verificationStatus }).where(eq(teacherProfiles.userId, userId));

describe("a teacher who is not approved", () => {
  it.each(["rejected", "pending"] as const)(
    "(%s) reports on no lesson, corrects no report and reads no child's record; the family still does",
    async (status) => {
      const { cast, unreported, reported } = await castWithLessons();
      const badgesBefore = await ctx.db.db
        .select()
        .from(studentBadges)
        .where(eq(studentBadges.studentId, cast.studentId));
      await setStatus(cast.teacher.user.id, status);
      const t = cast.teacher.agent;

      const written = await t.post(`/api/bookings/${unreported}/report`).send(report);
      expect(written.status).toBe(403);
      expect(written.body.message).toBe("Only approved teachers can report on lessons");
      expect(await ctx.db.db.select().from(progressReports).where(eq(progressReports.bookingId, unreported))).toEqual(
        [],
      );
      const corrected = await t.patch(`/api/bookings/${reported}/report`).send({ content: "Al-Baqarah, all of it" });
      expect(corrected.status).toBe(403);
      const [kept] = await ctx.db.db.select().from(progressReports).where(eq(progressReports.bookingId, reported));
      expect(kept.content).toBe("Al-Fatiha");
      expect(await ctx.db.db.select().from(studentBadges).where(eq(studentBadges.studentId, cast.studentId))).toEqual(
        badgesBefore,
      );

      for (const url of [
        `/api/bookings/${reported}/report`,
        `/api/students/${cast.studentId}/progress`,
        `/api/students/${cast.studentId}/hifz`,
        `/api/students/${cast.studentId}/badges`,
      ]) {
        expect((await t.get(url)).status, url).toBe(404);
        expect((await cast.parent.agent.get(url)).status, url).toBe(200);
      }

      // Approved again: the teacher's lessons and the child's record are theirs once more.
      await setStatus(cast.teacher.user.id, "approved");
      expect((await t.get(`/api/students/${cast.studentId}/hifz`)).status).toBe(200);
      expect((await t.post(`/api/bookings/${unreported}/report`).send(report)).status).toBe(201);
    },
  );
});
