// The demo data set: seeded once into an empty database, and what the demo accounts (README, npm start) promise.
import { eq } from "drizzle-orm";
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { classes, payoutMethods, reviews, teacherLedger, teacherProfiles, users } from "@shared/schema";
import { balances } from "../earnings/earnings.service";
import { useTestApp } from "../test/test-app";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoIfEmpty } from "./demo";
import { simulatorGateway } from "../payments/simulator";
import { DEMO_VAULT } from "./demo-plan";
import { DEMO_TEACHERS } from "./demo-teachers";

const ctx = useTestApp();
const seeded: boolean[] = [];

describe("seedDemoIfEmpty", () => {
  beforeAll(async () => {
    seeded.push(await seedDemoIfEmpty(ctx.db.db), await seedDemoIfEmpty(ctx.db.db));
  }, 30_000);

  it("seeds an empty database, and only once", () => {
    expect(seeded).toEqual([true, false]);
  });

  it("makes every approved demo teacher, with their profile and classes", async () => {
    for (const t of DEMO_TEACHERS) {
      const [row] = await ctx.db.db
        .select({ id: users.id, status: teacherProfiles.verificationStatus, timeZone: teacherProfiles.timeZone })
        .from(users)
        .innerJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
        .where(eq(users.username, t.username));
      expect(row, t.username).toMatchObject({ status: "approved", timeZone: t.timeZone });
      const titles = (
        await ctx.db.db.select({ title: classes.title }).from(classes).where(eq(classes.teacherId, row.id))
      ).map((c) => c.title);
      expect(titles.sort()).toEqual(t.classes.map((c) => c.title).sort());
    }
  });

  it("has teachers of both genders, of Hafs and Warsh, two verified ijazahs and classes with trials (issue 36)", async () => {
    const profiles = await ctx.db.db
      .select()
      .from(teacherProfiles)
      .where(eq(teacherProfiles.verificationStatus, "approved"));
    expect(new Set(profiles.map((p) => p.gender))).toEqual(new Set(["female", "male"]));
    const riwayat = profiles.flatMap((p) => p.riwayat);
    expect(riwayat).toContain("hafs");
    expect(riwayat).toContain("warsh");
    const verified = profiles.filter((p) => p.ijazahVerified);
    expect(verified).toHaveLength(2);
    for (const p of verified) {
      expect(p.ijazah).toMatchObject({ coversTeaching: true, issuer: expect.any(String) });
      expect(p.ijazah?.chain.length).toBeGreaterThan(50);
      expect(p.ijazah?.issuedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.ijazahNote).toBeTruthy();
      expect(p.ijazahVerifiedAt).toBeInstanceOf(Date);
    }
    const trials = await ctx.db.db.select().from(classes);
    expect(trials.some((c) => c.trialMinutes !== null && c.trialPrice === "0.00")).toBe(true);
    expect(trials.some((c) => c.trialMinutes !== null && Number(c.trialPrice) > 0)).toBe(true);
    // The family of the e2e journey finds a woman who teaches Warsh with a verified ijazah, and her trial.
    const parent = supertest.agent(ctx.app);
    await parent.post("/api/login").send({ username: "parent", password: DEMO_PASSWORD }).expect(200);
    const found = await parent.get("/api/teachers?gender=female&riwayah=warsh&ijazah=true").expect(200);
    expect(found.body).toHaveLength(1);
    expect(found.body[0]).toMatchObject({
      verifiedIjazah: { riwayah: "warsh", coversTeaching: true },
      classes: [expect.objectContaining({ trialMinutes: 20, trialPrice: "5.00" })],
    });
  });

  it("gives the teachers with lessons earnings on the ledger and a payout address, so a payout run pays them", async () => {
    const paidTeachers = await ctx.db.db
      .selectDistinct({ id: teacherLedger.teacherId })
      .from(teacherLedger)
      .innerJoin(payoutMethods, eq(payoutMethods.teacherId, teacherLedger.teacherId));
    expect(paidTeachers.length).toBeGreaterThan(0);
    const figures = await Promise.all(paidTeachers.map((t) => balances(ctx.db.db, t.id, new Date())));
    // Lessons held more than 48 hours ago are available; the upcoming paid ones are pending.
    expect(figures.some((f) => f.available >= 2000)).toBe(true);
    expect(figures.some((f) => f.pending > 0)).toBe(true);
  });

  it("lets every demo account sign in with its password, in its role", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await supertest(ctx.app)
        .post("/api/login")
        .send({ username: account.username, password: account.password });
      expect(res.status, account.username).toBe(200);
      expect(res.body.currentRole, account.username).toBe(account.role);
    }
  });

  it("gives the demo family a lesson history: progress with ratings and homework, a review to write, reviews on the teachers", async () => {
    const signIn = async (username: string) => {
      const agent = supertest.agent(ctx.app);
      await agent.post("/api/login").send({ username, password: DEMO_PASSWORD }).expect(200);
      return agent;
    };
    const parent = await signIn("parent");
    const children = (await parent.get("/api/student/profiles")).body as {
      id: number;
      name: string;
      summary: { lastReport: unknown; nextLesson: unknown };
    }[];
    const zayd = children.find((c) => c.name === "Zayd")!;
    expect(zayd.summary.lastReport).toMatchObject({ rating: expect.any(Number), homework: expect.any(String) });
    expect(zayd.summary.nextLesson).not.toBeNull();
    const progress = await parent.get(`/api/students/${zayd.id}/progress`);
    expect(progress.body.reports.length).toBeGreaterThanOrEqual(5);
    expect(progress.body.attendance.absent).toBeGreaterThanOrEqual(1);
    expect(
      progress.body.reports.every((r: { rating: number | null; homework: string | null }) => r.rating && r.homework),
    ).toBe(true);
    // Exactly one held lesson waits for its review: the dashboard asks for it.
    const lessons = (await parent.get("/api/bookings")).body as {
      reviewDue: boolean;
      meetingUrl?: string | null;
      paymentStatus: string;
      scheduledAt: string;
    }[];
    expect(lessons.filter((b) => b.reviewDue)).toHaveLength(1);
    // Paid lessons open in a room; the unpaid one does not show it.
    const upcomingPaid = lessons.find((b) => b.paymentStatus === "paid" && Date.parse(b.scheduledAt) > Date.now())!;
    expect(upcomingPaid.meetingUrl).toMatch(/^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/);
    const reviewed = await ctx.db.db.select({ teacherId: reviews.teacherId }).from(reviews);
    expect(new Set(reviewed.map((r) => r.teacherId)).size).toBeGreaterThanOrEqual(2);
    // The teacher has a lesson awaiting its report.
    const teacher = await signIn("ustadha.aisha");
    expect((await teacher.get("/api/bookings?filter=awaiting_report")).body).toHaveLength(1);
    expect(
      (await teacher.get("/api/classes")).body.every((c: { meetingUrl: string | null }) =>
        c.meetingUrl?.startsWith("https://"),
      ),
    ).toBe(true);
  });

  it("gives Zayd a hifz record: the last surahs memorised over his lessons, badges with a certificate to verify", async () => {
    const parent = supertest.agent(ctx.app);
    await parent.post("/api/login").send({ username: "parent", password: DEMO_PASSWORD }).expect(200);
    const zayd = ((await parent.get("/api/student/profiles")).body as { id: number; name: string }[]).find(
      (c) => c.name === "Zayd",
    )!;
    const ledger = (await parent.get(`/api/students/${zayd.id}/hifz`)).body;
    // Al-Fatiha, Al-Asr, Al-Kawthar, Al-Kafirun, Al-Ikhlas, Al-Falaq and An-Nas whole, and Al-Mulk 1–5.
    expect(ledger.totals).toEqual({ ayat: 39, surahs: 7, juz: 0 });
    expect(ledger.timeline).toHaveLength(6);
    expect(ledger.dueForRevision.map((j: { juz: number }) => j.juz).sort()).toEqual([1, 29, 30]);
    const badges = (await parent.get(`/api/students/${zayd.id}/badges`)).body as {
      code: string;
      certificateCode?: string;
    }[];
    expect(badges.map((b) => b.code)).toEqual(["first-lesson", "first-surah"]);
    const check = await supertest(ctx.app).get(`/api/certificates/${badges[1].certificateCode}`);
    expect(check.body).toMatchObject({
      valid: true,
      achievement: "First surah memorised: Al-Faatiha",
      firstName: "Zayd",
      teacherName: "Aisha Siddiqui",
    });
  });

  it("puts Layla on a paid weekly plan the parent and her teacher both see, which the simulator can renew", async () => {
    const parent = supertest.agent(ctx.app);
    await parent.post("/api/login").send({ username: "parent", password: DEMO_PASSWORD }).expect(200);
    const { body: list } = await parent.get("/api/plans").expect(200);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ studentName: "Layla", status: "active", renewsOn: expect.any(String) });
    expect(list[0].currentCycle.lessons).toHaveLength(4);
    const teacher = supertest.agent(ctx.app);
    const { body: plan } = await parent.get(`/api/plans/${list[0].id}`).expect(200);
    const [row] = await ctx.db.db.select({ username: users.username }).from(users).where(eq(users.id, plan.teacherId));
    await teacher.post("/api/login").send({ username: row.username, password: DEMO_PASSWORD }).expect(200);
    expect((await teacher.get("/api/plans").expect(200)).body.map((p: { id: number }) => p.id)).toEqual([plan.id]);
    const charge = await simulatorGateway(ctx.db.pool).chargeSaved({
      vaultId: DEMO_VAULT,
      amount: plan.currentCycle.amount,
      currency: "USD",
      requestId: "demo-renewal-check",
      description: "demo",
    });
    expect(charge.outcome).toBe("captured");
  });
});
