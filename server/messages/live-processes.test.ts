// Live messages across real server processes (issue 35, decision 098): two servers spawned on one database; a message
// a parent sends through one reaches the teacher's event stream held open on the other, through LISTEN/NOTIFY.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { teacherProfiles } from "@shared/schema";
import { eq } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "../test/test-db";
import { registration, validProfile } from "../test/test-app";
import { waitForOutput } from "../test/wait-for-output";

const root = path.resolve(import.meta.dirname, "../..");
const SECRET = "a-session-secret-for-the-live-messages-test-0123456789";
const children: ChildProcess[] = [];
let db: TestDatabase | undefined;
afterAll(async () => {
  for (const c of children) c.kill("SIGKILL");
  await db?.drop();
});

async function server(url: string): Promise<string> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, SESSION_SECRET: SECRET, PORT: "0", LOG_LEVEL: "info", JOBS: "off" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const [, port] = await waitForOutput(child, /running at http:\/\/localhost:(\d+)/);
  return `http://127.0.0.1:${port}`;
}

/** A JSON request as a browser on `base` sends it, with the session's cookie. */
async function call(base: string, route: string, body?: unknown, cookie = "") {
  const res = await fetch(`${base}${route}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", origin: base, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const set = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  return { res, cookie: set.length ? set.join("; ") : cookie, json: res.status === 204 ? null : await res.json() };
}

describe("live messages between two server processes", () => {
  it("a message sent through one process is seen live on the other", async () => {
    db = await createTestDatabase();
    const one = await server(db.url);
    const two = await server(db.url);
    const parent = await call(one, "/api/register", registration());
    const teacher = await call(one, "/api/register", registration({ role: "teacher" }));
    expect([parent.res.status, teacher.res.status]).toEqual([201, 201]);
    expect((await call(one, "/api/teacher/profile", validProfile(), teacher.cookie)).res.status).toBe(201);
    await db.db
      .update(teacherProfiles)
      .set({ verificationStatus: "approved" })
      .where(eq(teacherProfiles.userId, teacher.json.id));
    // The teacher listens on process two (the session is the database's: any process knows it).
    const stream = await fetch(`${two}/api/conversations/stream`, { headers: { cookie: teacher.cookie } });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    // The parent writes through process one.
    const opened = await call(one, "/api/conversations", { teacherUserId: teacher.json.id }, parent.cookie);
    expect(opened.res.status).toBe(201);
    const sent = await call(
      one,
      `/api/conversations/${opened.json.id}/messages`,
      { body: "Is class on today?" },
      parent.cookie,
    );
    expect(sent.res.status).toBe(201);
    let text = "";
    const deadline = Date.now() + 15_000;
    while (!text.includes("event: message") && Date.now() < deadline) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    await reader.cancel();
    const data = /event: message\ndata: (.*)\n/.exec(text)?.[1];
    expect(data, text).toBeDefined();
    expect(JSON.parse(data!)).toEqual({ conversationId: opened.json.id, message: sent.json });
  }, 60_000);
});
