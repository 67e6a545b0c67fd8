// npm run test:scale, issue 18's "Prove it" (decision 055): two app processes behind nginx on one database and Redis,
// each cross-process claim a counted check. All on 127.0.0.1, and all removed at the end whatever happened.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createClient } from "redis";
import { hashPassword } from "../../server/auth/password";
import { builtServer, startCommand } from "../../server/test/start-command";
import { CAPS, SUBJECTS } from "../../shared/constants";
import { CHILDREN, PER_ACCOUNT, planFamilies, type Slot } from "../../bench/families";
import { failedTests } from "./playwright-report";
import { CutReply, call, cookiesFrom, multipart, type Reply, type Target } from "./http-client";
import { startSmtpSink } from "./smtp-sink";
import { freePort } from "../../server/embedded-postgres";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ADMIN_URL = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";
const NGINX = process.env.NGINX_PATH || "/usr/sbin/nginx";
// SCALE_REPORT=<file> gets {numPassedTests, numFailedTests, tests, e2e, memoryMb}, Playwright's results counted in.
const REPORT = process.env.SCALE_REPORT;
// The journeys that cross processes most: a parent signs up, becomes a teacher and back, logs out and in again; a
// teacher applies with two uploaded documents; a parent books and pays. The whole suite (about 5 minutes in CI) would
// not fit this step's budget: SCALE_JOURNEYS=all runs it, SCALE_JOURNEYS=none none (for working on the checks).
const JOURNEYS_MODE =
  process.env.SCALE_JOURNEYS === "all" ? "all" : process.env.SCALE_JOURNEYS === "none" ? "none" : "subset";
const JOURNEYS = ["a parent's first session", "a new teacher applies with two documents", "a parent books and pays"];
const JOURNEY_FILES = ["auth.spec.ts", "teacher.spec.ts", "parent.spec.ts"];
const E2E_TIMEOUT_MS = (JOURNEYS_MODE === "all" ? 9 : 4) * 60_000;
const DEADLINE_MS = E2E_TIMEOUT_MS + 4 * 60_000;
const PASSWORD = "scale-pass-1234";
// Failed sign-ins allowed per address in a window: the server's default (server/app.ts, loginLimiter).
const LOGIN_LIMIT = 10;
const RACE = 200;
// Bookings for the kill: free slots enough for the paced stream (at most 100 a second) while it lasts.
const KILL_BOOKINGS = 400;
const KILL_CONCURRENCY = 16;
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

// How `npm start` runs the server (its environment, Node's flags and the bundle), read from package.json.
const START = startCommand();

// ---------------------------------------------------------------- results and clean-up

interface TestResult {
  name: string;
  ok: boolean;
  error?: string;
  seconds: number;
}
const results: TestResult[] = [];
const e2e = {
  passed: 0,
  failed: 0,
  failedTests: [] as string[],
  journeys: JOURNEYS_MODE === "subset" ? JOURNEYS : JOURNEYS_MODE,
};
const memoryMb: Record<string, number> = {};

function expect(ok: unknown, message: string): asserts ok {
  if (!ok) throw new Error(message);
}

async function test(name: string, body: () => Promise<void>): Promise<void> {
  const t0 = Date.now();
  console.log(`\n— ${name}`);
  try {
    await body();
    results.push({ name, ok: true, seconds: (Date.now() - t0) / 1000 });
    console.log(`  ✓ ${name}`);
  } catch (err) {
    const error = (err as Error).message;
    results.push({ name, ok: false, error, seconds: (Date.now() - t0) / 1000 });
    console.error(`  ✗ ${name}\n    ${error.replace(/\n/g, "\n    ")}`);
  }
}

// Undone last first, each bounded in time, whatever failed before.
const cleanups: { name: string; run: () => Promise<unknown> | unknown }[] = [];
const onCleanUp = (name: string, run: () => Promise<unknown> | unknown) => cleanups.push({ name, run });
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const c = cleanups.pop()!;
      try {
        await Promise.race([
          Promise.resolve().then(c.run),
          new Promise((_, reject) => setTimeout(() => reject(new Error("took more than 20 s")), 20_000).unref()),
        ]);
      } catch (err) {
        console.error(`clean-up of ${c.name} failed: ${(err as Error).message}`);
      }
    }
  })();
  return cleaning;
}

function writeReport(): { passed: number; failed: number } {
  const passed = results.filter((r) => r.ok).length + e2e.passed;
  const failed = results.filter((r) => !r.ok).length + e2e.failed;
  if (REPORT) {
    fs.writeFileSync(
      REPORT,
      JSON.stringify(
        // failures: the e2e journeys that failed, named in CI's last line (.ci/run failed_names).
        { numPassedTests: passed, numFailedTests: failed, tests: results, e2e, failures: e2e.failedTests, memoryMb },
        null,
        2,
      ),
    );
  }
  return { passed, failed };
}

// ---------------------------------------------------------------- small helpers

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function tail(file: string, lines = 30): string {
  return fs.existsSync(file)
    ? fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n")
    : "(no log)";
}

/** Peak resident memory (VmHWM) of a live process, in MB. */
function peakMb(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Math.round(Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 102.4) / 10;
  } catch {
    return NaN;
  }
}

