// Issue 31, findings 1 and 2 (decision 075): one report minted the khatm; a juz or khatm certificate verified on one
// teacher's word; a teacher rejected for a forged police check left certificates that verified. Each attack, refused.
import supertest from "supertest";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AYAH_COUNT, ayahAt, JUZ } from "@shared/quran";
import { hifzEntries, progressReports, studentBadges } from "@shared/schema";
import { memoryMailer } from "../mail/mailer";
import { insertLesson } from "../test/insert-lesson";
import { heldReport, notificationsOf } from "../test/lessons";
import { bookingCast, makeTeacher, signInAs, signUp, useTestApp, validClass } from "../test/test-app";

const mailer = memoryMailer();
const ctx = useTestApp({ mailer });

type Cast = Awaited<ReturnType<typeof bookingCast>>;
type Agent = Cast["parent"]["agent"];
type Badge = { code: string; certificateCode?: string; confirmation?: string; canConfirm?: boolean };

const sabaq = (first: number, last: number, kind = "sabaq") => ({
  kind,
  from: ayahAt(first),
  to: ayahAt(last),
  grade: "excellent",
  mistakes: { forgot: 0, stuck: 0, tajweed: 0 },
});
/** The whole mushaf in twelve ranges of at most 520 ayat: each under the 564 of one juz. */
const TWELFTHS = Array.from({ length: 12 }, (_, i) => [i * 520 + 1, Math.min((i + 1) * 520, AYAH_COUNT)] as const);
// Juz 'Amma, the longest juz: 564 ayat.
const AMMA = [JUZ[29].first, JUZ[29].last] as const;

/** A lesson of the child that has started and awaits its report, with `teacher`'s class (the cast's by default). */
const pastLesson = (cast: Cast, teacher?: { id: number; classId: number }) =>
  insertLesson(
    ctx.db.db,
    {
      classId: teacher?.classId ?? cast.classId,
      studentId: cast.studentId,
      parentId: cast.parent.user.id,
      teacherId: teacher?.id ?? cast.teacher.user.id,
    },
    { status: "scheduled", attendance: null },
  );

/** Another approved teacher with a class, and a lesson of theirs with the cast's child, started, not yet reported. */
async function secondTeacher(cast: Cast) {
  const t = await makeTeacher(ctx, "approved");
  const cls = await t.agent.post("/api/classes").send(validClass());
  const teacher = { id: t.user.id, classId: cls.body.id as number };
  return { ...t, ...teacher, lesson: await pastLesson(cast, teacher) };
}

const report = (agent: Agent, bookingId: number, hifz: unknown[]) =>
  agent.post(`/api/bookings/${bookingId}/report`).send(heldReport({ hifz }));
const badgesOf = async (agent: Agent, studentId: number) =>
  (await agent.get(`/api/students/${studentId}/badges`).expect(200)).body as Badge[];
const check = async (code: string) => (await supertest(ctx.app).get(`/api/certificates/${code}`)).body;
const confirm = (agent: Agent, studentId: number, code: string) =>
  agent.post(`/api/students/${studentId}/badges/${code}/confirm`);
const badgeRows = (studentId: number) =>
  ctx.db.db.select().from(studentBadges).where(eq(studentBadges.studentId, studentId));

