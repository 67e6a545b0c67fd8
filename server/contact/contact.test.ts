// Issue 32: the contact page reaches the admins. A valid message becomes a notification every admin sees; bad input is
// a 400 that writes nothing; a sender (an account, else an address) and an email address are limited.
import supertest from "supertest";
import { isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONTACT_SENT, TOO_MANY_MESSAGES } from "@shared/contact";
import { notifications } from "@shared/schema";
import { signInAs, signUp, useTestApp } from "../test/test-app";

const ctx = useTestApp();

const message = (overrides: Record<string, unknown> = {}) => ({
  name: "Maryam Ali",
  email: "maryam@example.com",
  topic: "booking",
  message: "My daughter's lesson link did not open. Could you help?",
  ...overrides,
});

const feed = () => ctx.db.db.select().from(notifications).where(isNull(notifications.userId));

describe("POST /api/contact", () => {
  it("turns a valid message into a notification that every admin sees, and thanks the sender", async () => {
    const [first, second] = [await signInAs(ctx, ["admin"]), await signInAs(ctx, ["admin"])];
    const res = await supertest(ctx.app)
      .post("/api/contact")
      .send(message({ email: "first@example.com" }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: CONTACT_SENT });
    for (const admin of [first, second]) {
      const list = await admin.agent.get("/api/notifications").expect(200);
      const note = (list.body as { type: string; title: string; message: string; data: unknown }[]).find(
        (n) => n.type === "contact_message" && n.message.includes("first@example.com"),
      );
      expect(note).toMatchObject({
        title: "Contact: A booking or a lesson",
        data: { topic: "booking", name: "Maryam Ali", email: "first@example.com", userId: null },
      });
      expect(note?.message).toContain("Maryam Ali <first@example.com> (not signed in) wrote:");
      expect(note?.message).toContain("My daughter's lesson link did not open.");
    }
  });

  it("names the account of a signed-in sender", async () => {
    const parent = await signUp(ctx);
    await parent.agent
      .post("/api/contact")
      .send(message({ email: "signed@example.com", topic: "privacy" }))
      .expect(201);
    const note = (await feed()).find((n) => n.message.includes("signed@example.com"));
    expect(note?.data).toMatchObject({ userId: parent.user.id, topic: "privacy" });
    expect(note?.message).toContain(`(user #${parent.user.id})`);
  });

  it.each([
    ["no email", { email: undefined }, "email"],
    ["an invalid email", { email: "not-an-address" }, "email"],
    ["an unknown topic", { topic: "prizes" }, "topic"],
    ["an empty name", { name: "  " }, "name"],
    ["a name on two lines", { name: "Maryam\nAli" }, "name"],
    ["a message too short", { message: "Hi" }, "message"],
    ["a message too long", { message: "x".repeat(2001) }, "message"],
    ["a message that is not text", { message: { text: "hello there friend" } }, "message"],
    // A lone surrogate has no UTF-8 form: PostgreSQL's jsonb refuses it, which was a 500 (found by the fuzzer).
    ["a name with a lone surrogate", { name: "\ud800" }, "name"],
    ["a message with a lone surrogate", { message: "A question \udc00 for the team" }, "message"],
  ])("answers 400 for %s and writes nothing", async (_label, overrides, field) => {
    const before = (await feed()).length;
    const res = await supertest(ctx.app).post("/api/contact").send(message(overrides));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe(field);
    expect((await feed()).length).toBe(before);
  });

  it("limits each sender and each email address, without stopping another family on the same network", async () => {
    const app = ctx.makeApp({ limits: { contactPerHour: 2 } });
    const anonymous = supertest(app);
    await anonymous
      .post("/api/contact")
      .send(message({ email: "a1@example.com" }))
      .expect(201);
    await anonymous
      .post("/api/contact")
      .send(message({ email: "a2@example.com" }))
      .expect(201);
    const refused = await anonymous.post("/api/contact").send(message({ email: "a3@example.com" }));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY_MESSAGES });
    expect((await feed()).some((n) => n.message.includes("a3@example.com"))).toBe(false);

    // A signed-in family from the same address counts on its own.
    const family = supertest.agent(app);
    const signed = await signUp(ctx);
    await family.post("/api/login").send({ username: signed.username, password: signed.password }).expect(200);
    await family
      .post("/api/contact")
      .send(message({ email: "b1@example.com" }))
      .expect(201);
    await family
      .post("/api/contact")
      .send(message({ email: "b2@example.com" }))
      .expect(201);
    await family
      .post("/api/contact")
      .send(message({ email: "b3@example.com" }))
      .expect(429);

    // One email address named from anywhere: a third family may not flood the feed in b1's name.
    const other = supertest.agent(app);
    const third = await signUp(ctx);
    await other.post("/api/login").send({ username: third.username, password: third.password }).expect(200);
    await other
      .post("/api/contact")
      .send(message({ email: "B1@example.com" }))
      .expect(201);
    await other
      .post("/api/contact")
      .send(message({ email: "b1@example.com" }))
      .expect(429);

    // But nobody uses up a family's own address: its owner, signed in, still writes from it (hostile pass).
    const owner = supertest.agent(app);
    const victim = await signUp(ctx);
    await owner.post("/api/login").send({ username: victim.username, password: victim.password }).expect(200);
    const hostile = supertest.agent(app);
    const attacker = await signUp(ctx);
    await hostile.post("/api/login").send({ username: attacker.username, password: attacker.password }).expect(200);
    for (let i = 0; i < 2; i++)
      await hostile
        .post("/api/contact")
        .send(message({ email: victim.user.email }))
        .expect(201);
    await owner
      .post("/api/contact")
      .send(message({ email: victim.user.email }))
      .expect(201);
  });
});
