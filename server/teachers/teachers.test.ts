import { eq, sql } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { classes, notifications, teacherProfiles, users } from "@shared/schema";
import { memoryMailer } from "../mail/mailer";
import {
  makeTeacher,
  signInAs,
  signUp,
  uploadSafeguarding,
  useTestApp,
  validClass,
  validProfile,
} from "../test/test-app";

const ctx = useTestApp();
/** The vetting interview, held yesterday and completed with result approved: what sets 'Interview completed'. */
async function passInterview(admin: supertest.Agent, teacherId: number) {
  const made = await admin
    .post("/api/interviews")
    .send({ teacherId, scheduledAt: new Date(Date.now() - 86_400_000).toISOString(), status: "scheduled" });
  expect(made.status).toBe(201);
  await admin.patch(`/api/interviews/${made.body.id}`).send({ status: "completed", result: "approved" }).expect(200);
}
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const profileRow = async (userId: number) =>
  (await ctx.db.db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, userId)))[0];

describe("POST /api/teacher/profile", () => {
  it("creates the caller's profile as pending (201) and notifies the admins", async () => {
    const { agent, user } = await signUp(ctx, { role: "teacher" });
    const res = await agent.post("/api/teacher/profile").send(validProfile({ hourlyRate: 30 }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      userId: user.id,
      verificationStatus: "pending",
      hourlyRate: "30.00",
      timeZone: "Europe/London",
      documents: [],
    });
    const notes = await ctx.db.db
      .select()
      .from(notifications)
      .where(
        sql`${notifications.type} = 'teacher_application' and ${notifications.data}->>'userId' = ${String(user.id)}`,
      );
    expect(notes).toHaveLength(1);
  });

  it("stores the canonical spelling of the time zone", async () => {
    const { agent } = await signUp(ctx, { role: "teacher" });
    const res = await agent.post("/api/teacher/profile").send(validProfile({ timeZone: "america/new_york" }));
    expect(res.body.timeZone).toBe("America/New_York");
  });

  it("never takes verificationStatus, flags or ids from the teacher", async () => {
    const { agent, user } = await signUp(ctx, { role: "teacher" });
    const res = await agent.post("/api/teacher/profile").send({
      ...validProfile(),
      verificationStatus: "approved",
      idVerified: true,
      policeCheckVerified: true,
      interviewCompleted: true,
      userId: 1,
      id: 1,
    });
    expect(res.status).toBe(201);
    const row = await profileRow(user.id);
    expect(row).toMatchObject({
      verificationStatus: "pending",
      idVerified: false,
      policeCheckVerified: false,
      interviewCompleted: false,
      userId: user.id,
    });
  });

  it("updates an existing profile (200) and a rejected one returns to pending", async () => {
    const t = await makeTeacher(ctx, "rejected");
    const res = await t.agent.post("/api/teacher/profile").send(validProfile({ qualifications: "Now with my ijazah" }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: t.profileId,
      verificationStatus: "pending",
      qualifications: "Now with my ijazah",
    });
    const approved = await makeTeacher(ctx, "approved");
    const edit = await approved.agent
      .post("/api/teacher/profile")
      .send(validProfile({ bio: "Updated bio for families." }));
    expect(edit.body.verificationStatus).toBe("approved");
  });

  it.each([
    [{ bio: "" }, "bio", "Please enter a bio"],
    [{ experience: -1 }, "experience", "Experience must be a positive number"],
    [{ hourlyRate: "" }, "hourlyRate", "Please set your hourly rate"],
    [{ currency: "XXX" }, "currency", "Hourly rates are in USD, like class prices"],
    [{ currency: "GBP" }, "currency", "Hourly rates are in USD, like class prices"],
    [{ phoneNumber: "12345" }, "phoneNumber", "Please provide a valid phone number"],
    [{ phoneNumber: "call me maybe now" }, "phoneNumber", "Please enter a valid phone number"],
    [{ specializations: [] }, "specializations", "Please select at least one specialization"],
    [{ languages: [] }, "languages", "Please select at least one language"],
    [{ specializations: ["Alchemy"] }, "specializations.0", "Please select at least one specialization"],
    [{ timeZone: "Mars/Olympus" }, "timeZone", "Please choose a valid time zone"],
  ])("rejects %j with 400 (%s) and stores nothing", async (override, path, message) => {
    const { agent, user } = await signUp(ctx, { role: "teacher" });
    const res = await agent.post("/api/teacher/profile").send(validProfile(override));
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ path, message });
    expect(await profileRow(user.id)).toBeUndefined();
  });

  it("is for teachers only", async () => {
    const { agent } = await signUp(ctx);
    expect((await agent.post("/api/teacher/profile").send(validProfile())).status).toBe(403);
    expect((await supertest(ctx.app).post("/api/teacher/profile").send(validProfile())).status).toBe(401);
  });
});

