// The zone a new account's notification times are shown in (issue 16): sent by the sign-up form, checked here.
import { count, eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { users } from "@shared/schema";
import { registration, useTestApp } from "../test/test-app";

const ctx = useTestApp();
const rowOf = async (id: number) => (await ctx.db.db.select().from(users).where(eq(users.id, id)))[0];
const userCount = async () => (await ctx.db.db.select({ n: count() }).from(users))[0].n;

describe("POST /api/register with a time zone", () => {
  it("stores the zone, in its canonical spelling, and returns it", async () => {
    const res = await supertest(ctx.app)
      .post("/api/register")
      .send(registration({ timeZone: "asia/karachi" }));
    expect(res.status).toBe(201);
    expect(res.body.timeZone).toBe("Asia/Karachi");
    expect((await rowOf(res.body.id)).timeZone).toBe("Asia/Karachi");
  });

  it("leaves the zone unknown (null) when none is sent", async () => {
    const res = await supertest(ctx.app).post("/api/register").send(registration());
    expect(res.status).toBe(201);
    expect(res.body.timeZone).toBeNull();
    expect((await rowOf(res.body.id)).timeZone).toBeNull();
  });

  it.each(["Mars/Olympus_Mons", "", "x".repeat(65), 42])(
    "refuses the zone %j with 400 and creates nothing",
    async (timeZone) => {
      const before = await userCount();
      const res = await supertest(ctx.app).post("/api/register").send(registration({ timeZone }));
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toBe("timeZone");
      expect(await userCount()).toBe(before);
    },
  );
});
