// The hifz ledger over HTTP (api.md "The hifz ledger", issue 19): entries written with reports and checked against the
// metadata, the child's record, badges earned exactly once (two reports at the same moment included), certificates.
import supertest from "supertest";
import { and, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hifzEntries, studentBadges } from "@shared/schema";
import { memoryMailer } from "../mail/mailer";
import { heldReport, lessonCast, moveLesson, notificationsOf } from "../test/lessons";
import { futureDate, makeTeacher, signInAs, signUp, slotAt, useTestApp } from "../test/test-app";

const mailer = memoryMailer();
const ctx = useTestApp({ mailer });

type Cast = Awaited<ReturnType<typeof lessonCast>>;
let nextDay = 30;

/** Another paid lesson of the same child with the same teacher, moved to `hoursFromNow`. */
async function anotherLesson(l: Cast, hoursFromNow: number): Promise<number> {
  nextDay = nextDay >= 80 ? 30 : nextDay + 1;
  const booked = await l.parent.agent
    .post("/api/bookings")
    .send({ classId: l.classId, studentId: l.studentId, scheduledAt: slotAt(futureDate(nextDay), "15:00") });
  if (booked.status !== 201) throw new Error(`booking failed: ${booked.status} ${JSON.stringify(booked.body)}`);
  const order = await l.parent.agent
    .post("/order")
    .send({ amount: booked.body.amount, currency: "USD", intent: "CAPTURE", bookingId: booked.body.id });
  await l.parent.agent.post(`/order/${order.body.id}/capture`);
  await moveLesson(ctx, booked.body.id, hoursFromNow);
  return booked.body.id as number;
}

const sabaq = (
  from: [number, number],
  to: [number, number],
  grade = "good",
  mistakes = { forgot: 0, stuck: 0, tajweed: 0 },
) => ({
  kind: "sabaq",
  from: { surah: from[0], ayah: from[1] },
  to: { surah: to[0], ayah: to[1] },
  grade,
  mistakes,
});
const report = (id: number) => `/api/bookings/${id}/report`;

/** An admin's second confirmation of a juz, half-Quran or khatm certificate (issue 31): only then does it verify. */
async function confirm(studentId: number, code: string) {
  const admin = await signInAs(ctx, ["admin"]);
  await admin.agent.post(`/api/students/${studentId}/badges/${code}/confirm`).expect(200);
}

describe("hifz entries in a report", () => {
  it("are stored in order with the report, read back with it, and corrected by replacing them", async () => {
    const l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, -1);
    const entries = [
      sabaq([114, 1], [114, 6], "excellent", { forgot: 1, stuck: 2, tajweed: 3 }),
      { ...sabaq([1, 1], [1, 7]), kind: "sabqi" },
    ];
    const res = await l.teacher.agent.post(report(l.bookingId)).send(heldReport({ hifz: entries }));
    expect(res.status).toBe(201);
    expect(res.body.report.hifz).toMatchObject([
      {
        kind: "sabaq",
        from: { surah: 114, ayah: 1 },
        to: { surah: 114, ayah: 6 },
        grade: "excellent",
        mistakes: { forgot: 1, stuck: 2, tajweed: 3 },
      },
      { kind: "sabqi", from: { surah: 1, ayah: 1 }, to: { surah: 1, ayah: 7 }, grade: "good" },
    ]);
    // The parent reads them in the report and the child's progress.
    expect((await l.parent.agent.get(report(l.bookingId))).body.hifz).toHaveLength(2);
    expect((await l.parent.agent.get(`/api/students/${l.studentId}/progress`)).body.reports[0].hifz).toHaveLength(2);

    const fixed = await l.teacher.agent
      .patch(report(l.bookingId))
      .send({ hifz: [sabaq([114, 1], [114, 3], "repeat")] });
    expect(fixed.status).toBe(200);
    expect(fixed.body.hifz).toMatchObject([
      { from: { surah: 114, ayah: 1 }, to: { surah: 114, ayah: 3 }, grade: "repeat" },
    ]);
    expect(await ctx.db.db.select().from(hifzEntries).where(eq(hifzEntries.bookingId, l.bookingId))).toHaveLength(1);
  });

  it.each([
    [[sabaq([2, 1], [2, 287])], "hifz.0.to: Entry 1: to Al-Baqara has ayat 1 to 286"],
    [
      [sabaq([1, 1], [1, 7]), sabaq([115, 1], [115, 2])],
      "hifz.1.from: Entry 2: from surah must be a number from 1 to 114",
    ],
    [[sabaq([3, 10], [3, 2])], "hifz.0.to: Entry 1: the range must not end before it starts"],
    [
      [{ ...sabaq([1, 1], [1, 7]), grade: "great" }],
      "hifz.0.grade: grade must be excellent, good, needs_work or repeat",
    ],
  ])("refuses %j with a 400 naming the entry, and writes nothing", async (hifz, message) => {
    const l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, -1);
    const res = await l.teacher.agent.post(report(l.bookingId)).send(heldReport({ hifz }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await l.teacher.agent.get(report(l.bookingId))).status).toBe(404);
    expect(await ctx.db.db.select().from(hifzEntries).where(eq(hifzEntries.studentId, l.studentId))).toHaveLength(0);
  });

  it("refuses entries for a lesson the student missed", async () => {
    const l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, -1);
    const res = await l.teacher.agent
      .post(report(l.bookingId))
      .send({ attendance: "absent", hifz: [sabaq([1, 1], [1, 7])] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("hifz: Hifz entries can only be recorded for a lesson the student attended");
  });
});