/** Every file under a folder (none when it does not exist). */
function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

// ---------------------------------------------------------------- the app processes and nginx

interface App {
  name: string;
  port: number;
  child: ChildProcess;
  log: string;
  exited: Promise<void>;
}

function startApp(name: string, port: number, env: NodeJS.ProcessEnv, dir: string): App {
  const dataDir = path.join(dir, `data-${name}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const log = path.join(dir, `app-${name}.log`);
  const fd = fs.openSync(log, "a");
  // Its own process group: stopping or killing it reaches whatever it forked (cluster workers).
  const child = spawn(process.execPath, [...START.flags, builtServer()], {
    cwd: ROOT,
    env: { ...env, ...START.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", fd, fd],
    detached: true,
  });
  fs.closeSync(fd);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const app = { name, port, child, log, exited };
  onCleanUp(`app ${name}`, () => stopGroup(child, exited, "SIGTERM", 15_000));
  return app;
}

async function stopGroup(
  child: ChildProcess,
  exited: Promise<void>,
  signal: NodeJS.Signals,
  graceMs: number,
): Promise<void> {
  const signalGroup = (s: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, s);
    } catch {
      // already gone
    }
  };
  if (child.exitCode === null && child.signalCode === null) {
    signalGroup(signal);
    const timer = setTimeout(() => signalGroup("SIGKILL"), graceMs);
    await exited;
    clearTimeout(timer);
  }
  // Anything the process left behind in its group.
  signalGroup("SIGKILL");
}

async function waitReady(
  name: string,
  check: () => Promise<boolean>,
  child: ChildProcess,
  log: string,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${name} exited (code ${child.exitCode}, signal ${child.signalCode}) while starting:\n${tail(log)}`,
      );
    }
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${name} was not ready within ${timeoutMs / 1000} s:\n${tail(log)}`);
}

function direct(app: App, localAddress?: string): Target {
  // The harness stands in for the TLS proxy here: the app trusts loopback (TRUST_PROXY) and sets its Secure cookie.
  return {
    name: `process ${app.name}`,
    base: `http://127.0.0.1:${app.port}`,
    agent: new http.Agent({ keepAlive: true }),
    headers: { "X-Forwarded-Proto": "https" },
    localAddress,
  };
}

async function signIn(target: Target, username: string, password = PASSWORD): Promise<string> {
  const res = await call(target, "POST", "/api/login", { json: { username, password } });
  expect(
    res.status === 200,
    `signing in as ${username} on ${target.name} answered ${res.status} ${res.text().slice(0, 200)}`,
  );
  const cookie = cookiesFrom(res);
  expect(cookie, `signing in as ${username} on ${target.name} set no cookie`);
  return cookie;
}

/** Signs each family in once, a few at a time (argon2 runs two at a time per process and refuses a long queue). */
async function signInAll(target: Target, usernames: string[]): Promise<string[]> {
  const cookies: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let i = next++; i < usernames.length; i = next++) cookies[i] = await signIn(target, usernames[i]);
    }),
  );
  return cookies;
}

// ---------------------------------------------------------------- data for the checks

interface Family {
  username: string;
  children: number[];
}

interface Seeded {
  run: string;
  switcher: string;
  leaver: string;
  uploader: string;
  guessed: string;
  raceFamilies: Family[];
  raceClass: { id: number; teacherId: number; duration: number };
  killParents: Family[];
  killClasses: { id: number; teacherId: number; duration: number }[];
  /** Another family for the kill, when its plan needs more than were made. */
  family(username: string): Promise<Family>;
}

