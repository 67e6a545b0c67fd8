// Live messages across processes (issue 35, decision 098): two apps, each with its own LISTEN connection as two server
// processes have, share one database; a message sent through one reaches a reader streaming from the other.
import type { AddressInfo } from "node:net";
import type http from "node:http";
import supertest from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { pgCacheBus, type CacheBus } from "../middleware/cache-bus";
import { insertLesson } from "../test/insert-lesson";
import { bookingCast, useTestApp } from "../test/test-app";

const ctx = useTestApp();
const buses: CacheBus[] = [];
const servers: http.Server[] = [];
afterAll(async () => {
  for (const s of servers) s.closeAllConnections();
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  await Promise.all(buses.map((b) => b.stop()));
});

/** An app as a server process makes it: its own bus on the messages channel, listening on a port of its own. */
async function serverProcess() {
  const bus = await pgCacheBus({ pool: ctx.db.pool, channel: "halaqa_messages" });
  buses.push(bus);
  const app = ctx.makeApp({ messageBus: bus, limits: { login: 1000, register: 1000, upload: 1000 } });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  servers.push(server);
  return { app, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Signs `who` in on the server at `base` and opens their event stream there. */
async function listen(base: string, who: { username: string; password: string }): Promise<Response> {
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ username: who.username, password: who.password }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return fetch(`${base}/api/conversations/stream`, { headers: { cookie } });
}

/** Reads the event stream until `count` message events have come, or fails after `ms`. */
async function nextEvents(res: Response, count: number, ms = 10_000) {
  const reader = res.body!.getReader();
  const events: unknown[] = [];
  let text = "";
  const deadline = Date.now() + ms;
  while (events.length < count && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<{ done: true; value: undefined }>((r) =>
        setTimeout(() => r({ done: true, value: undefined }), deadline - Date.now()),
      ),
    ]);
    if (chunk.done) break;
    text += new TextDecoder().decode(chunk.value);
    for (const block of text.split("\n\n").slice(0, -1)) {
      const data = /^event: message\ndata: (.*)$/m.exec(block);
      if (data) events.push(JSON.parse(data[1]));
    }
    text = text.split("\n\n").at(-1) ?? "";
  }
  await reader.cancel();
  return events;
}

describe("live messages across processes", () => {
  it("a message sent through one process reaches the other side streaming from another", async () => {
    const [one, two] = [await serverProcess(), await serverProcess()];
    const cast = await bookingCast(ctx);
    await insertLesson(ctx.db.db, {
      classId: cast.classId,
      studentId: cast.studentId,
      parentId: cast.parent.user.id,
      teacherId: cast.teacher.user.id,
    });
    // The teacher signs in on process two and listens there.
    const stream = await listen(two.url, cast.teacher);
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    // The parent writes through process one.
    const parent = supertest.agent(one.app);
    expect(
      (await parent.post("/api/login").send({ username: cast.parent.username, password: cast.parent.password })).status,
    ).toBe(200);
    const opened = await parent.post("/api/conversations").send({ teacherUserId: cast.teacher.user.id });
    const sent = await parent
      .post(`/api/conversations/${opened.body.id}/messages`)
      .send({ body: "Is Zayd's lesson on?" });
    expect(sent.status).toBe(201);
    const [event] = await nextEvents(stream, 1);
    expect(event).toEqual({ conversationId: opened.body.id, message: sent.body });
  });

  it("tells nobody else: another teacher streaming hears nothing of it", async () => {
    const [one, two] = [await serverProcess(), await serverProcess()];
    const cast = await bookingCast(ctx);
    const other = await bookingCast(ctx);
    await insertLesson(ctx.db.db, {
      classId: cast.classId,
      studentId: cast.studentId,
      parentId: cast.parent.user.id,
      teacherId: cast.teacher.user.id,
    });
    const stream = await listen(two.url, other.teacher);
    const parent = supertest.agent(one.app);
    await parent.post("/api/login").send({ username: cast.parent.username, password: cast.parent.password });
    const opened = await parent.post("/api/conversations").send({ teacherUserId: cast.teacher.user.id });
    expect((await parent.post(`/api/conversations/${opened.body.id}/messages`).send({ body: "Private" })).status).toBe(
      201,
    );
    expect(await nextEvents(stream, 1, 1_500)).toEqual([]);
  });
});
