// npm run test:security (docs/security.md): sqlmap against the search and filter parameters and the login body of a
// real server on a fresh database; any injection point, or any status the target should not answer, fails the run.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { createApp, SESSION_COOKIE, type AppDeps } from "../../server/app";
import { connect } from "../../server/db";
import { freePort } from "../../server/embedded-postgres";
import { builtServer } from "../../server/test/start-command";

const ROOT = path.resolve(import.meta.dirname, "../..");
// sqlmap itself is installed by .ci/run (apt-get install -y sqlmap); this script installs nothing.
const LEVEL = process.env.SQLMAP_LEVEL ?? "3";
const RISK = process.env.SQLMAP_RISK ?? "2";
// Boolean, error, UNION, stacked and time-based: everything but inline queries, which need a SELECT in the
// output and cannot apply to these routes. Time-based costs time only when a delay really happens, and it is the
// one that finds a blind injection behind uniform JSON answers.
const TECHNIQUE = process.env.SQLMAP_TECHNIQUE ?? "BEUST";
const ADMIN_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DEMO_PASSWORD = "halaqa-demo";

interface Target {
  name: string;
  /** Path whose requests in the server log belong to this target. */
  path: string;
  args: string[];
  /** The statuses a correct server may give these payloads (anything else fails the target). */
  allowed: number[];
  log: () => string;
}

interface Result {
  name: string;
  ok: boolean;
  findings: string[];
  problems: string[];
  requests: number;
  serverStatuses: Record<string, number>;
  seconds: number;
}

const started = Date.now();
const work = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-sqlmap-"));
const dbName = `halaqa_sqlmap_${process.pid}_${Date.now()}`;
let server: ChildProcess | undefined;
let loginListener: net.Server | undefined;
let loginPool: pg.Pool | undefined;

function fail(message: string): never {
  throw new Error(message);
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function waitReady(base: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`the server exited with code ${child.exitCode}:\n${tail(logFile)}`);
    try {
      const res = await fetch(`${base}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  fail(`the server did not become ready at ${base} within 90 s:\n${tail(logFile)}`);
}

function tail(file: string, lines = 20): string {
  return fs.existsSync(file)
    ? fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n")
    : "(no log)";
}

/** Signs in over HTTP and proves the cookie works; returns "halaqa.sid=…". */
async function signIn(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) fail(`signing in as ${username} failed: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.getSetCookie?.() ?? [])
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) fail(`signing in as ${username} set no ${SESSION_COOKIE} cookie`);
  await expectSignedIn(base, cookie, username);
  return cookie;
}

async function expectSignedIn(base: string, cookie: string, username: string) {
  const me = await fetch(`${base}/api/user`, { headers: { Cookie: cookie } });
  const body = (await me.json().catch(() => ({}))) as { username?: string };
  if (me.status !== 200 || body.username !== username)
    fail(`the session cookie of ${username} does not work: GET /api/user → ${me.status}`);
}

/** Byte offset of a log file now, to read only what a target added. */
const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

