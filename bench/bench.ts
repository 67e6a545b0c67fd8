// npm run bench (decision 011): the production server on the bench data set, measured where users feel it, medians and
// ratios to /healthz written into bench/results.md. `--short` (CI) judges only correctness, never a timing.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres, type EmbeddedServer } from "../server/embedded-postgres";
import { parseEnv } from "../server/env";
import { loadLocalSecrets } from "../server/secrets";
import { builtServer, startCommand } from "../server/test/start-command";
import type { LoadJob, LoadResult } from "./load";
import { BENCH_PASSWORD, ensureBenchDatabase } from "./seed-bench";
import { runClientBudgets, type ClientBudgetResult } from "./client-budgets";
import { signIn } from "./sign-in";
import { browsePaths, LAST_MIX_PARENT, MIX_BUDGET, mixWrites, paceWrites, type Write } from "./mix";
import { distinctBookings, parentPool, PER_ACCOUNT, raceBookings, type Booking, type Slot } from "./families";

const root = path.resolve(import.meta.dirname, "..");
// How `npm start` runs the server (its environment, Node's flags: the heap caps that keep it under its budget, and the
// bundle that `npm run bench` builds first).
const SERVER_START = startCommand();
const short = process.argv.includes("--short");
const scale = Number(process.env.BENCH_SCALE ?? (short ? 0.02 : 1));
const runs = Number(process.env.BENCH_RUNS ?? (short ? 1 : 3));
const seconds = Number(process.env.BENCH_SECONDS ?? (short ? 1 : 5));
const bookingsPerRun = short ? 60 : 400;
const loginsPerRun = short ? 40 : 300;
const RACE = 200;
const CONNECTIONS = 50;
const RESULTS = path.join(root, "bench/results.md");
const START = "<!-- bench:results:start -->";
const END = "<!-- bench:results:end -->";
const CLIENT_START = "<!-- bench:client:start -->";
const CLIENT_END = "<!-- bench:client:end -->";

/** Replaces the text between two markers of results.md (or appends the section). */
function replaceSection(text: string, start: string, end: string, body: string): string {
  const at = text.indexOf(start);
  const stop = text.indexOf(end);
  if (at >= 0 && stop > at) return `${text.slice(0, at + start.length)}\n${body}${text.slice(stop)}`;
  return `${text}\n${start}\n${body}${end}\n`;
}

const failures: string[] = [];
let checks = 0;
/** One correctness check: counted, and reported when it fails. */
const check = (ok: boolean, msg: string) => {
  checks++;
  if (ok) return;
  failures.push(msg);
  console.error(`  ✗ ${msg}`);
};

// ---------------------------------------------------------------- processes

const memMb = (pid: number, field: "VmHWM" | "VmRSS") => {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]) / 1024;
  } catch {
    return NaN;
  }
};

interface Server {
  base: string;
  child: ChildProcess;
  stop(): Promise<number | null>;
  /** After stop: the event loop's delay while it ran (ms). */
  eventLoop(): { p50: number; p99: number; max: number; mean: number } | undefined;
}

async function startServer(
  databaseUrl: string,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<Server> {
  fs.mkdirSync(dataDir, { recursive: true });
  const report = path.join(dataDir, `event-loop-${crypto.randomUUID()}.json`);
  // The same command line as `npm start`: the bundle, run by plain node.
  const child = spawn(process.execPath, [...SERVER_START.flags, builtServer()], {
    cwd: root,
    env: {
      ...process.env,
      ...SERVER_START.env,
      NODE_ENV: "production",
      PAYMENTS_SIMULATOR: "true",
      APP_URL: "http://127.0.0.1",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: sessionSecret,
      PORT: "0",
      LOG_LEVEL: "warn",
      EVENT_LOOP_REPORT: report,
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /running at http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    child.once("exit", (code) => reject(new Error(`server exited (${code}) before listening:\n${out}`)));
  });
  return {
    base,
    child,
    eventLoop: () => (fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, "utf8")) : undefined),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill("SIGTERM");
      }),
  };
}

// One secret for every server of the bench, so the sessions signed in once stay valid across restarts.
const sessionSecret = crypto.randomBytes(32).toString("hex");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-bench-"));
let jobSeq = 0;

/** Runs one autocannon job in its own process and returns its figures. */
function load(job: LoadJob): Promise<LoadResult> {
  const file = path.join(tmp, `job-${++jobSeq}.json`);
  fs.writeFileSync(file, JSON.stringify(job));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "bench/load.ts"), file], {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.once("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split("\n").pop()!) as LoadResult)
        : reject(new Error(`load process exited ${code}`)),
    );
  });
}

