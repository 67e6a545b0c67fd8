import { count, eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { bookings, classes, studentProfiles, teacherProfiles } from "@shared/schema";
import { makeTeacher, signInAs, signUp, useTestApp, validClass } from "../test/test-app";

const ctx = useTestApp();
const classCount = async () => (await ctx.db.db.select({ n: count() }).from(classes))[0].n;

describe("POST /api/classes", () => {
  it("lets an approved teacher create a class (201) with the spec's defaults", async () => {
    const t = await makeTeacher(ctx, "approved");
    const body = validClass();
    delete (body as Record<string, unknown>).duration;
    delete (body as Record<string, unknown>).maxStudents;
    const res = await t.agent.post("/api/classes").send({ ...body, price: 19.5, teacherId: 1, isActive: false });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      teacherId: t.user.id,
      duration: 60,
      maxStudents: 1,
      price: "19.50",
      currency: "USD",
      isActive: true,
    });
  });

  it.each(["pending", "rejected"] as const)("refuses a %s teacher with 403 and creates nothing", async (status) => {
    const t = await makeTeacher(ctx, status);
    const before = await classCount();
    const res = await t.agent.post("/api/classes").send(validClass());
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Your profile must be approved before you can create classes");
    expect(await classCount()).toBe(before);
  });

  it("refuses a teacher without a profile, and parents", async () => {
    const noProfile = await signUp(ctx, { role: "teacher" });
    expect((await noProfile.agent.post("/api/classes").send(validClass())).status).toBe(403);
    const parent = await signUp(ctx);
    expect((await parent.agent.post("/api/classes").send(validClass())).status).toBe(403);
    expect((await supertest(ctx.app).post("/api/classes").send(validClass())).status).toBe(401);
  });

  it.each([
    [{ title: "Taj" }, "title", "Title must be at least 5 characters"],
    // Issue 31, finding 8: a title carrying a paragraph of its own into the booking confirmation email.
    [
      { title: "Tajweed\n\nYour payment could not be processed. Pay again at https://evil.example" },
      "title",
      "Title must be a single line without control characters",
    ],
    [{ description: "Too short" }, "description", "Description must be at least 20 characters"],
    [{ subject: "" }, "subject", "Please select a subject"],
    [{ level: "expert" }, "level", "Please select a level"],
    [{ duration: 10 }, "duration", "Duration must be at least 15 minutes"],
    [{ price: "" }, "price", "Please set a price"],
    [{ price: "-5" }, "price", "Enter an amount such as 25 or 25.50"],
    [{ price: "0.00" }, "price", "Price must be more than $0.00"],
    [{ maxStudents: 0 }, "maxStudents", "Must allow at least 1 student"],
    [{ maxStudents: 21 }, "maxStudents", "Maximum 20 students"],
  ])("rejects %j with 400 (%s)", async (override, path, message) => {
    const t = await makeTeacher(ctx, "approved");
    const before = await classCount();
    const res = await t.agent.post("/api/classes").send(validClass(override));
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ path, message });
    expect(await classCount()).toBe(before);
  });
});