describe("one lesson's new sabaq (finding 1)", () => {
  it("covers at most one juz: twelve sabaq entries across the Quran are a 400 that mints nothing, in a report or a correction", async () => {
    const cast = await bookingCast(ctx);
    const lesson = await pastLesson(cast);
    const attack = TWELFTHS.map(([first, last]) => sabaq(first, last));
    const res = await report(cast.teacher.agent, lesson, attack);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "hifz.1.to: Entry 2: one lesson's sabaq covers at most 564 ayat (one juz) in all; record revision as sabqi or manzil",
    );
    expect(await ctx.db.db.select().from(progressReports).where(eq(progressReports.bookingId, lesson))).toEqual([]);
    expect(await ctx.db.db.select().from(hifzEntries).where(eq(hifzEntries.studentId, cast.studentId))).toEqual([]);
    expect(await badgeRows(cast.studentId)).toEqual([]);

    // One juz in two entries, one of them heard twice, and the whole Quran revised: one lesson's work, accepted.
    const fair = [
      sabaq(AMMA[0], AMMA[0] + 299),
      sabaq(AMMA[0] + 300, AMMA[1]),
      sabaq(AMMA[0], AMMA[0] + 9),
      sabaq(1, AYAH_COUNT, "manzil"),
    ];
    expect((await report(cast.teacher.agent, lesson, fair)).status).toBe(201);
    const earned = (await badgeRows(cast.studentId)).map((b) => b.code).sort();
    expect(earned).toEqual(["first-lesson", "first-surah", "juz-30", "juz-amma"]);

    // A correction obeys the same bound, and changes nothing when refused.
    const corrected = await cast.teacher.agent.patch(`/api/bookings/${lesson}/report`).send({ hifz: attack });
    expect(corrected.status).toBe(400);
    expect(corrected.body.message).toMatch(/^hifz\.1\.to: Entry 2: one lesson's sabaq covers at most 564 ayat/);
    expect((await badgeRows(cast.studentId)).map((b) => b.code).sort()).toEqual(earned);
    expect(await ctx.db.db.select().from(hifzEntries).where(eq(hifzEntries.bookingId, lesson))).toHaveLength(4);
  });
});

describe("a juz or khatm certificate (finding 1)", () => {
  it("awaits a second confirmation: another teacher of the child or an admin, never the teacher who earned it, once", async () => {
    const cast = await bookingCast(ctx);
    // The khatm the honest way now: twelve lessons, at most one juz of new sabaq in each.
    for (const [first, last] of TWELFTHS)
      expect((await report(cast.teacher.agent, await pastLesson(cast), [sabaq(first, last)])).status).toBe(201);
    const family = await badgesOf(cast.parent.agent, cast.studentId);
    const khatm = family.find((b) => b.code === "khatm")!;
    expect(khatm).toMatchObject({ confirmation: "awaiting", certificateCode: expect.any(String) });
    expect(family.some((b) => b.canConfirm)).toBe(false);
    expect(family.find((b) => b.code === "first-surah")!.confirmation).toBeUndefined();

    // Checked publicly right after it is earned: not valid yet.
    expect(await check(khatm.certificateCode!)).toMatchObject({ valid: false, status: "awaiting_confirmation" });
    // Surah certificates stay valid on the teacher's word.
    const surah = family.find((b) => b.code === "first-surah")!.certificateCode!;
    expect(await check(surah)).toMatchObject({ valid: true, status: "valid" });

    // The teacher whose reports earned it, the family, a teacher who never taught the child, nobody signed in: no.
    expect((await confirm(cast.teacher.agent, cast.studentId, "khatm")).status).toBe(403);
    expect((await badgesOf(cast.teacher.agent, cast.studentId)).some((b) => b.canConfirm)).toBe(false);
    expect((await confirm(cast.parent.agent, cast.studentId, "khatm")).status).toBe(403);
    expect((await confirm((await makeTeacher(ctx, "approved")).agent, cast.studentId, "khatm")).status).toBe(404);
    expect((await confirm(supertest.agent(ctx.app), cast.studentId, "khatm")).status).toBe(401);
    expect(await check(khatm.certificateCode!)).toMatchObject({ status: "awaiting_confirmation" });

    // Another approved teacher with a lesson booked but not held has heard nothing to vouch for.
    const other = await secondTeacher(cast);
    expect((await badgesOf(other.agent, cast.studentId)).some((b) => b.canConfirm)).toBe(false);
    expect((await confirm(other.agent, cast.studentId, "khatm")).status).toBe(403);
    // Once they have heard the child, they see what awaits them, and confirm: the certificate verifies.
    expect((await report(other.agent, other.lesson, [sabaq(1, 7, "manzil")])).status).toBe(201);
    const seen = await badgesOf(other.agent, cast.studentId);
    expect(seen.find((b) => b.code === "khatm")).toMatchObject({ confirmation: "awaiting", canConfirm: true });
    expect(seen.find((b) => b.code === "first-surah")!.canConfirm).toBeUndefined();
    const done = await confirm(other.agent, cast.studentId, "khatm");
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ code: "khatm", confirmation: "confirmed" });
    expect(done.body.certificateCode).toBeUndefined();
    expect(await check(khatm.certificateCode!)).toMatchObject({
      valid: true,
      status: "valid",
      confirmedAt: expect.any(String),
    });
    const [row] = await ctx.db.db
      .select()
      .from(studentBadges)
      .where(and(eq(studentBadges.studentId, cast.studentId), eq(studentBadges.code, "khatm")));
    expect(row).toMatchObject({ confirmedBy: other.id, confirmedAt: expect.any(Date) });

    // Not twice; not a badge that needs none; not a badge the child does not hold.
    const twice = await confirm(other.agent, cast.studentId, "khatm");
    expect([twice.status, twice.body.message]).toEqual([409, "This certificate is already confirmed"]);
    expect((await confirm(other.agent, cast.studentId, "first-surah")).status).toBe(409);
    expect((await confirm(other.agent, cast.studentId, "half-quran")).status).toBe(409);
    expect((await confirm(other.agent, cast.studentId, "juz-99")).status).toBe(404);

    // An admin confirms too; each certificate on its own.
    const admin = await signInAs(ctx, ["admin"]);
    expect((await confirm(admin.agent, cast.studentId, "juz-1")).status).toBe(200);
    expect(await check(family.find((b) => b.code === "juz-2")!.certificateCode!)).toMatchObject({ valid: false });
    // A confirming teacher rejected since confirms nothing more, and reads nothing of the child.
    await admin.agent
      .patch(`/api/teacher/profile/${other.profileId}`)
      .send({ verificationStatus: "rejected", feedback: "Forged police check" })
      .expect(200);
    expect((await confirm(other.agent, cast.studentId, "juz-2")).status).toBe(404);
  });
});

