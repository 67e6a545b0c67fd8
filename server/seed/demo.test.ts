// The demo data set: seeded once into an empty database, and what the demo accounts (README, npm start) promise.
import { eq } from "drizzle-orm";
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { classes, teacherProfiles, users } from "@shared/schema";
import { useTestApp } from "../test/test-app";
import { DEMO_ACCOUNTS, seedDemoIfEmpty } from "./demo";
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
      const titles = (await ctx.db.db.select({ title: classes.title }).from(classes).where(eq(classes.teacherId, row.id))).map((c) => c.title);
      expect(titles.sort()).toEqual(t.classes.map((c) => c.title).sort());
    }
  });

  it("lets every demo account sign in with its password, in its role", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await supertest(ctx.app).post("/api/login").send({ username: account.username, password: account.password });
      expect(res.status, account.username).toBe(200);
      expect(res.body.currentRole, account.username).toBe(account.role);
    }
  });
});
