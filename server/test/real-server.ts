// The real server as a child process, a PostgreSQL that can be stopped and started again (fault-postgres.ts,
// re-exported here), and a parent/teacher/class cast made over HTTP: for the fault, memory and process tests.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { futureDate, slotAt, validClass, validProfile } from "./test-app";
import { createTestDatabase, type TestDatabase } from "./test-db";
import { TIME_SLOTS } from "@shared/constants";
import type { FaultPostgres } from "./fault-postgres";
import { startCommand } from "./start-command";
import { hashPassword } from "../auth/password";

export { startFaultPostgres, type FaultPostgres } from "./fault-postgres";

const root = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  base: string;
  port: number;
  child: ChildProcess;
  /** Node's flags it was started with: npm start's (the heap caps). */
  startFlags: string[];
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  alive(): boolean;
  /** The tail of what the process printed (stdout and stderr). */
  output(): string;
  /** Resolves once the process has printed text matching `pattern`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** SIGKILL if still running, and remove its data folder. */
  kill(): void;
}

/** The real server (`node [npm start's flags] --import tsx server/index.ts`) on `databaseUrl`, on a port of its choosing. */
export async function startServer(databaseUrl: string): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-faults-data-"));
  const start = startCommand();
  const child = spawn(process.execPath, [...start.flags, "--import", "tsx", "server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      ...start.env,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
      PORT: "0",
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      DATA_DIR: dataDir, // mail outbox and uploads
      // These tests stop, starve and measure one serving process (server/cluster.test.ts covers several).
      WEB_CONCURRENCY: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const waiters = new Set<{ pattern: RegExp; resolve: () => void }>();
  const onData = (d: Buffer) => {
    // Request logs under load run to megabytes; the tail is enough to explain a failure.
    out = (out + d.toString()).slice(-200_000);
    for (const w of waiters) {
      if (w.pattern.test(out)) {
        waiters.delete(w);
        w.resolve();
      }
    }
  };
  child.stdout!.on("data", onData);
  child.stderr!.on("data", onData);
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  const waitFor = (pattern: RegExp, timeoutMs = 30_000) =>
    new Promise<void>((resolve, reject) => {
      if (pattern.test(out)) return resolve();
      const timer = setTimeout(
        () => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${out.slice(-3000)}`)),
        timeoutMs,
      );
      const w = { pattern, resolve: () => (clearTimeout(timer), resolve()) };
      waiters.add(w);
      void exited.then((code) => {
        if (!waiters.has(w)) return;
        clearTimeout(timer);
        reject(new Error(`server exited (${code}) before printing ${pattern}:\n${out.slice(-3000)}`));
      });
    });
  await waitFor(/running at http:\/\/localhost:\d+/);
  const port = Number(/running at http:\/\/localhost:(\d+)/.exec(out)![1]);
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    child,
    startFlags: start.flags,
    exited,
    alive: () => exitCode === undefined,
    output: () => out,
    waitFor,
    kill: () => {
      if (exitCode === undefined) child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function call(base: string, method: string, url: string, body?: unknown, cookie?: string) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined, text };
}

/** Registers an account over HTTP and returns its session cookie. */
export async function register(base: string, role: "parent" | "teacher", password = "secret-12345") {
  const username = `${role}${crypto.randomBytes(4).toString("hex")}`;
  const res = await call(base, "POST", "/api/register", {
    username,
    email: `${username}@example.com`,
    password,
    firstName: "Amina",
    lastName: "Yusuf",
    role,
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  return { username, password, id: res.body.id as number, cookie: res.headers.get("set-cookie")!.split(";")[0] };
}

export interface Cast {
  parentCookie: string;
  classId: number;
  studentId: number;
  /** Distinct listed slots of the class's teacher, one booking each. */
  slots: string[];
  book(scheduledAt: string): Promise<{ status: number; id?: number; message?: string }>;
}

/** Enough families for every slot of 60 days at 30 bookings each in 15 minutes. */
const FAMILIES = 20;

/** An approved teacher (approved directly in the database) with a 1-to-1 class, and families with a child each. */
export async function makeCast(base: string, db: FaultPostgres): Promise<Cast> {
  const teacher = await register(base, "teacher");
  const profile = await call(
    base,
    "POST",
    "/api/teacher/profile",
    validProfile({ specializations: ["Quran Recitation"] }),
    teacher.cookie,
  );
  if (profile.status !== 201) throw new Error(`profile failed: ${profile.status} ${profile.text}`);
  await db.query(
    "UPDATE teacher_profiles SET verification_status = 'approved', id_verified = true, police_check_verified = true, interview_completed = true WHERE user_id = $1",
    [teacher.id],
  );
  const cls = await call(base, "POST", "/api/classes", validClass(), teacher.cookie);
  if (cls.status !== 201) throw new Error(`class failed: ${cls.status} ${cls.text}`);
  // Families share the bookings (issue 31): each books at most 30 in 15 minutes and holds at most 3 unpaid with one
  // teacher, so a booking acknowledged is paid at once (in the database, as the family would) and the next family
  // books the next slot. Made in the database and signed in, as sign-ups are limited per address.
  const passwordHash = await hashPassword("secret-12345");
  const families: { cookie: string; studentId: number }[] = [];
  for (let i = 0; i < FAMILIES; i++) {
    const username = `parent${crypto.randomBytes(4).toString("hex")}`;
    await db.query(
      `INSERT INTO users (username, email, password, first_name, last_name) VALUES ($1, $2, $3, 'Amina', 'Yusuf')`,
      [username, `${username}@example.com`, passwordHash],
    );
    const login = await fetch(`${base}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username, password: "secret-12345" }),
    });
    if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
    const cookie = login.headers.get("set-cookie")!.split(";")[0];
    const kid = await call(base, "POST", "/api/student/profile", { name: "Zayd", age: 9, level: "beginner" }, cookie);
    if (kid.status !== 201) throw new Error(`student failed: ${kid.status} ${kid.text}`);
    families.push({ cookie, studentId: kid.body.id as number });
  }

  const dates = [...new Set(Array.from({ length: 60 }, (_, i) => futureDate(i + 2)))];
  const slots = dates.flatMap((date) => TIME_SLOTS.map((time) => slotAt(date, time)));
  const classId = cls.body.id as number;
  let next = 0;
  return {
    parentCookie: families[0].cookie,
    classId,
    studentId: families[0].studentId,
    slots,
    async book(scheduledAt) {
      const family = families[next++ % families.length];
      const res = await call(
        base,
        "POST",
        "/api/bookings",
        { classId, studentId: family.studentId, scheduledAt },
        family.cookie,
      );
      if (res.status === 201) {
        // Down at that moment, the payment waits: the other families' turns leave this one room enough.
        await db
          .query("UPDATE bookings SET payment_status = 'paid', expires_at = NULL WHERE id = $1", [res.body.id])
          .catch(() => undefined);
      }
      return { status: res.status, id: res.body?.id, message: res.body?.message };
    },
  };
}

/** A database of its own and the real server on it, for one test file: started before its tests, stopped after. */
export function useRealServer(): { readonly db: TestDatabase; readonly server: ServerProcess } {
  const real = {} as { db: TestDatabase; server: ServerProcess };
  beforeAll(async () => {
    real.db = await createTestDatabase();
    real.server = await startServer(real.db.url);
  }, 60_000);
  afterAll(async () => {
    real.server?.kill();
    await real.db?.drop();
  });
  return real;
}

/** VmRSS (now) and VmHWM (the peak so far) of a process, in bytes, from the kernel. */
export function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb("VmRSS"), hwm: kb("VmHWM") };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `url` until it answers `status`; resolves with the time that took, in milliseconds. */
export async function waitForStatus(url: string, status: number, timeoutMs = 20_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const got = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (got === status) return Date.now() - started;
    await sleep(50);
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms`);
}