// ---------------------------------------------------------------- HTTP helpers

async function api<T>(
  base: string,
  cookie: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { cookie, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as T };
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// ---------------------------------------------------------------- the data the scenarios use

interface Fixture {
  cookies: { parent: string; busyParent: string; teacher: string; admin: string };
  subject: string;
  nameTerm: string;
  classId: number;
  from: string;
  to: string;
  distinct: { parentIds: number[]; bookings: Booking[] }[]; // per run: its families, and the bookings they send
  race: { classId: number; scheduledAt: string; bookings: Booking[] }[]; // per run
  /** The login scenario's parents, taken in turn. */
  logins: string[];
}

async function prepare(base: string, db: pg.Client): Promise<Fixture> {
  const one = async <T extends pg.QueryResultRow>(sql: string) => (await db.query<T>(sql)).rows[0];
  const busyTeacher = await one<{ username: string; id: number }>(
    `SELECT u.username, u.id FROM bookings b JOIN users u ON u.id = b.teacher_id WHERE b.status <> 'cancelled'
     GROUP BY u.id ORDER BY count(*) DESC, u.id LIMIT 1`,
  );
  const busyParent = await one<{ username: string }>(
    `SELECT u.username FROM bookings b JOIN users u ON u.id = b.parent_id GROUP BY u.id ORDER BY count(*) DESC, u.id LIMIT 1`,
  );
  const subject = (
    await one<{ subject: string }>(
      `SELECT subject FROM classes WHERE is_active GROUP BY subject ORDER BY count(*) DESC LIMIT 1`,
    )
  ).subject;
  const nameTerm = (await one<{ last_name: string }>(`SELECT last_name FROM users WHERE username = 'bench.teacher.1'`))
    .last_name;
  const cls = await one<{ id: number }>(
    `SELECT id FROM classes WHERE teacher_id = ${busyTeacher.id} AND is_active ORDER BY id LIMIT 1`,
  );

  const [parent, busy, teacher, admin] = await Promise.all(
    ["bench.parent.1", busyParent.username, busyTeacher.username, "bench.admin"].map((u) =>
      signIn(base, u, BENCH_PASSWORD),
    ),
  );

  // Parents no other scenario signs in (the mix's come first): the login scenario's, enough that none signs in more
  // than PER_ACCOUNT times over all runs (30 that work per 15 minutes), then the booking families (families.ts).
  const take = parentPool(LAST_MIX_PARENT + 1, [busyParent.username]);
  const logins = take(Math.max(30, Math.ceil((runs * loginsPerRun) / PER_ACCOUNT)));

  // Free slots from the availability API, one class per teacher (a teacher's own slots spaced by the duration),
  // each then booked by a family with a child free at that time: every one of these bookings must succeed.
  const need = runs * bookingsPerRun;
  const classRows = (
    await db.query<{ id: number; teacher_id: number; duration: number; max_students: number }>(
      `SELECT DISTINCT ON (c.teacher_id) c.id, c.teacher_id, c.duration, c.max_students FROM classes c
       JOIN teacher_profiles p ON p.user_id = c.teacher_id AND p.verification_status = 'approved'
       WHERE c.is_active ORDER BY c.teacher_id DESC, c.id`,
    )
  ).rows;
  const from = isoDate(Date.now() + 7 * 86_400_000);
  const to = isoDate(Date.now() + 13 * 86_400_000);
  const slotFrom = isoDate(Date.now() + 30 * 86_400_000);
  const slotTo = isoDate(Date.now() + 36 * 86_400_000);
  const candidates: Slot[] = [];
  const oneToOne = classRows.filter((c) => c.max_students === 1);
  const raceClasses = oneToOne.slice(0, runs);
  for (const c of classRows.filter((x) => !raceClasses.includes(x))) {
    if (candidates.length >= need * 1.3) break;
    const r = await api<{ startsAt: string; available: boolean }[]>(
      base,
      parent,
      "GET",
      `/api/classes/${c.id}/availability?from=${slotFrom}&to=${slotTo}`,
    );
    if (r.status !== 200) throw new Error(`availability failed: ${r.status}`);
    let lastEnd = 0;
    for (const s of r.body.filter((x) => x.available)) {
      const start = Date.parse(s.startsAt);
      if (start < lastEnd) continue;
      lastEnd = start + c.duration * 60_000;
      candidates.push({ classId: c.id, teacherId: c.teacher_id, start, end: lastEnd });
    }
  }
  candidates.sort((a, b) => a.start - b.start);
  if (candidates.length < need) throw new Error(`only ${candidates.length} free slots found for ${need} bookings`);
  // Shuffled, so concurrent requests spread over teachers instead of queueing on one class.
  const shuffled = candidates.slice(0, need).sort(() => Math.random() - 0.5);
  // Each run's bookings made by families of their own, so no family's unpaid bookings carry over to the next run.
  const distinct = [];
  for (let i = 0; i < runs; i++) {
    const slots = shuffled.slice(i * bookingsPerRun, (i + 1) * bookingsPerRun);
    distinct.push(await distinctBookings(base, db, BENCH_PASSWORD, take, slots));
  }

  // Race: one 1-to-1 class per run, its first free slot 60 days ahead, asked for by 200 requests of several families.
  const race = [];
  for (const c of raceClasses) {
    const day = isoDate(Date.now() + 60 * 86_400_000);
    const r = await api<{ startsAt: string; available: boolean }[]>(
      base,
      parent,
      "GET",
      `/api/classes/${c.id}/availability?from=${day}&to=${isoDate(Date.now() + 66 * 86_400_000)}`,
    );
    const slot = r.body.find((s) => s.available);
    if (!slot) throw new Error(`no free slot for the race on class ${c.id}`);
    const contested = { classId: c.id, scheduledAt: slot.startsAt };
    race.push({ ...contested, bookings: await raceBookings(base, db, BENCH_PASSWORD, take, RACE, contested) });
  }
  return {
    cookies: { parent, busyParent: busy, teacher, admin },
    subject,
    nameTerm,
    classId: cls.id,
    from,
    to,
    distinct,
    race,
    logins,
  };
}

// ---------------------------------------------------------------- scenarios

interface Row {
  name: string;
  group: "browse" | "read" | "write" | "base" | "mix";
  connections: number;
  results: LoadResult[];
  /** The /healthz row this row's ratio is taken against (default: the main server's, or the cache-off server's). */
  base?: string;
}

const rows = new Map<string, Row>();
function record(name: string, group: Row["group"], connections: number, r: LoadResult, base?: string) {
  const row = rows.get(name) ?? { name, group, connections, results: [], base };
  row.results.push(r);
  rows.set(name, row);
  const bad = Object.entries(r.statuses).filter(([s]) => !s.startsWith("2") && s !== "304");
  console.log(
    `  ${name.padEnd(58)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms` +
      (bad.length ? `  statuses ${JSON.stringify(r.statuses)}` : ""),
  );
}

function expectOnly2xx(name: string, r: LoadResult) {
  const bad = Object.entries(r.statuses).filter(([s]) => !s.startsWith("2") && s !== "304");
  check(
    !(bad.length || r.errors || r.timeouts || r.requests === 0),
    `${name}: expected only 2xx, got ${JSON.stringify(r.statuses)}, ${r.errors} errors, ${r.timeouts} timeouts`,
  );
}

// In --short mode a fixed number of requests, not a duration: only correctness counts there, and on a busy CI machine
// a one-second run can end before a single uncached answer arrives.
const span = () => (short ? { amount: CONNECTIONS * 4 } : { duration: seconds });

async function read(
  server: Server,
  name: string,
  url: string,
  cookie: string | undefined,
  group: Row["group"] = "read",
) {
  const r = await load({
    url: `${server.base}${url}`,
    headers: cookie ? { cookie } : {},
    connections: CONNECTIONS,
    ...span(),
  });
  expectOnly2xx(name, r);
  record(name, group, CONNECTIONS, r);
}

function browseUrls(f: Fixture): [string, string][] {
  return [
    ["browse: GET /api/teachers?status=approved", "/api/teachers?status=approved"],
    ["browse: … &q=quran (half the teachers match)", "/api/teachers?status=approved&q=quran"],
    [`browse: … &q=<a surname> (${f.nameTerm})`, `/api/teachers?status=approved&q=${encodeURIComponent(f.nameTerm)}`],
    [`browse: … &subject=${f.subject}`, `/api/teachers?status=approved&subject=${encodeURIComponent(f.subject)}`],
    ["browse: … &level=advanced", "/api/teachers?status=approved&level=advanced"],
    [
      "browse: … &q=quran&subject=…&level=beginner",
      `/api/teachers?status=approved&q=quran&subject=${encodeURIComponent(f.subject)}&level=beginner`,
    ],
  ];
}

async function phaseMain(server: Server, db: pg.Client, f: Fixture, run: number) {
  await read(server, "GET /healthz", "/healthz", undefined, "base");
  for (const [name, url] of browseUrls(f)) await read(server, name, url, f.cookies.parent, "browse");
  await read(server, "class page: GET /api/classes/{id}", `/api/classes/${f.classId}`, f.cookies.parent);
  await read(
    server,
    "class page: GET /api/classes/{id}/availability (a week)",
    `/api/classes/${f.classId}/availability?from=${f.from}&to=${f.to}`,
    f.cookies.parent,
  );
  await read(server, "dashboard: GET /api/dashboard (busiest teacher)", "/api/dashboard", f.cookies.teacher);
  await read(server, "dashboard: GET /api/dashboard (busiest parent)", "/api/dashboard", f.cookies.busyParent);
  await read(server, "dashboard: GET /api/dashboard (admin)", "/api/dashboard", f.cookies.admin);
  await read(server, "current user: GET /api/user", "/api/user", f.cookies.parent);

  // Bookings on distinct free slots, each sent with its family's session: every one must be created, and exactly
  // those rows must exist.
  const { parentIds, bookings } = f.distinct[run];
  const familyRows = async () =>
    (
      await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings WHERE parent_id = ANY($1::int[])`, [
        parentIds,
      ])
    ).rows[0].n;
  const before = await familyRows();
  const b = await load({
    url: `${server.base}/api/bookings`,
    method: "POST",
    headers: { "content-type": "application/json" },
    bodies: bookings.map((x) => x.body),
    requestHeaders: bookings.map((x) => ({ cookie: x.cookie })),
    connections: CONNECTIONS,
    amount: bookings.length,
  });
  record(`booking: POST /api/bookings, ${bookings.length} distinct free slots`, "write", CONNECTIONS, b);
  const after = await familyRows();
  check(
    b.statuses["201"] === bookings.length,
    `distinct bookings: expected ${bookings.length} × 201, got ${JSON.stringify(b.statuses)}`,
  );
  check(
    after - before === bookings.length,
    `distinct bookings: ${after - before} new rows for ${bookings.length} requests`,
  );
  // This run's lessons are cancelled, so none is left holding a slot (or lapsing) under the scenarios that follow.
  await db.query(
    `UPDATE bookings SET status = 'cancelled'
     WHERE parent_id = ANY($1::int[]) AND notes = 'bench' AND status = 'scheduled'`,
    [parentIds],
  );

  // 200 concurrent requests for one 1-to-1 slot: exactly one wins, the others get 409, one row in the database.
  const race = f.race[run];
  const r = await load({
    url: `${server.base}/api/bookings`,
    method: "POST",
    headers: { "content-type": "application/json" },
    bodies: race.bookings.map((x) => x.body),
    requestHeaders: race.bookings.map((x) => ({ cookie: x.cookie })),
    connections: RACE,
    amount: RACE,
  });
  record(`booking: ${RACE} concurrent POSTs for one slot`, "write", RACE, r);
  const winners = (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings WHERE class_id = $1 AND scheduled_at = $2 AND status <> 'cancelled'`,
      [race.classId, race.scheduledAt],
    )
  ).rows[0].n;
  check(
    r.statuses["201"] === 1 && r.statuses["409"] === RACE - 1 && r.requests === RACE,
    `race: expected exactly 1 × 201 and ${RACE - 1} × 409, got ${JSON.stringify(r.statuses)}`,
  );
  check(winners === 1, `race: ${winners} bookings in the database for the contested slot`);

  const login = await load({
    url: `${server.base}/api/login`,
    method: "POST",
    headers: { "content-type": "application/json" },
    // The parents in turn, each run going on where the last stopped: sign-ins that work are limited per account (30
    // in 15 minutes), and prepare took enough parents that none signs in more than PER_ACCOUNT times.
    bodies: f.logins.map((_, i) =>
      JSON.stringify({ username: f.logins[(run * loginsPerRun + i) % f.logins.length], password: BENCH_PASSWORD }),
    ),
    connections: 4,
    // A fixed number, not a duration: requests cut off at the end of a timed run count as failed sign-ins, and
    // the sign-in limit (10 per address per 15 minutes) would lock the bench out after a few runs.
    amount: loginsPerRun,
  });
  expectOnly2xx("login", login);
  record("login: POST /api/login (argon2id), 4 connections", "write", 4, login);
}