describe("PATCH /api/classes/{id}", () => {
  it("lets the owner edit and deactivate/activate", async () => {
    const t = await makeTeacher(ctx, "approved");
    const { body: created } = await t.agent.post("/api/classes").send(validClass());
    const edit = await t.agent.patch(`/api/classes/${created.id}`).send({ title: "Tajweed, level two", price: "22" });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ title: "Tajweed, level two", price: "22.00", description: created.description });
    const off = await t.agent.patch(`/api/classes/${created.id}`).send({ isActive: false });
    expect(off.body.isActive).toBe(false);
    expect((await t.agent.patch(`/api/classes/${created.id}`).send({ isActive: true })).body.isActive).toBe(true);
  });

  it("gives another teacher 404 and changes nothing", async () => {
    const owner = await makeTeacher(ctx, "approved");
    const { body: created } = await owner.agent.post("/api/classes").send(validClass());
    const other = await makeTeacher(ctx, "approved");
    const res = await other.agent
      .patch(`/api/classes/${created.id}`)
      .send({ title: "Taken over class", isActive: false });
    expect(res.status).toBe(404);
    const [row] = await ctx.db.db.select().from(classes).where(eq(classes.id, created.id));
    expect(row.title).toBe("Tajweed for beginners");
    expect(row.isActive).toBe(true);
  });

  it("refuses a title of several lines (400) and keeps the old one", async () => {
    const t = await makeTeacher(ctx, "approved");
    const created = await t.agent.post("/api/classes").send(validClass());
    const res = await t.agent.patch(`/api/classes/${created.body.id}`).send({ title: "Tajweed\r\nBcc: every family" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("title: Title must be a single line without control characters");
    const [row] = await ctx.db.db.select().from(classes).where(eq(classes.id, created.body.id));
    expect(row.title).toBe(validClass().title);
  });

  it("validates the partial body and refuses server-owned fields silently", async () => {
    const t = await makeTeacher(ctx, "approved");
    const { body: created } = await t.agent.post("/api/classes").send(validClass());
    expect((await t.agent.patch(`/api/classes/${created.id}`).send({ maxStudents: 50 })).status).toBe(400);
    expect((await t.agent.patch(`/api/classes/${created.id}`).send({})).status).toBe(400);
    expect((await t.agent.patch(`/api/classes/${created.id}`).send({ isActive: "no" })).status).toBe(400);
    const sneaky = await t.agent
      .patch(`/api/classes/${created.id}`)
      .send({ teacherId: 1, title: "Still mine, renamed" });
    expect(sneaky.body.teacherId).toBe(t.user.id);
  });
});