/** Accounts, approved teachers with a 1-to-1 class each, and children: straight in the database (api.md caps apart). */
async function seed(db: pg.Client): Promise<Seeded> {
  const run = Date.now().toString(36);
  const hash = await hashPassword(PASSWORD);
  const user = async (name: string, role: "parent" | "teacher") =>
    (
      await db.query<{ id: number }>(
        `INSERT INTO users (username, email, password, first_name, last_name, user_type, roles, "current_role")
         VALUES ($1, $2, $3, 'Scale', $4, $5, ARRAY[$5]::user_role[], $5) RETURNING id`,
        [name, `${name}@example.com`, hash, `Tester ${name.split("_").pop()}`, role],
      )
    ).rows[0].id;
  const children = async (parentId: number, n: number) =>
    (
      await db.query<{ id: number }>(
        `INSERT INTO student_profiles (parent_id, name, age, level) SELECT $1, 'Child ' || i, 6 + i % 10, 'beginner'
         FROM generate_series(1, $2::int) i RETURNING id`,
        [parentId, n],
      )
    ).rows.map((r) => r.id);
  const teacherWithClass = async (i: number) => {
    const id = await user(`scale_${run}_teacher${i}`, "teacher");
    await db.query(
      `INSERT INTO teacher_profiles (user_id, bio, qualifications, experience, hourly_rate, specializations, languages,
         verification_status, id_verified, police_check_verified, interview_completed)
       VALUES ($1, 'Scale-out harness teacher', 'Ijazah', 5, 20, ARRAY[$2], ARRAY['English'], 'approved', true, true, true)`,
      [id, SUBJECTS[0]],
    );
    return (
      await db.query<{ id: number; teacherId: number; duration: number }>(
        `INSERT INTO classes (teacher_id, title, description, subject, level, duration, price, max_students)
         VALUES ($1, $2, 'One child, one teacher.', $3, 'beginner', 30, 20, 1)
         RETURNING id, teacher_id AS "teacherId", duration`,
        [id, `Scale class ${i}`, SUBJECTS[0]],
      )
    ).rows[0];
  };
  const family = async (username: string) => ({
    username,
    children: await children(await user(username, "parent"), CHILDREN),
  });

  const seeded: Seeded = {
    run,
    switcher: `scale_${run}_switcher`,
    leaver: `scale_${run}_leaver`,
    uploader: `scale_${run}_uploader`,
    guessed: `scale_${run}_guessed`,
    raceFamilies: [],
    raceClass: await teacherWithClass(0),
    killParents: [],
    killClasses: [],
    family,
  };
  await user(seeded.switcher, "parent");
  await user(seeded.leaver, "parent");
  await user(seeded.uploader, "teacher");
  await user(seeded.guessed, "parent");
  for (let i = 1; i <= 5; i++) seeded.killClasses.push(await teacherWithClass(i));
  // Families share the race and the kill's bookings (issue 31): a parent holds at most 5 unpaid bookings, 3 with one
  // teacher, and books at most 30 times in 15 minutes, so each family sends at most PER_ACCOUNT requests.
  for (let i = 1; i <= Math.ceil(RACE / PER_ACCOUNT); i++)
    seeded.raceFamilies.push(await family(`scale_${run}_race${i}`));
  for (let i = 1; i <= Math.ceil(KILL_BOOKINGS / CAPS.unpaidHoldsPerParent); i++)
    seeded.killParents.push(await family(`scale_${run}_family${i}`));
  return seeded;
}

interface SlotReply {
  startsAt: string;
  available: boolean;
}

