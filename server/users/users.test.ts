import { eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { users } from "@shared/schema";
import { signInAs, signUp, useTestApp } from "../test/test-app";

const ctx = useTestApp();
const rowOf = async (id: number) => (await ctx.db.db.select().from(users).where(eq(users.id, id)))[0];

describe("PATCH /api/user/role", () => {
  it("adds the teacher role to a parent and makes it current (Become a Teacher)", async () => {
    const { agent, user } = await signUp(ctx);
    const res = await agent.patch("/api/user/role").send({ role: "teacher" });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ roles: ["parent", "teacher"], currentRole: "teacher", userType: "parent" });
    expect(res.body.user.password).toBeUndefined();
    const row = await rowOf(user.id);
    expect(row.roles).toEqual(["parent", "teacher"]);
    expect(row.currentRole).toBe("teacher");
    // The session now sees the new role.
    expect((await agent.get("/api/user")).body.currentRole).toBe("teacher");
  });

  it("switches among held roles without adding any", async () => {
    const { agent, user } = await signUp(ctx);
    await agent.patch("/api/user/role").send({ role: "teacher" });
    const back = await agent.patch("/api/user/role").send({ role: "parent" });
    expect(back.status).toBe(200);
    expect(back.body.user).toMatchObject({ roles: ["parent", "teacher"], currentRole: "parent" });
    expect((await rowOf(user.id)).currentRole).toBe("parent");
  });

  it("refuses the admin role to a non-admin (403) and changes nothing", async () => {
    const { agent, user } = await signUp(ctx);
    const res = await agent.patch("/api/user/role").send({ role: "admin" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Only an administrator can grant the admin role");
    const row = await rowOf(user.id);
    expect(row.roles).toEqual(["parent"]);
    expect(row.currentRole).toBe("parent");
  });

  it("refuses a role not held other than teacher (403)", async () => {
    const { agent, user } = await signUp(ctx, { role: "teacher" });
    const res = await agent.patch("/api/user/role").send({ role: "parent" });
    expect(res.status).toBe(403);
    expect((await rowOf(user.id)).roles).toEqual(["teacher"]);
  });

  it("lets an admin holding two roles switch between them", async () => {
    const { agent } = await signInAs(ctx, ["admin", "teacher"], "admin");
    const res = await agent.patch("/api/user/role").send({ role: "teacher" });
    expect(res.status).toBe(200);
    expect(res.body.user.currentRole).toBe("teacher");
    expect((await agent.patch("/api/user/role").send({ role: "admin" })).body.user.currentRole).toBe("admin");
  });

  it("validates the role (400) and requires a session (401)", async () => {
    const { agent } = await signUp(ctx);
    const bad = await agent.patch("/api/user/role").send({ role: "wizard" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe("role");
    const anon = await supertest(ctx.app).patch("/api/user/role").send({ role: "teacher" });
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ message: "Unauthorized" });
  });
});

describe("PATCH /api/user/preferences", () => {
  it("saves a supported currency", async () => {
    const { agent, user } = await signUp(ctx);
    const res = await agent.patch("/api/user/preferences").send({ preferredCurrency: "GBP" });
    expect(res.status).toBe(200);
    expect(res.body.preferredCurrency).toBe("GBP");
    expect((await rowOf(user.id)).preferredCurrency).toBe("GBP");
  });

  it("rejects an unsupported currency with 400 and keeps the old one", async () => {
    const { agent, user } = await signUp(ctx);
    const res = await agent.patch("/api/user/preferences").send({ preferredCurrency: "XYZ" });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe("preferredCurrency");
    expect((await rowOf(user.id)).preferredCurrency).toBe("USD");
  });

  it("merges partial email preferences", async () => {
    const { agent, user } = await signUp(ctx);
    await agent.patch("/api/user/preferences").send({ emailPreferences: { marketingEmails: true } });
    const res = await agent.patch("/api/user/preferences").send({ emailPreferences: { welcomeEmails: false } });
    expect(res.status).toBe(200);
    expect(res.body.emailPreferences).toEqual({
      welcomeEmails: false,
      bookingConfirmations: true,
      paymentReceipts: true,
      teacherUpdates: true,
      progressReports: true,
      lessonReminders: true,
      paymentReminders: true,
      messages: true,
      marketingEmails: true,
    });
    expect((await rowOf(user.id)).emailPreferences.marketingEmails).toBe(true);
  });

  it.each([
    [{ emailPreferences: { welcomeEmails: "yes" } }, "emailPreferences.welcomeEmails"],
    [{}, "preferredCurrency"],
  ])("rejects %j with 400 (%s) and changes nothing", async (body, path) => {
    const { agent, user } = await signUp(ctx);
    const before = await rowOf(user.id);
    const res = await agent.patch("/api/user/preferences").send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe(path);
    const after = await rowOf(user.id);
    expect(after.emailPreferences).toEqual(before.emailPreferences);
    expect(after.preferredCurrency).toBe(before.preferredCurrency);
  });

  it("strips unknown email preference keys instead of storing them", async () => {
    const { agent, user } = await signUp(ctx);
    const res = await agent
      .patch("/api/user/preferences")
      .send({ emailPreferences: { hackerFlag: true, marketingEmails: true } });
    expect(res.status).toBe(200);
    const stored = (await rowOf(user.id)).emailPreferences as Record<string, unknown>;
    expect(stored.hackerFlag).toBeUndefined();
    expect(stored.marketingEmails).toBe(true);
  });

  it("saves a time zone and leaves the other preferences as they were", async () => {
    const { agent, user } = await signUp(ctx, { timeZone: "Europe/London" });
    const res = await agent.patch("/api/user/preferences").send({ timeZone: "America/New_York" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ timeZone: "America/New_York", preferredCurrency: "USD" });
    expect((await rowOf(user.id)).timeZone).toBe("America/New_York");
    expect((await agent.get("/api/user")).body.timeZone).toBe("America/New_York");
  });

  it("saves the UI's language, answered in the user and kept for the next session (api.md 'Language and currency')", async () => {
    const { agent, user } = await signUp(ctx);
    expect((await agent.get("/api/user")).body.language).toBe("en");
    const res = await agent.patch("/api/user/preferences").send({ language: "ar" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ language: "ar", preferredCurrency: "USD" });
    expect((await rowOf(user.id)).language).toBe("ar");
    expect((await agent.get("/api/user")).body.language).toBe("ar");
  });

  it("refuses a language it does not speak (400) and keeps the old one", async () => {
    const { agent, user } = await signUp(ctx);
    await agent.patch("/api/user/preferences").send({ language: "ar" }).expect(200);
    for (const language of ["fr", "AR", "", 1, null, ["ar"]]) {
      const res = await agent.patch("/api/user/preferences").send({ language });
      expect(res.status, JSON.stringify(language)).toBe(400);
      expect(res.body.errors[0]).toEqual({ path: "language", message: "Please select a supported language" });
    }
    expect((await rowOf(user.id)).language).toBe("ar");
  });

  it("rejects an unknown time zone with 400 and keeps the old one", async () => {
    const { agent, user } = await signUp(ctx, { timeZone: "Europe/London" });
    const res = await agent.patch("/api/user/preferences").send({ timeZone: "Europe/Atlantis" });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ path: "timeZone", message: "Please choose a valid time zone" });
    expect((await rowOf(user.id)).timeZone).toBe("Europe/London");
  });

  describe("prayer times (issue 17)", () => {
    const london = {
      city: {
        name: "London",
        country: "United Kingdom",
        latitude: 51.5,
        longitude: -0.1167,
        timeZone: "Europe/London",
      },
      method: "MuslimWorldLeague",
      madhab: "hanafi",
    };

    it("is off (null) for a new account", async () => {
      const { agent } = await signUp(ctx);
      expect((await agent.get("/api/user")).body.prayerTimes).toBeNull();
    });

    it("saves a setting, answers it, and leaves the other preferences as they were", async () => {
      const { agent, user } = await signUp(ctx, { timeZone: "Europe/London" });
      await agent.patch("/api/user/preferences").send({ preferredCurrency: "GBP" });
      const res = await agent.patch("/api/user/preferences").send({ prayerTimes: london });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ prayerTimes: london, preferredCurrency: "GBP", timeZone: "Europe/London" });
      expect((await rowOf(user.id)).prayerSettings).toEqual(london);
      expect((await agent.get("/api/user")).body.prayerTimes).toEqual(london);
      // Saving something else keeps the setting.
      await agent.patch("/api/user/preferences").send({ preferredCurrency: "USD" });
      expect((await rowOf(user.id)).prayerSettings).toEqual(london);
    });

    it("defaults the madhab to shafi", async () => {
      const { agent } = await signUp(ctx);
      const res = await agent
        .patch("/api/user/preferences")
        .send({ prayerTimes: { city: london.city, method: "Egyptian" } });
      expect(res.status).toBe(200);
      expect(res.body.prayerTimes).toEqual({ city: london.city, method: "Egyptian", madhab: "shafi" });
    });

    it("turns the marks off with null", async () => {
      const { agent, user } = await signUp(ctx);
      await agent.patch("/api/user/preferences").send({ prayerTimes: london }).expect(200);
      const res = await agent.patch("/api/user/preferences").send({ prayerTimes: null });
      expect(res.status).toBe(200);
      expect(res.body.prayerTimes).toBeNull();
      expect((await rowOf(user.id)).prayerSettings).toBeNull();
      expect((await agent.get("/api/user")).body.prayerTimes).toBeNull();
    });

    it.each([
      [{ ...london, city: { ...london.city, latitude: 91 } }, "prayerTimes.city.latitude"],
      [{ ...london, city: { ...london.city, longitude: "east" } }, "prayerTimes.city.longitude"],
      [{ ...london, method: "Astrology" }, "prayerTimes.method"],
      [{ ...london, madhab: "maliki" }, "prayerTimes.madhab"],
      [{ ...london, city: { ...london.city, name: "" } }, "prayerTimes.city.name"],
      ["London", "prayerTimes"],
    ])("rejects %j with 400 (%s) and keeps the saved setting", async (prayerTimes, path) => {
      const { agent, user } = await signUp(ctx);
      await agent.patch("/api/user/preferences").send({ prayerTimes: london }).expect(200);
      const res = await agent.patch("/api/user/preferences").send({ prayerTimes });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toBe(path);
      expect((await rowOf(user.id)).prayerSettings).toEqual(london);
    });
  });

  it("requires a session", async () => {
    const res = await supertest(ctx.app).patch("/api/user/preferences").send({ preferredCurrency: "EUR" });
    expect(res.status).toBe(401);
  });
});