/** Statuses the server logged (pino-http "request completed/errored") for `urlPath` after `from`. */
function serverStatuses(
  file: string,
  from: number,
  urlPath: string,
): { statuses: Record<string, number>; unhandled: string[] } {
  const text = fs.readFileSync(file, "utf8").slice(from);
  const statuses: Record<string, number> = {};
  const unhandled: string[] = [];
  for (const line of text.split("\n")) {
    if (!line.startsWith("{")) continue;
    let entry: { msg?: string; req?: { url?: string }; res?: { statusCode?: number }; err?: { message?: string } };
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (entry.msg === "unhandled error") unhandled.push(String(entry.err?.message ?? "").slice(0, 200));
    const url = entry.req?.url;
    const status = entry.res?.statusCode;
    if (!url || status === undefined || url.split("?")[0] !== urlPath) continue;
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  return { statuses, unhandled };
}

function runSqlmap(target: Target): Promise<Result> {
  const dir = path.join(work, target.name.replace(/[^a-z0-9]+/gi, "-"));
  fs.mkdirSync(dir, { recursive: true });
  const traffic = path.join(dir, "traffic.txt");
  const csv = path.join(dir, "results.csv");
  const args = [
    ...target.args,
    "--batch",
    `--level=${LEVEL}`,
    `--risk=${RISK}`,
    "--dbms=PostgreSQL",
    `--technique=${TECHNIQUE}`,
    "--flush-session",
    "--output-dir",
    dir,
    "--results-file",
    csv,
    "-t",
    traffic,
    // Rolling sessions answer every request with Set-Cookie; keep sending the cookie we signed in with.
    "--drop-set-cookie",
    "--disable-coloring",
    "--timeout=15",
    "--retries=1",
  ];
  const logFile = target.log();
  const from = sizeOf(logFile);
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn("sqlmap", args, { env: { ...process.env, TERM: "dumb" }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("close", (code) => {
      fs.writeFileSync(path.join(dir, "sqlmap.out"), out);
      const text = out.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, "");
      const findings: string[] = [];
      const problems: string[] = [];
      for (const line of text.split("\n")) {
        const l = line.trim();
        if (/identified the following injection point/i.test(l)) findings.push(l);
        else if (/^Parameter: /.test(l)) findings.push(l);
        else if (/\bis vulnerable\b/i.test(l)) findings.push(l);
        else if (/injectable/i.test(l) && !/\bnot\b|do not appear|does not seem/i.test(l)) findings.push(l);
        else if (/might be vulnerable to/i.test(l)) console.log(`  note: ${l}`);
        if (
          /\[CRITICAL\]|unable to connect|connection refused|not authorized|target URL content is not stable/i.test(l)
        )
          problems.push(l);
      }
      if (fs.existsSync(csv)) {
        const rows = fs.readFileSync(csv, "utf8").trim().split("\n").slice(1).filter(Boolean);
        for (const r of rows) findings.push(`results CSV: ${r}`);
      }
      const requests = fs.existsSync(traffic)
        ? (fs.readFileSync(traffic, "utf8").match(/^HTTP request \[#\d+\]:/gm) ?? []).length
        : 0;
      const { statuses, unhandled } = serverStatuses(logFile, from, target.path);
      const seen = Object.values(statuses).reduce((a, b) => a + b, 0);
      if (code !== 0) problems.push(`sqlmap exited with code ${code}`);
      if (requests < 50) problems.push(`sqlmap made only ${requests} requests: it did not really test the target`);
      if (seen < requests * 0.9)
        problems.push(`the server logged only ${seen} of sqlmap's ${requests} requests to ${target.path}`);
      if (!statuses[200])
        problems.push("no request was answered 200: the baseline request itself failed (session? ids?)");
      // A 5xx is a crash; a 401 on a signed-in target or a 429 means sqlmap was not testing what we think.
      for (const [status, n] of Object.entries(statuses)) {
        if (!target.allowed.includes(Number(status))) problems.push(`the server answered ${status} ${n} time(s)`);
      }
      for (const u of unhandled) problems.push(`the server logged an unhandled error: ${u}`);
      resolve({
        name: target.name,
        ok: findings.length === 0 && problems.length === 0,
        findings,
        problems,
        requests,
        serverStatuses: statuses,
        seconds: (Date.now() - t0) / 1000,
      });
    });
  });
}

function futureDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

async function main(): Promise<Result[]> {
  const probe = spawnSync("sqlmap", ["--version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    fail("sqlmap is not installed (or not on PATH). Install it with: sudo apt-get install -y sqlmap");
  }
  console.log(
    `sqlmap ${probe.stdout.trim().split("\n")[0]}; level ${LEVEL}, risk ${RISK}, techniques ${TECHNIQUE}; work folder ${work}`,
  );

  // The server as production runs it: the bundle (`npm run test:security` builds it first), by plain node.
  const bundle = { server: builtServer(), seed: builtServer("dist/server/scripts/seed-demo.js") };

  // A fresh database on the given server.
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (err) {
    fail(`cannot reach PostgreSQL at ${ADMIN_URL.replace(/\/\/[^@]*@/, "//***@")}: ${(err as Error).message}`);
  }
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const dbUrl = withDatabase(ADMIN_URL, dbName);
  const secret = crypto.randomBytes(48).toString("base64url");
  const dataDir = path.join(work, "data");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: dbUrl,
    SESSION_SECRET: secret,
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    PAYPAL_CLIENT_ID: "",
    PAYPAL_CLIENT_SECRET: "",
  };

  // Migrations and the demo data (the seed migrates first).
  const seed = spawnSync(process.execPath, ["--enable-source-maps", bundle.seed], {
    cwd: ROOT,
    env,
    encoding: "utf8",
  });
  if (seed.status !== 0) fail(`seeding the demo data failed:\n${seed.stdout}\n${seed.stderr}`);

  // The real server process.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serverLog = path.join(work, "server.log");
  const logFd = fs.openSync(serverLog, "a");
  server = spawn(process.execPath, ["--enable-source-maps", bundle.server], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    stdio: ["ignore", logFd, logFd],
  });
  await waitReady(base, server, serverLog);
  console.log(`server: pid ${server.pid} at ${base}, database ${dbName}`);

  const adminCookie = await signIn(base, "admin");
  const parentCookie = await signIn(base, "parent");
  const classes = (await (await fetch(`${base}/api/classes`, { headers: { Cookie: parentCookie } })).json()) as {
    id: number;
  }[];
  if (!classes.length) fail("the demo data has no class to ask availability for");
  const teachers = (await (await fetch(`${base}/api/teachers`, { headers: { Cookie: adminCookie } })).json()) as {
    userId: number;
  }[];
  const teacherId = teachers[0]?.userId ?? 1;

  // The login target: the same app, same database, in this process, without the sign-in rate limits (the real server
  // would answer sqlmap with 429s after ten tries).
  const loginLog = path.join(work, "login-app.log");
  const database = connect(dbUrl, undefined, 5);
  loginPool = database.pool;
  const limits = {
    login: 1e9,
    loginPerUser: 1e9,
    loginSlowAfter: 1e9,
    loginSuccessPerUser: 1e9,
    register: 1e9,
    registerPerEmail: 1e9,
  } as AppDeps["limits"];
  const loginApp = createApp({
    db: database.db,
    pool: database.pool,
    sessionSecret: secret,
    uploadsDir: path.join(dataDir, "uploads"),
    logger: pino({ level: "info" }, pino.destination({ dest: loginLog, sync: true })),
    limits,
  });
  const loginPort = await freePort();
  loginListener = loginApp.listen(loginPort, "127.0.0.1");
  await new Promise((r) => loginListener!.once("listening", r));
  const loginBase = `http://127.0.0.1:${loginPort}`;
  await signIn(loginBase, "parent");

  const targets: Target[] = [
    {
      name: "GET /api/teachers (admin)",
      path: "/api/teachers",
      args: [
        "-u",
        `${base}/api/teachers?q=tajweed&subject=Quran%20Recitation&level=beginner&language=Arabic&status=approved&teacherId=${teacherId}&limit=20&offset=0`,
        "--cookie",
        adminCookie,
        "-p",
        "q,subject,level,language,status,teacherId,limit,offset",
      ],
      allowed: [200, 400],
      log: () => serverLog,
    },
    {
      name: "GET /api/teachers (parent)",
      path: "/api/teachers",
      args: [
        "-u",
        `${base}/api/teachers?q=quran&subject=Quran%20Recitation&level=beginner&language=English&status=approved`,
        "--cookie",
        parentCookie,
        "-p",
        "q,subject,level,language,status",
      ],
      // A non-admin asking for another status is refused with 403.
      allowed: [200, 400, 403],
      log: () => serverLog,
    },
    {
      name: `GET /api/classes/${classes[0].id}/availability (parent)`,
      path: `/api/classes/${classes[0].id}/availability`,
      args: [
        "-u",
        `${base}/api/classes/${classes[0].id}/availability?from=${futureDate(2)}&to=${futureDate(9)}`,
        "--cookie",
        parentCookie,
        "-p",
        "from,to",
      ],
      allowed: [200, 400],
      log: () => serverLog,
    },
    {
      name: "POST /api/login JSON body (rate limits lifted)",
      path: "/api/login",
      // The real credentials as the original values: an injection that changes the lookup changes 200 into 401.
      args: [
        "-u",
        `${loginBase}/api/login`,
        "--data",
        JSON.stringify({ username: "parent", password: DEMO_PASSWORD }),
        "-H",
        "Content-Type: application/json",
        "-p",
        "username,password",
        "--ignore-code=401",
      ],
      allowed: [200, 400, 401],
      log: () => loginLog,
    },
  ];

  const results: Result[] = [];
  for (const t of targets) {
    const r = await runSqlmap(t);
    results.push(r);
    const statuses = Object.entries(r.serverStatuses)
      .map(([s, n]) => `${s}×${n}`)
      .join(" ");
    const verdict = r.findings.length
      ? `INJECTABLE (${r.findings.length} finding(s))`
      : r.problems.length
        ? "NOT TESTED PROPERLY"
        : "no injection found";
    console.log(
      `sqlmap ${r.ok ? "ok  " : "FAIL"} ${t.name}: ${verdict}; ${r.requests} requests by sqlmap, server answered ${statuses || "nothing"}; ${r.seconds.toFixed(1)}s`,
    );
    for (const f of r.findings) console.log(`    finding: ${f}`);
    for (const p of r.problems) console.log(`    problem: ${p}`);
  }
  // The sessions must have stayed valid through it all (sqlmap was testing as a signed-in user).
  await expectSignedIn(base, adminCookie, "admin");
  await expectSignedIn(base, parentCookie, "parent");
  return results;
}

async function cleanup() {
  if (loginListener) await new Promise((r) => loginListener!.close(r));
  await loginPool?.end().catch(() => {});
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once("exit", r));
    server.kill("SIGTERM");
    const timer = setTimeout(() => server?.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }
  try {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  } catch {
    // the database server was not reachable in the first place
  }
  if (!process.env.SQLMAP_KEEP) fs.rmSync(work, { recursive: true, force: true });
}

function report(results: Result[], setupError?: string) {
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed + (setupError ? 1 : 0);
  const requests = results.reduce((a, r) => a + r.requests, 0);
  console.log(
    `sqlmap: ${results.length} targets, ${passed} passed, ${failed} failed, ` +
      `${results.reduce((a, r) => a + r.findings.length, 0)} findings, ${requests} requests, ${((Date.now() - started) / 1000).toFixed(0)}s`,
  );
  if (process.env.SECURITY_REPORT) {
    fs.writeFileSync(
      process.env.SECURITY_REPORT,
      JSON.stringify(
        {
          numPassedTests: passed,
          numFailedTests: failed,
          numTotalTests: passed + failed,
          setupError,
          targets: results,
        },
        null,
        2,
      ),
    );
  }
  return failed === 0;
}

let exitCode = 1;
process.once("SIGINT", () => void cleanup().finally(() => process.exit(130)));
try {
  const results = await main();
  exitCode = report(results) ? 0 : 1;
} catch (err) {
  const message = (err as Error).message;
  console.error(`sqlmap run failed: ${message}`);
  report([], message);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