async function freeSlots(
  target: Target,
  cookie: string,
  classId: number,
  fromDays: number,
  days: number,
): Promise<string[]> {
  const from = isoDate(Date.now() + fromDays * 86_400_000);
  const to = isoDate(Date.now() + (fromDays + days) * 86_400_000);
  const res = await call(target, "GET", `/api/classes/${classId}/availability?from=${from}&to=${to}`, { cookie });
  expect(res.status === 200, `availability of class ${classId} answered ${res.status} ${res.text().slice(0, 200)}`);
  return res
    .json<SlotReply[]>()
    .filter((s) => s.available)
    .map((s) => s.startsAt);
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  const t0 = Date.now();
  // Preconditions, each with the command that fixes it.
  if (!fs.existsSync(path.join(ROOT, "dist/public/index.html")))
    throw new Error("dist/public/index.html is missing: run npm run build first (npm run test:scale does).");
  builtServer(); // the same for the server's bundle
  if (!fs.existsSync(NGINX))
    throw new Error(`nginx is not installed at ${NGINX}: sudo apt-get install -y nginx (or set NGINX_PATH).`);
  if (spawnSync("openssl", ["version"]).status !== 0)
    throw new Error("openssl is not installed: sudo apt-get install -y openssl");

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-scale-"));
  onCleanUp("the temporary folder", () => fs.rmSync(dir, { recursive: true, force: true }));
  console.log(`work folder ${dir}`);

  // One fresh database; those of runs killed before their clean-up are dropped after 6 hours.
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect().catch((err: Error) => {
    throw new Error(`cannot reach PostgreSQL at ${ADMIN_URL.replace(/\/\/[^@]*@/, "//***@")}: ${err.message}`);
  });
  onCleanUp("the PostgreSQL connection", () => admin.end());
  for (const { datname } of (
    await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname ~ '^halaqa_scale_[0-9]+$'")
  ).rows) {
    if (Number(datname.slice("halaqa_scale_".length)) < Date.now() - STALE_AFTER_MS)
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
  const dbName = `halaqa_scale_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  onCleanUp(`database ${dbName}`, () => admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
  const databaseUrl = withDatabase(ADMIN_URL, dbName);

  // A Redis database of its own (an empty one, marked as ours), emptied at the end.
  const redis = createClient({ url: REDIS_URL, socket: { connectTimeout: 5_000, reconnectStrategy: false } });
  redis.on("error", () => {});
  await redis.connect().catch((err: Error) => {
    throw new Error(`cannot reach Redis at ${REDIS_URL}: ${err.message}`);
  });
  onCleanUp("the Redis connection", () => redis.close());
  let redisDb: number | undefined;
  for (let n = 15; n >= 8 && redisDb === undefined; n--) {
    await redis.SELECT(n);
    if (
      (await redis.dbSize()) === 0 &&
      (await redis.set("halaqa-scale:owner", String(process.pid), { condition: "NX" })) === "OK"
    )
      redisDb = n;
  }
  if (redisDb === undefined) throw new Error(`no empty Redis database among 8 to 15 at ${REDIS_URL}`);
  onCleanUp(`Redis database ${redisDb}`, () => redis.flushDb());
  const redisUrl = new URL(REDIS_URL);
  redisUrl.pathname = `/${redisDb}`;

  // nginx's certificate, for 127.0.0.1, valid a day; the harness's own client trusts exactly it.
  const cert = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      path.join(dir, "tls.key"),
      "-out",
      path.join(dir, "tls.crt"),
    ],
    { encoding: "utf8" },
  );
  if (cert.status !== 0) throw new Error(`openssl could not make the certificate:\n${cert.stderr}`);
  const ca = fs.readFileSync(path.join(dir, "tls.crt"), "utf8");

  // Documents in S3: a local s3rver with a fresh bucket.
  const s3Port = await freePort();
  const bucket = "halaqa-scale";
  let s3Env: Record<string, string> = {};
  let s3Missing: string | undefined;
  try {
    // Loaded by name at run time: s3rver ships no types, and without it the rest still runs (check 4 then fails).
    const { default: S3rver } = (await import("s3rver" as string)) as {
      default: new (o: object) => { run(): Promise<unknown>; close(): Promise<void> };
    };
    const s3 = new S3rver({
      port: s3Port,
      address: "127.0.0.1",
      silent: true,
      directory: path.join(dir, "s3"),
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    await s3.run();
    onCleanUp("s3rver", () => s3.close());
    s3Env = {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_REGION: "us-east-1",
    };
  } catch (err) {
    s3Missing = `s3rver could not be started (${(err as Error).message}): documents stayed on each process's own disk`;
    console.error(`!! ${s3Missing}`);
  }

  const mailDir = path.join(dir, "mail");
  const smtp = await startSmtpSink(mailDir);
  onCleanUp("the SMTP sink", () => smtp.close());

  const [portA, portB, proxyPort] = [await freePort(), await freePort(), await freePort()];
  const proxyBase = `https://127.0.0.1:${proxyPort}`;
  const appEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PAYMENTS_SIMULATOR: "true",
    PAYPAL_CLIENT_ID: "",
    PAYPAL_CLIENT_SECRET: "",
    APP_URL: proxyBase,
    TRUST_PROXY: "loopback",
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: crypto.randomBytes(48).toString("base64url"),
    REDIS_URL: redisUrl.toString(),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    // One process each: this harness is the thing that runs two.
    WEB_CONCURRENCY: "1",
    LOG_LEVEL: process.env.SCALE_LOG_LEVEL ?? "warn",
    ...s3Env,
  };
  // One after the other: the second finds the migrations done.
  const A = startApp("A", portA, appEnv, dir);
  await waitReady("process A", async () => (await call(direct(A), "GET", "/readyz")).status === 200, A.child, A.log);
  const B = startApp("B", portB, appEnv, dir);
  await waitReady("process B", async () => (await call(direct(B), "GET", "/readyz")).status === 200, B.child, B.log);
  console.log(
    `processes A (pid ${A.child.pid}, port ${portA}) and B (pid ${B.child.pid}, port ${portB}) on database ${dbName}, Redis database ${redisDb}`,
  );

  // nginx, in the foreground as our child; its configuration checked first for a readable error.
  const template = fs.readFileSync(path.join(import.meta.dirname, "nginx.conf.template"), "utf8");
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    conf,
    template
      .replaceAll("{{DIR}}", dir)
      .replaceAll("{{PORT}}", String(proxyPort))
      .replaceAll("{{USER}}", process.getuid?.() === 0 ? `user ${os.userInfo().username};` : "")
      .replaceAll(
        "{{SERVERS}}",
        [portA, portB].map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join("\n    "),
      ),
  );
  const nginxArgs = ["-c", conf, "-p", `${dir}/`, "-e", path.join(dir, "nginx-error.log")];
  const syntax = spawnSync(NGINX, ["-t", ...nginxArgs], { encoding: "utf8" });
  if (syntax.status !== 0) throw new Error(`nginx -t rejected the configuration:\n${syntax.stderr}`);
  const nginxLog = path.join(dir, "nginx-error.log");
  const nginx = spawn(NGINX, nginxArgs, { stdio: ["ignore", "ignore", "inherit"], detached: true });
  const nginxExited = new Promise<void>((resolve) => nginx.once("exit", () => resolve()));
  onCleanUp("nginx", () => stopGroup(nginx, nginxExited, "SIGTERM", 5_000));
  const proxy: Target = { name: "nginx", base: proxyBase, agent: new https.Agent({ keepAlive: true, ca }) };
  await waitReady("nginx", async () => (await call(proxy, "GET", "/readyz")).status === 200, nginx, nginxLog, 15_000);
  console.log(`nginx (pid ${nginx.pid}) at ${proxyBase}; ready after ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  // ------------------------------------------------------------ 1. the e2e journeys through nginx
  if (JOURNEYS_MODE !== "none") {
    const started = Date.now();
    const json = path.join(dir, "playwright.json");
    console.log(
      `\n— e2e journeys through nginx: ${JOURNEYS_MODE === "all" ? "the whole suite" : JOURNEYS.map((j) => `"${j}"`).join(", ")}`,
    );
    const only =
      JOURNEYS_MODE === "all"
        ? []
        : [...JOURNEY_FILES, "--grep", JOURNEYS.map((j) => j.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")];
    const pw = spawn(
      process.execPath,
      [path.join(ROOT, "node_modules/@playwright/test/cli.js"), "test", ...only, "--output", "test-results/scale-out"],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          E2E_EXTERNAL_BASE_URL: proxyBase,
          E2E_BASE_URL: proxyBase,
          DATABASE_URL: databaseUrl,
          E2E_IGNORE_HTTPS_ERRORS: "1",
          // One at a time, as before decision 093: with two, Chromium once logged net::ERR_TOO_MANY_RETRIES loading
          // /auth through nginx (cause not found); the journeys are few, the time saved small.
          E2E_WORKERS: "1",
          E2E_MAIL_DIR: mailDir,
          PLAYWRIGHT_JSON_OUTPUT_NAME: json,
        },
        stdio: "inherit",
        detached: true,
      },
    );
    const pwExited = new Promise<number | null>((resolve) => pw.once("exit", (code) => resolve(code)));
    onCleanUp("Playwright", () =>
      stopGroup(
        pw,
        pwExited.then(() => undefined),
        "SIGTERM",
        5_000,
      ),
    );
    const timer = setTimeout(() => {
      // SIGINT first: Playwright then stops the running test and still writes its report.
      console.error(`!! the e2e journeys took more than ${E2E_TIMEOUT_MS / 60_000} minutes: stopped`);
      void stopGroup(
        pw,
        pwExited.then(() => undefined),
        "SIGINT",
        15_000,
      );
    }, E2E_TIMEOUT_MS);
    const code = await pwExited;
    clearTimeout(timer);
    try {
      const report = JSON.parse(fs.readFileSync(json, "utf8")) as Parameters<typeof failedTests>[0] & {
        stats: { expected: number; unexpected: number; flaky?: number };
      };
      const stats = report.stats;
      e2e.failedTests = failedTests(report);
      e2e.passed = stats.expected + (stats.flaky ?? 0);
      e2e.failed = stats.unexpected;
      // A run that stopped early (timeout, a crash in global setup) has fewer tests than it should: one failure more.
      if (code !== 0 && e2e.failed === 0) e2e.failed = 1;
    } catch {
      e2e.failed = 1;
    }
    console.log(
      `  e2e journeys: ${e2e.passed} passed, ${e2e.failed} failed (exit code ${code}, ${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );

    await test("1b. nginx spread the journeys' requests over both processes", async () => {
      const served = { A: 0, B: 0 };
      for (const line of fs.readFileSync(path.join(dir, "nginx-access.log"), "utf8").split("\n")) {
        // A request retried on the other process names both ("…:A, …:B"); the last one answered.
        const last = /(\S+)$/.exec(line)?.[1] ?? "";
        if (last === `127.0.0.1:${portA}`) served.A++;
        else if (last === `127.0.0.1:${portB}`) served.B++;
      }
      console.log(`  requests answered by A: ${served.A}, by B: ${served.B}`);
      expect(
        served.A >= 10 && served.B >= 10,
        `nginx sent ${served.A} requests to A and ${served.B} to B (expected both to serve)`,
      );
    });
  }

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  onCleanUp("the check's database connection", () => db.end());
  const data = await seed(db);

  // ------------------------------------------------------------ 2. role switch
  await test("2. 'Become a Teacher' on process A is seen at once on process B, whose onboarding data then works", async () => {
    const [a, b] = [direct(A), direct(B)];
    let cookie = await signIn(a, data.switcher);
    // B reads the user first, as a page open on it would, so that a copy it kept would be stale.
    const before = await call(b, "GET", "/api/user", { cookie });
    expect(
      before.status === 200 && before.json<{ currentRole: string }>().currentRole === "parent",
      `GET /api/user on B before the switch: ${before.status} ${before.text().slice(0, 200)}`,
    );
    const switched = await call(a, "PATCH", "/api/user/role", { cookie, json: { role: "teacher" } });
    expect(
      switched.status === 200,
      `PATCH /api/user/role on A answered ${switched.status} ${switched.text().slice(0, 200)}`,
    );
    cookie = cookiesFrom(switched, cookie);
    const me = await call(b, "GET", "/api/user", { cookie });
    const user = me.json<{ roles?: string[]; currentRole?: string }>();
    expect(
      me.status === 200 && user.roles?.includes("teacher") && user.currentRole === "teacher",
      `GET /api/user on B right after the switch on A: ${me.status}, roles ${JSON.stringify(user.roles)}, current role ${user.currentRole} (expected the teacher role)`,
    );
    // The onboarding page's reads: no profile yet (404, not 403 for lacking the role) and the documents list.
    const profile = await call(b, "GET", "/api/teacher/profile", { cookie });
    expect(
      profile.status === 404,
      `GET /api/teacher/profile on B answered ${profile.status} ${profile.text().slice(0, 200)} (expected 404: no profile yet)`,
    );
    const documents = await call(b, "GET", "/api/documents", { cookie });
    expect(
      documents.status === 200,
      `GET /api/documents on B answered ${documents.status} ${documents.text().slice(0, 200)}`,
    );
  });

  // ------------------------------------------------------------ 3. logout
  await test("3. a logout on process A is honoured on process B at once", async () => {
    const [a, b] = [direct(A), direct(B)];
    const cookie = await signIn(a, data.leaver);
    const before = await call(b, "GET", "/api/user", { cookie });
    expect(before.status === 200, `GET /api/user on B before the logout answered ${before.status}`);
    const out = await call(a, "POST", "/api/logout", { cookie });
    expect(out.status === 200, `POST /api/logout on A answered ${out.status} ${out.text().slice(0, 200)}`);
    // No pause: the old cookie must be refused at once, on both.
    const onB = await call(b, "GET", "/api/user", { cookie });
    const onA = await call(a, "GET", "/api/user", { cookie });
    expect(
      onB.status === 401 && onA.status === 401,
      `the logged-out cookie right after the logout: B answered ${onB.status}, A answered ${onA.status} (expected 401 from both)`,
    );
  });

  // ------------------------------------------------------------ 4. upload on A, download from B
  await test("4. a document uploaded through process A downloads byte for byte from process B", async () => {
    expect(!s3Missing, s3Missing ?? "");
    const [a, b] = [direct(A), direct(B)];
    const cookie = await signIn(a, data.uploader);
    // A PDF by its content (the server judges the type by the bytes), 300 KB of them unlike any other run's.
    const pdf = Buffer.concat([
      Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1"),
      crypto.randomBytes(300 * 1024),
      Buffer.from("\n%%EOF\n"),
    ]);
    const form = multipart(
      { documentType: "id" },
      { field: "document", name: "passport.pdf", type: "application/pdf", data: pdf },
    );
    const up = await call(a, "POST", "/api/documents/upload", {
      cookie,
      body: form.body,
      headers: { "Content-Type": form.contentType },
    });
    expect(up.status === 201, `POST /api/documents/upload on A answered ${up.status} ${up.text().slice(0, 200)}`);
    const { id } = up.json<{ id: number }>();
    const down = await call(b, "GET", `/api/documents/${id}/file`, { cookie });
    expect(
      down.status === 200,
      `GET /api/documents/${id}/file on B answered ${down.status} ${down.text().slice(0, 200)}`,
    );
    const sha = (x: Buffer) => crypto.createHash("sha256").update(x).digest("hex");
    expect(
      sha(down.body) === sha(pdf),
      `B's bytes differ from those uploaded on A (${down.body.length} bytes, ${pdf.length} uploaded)`,
    );
    expect(
      String(down.headers["content-type"]).startsWith("application/pdf"),
      `B's Content-Type is ${down.headers["content-type"]}`,
    );
    // Really in the bucket, and on no process's own disk.
    const holding = (folder: string) =>
      filesUnder(folder).filter((f) => fs.statSync(f).size === pdf.length && sha(fs.readFileSync(f)) === sha(pdf));
    expect(holding(path.join(dir, "s3")).length > 0, "the S3 server holds no copy of the document");
    const local = [...holding(path.join(dir, "data-A")), ...holding(path.join(dir, "data-B"))];
    expect(local.length === 0, `a process kept the document on its own disk: ${local.join(", ")}`);
  });

  // ------------------------------------------------------------ 5. sign-in limits
  await test(`5. failed sign-ins spread over processes A and B are refused after ${LOGIN_LIMIT} in total`, async () => {
    // A client address no other check uses (any 127.x.y.z reaches loopback), so its limit locks out nobody else.
    const address = `127.${crypto.randomInt(2, 250)}.${crypto.randomInt(0, 250)}.${crypto.randomInt(1, 250)}`;
    const [a, b] = [direct(A, address), direct(B, address)];
    const statuses: string[] = [];
    for (let i = 1; i <= LOGIN_LIMIT + 1; i++) {
      const target = i % 2 ? a : b;
      const res = await call(target, "POST", "/api/login", {
        json: { username: data.guessed, password: `wrong-${i}` },
      });
      statuses.push(`${target.name.slice(-1)}:${res.status}`);
      if (i <= LOGIN_LIMIT) {
        expect(
          res.status === 401,
          `failed sign-in ${i} of ${LOGIN_LIMIT} (on ${target.name}) answered ${res.status}; so far ${statuses.join(" ")}`,
        );
      } else {
        expect(
          res.status === 429 && res.headers["retry-after"],
          `failed sign-in ${i} (on ${target.name}), past the limit of ${LOGIN_LIMIT} in total, answered ${res.status}` +
            `${res.status === 401 ? ": each process counted only its own failures" : ""}; ${statuses.join(" ")}`,
        );
      }
    }
    // The owner, from another address, is not locked out by the guesser.
    await signIn(direct(A), data.guessed);
  });

  // ------------------------------------------------------------ 6. the race for one slot
  await test(`6. ${RACE} requests for one slot through nginx: one 201, ${RACE - 1} × 409, one row`, async () => {
    const families = data.raceFamilies;
    const usernames = families.map((f) => f.username);
    const cookies = await signInAll(proxy, usernames);
    const [slot] = await freeSlots(proxy, cookies[0], data.raceClass.id, 20, 6);
    expect(slot, `class ${data.raceClass.id} has no free slot 20 to 26 days ahead`);
    const racer: Target = { ...proxy, agent: new https.Agent({ keepAlive: true, maxSockets: 100, ca }) };
    const statuses = await Promise.all(
      // The families in turn, each its children in turn: at most PER_ACCOUNT requests a family.
      Array.from({ length: RACE }, (_, i) =>
        call(racer, "POST", "/api/bookings", {
          cookie: cookies[i % families.length],
          json: {
            classId: data.raceClass.id,
            studentId: families[i % families.length].children[Math.floor(i / families.length) % CHILDREN],
            scheduledAt: slot,
          },
        })
          .then((r) => r.status)
          .catch(() => 0),
      ),
    );
    racer.agent.destroy();
    const counts = statusCounts(statuses);
    console.log(`  statuses: ${JSON.stringify(counts)}`);
    expect(
      counts[201] === 1 && counts[409] === RACE - 1,
      `expected 1 × 201 and ${RACE - 1} × 409, got ${JSON.stringify(counts)} (0 = no answer)`,
    );
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bookings WHERE class_id = $1 AND scheduled_at = $2 AND status <> 'cancelled'",
      [data.raceClass.id, slot],
    );
    expect(rows[0].n === 1, `${rows[0].n} bookings in the database for the contested slot`);
  });

  // ------------------------------------------------------------ 7. a process killed under load
  await test("7. process A killed (SIGKILL) while bookings go through nginx: every booking answered 201 is kept, B serves on", async () => {
    // Distinct free slots, each given to a family with a child free then, within the caps of unpaid bookings
    // (planFamilies, the bench's plan): every booking should succeed.
    const [first] = await signInAll(proxy, [data.killParents[0].username]);
    const candidates: Slot[] = [];
    for (const c of data.killClasses) {
      let lastEnd = 0;
      for (const s of await freeSlots(proxy, first, c.id, 28, 14)) {
        const start = Date.parse(s);
        if (start < lastEnd) continue;
        lastEnd = start + c.duration * 60_000;
        candidates.push({ classId: c.id, teacherId: c.teacherId, start, end: lastEnd });
      }
    }
    // Interleaved over the classes, so that concurrent requests are for different teachers.
    candidates.sort((x, y) => x.start - y.start || x.classId - y.classId);
    const slots = candidates.slice(0, KILL_BOOKINGS);
    expect(slots.length === KILL_BOOKINGS, `only ${slots.length} free slots found for ${KILL_BOOKINGS} bookings`);
    const places = planFamilies(slots);
    const needed = Math.max(...places.map((p) => p.family)) + 1;
    while (data.killParents.length < needed)
      data.killParents.push(await data.family(`scale_${data.run}_family${data.killParents.length + 1}`));
    const others = data.killParents.slice(1, needed).map((p) => p.username);
    const cookies = [first, ...(await signInAll(proxy, others))];
    const jobs = slots.map((c, i) => {
      const family = places[i].family;
      const studentId = data.killParents[family].children[places[i].child];
      return {
        cookie: cookies[family],
        body: { classId: c.classId, studentId, scheduledAt: new Date(c.start).toISOString() },
      };
    });

    // A steady stream (one request every 10 ms, at most 16 at a time). A is killed once the stream runs (a second, and
    // 20 answers); the stream goes on until 30 requests were sent more than a second after the kill (nginx has
    // noticed by then) and 2.5 s have passed, or 30 s in all.
    const loader: Target = { ...proxy, agent: new https.Agent({ keepAlive: true, maxSockets: KILL_CONCURRENCY, ca }) };
    // `cut`: the status line came, then the connection closed (see CutReply); `error`: no answer at all, and why.
    const outcomes: { status: number; id?: number; sentAt: number; cut?: boolean; error?: string }[] = [];
    const inFlight = new Set<Promise<void>>();
    const startedAt = Date.now();
    let killedAt = Infinity;
    let sentSettled = 0;
    const enough = () => Date.now() - killedAt >= 2_500 && sentSettled >= 30;
    for (let i = 0; i < jobs.length && !enough() && Date.now() - startedAt < 30_000; ) {
      if (killedAt === Infinity && Date.now() - startedAt >= 1_000 && outcomes.length >= 20) {
        memoryMb.A = peakMb(A.child.pid);
        killedAt = Date.now();
        process.kill(-A.child.pid!, "SIGKILL");
        console.log(`  killed process A (SIGKILL) after ${outcomes.length} answers`);
      }
      if (inFlight.size >= KILL_CONCURRENCY) {
        await Promise.race(inFlight);
        continue;
      }
      const job = jobs[i++];
      const sentAt = Date.now();
      if (sentAt > killedAt + 1_000) sentSettled++;
      const sending: Promise<void> = call(loader, "POST", "/api/bookings", { cookie: job.cookie, json: job.body })
        .then(
          (res: Reply) =>
            outcomes.push({
              status: res.status,
              id: res.status === 201 ? res.json<{ id: number }>().id : undefined,
              sentAt,
            }),
          (err: unknown) =>
            outcomes.push(
              err instanceof CutReply
                ? { status: err.status, cut: true, sentAt }
                : { status: 0, error: (err as NodeJS.ErrnoException).code ?? String(err), sentAt },
            ),
        )
        .then(() => undefined)
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
      await sleep(10);
    }
    await Promise.all(inFlight);
    loader.agent.destroy();
    expect(
      killedAt < Infinity,
      `the slots ran out before the kill (${jobs.length} bookings in ${Date.now() - startedAt} ms)`,
    );
    await A.exited;
    expect(
      A.child.signalCode === "SIGKILL",
      `process A ended with ${A.child.signalCode ?? `code ${A.child.exitCode}`}, not SIGKILL`,
    );
    const counts = statusCounts(outcomes.map((o) => o.status));
    console.log(
      `  statuses: ${JSON.stringify(counts)}; ${outcomes.filter((o) => o.sentAt > killedAt).length} requests sent after the kill`,
    );

    // Every acknowledged booking is in the database.
    const acknowledged = outcomes.flatMap((o) => (o.id === undefined ? [] : [o.id]));
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bookings WHERE id = ANY($1::int[]) AND status = 'scheduled'",
      [acknowledged],
    );
    expect(
      rows[0].n === acknowledged.length,
      `${acknowledged.length} bookings were answered 201 but only ${rows[0].n} are in the database`,
    );
    // Only requests on their way to A when it died may fail (in flight, or on a connection nginx had open to it): as a
    // gateway error, or as an answer A had begun to send (its status line passed on by nginx, its end never came);
    // never a refusal, a connection nginx dropped unanswered, or anything once nginx has noticed (a second after).
    const failed = outcomes.filter((o) => o.status !== 201 || o.cut);
    const when = failed.map(
      (o) => `${o.cut ? `${o.status} cut off` : (o.error ?? o.status)} sent ${o.sentAt - killedAt} ms after the kill`,
    );
    if (failed.length) console.log(`  failed: ${when.join("; ")}`);
    expect(
      failed.length <= 2 * KILL_CONCURRENCY &&
        failed.every((o) => o.status === 502 || o.status === 504 || (o.cut && o.sentAt <= killedAt)),
      `failed bookings: ${when.join("; ")} (at most ${2 * KILL_CONCURRENCY} gateway errors or answers cut off expected)`,
    );
    // nginx keeps serving: everything sent once it had noticed went to B and succeeded.
    const settled = outcomes.filter((o) => o.sentAt > killedAt + 1_000);
    expect(settled.length >= 30, `only ${settled.length} requests were sent more than a second after the kill`);
    expect(
      settled.every((o) => o.status === 201 && !o.cut),
      `sent more than a second after the kill: ${JSON.stringify(statusCounts(settled.map((o) => o.status)))} (expected only 201)`,
    );
    for (let i = 0; i < 10; i++) {
      const ready = await call(proxy, "GET", "/readyz");
      expect(ready.status === 200, `GET /readyz through nginx after the kill answered ${ready.status}`);
    }
    const me = await call(proxy, "GET", "/api/user", { cookie: cookies[0] });
    expect(me.status === 200, `GET /api/user through nginx after the kill answered ${me.status}`);
  });

  memoryMb.B = peakMb(B.child.pid);
  if (memoryMb.A === undefined) memoryMb.A = peakMb(A.child.pid);
  console.log(
    `\npeak resident memory (VmHWM): process A ${memoryMb.A} MB (read before it was killed), process B ${memoryMb.B} MB`,
  );
  for (const app of [A, B]) {
    if (results.some((r) => !r.ok)) console.log(`\nlast lines of process ${app.name}'s log:\n${tail(app.log, 15)}`);
  }
}