describe("GET /api/teacher/profile", () => {
  it("returns the caller's own profile, or 404 before one exists", async () => {
    const { agent } = await signUp(ctx, { role: "teacher" });
    expect((await agent.get("/api/teacher/profile")).status).toBe(404);
    const t = await makeTeacher(ctx);
    const res = await t.agent.get("/api/teacher/profile");
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(t.profileId);
    const parent = await signUp(ctx);
    expect((await parent.agent.get("/api/teacher/profile")).status).toBe(403);
  });
});

describe("PATCH /api/teacher/profile/{id} (admin review)", () => {
  it("is for admins only: a teacher cannot approve themselves", async () => {
    const t = await makeTeacher(ctx);
    const res = await t.agent
      .patch(`/api/teacher/profile/${t.profileId}`)
      .send({ verificationStatus: "approved", idVerified: true });
    expect(res.status).toBe(403);
    expect((await profileRow(t.user.id)).verificationStatus).toBe("pending");
    expect((await profileRow(t.user.id)).idVerified).toBe(false);
  });

  it("needs feedback to reject, and notifies the teacher", async () => {
    const t = await makeTeacher(ctx);
    const { agent } = await signInAs(ctx, ["admin"]);
    const bare = await agent
      .patch(`/api/teacher/profile/${t.profileId}`)
      .send({ verificationStatus: "rejected", feedback: "  " });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe("Feedback is required when rejecting");
    expect((await profileRow(t.user.id)).verificationStatus).toBe("pending");
    const res = await agent
      .patch(`/api/teacher/profile/${t.profileId}`)
      .send({ verificationStatus: "rejected", feedback: "Please upload your police check." });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ verificationStatus: "rejected", feedback: "Please upload your police check." });
    const notes = await ctx.db.db.select().from(notifications).where(eq(notifications.userId, t.user.id));
    expect(notes.map((n) => n.type)).toContain("teacher_status");
    // The teacher sees the feedback on their own profile.
    expect((await t.agent.get("/api/teacher/profile")).body.feedback).toBe("Please upload your police check.");
  });

  it("approves only when ID, police check and interview are all done (409 naming what is missing)", async () => {
    const t = await makeTeacher(ctx);
    await uploadSafeguarding(t.agent);
    const { agent } = await signInAs(ctx, ["admin"]);
    const early = await agent
      .patch(`/api/teacher/profile/${t.profileId}`)
      .send({ verificationStatus: "approved", idVerified: true });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/police check, interview/);
    const row = await profileRow(t.user.id);
    expect(row.verificationStatus).toBe("pending");
    expect(row.idVerified).toBe(false); // nothing of a refused request is kept
    await passInterview(agent, t.user.id);
    const ok = await agent
      .patch(`/api/teacher/profile/${t.profileId}`)
      .send({ verificationStatus: "approved", idVerified: true, policeCheckVerified: true, interviewCompleted: true });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ verificationStatus: "approved", feedback: "Application approved" });
  });

  // Issue 31, finding 10: two teachers were approved with no documents, their pages showing every check passed.
  it("refuses to verify an ID or a police check the teacher has not uploaded (409), and approves nobody without them", async () => {
    const t = await makeTeacher(ctx);
    const { agent } = await signInAs(ctx, ["admin"]);
    await passInterview(agent, t.user.id);
    for (const [check, phrase] of [
      ["idVerified", "government ID"],
      ["policeCheckVerified", "police clearance"],
    ] as const) {
      const res = await agent.patch(`/api/teacher/profile/${t.profileId}`).send({ [check]: true });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(`The teacher has not uploaded their ${phrase}: there is nothing to verify yet.`);
    }
    const approve = await agent
      .patch(`/api/teacher/profile/${t.profileId}`)
      .send({ verificationStatus: "approved", idVerified: true, policeCheckVerified: true, interviewCompleted: true });
    expect(approve.status).toBe(409);
    expect(await profileRow(t.user.id)).toMatchObject({
      verificationStatus: "pending",
      idVerified: false,
      policeCheckVerified: false,
    });
    // Once both are there, the same request approves (the API still takes a check without a document id).
    await uploadSafeguarding(t.agent);
    const again = await agent
      .patch(`/api/teacher/profile/${t.profileId}`)
      .send({ verificationStatus: "approved", idVerified: true, policeCheckVerified: true, interviewCompleted: true });
    expect(again.status, again.text).toBe(200);
  });

  it("emails the teacher the decision, unless they turned teacher updates off", async () => {
    const mailer = memoryMailer();
    const app = ctx.makeApp({ mailer, limits: { login: 1000, register: 1000 } });
    const admin = await signInAs(ctx, ["admin"]);
    const adminAgent = supertest.agent(app);
    await adminAgent.post("/api/login").send({ username: admin.username, password: "secret-12345" });
    const t = await makeTeacher(ctx);
    await uploadSafeguarding(t.agent);
    await adminAgent
      .patch(`/api/teacher/profile/${t.profileId}`)
      .send({ verificationStatus: "rejected", feedback: "Please add your CV." });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({
      to: t.user.email,
      subject: "Your Halaqa teacher profile needs improvement",
    });
    expect(mailer.sent[0].text).toContain("Feedback: Please add your CV.");
    // Flags alone are no decision: no email.
    expect((await adminAgent.patch(`/api/teacher/profile/${t.profileId}`).send({ idVerified: true })).status).toBe(200);
    expect(mailer.sent).toHaveLength(1);
    const quiet = await makeTeacher(ctx);
    await uploadSafeguarding(quiet.agent);
    await quiet.agent.patch("/api/user/preferences").send({ emailPreferences: { teacherUpdates: false } });
    await passInterview(adminAgent, quiet.user.id);
    const approved = await adminAgent
      .patch(`/api/teacher/profile/${quiet.profileId}`)
      .send({ verificationStatus: "approved", idVerified: true, policeCheckVerified: true, interviewCompleted: true });
    expect(approved.status, approved.text).toBe(200);
    expect(mailer.sent).toHaveLength(1);
  });

  // Issue 14: the Verification tab let an admin tick 'Interview completed' before any interview took place.
  it("refuses 'Interview completed' until an interview is completed with result approved (409), which sets it", async () => {
    const t = await makeTeacher(ctx);
    await uploadSafeguarding(t.agent);
    const { agent } = await signInAs(ctx, ["admin"]);
    const early = await agent
      .patch(`/api/teacher/profile/${t.profileId}`)
      .send({ interviewCompleted: true, idVerified: true });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/interview is completed with result approved/);
    expect(await profileRow(t.user.id)).toMatchObject({ interviewCompleted: false, idVerified: false });
    // An interview that is scheduled, or completed with result rejected, is not enough.
    const made = await agent
      .post("/api/interviews")
      .send({ teacherId: t.user.id, scheduledAt: new Date(Date.now() - 3_600_000).toISOString(), status: "scheduled" });
    expect((await agent.patch(`/api/teacher/profile/${t.profileId}`).send({ interviewCompleted: true })).status).toBe(
      409,
    );
    await agent.patch(`/api/interviews/${made.body.id}`).send({ status: "completed", result: "rejected" }).expect(200);
    expect((await agent.patch(`/api/teacher/profile/${t.profileId}`).send({ interviewCompleted: true })).status).toBe(
      409,
    );
    expect((await profileRow(t.user.id)).interviewCompleted).toBe(false);
    await passInterview(agent, t.user.id);
    expect((await profileRow(t.user.id)).interviewCompleted).toBe(true);
    // Once set by the interview, saying so again is harmless.
    expect((await agent.patch(`/api/teacher/profile/${t.profileId}`).send({ interviewCompleted: true })).status).toBe(
      200,
    );
  });

  // Review of issue 14: a replacement kept the document's id, so an admin who opened the real ID could tick
  // 'ID verified' on a forged file uploaded meanwhile.
  it("refuses a check for a document the teacher replaced after the admin opened it (409)", async () => {
    const t = await makeTeacher(ctx);
    const { agent } = await signInAs(ctx, ["admin"]);
    const upload = (name: string) =>
      t.agent
        .post("/api/documents/upload")
        .field("documentType", "id")
        .attach("document", PDF, { filename: name, contentType: "application/pdf" });
    const first = await upload("real-id.pdf");
    expect(first.status).toBe(201);
    const second = await upload("forged-id.pdf");
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
    // The old link no longer opens anything.
    expect((await agent.get(`/api/documents/${first.body.id}/file`)).status).toBe(404);
    const stale = await agent
      .patch(`/api/teacher/profile/${t.profileId}`)
      .send({ idVerified: true, idDocumentId: first.body.id });
    expect(stale.status).toBe(409);
    // The ID is named as everywhere else (shared DOCUMENT_PHRASES): "government ID", no longer "ID document".
    expect(stale.body.message).toMatch(/replaced their government ID after you opened it/);
    expect((await profileRow(t.user.id)).idVerified).toBe(false);
    const seen = await agent
      .patch(`/api/teacher/profile/${t.profileId}`)
      .send({ idVerified: true, idDocumentId: second.body.id });
    expect(seen.status).toBe(200);
    expect((await profileRow(t.user.id)).idVerified).toBe(true);
  });

  it("404s an unknown profile and 400s a bad id or body", async () => {
    const { agent } = await signInAs(ctx, ["admin"]);
    expect((await agent.patch("/api/teacher/profile/999999").send({ idVerified: true })).status).toBe(404);
    expect((await agent.patch("/api/teacher/profile/abc").send({ idVerified: true })).status).toBe(400);
    expect((await agent.patch("/api/teacher/profile/1").send({ idVerified: "yes" })).status).toBe(400);
    expect((await agent.patch("/api/teacher/profile/1").send({})).status).toBe(400);
  });
});