describe("GET /api/students/{id}/hifz", () => {
  it("computes the child's record from the lessons' reports, for the parent, the child's teachers and admins only", async () => {
    const l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, -72);
    const second = await anotherLesson(l, -48);
    const third = await anotherLesson(l, -2);
    expect(
      (
        await l.teacher.agent
          .post(report(l.bookingId))
          .send(heldReport({ hifz: [sabaq([114, 1], [114, 6], "good", { forgot: 2, stuck: 0, tajweed: 1 })] }))
      ).status,
    ).toBe(201);
    expect(
      (await l.teacher.agent.post(report(second)).send(heldReport({ hifz: [sabaq([113, 1], [113, 5], "needs_work")] })))
        .status,
    ).toBe(201);
    const last = [sabaq([113, 1], [113, 5], "excellent"), { ...sabaq([114, 1], [114, 6]), kind: "sabqi" }];
    expect((await l.teacher.agent.post(report(third)).send(heldReport({ hifz: last }))).status).toBe(201);

    const res = await l.parent.agent.get(`/api/students/${l.studentId}/hifz`);
    expect(res.status).toBe(200);
    expect(res.body.totals).toEqual({ ayat: 11, surahs: 2, juz: 0 });
    expect(res.body.surahs).toHaveLength(114);
    expect(res.body.surahs[112]).toMatchObject({ surah: 113, ayahCount: 5, memorised: 5, strength: "excellent" });
    expect(res.body.surahs[113]).toMatchObject({ surah: 114, ayahCount: 6, memorised: 6, strength: "good" });
    expect(res.body.juz).toHaveLength(30);
    expect(res.body.juz[29]).toMatchObject({ juz: 30, memorisedAyat: 11, totalAyat: 564 });
    expect(res.body.dueForRevision.map((j: { juz: number }) => j.juz)).toEqual([30]);
    expect(res.body.timeline.map((p: { memorisedAyat: number }) => p.memorisedAyat)).toEqual([6, 6, 11]);
    // The latest sabaq ended at Al-Falaq 5, its last ayah: the next starts at An-Naas 1.
    expect(res.body.nextSabaq).toEqual({ surah: 114, ayah: 1 });

    // The child's teacher reads the whole record; an admin too; anyone else learns nothing.
    expect((await l.teacher.agent.get(`/api/students/${l.studentId}/hifz`)).body.totals.ayat).toBe(11);
    expect((await (await signInAs(ctx, ["admin"])).agent.get(`/api/students/${l.studentId}/hifz`)).status).toBe(200);
    for (const stranger of [(await signUp(ctx)).agent, (await makeTeacher(ctx, "approved")).agent]) {
      expect((await stranger.get(`/api/students/${l.studentId}/hifz`)).status).toBe(404);
      expect((await stranger.get(`/api/students/${l.studentId}/badges`)).status).toBe(404);
    }
    expect((await supertest(ctx.app).get(`/api/students/${l.studentId}/hifz`)).status).toBe(401);
    expect((await l.parent.agent.get("/api/students/2147483647/hifz")).status).toBe(404);
  });
});

