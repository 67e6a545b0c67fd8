import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { studentProfiles } from "@shared/schema";
import { eq } from "drizzle-orm";
import { makeTeacher, signInAs, signUp, useTestApp } from "../test/test-app";

const ctx = useTestApp();
const child = {
  name: "Maryam",
  age: 8,
  level: "beginner",
  goals: "Finish Juz Amma",
  specialNeeds: "Needs breaks every 20 minutes",
};

describe("student profiles", () => {
  it("lets a parent add, list and edit their own children", async () => {
    const parent = await signUp(ctx);
    const created = await parent.agent.post("/api/student/profile").send(child);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...child, parentId: parent.user.id });
    const list = await parent.agent.get("/api/student/profiles");
    expect(list.body).toEqual([expect.objectContaining({ id: created.body.id, name: "Maryam" })]);
    const edited = await parent.agent
      .patch(`/api/student/profiles/${created.body.id}`)
      .send({ age: 9, goals: "Juz Tabarak" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ age: 9, goals: "Juz Tabarak", name: "Maryam", level: "beginner" });
  });

  it("takes the parent from the session, never from the body", async () => {
    const parent = await signUp(ctx);
    const other = await signUp(ctx);
    const res = await parent.agent.post("/api/student/profile").send({ ...child, parentId: other.user.id, id: 999999 });
    expect(res.status).toBe(201);
    expect(res.body.parentId).toBe(parent.user.id);
    expect((await other.agent.get("/api/student/profiles")).body).toEqual([]);
  });

  it("hides another parent's child: 404 on edit, absent from lists, nothing changed", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const { body: kid } = await a.agent.post("/api/student/profile").send(child);
    const res = await b.agent.patch(`/api/student/profiles/${kid.id}`).send({ name: "Stolen" });
    expect(res.status).toBe(404);
    expect((await b.agent.get("/api/student/profiles")).body).toEqual([]);
    const [row] = await ctx.db.db.select().from(studentProfiles).where(eq(studentProfiles.id, kid.id));
    expect(row.name).toBe("Maryam");
    expect((await a.agent.patch("/api/student/profiles/2147483647").send({ name: "Nobody" })).status).toBe(404);
  });

  it.each([
    [{ ...child, name: "M" }, "name: Name must be at least 2 characters"],
    [{ ...child, age: 2 }, "age: Age must be at least 3"],
    [{ ...child, age: 19 }, "age: Age must be at most 18"],
    [{ ...child, age: 7.5 }, "age: Age must be a whole number"],
    [{ ...child, level: "expert" }, "level: Please select a level"],
    [{ ...child, goals: "x".repeat(2001) }, "goals: Goals must be at most 2000 characters"],
    [
      { ...child, name: "Maryam\nSpecial offer: pay at http://evil.example" },
      "name: Name must be a single line without control characters",
    ],
  ])("refuses %j with a clear 400", async (body, message) => {
    const parent = await signUp(ctx);
    const res = await parent.agent.post("/api/student/profile").send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await parent.agent.get("/api/student/profiles")).body).toEqual([]);
  });

  it("accepts the ages at both ends, 3 and 18, as the message says", async () => {
    const parent = await signUp(ctx);
    expect((await parent.agent.post("/api/student/profile").send({ ...child, age: 3 })).status).toBe(201);
    expect((await parent.agent.post("/api/student/profile").send({ ...child, name: "Older", age: 18 })).status).toBe(
      201,
    );
  });

  it("is for parents only", async () => {
    expect((await supertest(ctx.app).get("/api/student/profiles")).status).toBe(401);
    expect((await supertest(ctx.app).post("/api/student/profile").send(child)).status).toBe(401);
    const teacher = await makeTeacher(ctx, "approved");
    expect((await teacher.agent.get("/api/student/profiles")).status).toBe(403);
    expect((await teacher.agent.post("/api/student/profile").send(child)).status).toBe(403);
    const admin = await signInAs(ctx, ["admin"]);
    expect((await admin.agent.post("/api/student/profile").send(child)).status).toBe(403);
  });
});