describe("GET /api/teachers", () => {
  it("lists only approved teachers to non-admins, with classes and rating, without admin-only fields", async () => {
    const approved = await makeTeacher(ctx, "approved");
    const pending = await makeTeacher(ctx, "pending");
    await approved.agent.post("/api/classes").send(validClass());
    await approved.agent.post("/api/classes").send(validClass({ title: "Hidden inactive class" }));
    await ctx.db.db.update(classes).set({ isActive: false }).where(eq(classes.title, "Hidden inactive class"));
    const { agent } = await signUp(ctx);
    const res = await agent.get(`/api/teachers?teacherId=${approved.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const item = res.body[0];
    expect(item).toMatchObject({
      userId: approved.user.id,
      firstName: "Amina",
      verificationStatus: "approved",
      rating: null,
      reviewCount: 0,
    });
    expect(item.classes.map((c: { title: string }) => c.title)).toEqual(["Tajweed for beginners"]);
    for (const secret of ["phoneNumber", "email", "idVerified", "documents", "lastReminderSent", "feedback"])
      expect(item).not.toHaveProperty(secret);
    expect((await agent.get(`/api/teachers?teacherId=${pending.user.id}`)).body).toEqual([]);
    expect((await agent.get("/api/teachers?status=pending")).status).toBe(403);
  });

  it("filters by q, subject, level and language on the server, with a bounded page", async () => {
    const t = await makeTeacher(ctx, "approved");
    await ctx.db.db
      .update(teacherProfiles)
      .set({ bio: "Specialist in Zanzibari recitation styles" })
      .where(eq(teacherProfiles.userId, t.user.id));
    await t.agent.post("/api/classes").send(validClass({ subject: "Islamic History", level: "advanced" }));
    const { agent } = await signUp(ctx);
    const ids = async (qs: string) =>
      ((await agent.get(`/api/teachers?${qs}`)).body as { userId: number }[]).map((x) => x.userId);
    expect(await ids("q=zanzibari")).toEqual([t.user.id]);
    expect(await ids("q=ZANZIBARI&subject=Islamic%20History&level=advanced&language=English")).toEqual([t.user.id]);
    expect(await ids("q=zanzibari&level=beginner")).toEqual([]);
    expect(await ids("q=zanzibari&language=Turkish")).toEqual([]);
    expect(await ids("q=%25")).toEqual([]); // a literal %, not a wildcard matching everyone
    expect((await agent.get("/api/teachers?limit=51")).status).toBe(400);
    expect((await agent.get("/api/teachers?subject=Alchemy")).status).toBe(400);
    expect(((await agent.get("/api/teachers?limit=1")).body as unknown[]).length).toBeLessThanOrEqual(1);
  });

  it("matches names, qualifications and specializations, and reports the total beside a bounded page", async () => {
    const a = await makeTeacher(ctx, "approved");
    const b = await makeTeacher(ctx, "approved");
    await ctx.db.db.update(users).set({ firstName: "Qudsiyya", lastName: "Obeidat" }).where(eq(users.id, a.user.id));
    await ctx.db.db
      .update(teacherProfiles)
      .set({ qualifications: "Ijazah in Qudsiyya-style qira'at", specializations: ["Seerah (Prophet's Biography)"] })
      .where(eq(teacherProfiles.userId, b.user.id));
    const { agent } = await signUp(ctx);
    const res = await agent.get("/api/teachers?status=approved&q=qudsiyya&limit=1");
    expect(res.status).toBe(200);
    expect(res.headers["x-total-count"]).toBe("2");
    expect(res.body).toHaveLength(1);
    const byName = await agent.get("/api/teachers?q=qudsiyya obeidat");
    expect(byName.body.map((x: { userId: number }) => x.userId)).toEqual([a.user.id]);
    const bySpecialization = await agent.get("/api/teachers?q=prophet's biography");
    expect(bySpecialization.body.map((x: { userId: number }) => x.userId)).toContain(b.user.id);
    expect((await agent.get("/api/teachers?q=zzz-no-such-teacher")).headers["x-total-count"]).toBe("0");
    // The stored search document follows a later change of name (trigger of migration 0002).
    await ctx.db.db.update(users).set({ firstName: "Zubaida" }).where(eq(users.id, a.user.id));
    expect((await agent.get("/api/teachers?q=qudsiyya obeidat")).body).toEqual([]);
    expect((await agent.get("/api/teachers?q=ZUBAIDA obeidat")).body.map((x: { userId: number }) => x.userId)).toEqual([
      a.user.id,
    ]);
  });

  it("counts a family's matches up to 1,000, then says the total is a lower bound; an admin's count is exact", async () => {
    const word = `capword${Date.now().toString(36)}`;
    await ctx.db.db.execute(sql`
      with u as (
        insert into users (username, email, password, first_name, last_name)
        select ${word} || g, ${word} || g || '@example.com', 'x', 'Cap', 'Teacher' from generate_series(1, 1003) g
        returning id)
      insert into teacher_profiles (user_id, bio, verification_status) select id, 'Teaches with ' || ${word}, 'approved' from u`);
    const { agent } = await signUp(ctx);
    const first = await agent.get(`/api/teachers?q=${word}&limit=12`);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(12);
    expect(first.headers["x-total-count"]).toBe("1000");
    expect(first.headers["x-total-count-capped"]).toBe("true");
    // The last page still comes (the cap bounds the count, not the list), and a page past the end counts the same way.
    const last = await agent.get(`/api/teachers?q=${word}&limit=12&offset=996`);
    expect(last.body).toHaveLength(7);
    expect(last.headers["x-total-count-capped"]).toBe("true");
    const past = await agent.get(`/api/teachers?q=${word}&limit=12&offset=2000`);
    expect(past.body).toEqual([]);
    expect([past.headers["x-total-count"], past.headers["x-total-count-capped"]]).toEqual(["1000", "true"]);
    const { agent: admin } = await signInAs(ctx, ["admin"]);
    const exact = await admin.get(`/api/teachers?status=approved&q=${word}&limit=12`);
    expect(exact.headers["x-total-count"]).toBe("1003");
    expect(exact.headers["x-total-count-capped"]).toBeUndefined(); // the admin's answer: always exact
    // Exactly 1,000 matches: an exact total, not capped.
    await ctx.db.db.execute(sql`delete from users where username in (${word} || '1', ${word} || '2', ${word} || '3')`);
    const thousand = await agent.get(`/api/teachers?q=${word}&limit=12&offset=12`);
    expect(thousand.headers["x-total-count"]).toBe("1000");
    expect(thousand.headers["x-total-count-capped"]).toBe("false");
  });

  it("gives admins every status and the admin-only fields", async () => {
    const pending = await makeTeacher(ctx, "pending");
    const { agent } = await signInAs(ctx, ["admin"]);
    const res = await agent.get("/api/teachers?status=pending&limit=50");
    const item = (res.body as { userId: number }[]).find((x) => x.userId === pending.user.id);
    expect(item).toMatchObject({
      verificationStatus: "pending",
      phoneNumber: "+44 20 7946 0000",
      idVerified: false,
      documents: [],
    });
  });

  it("requires a session", async () => {
    expect((await supertest(ctx.app).get("/api/teachers")).status).toBe(401);
  });
});
