// What reaches the log (issue 7): a request id on every line of a request and in its answer, and never a
// password, a cookie, a document's content or a child's special needs.
import { Writable } from "node:stream";
import pino from "pino";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { makeTeacher, registration, useTestApp } from "../test/test-app";

const ctx = useTestApp();

function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { logger: pino({ level: "trace" }, stream), lines };
}

describe("logs", () => {
  it("never contain passwords, cookies, document content or special needs; every request line has its id", async () => {
    const { logger, lines } = capturingLogger();
    const app = ctx.makeApp({ logger, limits: { login: 1000, loginPerUser: 1000, register: 1000, upload: 1000 } });
    const password = "Correct-Horse-Battery-42";
    const reg = registration({ password });
    const agent = supertest.agent(app);
    const signup = await agent.post("/api/register").send(reg);
    expect(signup.status).toBe(201);
    const cookie = String(([] as string[]).concat(signup.headers["set-cookie"])[0])
      .split(";")[0]
      .split("=")[1];
    await agent.post("/api/login").send({ username: reg.username, password });
    await supertest(app)
      .post("/api/login")
      .send({ username: reg.username, password: `${password}-typo` });
    // Someone typing their password into the username box.
    await supertest(app).post("/api/login").send({ username: password, password });
    const specialNeeds = "Dyslexia-and-mild-hearing-loss-7f3a";
    await agent.post("/api/student/profile").send({ name: "Yusuf", age: 8, level: "beginner", specialNeeds });
    await agent.post("/api/student/profile").send({ name: "Y", age: 99, level: "beginner", specialNeeds }); // a 400 too
    // A teacher's document, through the same logger.
    const teacher = await makeTeacher(ctx);
    const teacherAgent = supertest.agent(app);
    await teacherAgent.post("/api/login").send({ username: teacher.username, password: teacher.password });
    const secretContent = "PASSPORT-NUMBER-X9Q8W7E6";
    const pdf = Buffer.from(
      `%PDF-1.4\n% ${secretContent}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    );
    const up = await teacherAgent
      .post("/api/documents/upload")
      .field("documentType", "id")
      .attach("document", pdf, { filename: "passport.pdf", contentType: "application/pdf" });
    expect(up.status).toBe(201);
    await teacherAgent.get(`/api/documents/${up.body.id}/file`);
    await supertest(app).get("/api/user").set("Cookie", `halaqa.sid=${cookie}`);

    const all = lines.join("\n");
    expect(lines.length).toBeGreaterThan(8);
    for (const secret of [password, cookie, decodeURIComponent(cookie), specialNeeds, secretContent]) {
      expect(all, `log contains ${secret.slice(0, 12)}…`).not.toContain(secret);
    }
    expect(all).not.toMatch(/"cookie"|set-cookie|"password"/i);
    // Every line written for a request carries its id.
    const requestLines = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.req || l.reqId);
    expect(requestLines.length).toBeGreaterThan(8);
    for (const l of requestLines) {
      const id = l.reqId ?? (l.req as { id?: unknown }).id;
      expect(typeof id, JSON.stringify(l).slice(0, 200)).toBe("string");
    }
  });

  it("never contain a calendar feed's secret, whatever the case of the path, while the feed URL routes stay readable", async () => {
    const { logger, lines } = capturingLogger();
    const app = ctx.makeApp({ logger });
    const agent = supertest.agent(app);
    const reg = registration();
    await agent.post("/api/register").send(reg).expect(201);
    const url = new URL((await agent.get("/api/calendar/feed-url")).body.url as string);
    const token = url.pathname.replace(/^\/calendar\/|\.ics$/g, "");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await supertest(app).get(url.pathname)).status).toBe(200);
    await supertest(app).get(`/CALENDAR/${token}.ics?refresh=1`);
    await supertest(app).get(`/calendar/${token}`);
    const reset = new URL((await agent.post("/api/calendar/feed-url/reset")).body.url as string);
    await supertest(app).get(url.pathname); // the old one: 404

    const all = lines.join("\n");
    for (const secret of [token, reset.pathname.slice(10, 53)]) expect(all).not.toContain(secret);
    expect(all).toContain('"url":"/calendar/[redacted]"');
    expect(all).toContain('"url":"/CALENDAR/[redacted]?refresh=1"');
    expect(all).toContain('"url":"/api/calendar/feed-url"');
    expect(all).toContain('"url":"/api/calendar/feed-url/reset"');
  });

  it("answers with X-Request-Id, keeps a caller's well-formed id and replaces a malformed one", async () => {
    const { logger, lines } = capturingLogger();
    const app = ctx.makeApp({ logger });
    const fresh = await supertest(app).get("/api/teachers");
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await supertest(app).get("/api/teachers").set("X-Request-Id", "edge-proxy-1234abcd");
    expect(kept.headers["x-request-id"]).toBe("edge-proxy-1234abcd");
    const forged = await supertest(app).get("/api/teachers").set("X-Request-Id", 'bad id with spaces {} and quotes"');
    expect(forged.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.some((l) => l.includes("edge-proxy-1234abcd"))).toBe(true);
  });
});
