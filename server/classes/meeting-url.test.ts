// A class's lesson link (api.md "Lessons after the booking"): https only, at most 500 characters, and only in its
// owning teacher's answers — never in browse, the public class list or a class page for anyone else.
import { describe, expect, it } from "vitest";
import { makeTeacher, signInAs, signUp, useTestApp, validClass } from "../test/test-app";

const ctx = useTestApp();
const ROOM = "https://meet.google.com/abc-defg-hij";

describe("a class's meetingUrl", () => {
  it("is taken on create and edit (https, ≤ 500 characters; empty or null clears it), 400 otherwise", async () => {
    const t = await makeTeacher(ctx, "approved");
    const made = await t.agent.post("/api/classes").send(validClass({ meetingUrl: `  ${ROOM}  ` }));
    expect(made.status).toBe(201);
    expect(made.body.meetingUrl).toBe(ROOM);
    for (const bad of [
      "http://meet.google.com/abc",
      "ftp://x.example/room",
      "zoom.us/j/1",
      `https://zoom.us/${"a".repeat(490)}`,
      ["https://zoom.us/j/1"],
    ]) {
      const res = await t.agent.patch(`/api/classes/${made.body.id}`).send({ meetingUrl: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toMatch(/^meetingUrl: /);
    }
    expect(
      (await t.agent.post("/api/classes").send(validClass({ meetingUrl: "http://insecure.example" }))).status,
    ).toBe(400);
    const changed = await t.agent.patch(`/api/classes/${made.body.id}`).send({ meetingUrl: "https://zoom.us/j/42" });
    expect(changed.body.meetingUrl).toBe("https://zoom.us/j/42");
    expect((await t.agent.patch(`/api/classes/${made.body.id}`).send({ meetingUrl: "" })).body.meetingUrl).toBeNull();
    await t.agent.patch(`/api/classes/${made.body.id}`).send({ meetingUrl: ROOM }).expect(200);
    expect((await t.agent.patch(`/api/classes/${made.body.id}`).send({ meetingUrl: null })).body.meetingUrl).toBeNull();
    const plain = await t.agent.post("/api/classes").send(validClass({ title: "No room yet" }));
    expect(plain.body.meetingUrl).toBeNull();
  });

  it("appears in the owner's answers only: never in browse, the public list or another viewer's class page", async () => {
    const t = await makeTeacher(ctx, "approved");
    const { body: cls } = await t.agent.post("/api/classes").send(validClass({ meetingUrl: ROOM }));
    const own = await t.agent.get("/api/classes");
    expect(own.body.find((c: { id: number }) => c.id === cls.id).meetingUrl).toBe(ROOM);
    expect((await t.agent.get(`/api/classes/${cls.id}`)).body.meetingUrl).toBe(ROOM);

    const parent = await signUp(ctx);
    const other = await makeTeacher(ctx, "approved");
    const admin = await signInAs(ctx, ["admin"]);
    for (const agent of [parent.agent, other.agent, admin.agent]) {
      const page = await agent.get(`/api/classes/${cls.id}`);
      expect(page.status).toBe(200);
      expect(page.body).not.toHaveProperty("meetingUrl");
    }
    const answers = [
      await parent.agent.get("/api/classes?limit=100"),
      await parent.agent.get(`/api/teachers?teacherId=${t.user.id}`),
      await admin.agent.get(`/api/teachers?teacherId=${t.user.id}`),
      await other.agent.get("/api/classes"),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain("meet.google.com");
    }
    // The public list did list the class: its absence of a link is not an absence of the class.
    expect(answers[0].body.map((c: { id: number }) => c.id)).toContain(cls.id);
  });
});