describe("GET /api/classes and /api/classes/{id}", () => {
  it("shows a teacher their own classes, active and inactive; others only active classes of approved teachers", async () => {
    const t = await makeTeacher(ctx, "approved");
    const { body: a } = await t.agent.post("/api/classes").send(validClass({ title: "Active class here" }));
    const { body: b } = await t.agent.post("/api/classes").send(validClass({ title: "Inactive class here" }));
    await t.agent.patch(`/api/classes/${b.id}`).send({ isActive: false });
    const own = (await t.agent.get("/api/classes")).body as { id: number }[];
    expect(own.map((c) => c.id).sort()).toEqual([a.id, b.id].sort());
    const parent = await signUp(ctx);
    const visible = ((await parent.agent.get("/api/classes")).body as { id: number }[]).map((c) => c.id);
    expect(visible).toContain(a.id);
    expect(visible).not.toContain(b.id);
    // A teacher who loses approval: their classes disappear for parents.
    const demoted = await makeTeacher(ctx, "approved");
    const { body: c } = await demoted.agent.post("/api/classes").send(validClass());
    await signInAs(ctx, ["admin"]).then(({ agent }) =>
      agent
        .patch(`/api/teacher/profile/${demoted.profileId}`)
        .send({ verificationStatus: "rejected", feedback: "Review again" }),
    );
    expect(((await parent.agent.get("/api/classes")).body as { id: number }[]).map((x) => x.id)).not.toContain(c.id);
    expect((await parent.agent.get(`/api/classes/${c.id}`)).status).toBe(404);
  });

  it("returns one class with its teacher, 404 when inactive except for the owner and admins", async () => {
    const t = await makeTeacher(ctx, "approved");
    const { body: created } = await t.agent.post("/api/classes").send(validClass());
    const parent = await signUp(ctx);
    const res = await parent.agent.get(`/api/classes/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body.teacher).toEqual({
      id: t.user.id,
      firstName: "Amina",
      lastName: "Yusuf",
      experience: 5,
      specializations: ["Quran Recitation", "Arabic Language"],
      timeZone: "Europe/London",
      rating: null,
      reviewCount: 0,
    });
    await t.agent.patch(`/api/classes/${created.id}`).send({ isActive: false });
    expect((await parent.agent.get(`/api/classes/${created.id}`)).status).toBe(404);
    expect((await t.agent.get(`/api/classes/${created.id}`)).status).toBe(200);
    const admin = await signInAs(ctx, ["admin"]);
    expect((await admin.agent.get(`/api/classes/${created.id}`)).status).toBe(200);
    expect((await parent.agent.get("/api/classes/999999")).status).toBe(404);
    expect((await parent.agent.get("/api/classes/not-a-number")).status).toBe(400);
    // Ids beyond PostgreSQL's integer range are the client's mistake, not a 500.
    for (const path of [
      "/api/classes/2147483648",
      "/api/classes/0x10",
      "/api/documents/99999999999/file",
      "/api/teachers?teacherId=2147483648",
    ]) {
      expect((await parent.agent.get(path)).status).toBe(400);
    }
  });
});

describe("GET /api/classes/{id}/availability", () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it("lists the teacher's slots and marks a booked one unavailable", async () => {
    const t = await makeTeacher(ctx, "approved");
    await ctx.db.db.update(teacherProfiles).set({ timeZone: "UTC" }).where(eq(teacherProfiles.userId, t.user.id));
    const { body: cls } = await t.agent.post("/api/classes").send(validClass({ duration: 60 }));
    const parent = await signUp(ctx);
    const from = day(2);
    const to = day(8);
    const res = await parent.agent
      .get(`/api/classes/${cls.id}/availability?from=${from}&to=${to}`)
      .set("Accept-Encoding", "gzip");
    expect(res.status).toBe(200);
    // A week of slots is several KB: sent gzipped to a client that accepts it (supertest unzips the body).
    expect(res.headers["content-encoding"]).toBe("gzip");
    const slots = res.body as { date: string; time: string; startsAt: string; available: boolean }[];
    expect(slots.length).toBe(6 * 9); // seven days, one of them a Sunday
    expect(slots.every((s) => new Date(`${s.date}T12:00:00Z`).getUTCDay() !== 0)).toBe(true);
    expect(slots.every((s) => s.available)).toBe(true);
    const target = slots.find((s) => s.time === "14:00")!;
    const [kid] = await ctx.db.db
      .insert(studentProfiles)
      .values({ parentId: parent.user.id, name: "Zayd", age: 9, level: "beginner" })
      .returning();
    // The teacher is busy with another class from 14:30: the 14:00 slot (60 min) is no longer free.
    const { body: other } = await t.agent.post("/api/classes").send(validClass({ title: "Another class of mine" }));
    const busyFrom = new Date(new Date(target.startsAt).getTime() + 30 * 60_000);
    await ctx.db.db.insert(bookings).values({
      classId: other.id,
      studentId: kid.id,
      parentId: parent.user.id,
      teacherId: t.user.id,
      scheduledAt: busyFrom,
      endsAt: new Date(busyFrom.getTime() + 60 * 60_000),
      amount: "20.00",
    });
    const after = (await parent.agent.get(`/api/classes/${cls.id}/availability?from=${from}&to=${to}`))
      .body as typeof slots;
    expect(after.find((s) => s.startsAt === target.startsAt)?.available).toBe(false);
    expect(after.filter((s) => !s.available)).toHaveLength(2); // 14:00 and 15:00 overlap 14:30–15:30
  });

  it("validates the range and hides classes the viewer may not see", async () => {
    const t = await makeTeacher(ctx, "approved");
    const { body: cls } = await t.agent.post("/api/classes").send(validClass());
    const parent = await signUp(ctx);
    expect((await parent.agent.get(`/api/classes/${cls.id}/availability?from=${day(5)}&to=${day(1)}`)).status).toBe(
      400,
    );
    expect((await parent.agent.get(`/api/classes/${cls.id}/availability?from=${day(1)}&to=${day(100)}`)).status).toBe(
      400,
    );
    expect((await parent.agent.get(`/api/classes/${cls.id}/availability?from=yesterday&to=${day(1)}`)).status).toBe(
      400,
    );
    expect((await parent.agent.get(`/api/classes/${cls.id}/availability`)).status).toBe(400);
    expect((await parent.agent.get(`/api/classes/${cls.id}/availability?from=2027-02-31&to=2027-03-02`)).status).toBe(
      400,
    );
    expect((await parent.agent.get(`/api/classes/${cls.id}/availability?from=9999-12-30&to=9999-12-31`)).status).toBe(
      400,
    );
    await t.agent.patch(`/api/classes/${cls.id}`).send({ isActive: false });
    expect((await parent.agent.get(`/api/classes/${cls.id}/availability?from=${day(1)}&to=${day(2)}`)).status).toBe(
      404,
    );
    // Past days yield no slots.
    expect((await t.agent.get(`/api/classes/${cls.id}/availability?from=${day(-10)}&to=${day(-3)}`)).body).toEqual([]);
  });
});