async function phaseUncached(server: Server, f: Fixture) {
  await read(server, "GET /healthz (read cache off)", "/healthz", undefined, "base");
  for (const [name, url] of browseUrls(f)) await read(server, `${name} (cache off)`, url, f.cookies.parent, "browse");
  await read(server, "dashboard: GET /api/dashboard (admin) (cache off)", "/api/dashboard", f.cookies.admin);
}

// ---------------------------------------------------------------- the realistic mix (issue 18)

const MIX_WRITES_PER_SECOND = 4;
// Far more URLs than one run asks for: a cached answer is (almost) never there to help.
const MIX_PATHS = short ? 500 : 5000;

interface MixOutcome {
  label: string;
  browse: string;
  peaks: { pid: number; mb: number }[];
}

/** Peak resident memory of the server's processes: the one started and its node:cluster workers (its children). */
function peaksOf(pid: number): { pid: number; mb: number }[] {
  let workers: number[] = [];
  try {
    workers = execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // pgrep exits 1 when there is no child: a single process.
  }
  return [pid, ...workers].map((p) => ({ pid: p, mb: memMb(p, "VmHWM") }));
}

/** Processor time (ms, user + system) used so far by each process of `pids` that still runs. */
function cpuMs(pids: number[]): number {
  const hz = 100; // USER_HZ: the unit of /proc/<pid>/stat's times on Linux
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // Gone since it was listed: its time is not counted in either sample.
    }
  }
  return (ticks * 1000) / hz;
}