let finished = false;
const deadline = setTimeout(() => {
  if (finished) return;
  results.push({
    name: "the harness finished in time",
    ok: false,
    error: `stopped after ${DEADLINE_MS / 60_000} minutes`,
    seconds: DEADLINE_MS / 1000,
  });
  console.error(`!! the harness took more than ${DEADLINE_MS / 60_000} minutes: stopping`);
  void finish(1);
}, DEADLINE_MS);

let finishing: Promise<never> | undefined;
function finish(extraCode: number): Promise<never> {
  finishing ??= finishOnce(extraCode);
  return finishing;
}

async function finishOnce(extraCode: number): Promise<never> {
  finished = true;
  clearTimeout(deadline);
  await cleanUp();
  const { passed, failed } = writeReport();
  console.log(
    `\nscale-out: ${passed} passed, ${failed} failed (e2e journeys ${e2e.passed} passed, ${e2e.failed} failed; checks ${results.filter((r) => r.ok).length} passed, ${results.filter((r) => !r.ok).length} failed)`,
  );
  for (const t of e2e.failedTests) console.log(`FAILED: e2e journey ${t}`);
  for (const r of results.filter((x) => !x.ok)) console.log(`FAILED: ${r.name}: ${r.error?.split("\n")[0]}`);
  process.exit(failed > 0 || extraCode ? 1 : 0);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`!! ${signal}: cleaning up`);
    results.push({ name: "the harness ran to its end", ok: false, error: `interrupted by ${signal}`, seconds: 0 });
    void finish(1);
  });
}

main()
  .then(() => finish(0))
  .catch((err: Error) => {
    // A failure to set up: reported as one failed test, so CI's count shows it.
    results.push({
      name: "setting up the processes, PostgreSQL, Redis, S3, SMTP and nginx",
      ok: false,
      error: err.message,
      seconds: 0,
    });
    console.error(`!! ${err.message}`);
    return finish(1);
  });