describe("a teacher rejected or suspended for cause (finding 2)", () => {
  it("has the certificates of their reports withdrawn by an admin: the check says withdrawn and the families are told", async () => {
    const cast = await bookingCast(ctx);
    const admin = await signInAs(ctx, ["admin"]);
    expect((await report(cast.teacher.agent, await pastLesson(cast), [sabaq(...AMMA)])).status).toBe(201);
    // Another family of the same teacher, and another teacher's certificate of the first child.
    const parent2 = await signUp(ctx);
    const kid = await parent2.agent.post("/api/student/profile").send({ name: "Maryam", age: 8, level: "beginner" });
    const cast2 = { ...cast, parent: parent2, studentId: kid.body.id as number };
    expect((await report(cast.teacher.agent, await pastLesson(cast2), [sabaq(1, 7)])).status).toBe(201);
    const other = await secondTeacher(cast);
    // Juz 29: Al-Mulk 1 to Al-Mursalat 50.
    expect((await report(other.agent, other.lesson, [sabaq(JUZ[28].first, JUZ[28].last)])).status).toBe(201);
    const before = await badgesOf(cast.parent.agent, cast.studentId);
    const code = (c: string) => before.find((b) => b.code === c)!.certificateCode!;
    const withdraw = (agent: Agent) =>
      agent.post(`/api/admin/teachers/${cast.teacher.user.id}/withdraw-certificates`).send({});

    // Only an admin, and only once the teacher is rejected or suspended.
    expect((await withdraw(cast.parent.agent)).status).toBe(403);
    expect((await withdraw(cast.teacher.agent)).status).toBe(403);
    const early = await withdraw(admin.agent);
    expect([early.status, early.body.message]).toEqual([
      409,
      "Only the certificates of a rejected or suspended teacher can be withdrawn",
    ]);
    expect(await check(code("juz-amma"))).toMatchObject({ status: "awaiting_confirmation" });
    expect((await confirm(admin.agent, cast.studentId, "juz-amma")).status).toBe(200);
    expect(await check(code("juz-amma"))).toMatchObject({ valid: true });

    await admin.agent
      .patch(`/api/teacher/profile/${cast.teacher.profileId}`)
      .send({ verificationStatus: "rejected", feedback: "Forged police check" })
      .expect(200);
    const res = await withdraw(admin.agent);
    expect(res.status).toBe(200);
    // Zayd's first surah, juz 30 and Juz 'Amma; Maryam's first surah. Not the other teacher's juz 29.
    expect(res.body).toEqual({ withdrawn: 4 });
    for (const c of ["first-surah", "juz-30", "juz-amma"])
      expect(await check(code(c))).toMatchObject({
        valid: false,
        status: "withdrawn",
        withdrawnFor: "cause",
        revokedAt: expect.any(String),
      });
    expect(await check(code("juz-29"))).toMatchObject({ status: "awaiting_confirmation" });
    // Recorded, not deleted: who and when; the badges without a certificate stay.
    const rows = await badgeRows(cast.studentId);
    expect(rows.filter((r) => r.revokedForCause).map((r) => [r.code, r.revokedBy])).toEqual(
      expect.arrayContaining([
        ["first-surah", admin.user.id],
        ["juz-30", admin.user.id],
        ["juz-amma", admin.user.id],
      ]),
    );
    expect((await badgesOf(cast.parent.agent, cast.studentId)).map((b) => b.code).sort()).toEqual([
      "first-lesson",
      "juz-29",
    ]);

    // Each family told once, in the bell and by email, naming what was withdrawn.
    const told = (await notificationsOf(ctx, cast.parent.user.id, "badge")).filter((n) =>
      n.title.startsWith("Certificates of"),
    );
    expect(told.map((n) => n.title)).toEqual(["Certificates of Zayd's were withdrawn"]);
    expect(told[0].message).toBe(
      `Our team reviewed Amina Yusuf and withdrew the certificates issued from their reports: First surah memorised: An-Naas; Juz 30 memorised; Juz 'Amma memorised. They no longer verify.`,
    );
    const told2 = await notificationsOf(ctx, parent2.user.id, "badge");
    expect(told2.filter((n) => n.title === "Certificates of Maryam's were withdrawn")).toHaveLength(1);
    const letters = mailer.sent.filter((m) => m.to === cast.parent.user.email && m.subject.startsWith("Certificates"));
    expect(letters.map((m) => m.subject)).toEqual(["Certificates of Zayd's were withdrawn on Halaqa"]);

    // Again: nothing more to withdraw, nobody told twice.
    expect((await withdraw(admin.agent)).body).toEqual({ withdrawn: 0 });
    expect(
      (await notificationsOf(ctx, cast.parent.user.id, "badge")).filter((n) => n.title.startsWith("Certificates of")),
    ).toHaveLength(1);

    // The next lesson with another teacher earns the badges again as new certificates: the withdrawn ones are never
    // put back, even within the 48 hours a correction's withdrawal may be undone.
    const revision = await pastLesson(cast, other);
    expect((await report(other.agent, revision, [sabaq(...AMMA, "manzil")])).status).toBe(201);
    const after = await badgesOf(cast.parent.agent, cast.studentId);
    const renewed = after.find((b) => b.code === "juz-amma")!.certificateCode!;
    expect(renewed).not.toBe(code("juz-amma"));
    expect(await check(code("juz-amma"))).toMatchObject({ status: "withdrawn", withdrawnFor: "cause" });
    expect(await check(renewed)).toMatchObject({ status: "awaiting_confirmation", teacherName: expect.any(String) });
  });

  it("withdraws a suspended teacher's certificates too; 404 for a user who is not a teacher", async () => {
    const cast = await bookingCast(ctx);
    const admin = await signInAs(ctx, ["admin"]);
    expect((await report(cast.teacher.agent, await pastLesson(cast), [sabaq(AYAH_COUNT - 5, AYAH_COUNT)])).status).toBe(
      201,
    );
    const [surah] = (await badgesOf(cast.parent.agent, cast.studentId)).filter((b) => b.certificateCode);
    await admin.agent
      .patch(`/api/admin/users/${cast.teacher.user.id}`)
      .send({ suspended: true, reason: "Inappropriate messages to a child" })
      .expect(200);
    const res = await admin.agent.post(`/api/admin/teachers/${cast.teacher.user.id}/withdraw-certificates`).send({});
    expect(res.body).toEqual({ withdrawn: 1 });
    expect(await check(surah.certificateCode!)).toMatchObject({ status: "withdrawn", withdrawnFor: "cause" });
    expect(
      (await admin.agent.post(`/api/admin/teachers/${cast.parent.user.id}/withdraw-certificates`).send({})).status,
    ).toBe(404);
  });
});