/** Every PostgreSQL process of the machine (the server and its backends: the database the bench runs on). */
function postgresPids(): number[] {
  try {
    return execFileSync("pgrep", ["-x", "postgres"], { encoding: "utf8" }).split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Where a browse request's processor time goes: the server's processes and PostgreSQL's, per request. */
interface CpuSplit {
  nodeMs: number;
  postgresMs: number;
  requests: number;
}
const cpuSplits = new Map<string, CpuSplit[]>();

async function phaseMix(server: Server, label: string, paths: string[], writes: Write[], cookie: string) {
  const healthz = `GET /healthz (${label})`;
  const h = await load({ url: `${server.base}/healthz`, connections: CONNECTIONS, ...span() });
  expectOnly2xx(healthz, h);
  record(healthz, "base", CONNECTIONS, h, healthz);
  const name = `mix: browse, ${paths.length.toLocaleString("en-US")} URLs (${label})`;
  const serverPids = peaksOf(server.child.pid!).map((p) => p.pid);
  const before = { node: cpuMs(serverPids), postgres: cpuMs(postgresPids()) };
  const browsing = load({ url: server.base, paths, headers: { cookie }, connections: CONNECTIONS, ...span() });
  const written = await paceWrites(server.base, writes, MIX_WRITES_PER_SECOND, browsing);
  const browse = await browsing;
  // Sampled when the load has ended: the writes' share is included (a few a second against hundreds of reads).
  // PostgreSQL listed again: a backend started during the load counts from zero.
  const split = {
    nodeMs: cpuMs(serverPids) - before.node,
    postgresMs: cpuMs(postgresPids()) - before.postgres,
    requests: browse.requests,
  };
  cpuSplits.set(label, [...(cpuSplits.get(label) ?? []), split]);
  expectOnly2xx(name, browse);
  record(name, "mix", CONNECTIONS, browse, healthz);
  const kinds = Object.entries(written.kinds)
    .map(([k, n]) => `${n} × ${k}`)
    .join(", ");
  check(
    written.requests > 0 && written.errors === 0 && Object.keys(written.statuses).every((st) => st.startsWith("2")),
    `mix writes (${label}): expected only 2xx, got ${kinds} and ${written.errors} errors`,
  );
  record(`mix: the writes meanwhile, ${MIX_WRITES_PER_SECOND}/s (${label})`, "write", 1, written, healthz);
  console.log(`    writes: ${kinds}`);
}

/** The mix's lines of the report: per-process memory, two processes against one, and the budgets missed. */
function mixSummary(mix: MixOutcome[]): { text: string; missed: string[] } {
  const rps = (name: string) => median(rows.get(name)?.results.map((r) => r.rps) ?? [NaN]);
  const missed: string[] = [];
  const memory = mix
    .map((m) => {
      const sum = m.peaks.reduce((a, p) => a + p.mb, 0);
      const each = m.peaks.map((p) => p.mb.toFixed(0)).join(" + ");
      return `${m.label}: ${m.peaks.length} process(es), peak resident ${each} MB${m.peaks.length > 1 ? ` = ${sum.toFixed(0)} MB` : ""}`;
    })
    .join("; ");
  const [one, two] = mix.map((m) => rps(m.browse));
  const scale = two / one;
  const workers = mix[1]?.peaks.length ?? 0;
  if (!(scale >= MIX_BUDGET.twoProcessesOverOne)) {
    missed.push(`mix: two processes serve ${scale.toFixed(2)}× one (budget ≥ ${MIX_BUDGET.twoProcessesOverOne}×)`);
  }
  // The machine's own ceiling: what a second process adds to /healthz, which does no work, in the same runs.
  const [h1, h2] = mix.map((m) => rps(`GET /healthz (${m.label})`));
  const perRequest = mix
    .map((m) => {
      const splits = cpuSplits.get(m.label) ?? [];
      const n = splits.reduce((a, x) => a + x.requests, 0);
      const node = splits.reduce((a, x) => a + x.nodeMs, 0) / n;
      const postgres = splits.reduce((a, x) => a + x.postgresMs, 0) / n;
      return `${m.label}: Node ${node.toFixed(2)} ms, PostgreSQL ${postgres.toFixed(2)} ms`;
    })
    .join("; ");
  const text =
    `Realistic mix (browse with varied URLs, ${MIX_WRITES_PER_SECOND} writes a second): two processes serve ${scale.toFixed(2)}× what one serves ` +
    `(budget ≥ ${MIX_BUDGET.twoProcessesOverOne}×${scale >= MIX_BUDGET.twoProcessesOverOne ? ", met" : ", **not met**"})` +
    (workers < 3 ? "; WEB_CONCURRENCY=2 started no workers here, so the second run is one process too" : "") +
    `; on the same machine /healthz, which does no work, gains ${(h2 / h1).toFixed(2)}× from the second process. ` +
    `Processor time per browse request of the mix (${perRequest}). Memory: ${memory}.`;
  return { text, missed };
}

// ---------------------------------------------------------------- report

function table(baseNames: { main: string; off: string }): { markdown: string; budgetLines: string[] } {
  const healthz = (name: string) => median(rows.get(name)?.results.map((r) => r.rps) ?? [NaN]);
  const lines = [
    "| scenario | conns | req/s | p50 ms | p99 ms | × /healthz | budget | met |",
    "|---|---:|---:|---:|---:|---:|---|---|",
  ];
  const budgetLines: string[] = [];
  for (const row of rows.values()) {
    const rps = median(row.results.map((r) => r.rps));
    const p50 = median(row.results.map((r) => r.p50));
    const p99 = median(row.results.map((r) => r.p99));
    const base = healthz(row.base ?? (row.name.includes("cache off") ? baseNames.off : baseNames.main));
    const ratio = rps / base;
    let budget = "—";
    let met = "";
    if (row.group === "browse") {
      budget = "p99 < 30 ms, ≥ 40 % of /healthz";
      met = p99 < 30 && ratio >= 0.4 ? "yes" : "**no**";
    } else if (row.group === "read") {
      budget = "p99 < 50 ms";
      met = p99 < 50 ? "yes" : "**no**";
    } else if (row.group === "mix") {
      budget = `p99 < ${MIX_BUDGET.p99Ms} ms, ≥ ${MIX_BUDGET.shareOfHealthz * 100} % of /healthz`;
      met = p99 < MIX_BUDGET.p99Ms && ratio >= MIX_BUDGET.shareOfHealthz ? "yes" : "**no**";
    }
    if (met === "**no**")
      budgetLines.push(`${row.name}: p99 ${p99} ms, ${(ratio * 100).toFixed(0)} % of /healthz (${budget})`);
    lines.push(
      `| ${row.name} | ${row.connections} | ${rps.toFixed(0)} | ${p50} | ${p99} | ${row.group === "base" ? "1.00" : Number.isFinite(ratio) ? ratio.toFixed(2) : "—"} | ${budget} | ${met} |`,
    );
  }
  return { markdown: lines.join("\n"), budgetLines };
}

// ---------------------------------------------------------------- main

async function main() {
  const env = parseEnv();
  const t0 = performance.now();
  let embedded: EmbeddedServer | undefined;
  let adminUrl = env.DATABASE_URL;
  // DATABASE_URL's server (its own database untouched), else an embedded one in DATA_DIR/bench-postgres.
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres(
      path.join(env.dataDir, "bench-postgres"),
      loadLocalSecrets(env.dataDir).pgPassword,
      undefined,
      { share: true },
    );
    adminUrl = embedded.adminUrl;
  }
  const named = process.env.BENCH_DATABASE?.trim() || "halaqa_bench";
  const template = short ? `${named}_short` : named;
  const runDb = `${template}_run_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  let servers: Server[] = [];
  let db: pg.Client | undefined;
  try {
    console.log(
      `Bench data: ${template} at scale ${scale} (${short ? "short mode" : "full"}; ${runs} run(s), ${seconds} s per read)`,
    );
    const { url: templateUrl } = await ensureBenchDatabase(adminUrl, template, scale, {
      keep: true,
      log: (l) => console.log(`  ${l}`),
    });
    await admin.connect();
    // Each bench works on a fresh copy, so its bookings never change the next bench's data.
    await admin.query(`CREATE DATABASE "${runDb}" TEMPLATE "${template}"`);
    const runUrl = new URL(templateUrl);
    runUrl.pathname = `/${runDb}`;
    db = new pg.Client({ connectionString: runUrl.toString() });
    await db.connect();
    const pgVersion = (await db.query<{ server_version: string }>("SHOW server_version")).rows[0].server_version;
    const counts = (
      await db.query<Record<string, number>>(
        `SELECT (SELECT count(*) FROM teacher_profiles WHERE verification_status = 'approved')::int AS teachers,
                (SELECT count(*) FROM classes)::int AS classes, (SELECT count(*) FROM student_profiles)::int AS children,
                (SELECT count(*) FROM bookings)::int AS bookings`,
      )
    ).rows[0];

    const dataDir = path.join(tmp, "data");
    // One process for the tables above, comparable with earlier runs; the mix below measures two as well.
    const main = await startServer(runUrl.toString(), dataDir, { WEB_CONCURRENCY: "1" });
    servers.push(main);
    console.log(
      `\nServer (NODE_ENV=production) at ${main.base}, resident ${memMb(main.child.pid!, "VmRSS").toFixed(0)} MB; preparing the scenarios…`,
    );
    const fixture = await prepare(main.base, db);
    for (let run = 0; run < runs; run++) {
      console.log(`\nRun ${run + 1} of ${runs}:`);
      await phaseMain(main, db, fixture, run);
    }
    // The client: what the production build makes a browser download on the bench data (and Lighthouse, in the
    // full run). A page that does not render, or an asset that fails, is a correctness failure.
    let client: ClientBudgetResult | undefined;
    if (fs.existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) {
      console.log(`\nClient budgets${short ? " (no Lighthouse in short mode)" : " and Lighthouse"}:`);
      client = await runClientBudgets({
        baseUrl: main.base,
        parent: { username: "bench.parent.1", password: BENCH_PASSWORD },
        classId: fixture.classId,
        lighthouse: !short,
        // Lighthouse's simulated scores move by a few points from run to run: the median of three.
        lighthouseRuns: 3,
      }).catch((err: Error) => ({
        rows: [],
        markdown: "",
        misses: [],
        errors: [`client budgets failed: ${err.message}`],
      }));
      check(client.rows.length === 4, `client: ${client.rows.length} of 4 pages measured`);
      for (const page of client.rows)
        check(page.jsGzipKb > 0, `client: ${page.page} (${page.path}) downloaded no JavaScript`);
      check(client.errors.length === 0, `client: ${client.errors.join("; ")}`);
      console.log(client.markdown);
    } else {
      console.log("\nClient budgets skipped: no Chromium at /usr/bin/chromium (apt-get install -y chromium).");
      if (short) check(false, "client budgets: Chromium is missing");
    }

    const health = await fetch(`${main.base}/healthz`);
    check(health.status === 200, `/healthz answered ${health.status} after the load`);
    const peakMain = memMb(main.child.pid!, "VmHWM");
    const code = await main.stop();
    const loop = main.eventLoop();
    servers = [];
    check(code === 0, `the server exited with ${code} on SIGTERM`);

    console.log("\nThe same browse reads with the read cache off (every request computed by PostgreSQL):");
    const uncached = await startServer(runUrl.toString(), dataDir, { READ_CACHE_TTL_MS: "0", WEB_CONCURRENCY: "1" });
    servers.push(uncached);
    for (let run = 0; run < runs; run++) await phaseUncached(uncached, fixture);
    const peakOff = memMb(uncached.child.pid!, "VmHWM");
    await uncached.stop();
    servers = [];

    console.log(
      `\nThe realistic mix: browse with many different URLs and ${MIX_WRITES_PER_SECOND} writes a second, through one process and through two:`,
    );
    const paths = await browsePaths(db, MIX_PATHS);
    let writes: Write[] | undefined;
    const mix: MixOutcome[] = [];
    for (const processes of [1, 2]) {
      const server = await startServer(runUrl.toString(), dataDir, { WEB_CONCURRENCY: String(processes) });
      servers.push(server);
      writes ??= await mixWrites(server.base, db, BENCH_PASSWORD);
      const label = processes === 1 ? "1 process" : `${processes} processes`;
      for (let run = 0; run < runs; run++) await phaseMix(server, label, paths, writes, fixture.cookies.parent);
      mix.push({
        label,
        browse: `mix: browse, ${paths.length.toLocaleString("en-US")} URLs (${label})`,
        peaks: peaksOf(server.child.pid!),
      });
      check((await server.stop()) === 0, `the ${label} server did not exit cleanly on SIGTERM`);
      servers = [];
    }

    const { markdown, budgetLines } = table({ main: "GET /healthz", off: "GET /healthz (read cache off)" });
    const mixLines = mixSummary(mix);
    budgetLines.push(...mixLines.missed);
    const peak = Math.max(peakMain, peakOff, ...mix.flatMap((m) => m.peaks.map((p) => p.mb)));
    const summary = [
      `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ` +
        `Node ${process.version}, PostgreSQL ${pgVersion}; autocannon in a separate process on the same machine.`,
      `Data: ${counts.teachers.toLocaleString("en-US")} approved teachers, ${counts.classes.toLocaleString("en-US")} classes, ` +
        `${counts.children.toLocaleString("en-US")} children, ${counts.bookings.toLocaleString("en-US")} bookings (scale ${scale}).`,
      `Each figure: median of ${runs} run(s) of ${seconds} s (reads) at ${CONNECTIONS} connections unless noted; ratios against /healthz of the same server in the same runs.`,
      `Server peak resident memory: ${peak.toFixed(0)} MB (budget 300 MB). Event-loop delay over the whole main run: ` +
        (loop ? `p50 ${loop.p50} ms, p99 ${loop.p99} ms, max ${loop.max} ms.` : "not reported.") +
        ` Correctness checks: ${checks - failures.length} of ${checks} passed.`,
    ].join("\n");
    const report = `${summary}\n${mixLines.text}\n\n${markdown}\n`;
    console.log(`\n${report}`);
    if (peak > 300) budgetLines.push(`server peak resident memory ${peak.toFixed(0)} MB (budget 300 MB)`);
    if (budgetLines.length) console.log(`Budgets missed:\n${budgetLines.map((l) => `  - ${l}`).join("\n")}`);

    if (client?.misses.length)
      console.log(`Client budgets missed:\n${client.misses.map((l) => `  - ${l}`).join("\n")}`);
    if (!short) {
      let text = fs.existsSync(RESULTS) ? fs.readFileSync(RESULTS, "utf8") : "# Benchmark results\n";
      text = replaceSection(text, START, END, report);
      if (client) text = replaceSection(text, CLIENT_START, CLIENT_END, `${client.markdown}\n`);
      fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
      fs.writeFileSync(RESULTS, text);
      console.log(`Written to ${path.relative(root, RESULTS)}.`);
    }
    console.log(
      `\nbench took ${((performance.now() - t0) / 1000).toFixed(0)} s; correctness: ${failures.length === 0 ? "ok" : failures.join("; ")}`,
    );
  } finally {
    for (const s of servers) await s.stop();
    await db?.end().catch(() => {});
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS "${runDb}" WITH (FORCE)`).catch(() => {});
      await admin.end().catch(() => {});
    }
    await embedded?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  // For CI's counter (the same fields as vitest's JSON report): one test per correctness check.
  if (process.env.BENCH_REPORT) {
    fs.writeFileSync(
      process.env.BENCH_REPORT,
      JSON.stringify({ numPassedTests: checks - failures.length, numFailedTests: failures.length, failures }),
    );
  }
  if (failures.length) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