describe("badges", () => {
  it("are earned once each, the parent told once; a certificate verifies on its public code", async () => {
    const l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, -3);
    // All of Juz 'Amma in one lesson: the first lesson, the first surah, juz 30 and Juz 'Amma.
    const res = await l.teacher.agent
      .post(report(l.bookingId))
      .send(heldReport({ hifz: [sabaq([78, 1], [114, 6], "excellent")] }));
    expect(res.status).toBe(201);
    const badges = await l.parent.agent.get(`/api/students/${l.studentId}/badges`);
    expect(badges.status).toBe(200);
    expect(badges.body.map((b: { code: string }) => b.code).sort()).toEqual([
      "first-lesson",
      "first-surah",
      "juz-30",
      "juz-amma",
    ]);
    const amma = badges.body.find((b: { code: string }) => b.code === "juz-amma");
    expect(amma).toMatchObject({
      title: "Juz 'Amma memorised",
      certificateCode: expect.stringMatching(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/),
    });
    expect(badges.body.find((b: { code: string }) => b.code === "first-lesson").certificateCode).toBeUndefined();
    // The first surah is named: children begin Juz 'Amma at An-Naas, the last of the surahs completed here.
    expect(badges.body.find((b: { code: string }) => b.code === "first-surah").title).toBe(
      "First surah memorised: An-Naas",
    );
    const told = (await notificationsOf(ctx, l.parent.user.id, "badge")).filter((n) =>
      n.title.endsWith("earned a badge"),
    );
    expect(told).toHaveLength(4);
    // One email for the four (issue 31: one report awarding many badges sent one email each).
    const digests = mailer.sent.filter((m) => m.to === l.parent.user.email && m.subject.includes("badges on Halaqa"));
    expect(digests).toHaveLength(1);
    expect(digests[0].text.match(/earned a badge: /g)).toHaveLength(4);

    // Revising the same juz again earns nothing new.
    const again = await anotherLesson(l, -1);
    expect(
      (
        await l.teacher.agent
          .post(report(again))
          .send(heldReport({ hifz: [{ ...sabaq([78, 1], [114, 6]), kind: "manzil" }] }))
      ).status,
    ).toBe(201);
    expect((await l.parent.agent.get(`/api/students/${l.studentId}/badges`)).body).toHaveLength(4);

    // Anyone, signed out included, may verify the certificate: the first name and the achievement only. A juz is valid
    // once a second person confirmed it (issue 31): until then the check says it awaits confirmation.
    const check = await supertest(ctx.app).get(`/api/certificates/${amma.certificateCode.toLowerCase()}`);
    expect(check.status).toBe(200);
    const facts = {
      achievement: "Juz 'Amma memorised",
      firstName: "Zayd",
      teacherName: "Amina Yusuf",
      earnedAt: amma.earnedAt,
    };
    expect(check.body).toEqual({ valid: false, status: "awaiting_confirmation", ...facts });
    await confirm(l.studentId, "juz-amma");
    const confirmed = await supertest(ctx.app).get(`/api/certificates/${amma.certificateCode.toLowerCase()}`);
    expect(confirmed.body).toEqual({ valid: true, status: "valid", ...facts, confirmedAt: expect.any(String) });
    // Renaming the child later changes nothing the certificate vouches for.
    await l.parent.agent.patch(`/api/student/profiles/${l.studentId}`).send({ name: "Muhammad" }).expect(200);
    expect((await supertest(ctx.app).get(`/api/certificates/${amma.certificateCode}`)).body.firstName).toBe("Zayd");
    // The child's teacher sees the badges, not the family's certificate codes.
    const seen = (await l.teacher.agent.get(`/api/students/${l.studentId}/badges`)).body as {
      code: string;
      certificateCode?: string;
    }[];
    expect(seen.map((b) => b.code).sort()).toEqual(["first-lesson", "first-surah", "juz-30", "juz-amma"]);
    expect(seen.every((b) => b.certificateCode === undefined)).toBe(true);
    expect((await supertest(ctx.app).get("/api/certificates/0000-0000-0000-0000")).status).toBe(404);
    expect((await supertest(ctx.app).get("/api/certificates/not-a-code")).status).toBe(404);
  });

  it("are earned exactly once when two reports are written at the same moment", async () => {
    const l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, -3);
    const other = await anotherLesson(l, -2);
    // Each half of An-Naas alone completes nothing; together they complete the surah (and each is a first lesson).
    const [a, b] = await Promise.all([
      l.teacher.agent.post(report(l.bookingId)).send(heldReport({ hifz: [sabaq([114, 1], [114, 3])] })),
      l.teacher.agent.post(report(other)).send(heldReport({ hifz: [sabaq([114, 4], [114, 6])] })),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const rows = await ctx.db.db.select().from(studentBadges).where(eq(studentBadges.studentId, l.studentId));
    // The second report waited for the first (the child's row is locked) and so saw the whole surah.
    expect(rows.map((r) => r.code).sort()).toEqual(["first-lesson", "first-surah"]);
    const told = (await notificationsOf(ctx, l.parent.user.id, "badge")).filter((n) =>
      n.title.endsWith("earned a badge"),
    );
    expect(told).toHaveLength(2);
  });

  it("are withdrawn when a corrected report no longer earns them: the check says so; put back at once they keep their code, earned later they get a new one", async () => {
    const l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, -3);
    // A slip of the finger: 78:1 to 114:6 typed for 112:1 to 114:6.
    expect(
      (await l.teacher.agent.post(report(l.bookingId)).send(heldReport({ hifz: [sabaq([78, 1], [114, 6])] }))).status,
    ).toBe(201);
    const before = (await l.parent.agent.get(`/api/students/${l.studentId}/badges`)).body as {
      code: string;
      certificateCode?: string;
    }[];
    const amma = before.find((b) => b.code === "juz-amma")!.certificateCode!;
    const surah = before.find((b) => b.code === "first-surah")!.certificateCode!;
    await confirm(l.studentId, "juz-amma");

    const fixed = await l.teacher.agent.patch(report(l.bookingId)).send({ hifz: [sabaq([112, 1], [114, 6])] });
    expect(fixed.status).toBe(200);
    const after = (await l.parent.agent.get(`/api/students/${l.studentId}/badges`)).body as {
      code: string;
      title: string;
    }[];
    expect(after.map((b) => b.code).sort()).toEqual(["first-lesson", "first-surah"]);
    // The first surah is still earned (An-Naas is whole) and keeps its certificate.
    expect((await supertest(ctx.app).get(`/api/certificates/${surah}`)).body).toMatchObject({
      valid: true,
      achievement: "First surah memorised: An-Naas",
    });
    const check = await supertest(ctx.app).get(`/api/certificates/${amma}`);
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({
      valid: false,
      status: "withdrawn",
      withdrawnFor: "correction",
      achievement: "Juz 'Amma memorised",
      firstName: "Zayd",
      revokedAt: expect.any(String),
    });
    // Its PDF is gone for the family too, and the family is told why.
    expect((await l.parent.agent.get(`/api/students/${l.studentId}/badges/juz-amma/certificate`)).status).toBe(404);
    const withdrawn = (await notificationsOf(ctx, l.parent.user.id, "badge")).filter((n) =>
      n.title.includes("withdrawn"),
    );
    expect(withdrawn.map((n) => n.message.split(":")[0]).sort()).toEqual(["Juz 'Amma memorised", "Juz 30 memorised"]);
    const letters = mailer.sent.filter((m) => m.to === l.parent.user.email && m.subject.includes("badges on Halaqa"));
    expect(letters.at(-1)?.text.match(/was withdrawn: /g)).toHaveLength(2);

    // The typo put back within the correction window (an entry removed by mistake): the same badges and codes again,
    // confirmed as they were, so the copy the family already shared verifies once more.
    expect((await l.teacher.agent.patch(report(l.bookingId)).send({ hifz: [sabaq([78, 1], [114, 6])] })).status).toBe(
      200,
    );
    const back = (await l.parent.agent.get(`/api/students/${l.studentId}/badges`)).body as {
      code: string;
      certificateCode?: string;
    }[];
    expect(back.find((b) => b.code === "juz-amma")!.certificateCode).toBe(amma);
    expect((await supertest(ctx.app).get(`/api/certificates/${amma}`)).body.valid).toBe(true);

    // Withdrawn again, and only memorised for real days later: a new badge, a new code; the old one stays withdrawn.
    expect((await l.teacher.agent.patch(report(l.bookingId)).send({ hifz: [sabaq([112, 1], [114, 6])] })).status).toBe(
      200,
    );
    await ctx.db.db
      .update(studentBadges)
      .set({ revokedAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(and(eq(studentBadges.studentId, l.studentId), isNotNull(studentBadges.revokedAt)));
    const later = await anotherLesson(l, -1);
    expect(
      (await l.teacher.agent.post(report(later)).send(heldReport({ hifz: [sabaq([78, 1], [111, 5])] }))).status,
    ).toBe(201);
    const again = (await l.parent.agent.get(`/api/students/${l.studentId}/badges`)).body as {
      code: string;
      certificateCode?: string;
    }[];
    expect(again.map((b) => b.code).sort()).toEqual(["first-lesson", "first-surah", "juz-30", "juz-amma"]);
    const renewed = again.find((b) => b.code === "juz-amma")!.certificateCode!;
    expect(renewed).not.toBe(amma);
    // A new certificate, so a new confirmation.
    expect((await supertest(ctx.app).get(`/api/certificates/${renewed}`)).body.status).toBe("awaiting_confirmation");
    await confirm(l.studentId, "juz-amma");
    expect((await supertest(ctx.app).get(`/api/certificates/${renewed}`)).body.valid).toBe(true);
    expect((await supertest(ctx.app).get(`/api/certificates/${amma}`)).body.valid).toBe(false);
    const rows = await ctx.db.db.select().from(studentBadges).where(eq(studentBadges.studentId, l.studentId));
    expect(
      rows
        .filter((r) => r.code === "juz-amma")
        .map((r) => r.revokedAt === null)
        .sort(),
    ).toEqual([false, true]);
  });

  it("withdraw the first surah's badge when its surah is corrected away, and award it again for the surah now whole", async () => {
    const l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, -3);
    expect(
      (await l.teacher.agent.post(report(l.bookingId)).send(heldReport({ hifz: [sabaq([114, 1], [114, 6])] }))).status,
    ).toBe(201);
    const first = (await l.parent.agent.get(`/api/students/${l.studentId}/badges`)).body.find(
      (b: { code: string }) => b.code === "first-surah",
    );
    expect(first.title).toBe("First surah memorised: An-Naas");
    // It was Al-Falaq the child recited, not An-Nas.
    expect((await l.teacher.agent.patch(report(l.bookingId)).send({ hifz: [sabaq([113, 1], [113, 5])] })).status).toBe(
      200,
    );
    const now = (await l.parent.agent.get(`/api/students/${l.studentId}/badges`)).body.find(
      (b: { code: string }) => b.code === "first-surah",
    );
    expect(now.title).toBe("First surah memorised: Al-Falaq");
    expect(now.certificateCode).not.toBe(first.certificateCode);
    expect((await supertest(ctx.app).get(`/api/certificates/${first.certificateCode}`)).body).toMatchObject({
      valid: false,
      achievement: "First surah memorised: An-Naas",
    });
  });

  it("are never withdrawn by a new report: only a correction takes back what a report earned", async () => {
    const l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, -3);
    // A badge held under an older rule (nothing in the ledger earns it today), its certificate confirmed.
    await ctx.db.db.insert(studentBadges).values({
      studentId: l.studentId,
      code: "juz-1",
      studentName: "Zayd",
      certificateCode: "0A1B-2C3D-4E5F-0001",
      confirmedAt: new Date(),
    });
    expect(
      (await l.teacher.agent.post(report(l.bookingId)).send(heldReport({ hifz: [sabaq([114, 1], [114, 3])] }))).status,
    ).toBe(201);
    const codes = ((await l.parent.agent.get(`/api/students/${l.studentId}/badges`)).body as { code: string }[])
      .map((b) => b.code)
      .sort();
    expect(codes).toEqual(["first-lesson", "juz-1"]);
    expect((await supertest(ctx.app).get("/api/certificates/0A1B-2C3D-4E5F-0001")).body.valid).toBe(true);
  });
});
