// Issue 32: one price per teacher card (the lowest active class price) and a teacher's rate in USD like class prices.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { classes, teacherProfiles } from "@shared/schema";
import { makeTeacher, signUp, useTestApp, validClass, validProfile } from "../test/test-app";

const ctx = useTestApp();

describe("the browse item's lowest class price", () => {
  it("is the lowest price of all the teacher's active classes, not only the three the item carries", async () => {
    const t = await makeTeacher(ctx, "approved");
    const ids: number[] = [];
    for (const price of ["45.00", "40.00", "50.00", "30.00", "10.00"]) {
      const res = await t.agent.post("/api/classes").send(validClass({ price }));
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    // The cheapest class is switched off: it is no price a family can book.
    await ctx.db.db.update(classes).set({ isActive: false }).where(eq(classes.id, ids[4]));
    const { agent } = await signUp(ctx);
    const [item] = (await agent.get("/api/teachers").query({ teacherId: t.user.id })).body;
    expect(item.classes.map((c: { price: string }) => c.price)).toEqual(["45.00", "40.00", "50.00"]);
    expect(item).toMatchObject({ classCount: 4, lowestClassPrice: "30.00" });
  });

  it("is null for a teacher with no active class", async () => {
    const t = await makeTeacher(ctx, "approved");
    const { agent } = await signUp(ctx);
    const [item] = (await agent.get("/api/teachers").query({ teacherId: t.user.id })).body;
    expect(item).toMatchObject({ classCount: 0, lowestClassPrice: null });
  });
});

describe("a teacher's hourly rate is in USD", () => {
  it("stores a rate sent without a currency as USD, and refuses any other currency (400)", async () => {
    const t = await signUp(ctx, { role: "teacher" });
    const { currency: _, ...withoutCurrency } = validProfile();
    const created = await t.agent.post("/api/teacher/profile").send(withoutCurrency);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ hourlyRate: "25.00", currency: "USD" });
    const gbp = await t.agent.post("/api/teacher/profile").send(validProfile({ currency: "GBP", hourlyRate: "20.00" }));
    expect(gbp.status).toBe(400);
    expect(JSON.stringify(gbp.body)).toContain("Hourly rates are in USD, like class prices");
    const [row] = await ctx.db.db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, t.user.id));
    expect([row.hourlyRate, row.currency]).toEqual(["25.00", "USD"]);
  });

  it("is held by the database too: no row may carry another currency", async () => {
    const t = await makeTeacher(ctx, "pending");
    await expect(
      ctx.db.db.update(teacherProfiles).set({ currency: "SAR" }).where(eq(teacherProfiles.userId, t.user.id)),
    ).rejects.toThrow();
  });
});
