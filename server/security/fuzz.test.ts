// Property-based fuzzing of every route the app answers (docs/security.md), as four identities: never a 5xx, no stack,
// SQL or path in an answer, nothing written on a 4xx, no prototype polluted, an over-limit body a 413.
import fs from "node:fs";
import os from "node:os";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import supertest from "supertest";
import { afterAll, beforeAll, describe, it } from "vitest";
import { classes, teacherProfiles, users } from "@shared/schema";
import type { Role } from "@shared/constants";
import { createApp } from "../app";
import { connect } from "../db";
import { tableDigests } from "../test/db-fingerprint";
import { hashPassword } from "../auth/password";
import { TEST_SECRET, useTestApp } from "../test/test-app";
import { listRoutes, type AppRoute } from "../test/list-routes";
import { routeFixture, type Account } from "../test/route-fixture";
import { PAGED_LISTS, richOf, ROUTE_TABLE } from "../test/route-table";

// FUZZ_RUNS (cases per route and identity) and FUZZ_SEED make a run longer or repeatable.
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const BODY_LIMIT = 100 * 1024;

// The routes, read at collection time from an app whose pool never connects (one `it` per route).
const ROUTES: AppRoute[] = (() => {
  const probe = connect("postgres://127.0.0.1:1/never", undefined, 1);
  const routes = listRoutes(
    createApp({ db: probe.db, pool: probe.pool, sessionSecret: TEST_SECRET, uploadsDir: os.tmpdir() }),
  );
  void probe.pool.end();
  return routes;
})();

// ---------------------------------------------------------------------------------------------------------
// Inputs. JSON is generated as a small syntax tree so that a body can carry what JSON.stringify cannot write:
// duplicate keys, own "__proto__" keys, -0, 1e400 (Infinity once parsed), 2^53+1 as written.

class RawNum {
  constructor(readonly text: string) {}
  [fc.toStringMethod]() {
    return this.text;
  }
}
class Obj {
  constructor(readonly entries: [string, Json][]) {}
  [fc.toStringMethod]() {
    return clip(toJson(this));
  }
}
type Json = null | boolean | number | string | RawNum | Obj | Json[];

function toJson(v: Json): string {
  if (v instanceof RawNum) return v.text;
  if (v instanceof Obj) return `{${v.entries.map(([k, x]) => `${JSON.stringify(k)}:${toJson(x)}`).join(",")}}`;
  if (Array.isArray(v)) return `[${v.map(toJson).join(",")}]`;
  return JSON.stringify(v) ?? "null";
}

const clip = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s);

/** Percent-encodes any JS string, including lone surrogates (as invalid UTF-8, which the server must refuse). */
function enc(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      out += encodeURIComponent(s.slice(i, i + 2));
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      out += c < 0xdc00 ? "%ED%A0%80" : "%ED%B0%80";
    } else {
      out += encodeURIComponent(s[i]);
    }
  }
  return out;
}

const EDGE_STRINGS = [
  "",
  " ",
  "\t\r\n",
  "null",
  "undefined",
  "true",
  "false",
  "NaN",
  "-NaN",
  "Infinity",
  "-Infinity",
  "1e308",
  "1e309",
  "-1e308",
  "-0",
  "0",
  "-1",
  "0x1F",
  "0b101",
  "1_000",
  "9007199254740993",
  "2147483647",
  "2147483648",
  "-2147483649",
  "99999999999999999999999999",
  "1.5",
  "25.999",
  "00025.00",
  " 25 ",
  "１２",
  "٣",
  "①",
  "1e3",
  ".5",
  "😀",
  "👨‍👩‍👧‍👦",
  "🏳️‍🌈".repeat(50),
  "\u202Eevil\u202C",
  "\u200B",
  "\uFEFF",
  "مرحبا بالعالم",
  "שלום",
  "𝕳𝖆𝖑𝖆𝖖𝖆",
  "\ud800",
  "\udfff",
  "a\ud800b",
  "a\u0000b",
  "\u0000",
  "\u0007\u001b[31m",
  "%00",
  "%",
  "%zz",
  "\\",
  "\\u0000",
  "../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "/etc/passwd",
  "file:///etc/passwd",
  "C:\\boot.ini",
  "' OR '1'='1",
  "1' OR 1=1 --",
  "'; DROP TABLE users; --",
  "1;SELECT pg_sleep(5)",
  "$1",
  "$$",
  "\\x27",
  '{"$gt":""}',
  "<script>alert(1)</script>",
  "${7*7}",
  "{{7*7}}",
  "__proto__",
  "constructor",
  "prototype",
  "hasOwnProperty",
  "toString",
  "admin",
  "approved",
  "2026-02-30",
  "2026-01-31",
  "2026-01-31T14:00:00Z",
  "9999-12-31T23:59:59Z",
  "0000-01-01T00:00:00Z",
  "2026-01-31T14:00:00+99:99",
  "Europe/London",
  "Mars/Olympus",
  "x".repeat(101),
  "x".repeat(257),
  "x".repeat(5_001),
  "ا".repeat(2_001),
];
const EDGE_NUMBERS = [
  0,
  -0,
  1,
  -1,
  3,
  9,
  18,
  45,
  80,
  481,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  1.5,
  0.1 + 0.2,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_VALUE,
];
const RAW_NUMBERS = [
  "-0",
  "1e400",
  "-1e400",
  "9007199254740993",
  "1E2",
  "1.0",
  "0.000000000000000000000000001",
  "123456789012345678901234567890",
  "2147483648",
  "-2147483649",
];
const PROTO_KEYS = ["__proto__", "constructor", "prototype"];

// Field names and enum values of every shared zod schema: inputs that get past the first checks.
const schemaModules = import.meta.glob(["../../shared/*.ts", "!../../shared/*.test.ts"], { eager: true });
const KEY_POOL = new Set<string>([
  "id",
  "userId",
  "parentId",
  "teacherId",
  "isAdmin",
  "roles",
  "password",
  "limit",
  "offset",
]);
const VALUE_POOL = new Set<string>();
function collect(schema: unknown, seen = new Set<unknown>()): void {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
  if (!def || seen.has(schema)) return;
  seen.add(schema);
  if (def.type === "object") {
    for (const [k, v] of Object.entries(def.shape as Record<string, unknown>)) {
      KEY_POOL.add(k);
      collect(v, seen);
    }
  }
  if (def.type === "enum")
    for (const v of Object.values(def.entries as Record<string, unknown>)) VALUE_POOL.add(String(v));
  if (def.type === "literal") for (const v of def.values as unknown[]) VALUE_POOL.add(String(v));
  for (const key of ["innerType", "in", "out", "element", "schema"]) if (def[key]) collect(def[key], seen);
  if (Array.isArray(def.options)) for (const o of def.options) collect(o, seen);
}
for (const mod of Object.values(schemaModules))
  for (const v of Object.values(mod as Record<string, unknown>)) collect(v);

const loneSurrogates = fc
  .tuple(fc.string({ maxLength: 5 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 5 }))
  .map(([a, c, b]) => a + String.fromCharCode(c) + b);
const anyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...VALUE_POOL) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 1, arbitrary: loneSurrogates },
);
const anyNumber = fc.oneof(
  fc.constantFrom(...EDGE_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const anyKey = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...KEY_POOL) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 12 }) },
);
const leaf: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  anyString,
  anyNumber,
  fc.constantFrom(...RAW_NUMBERS).map((t) => new RawNum(t)),
);
const json: fc.Arbitrary<Json> = fc.letrec<{ value: Json; arr: Json[]; obj: Obj }>((tie) => ({
  value: fc.oneof({ depthSize: "small", withCrossShrink: true }, leaf, tie("arr"), tie("obj")),
  arr: fc.array(tie("value"), { maxLength: 4 }),
  obj: fc.array(fc.tuple(anyKey, tie("value")), { maxLength: 6 }).map((e) => new Obj(e)),
})).value;

const deepArrays = (n: number) => "[".repeat(n) + "]".repeat(n);
const deepObjects = (n: number) => '{"a":'.repeat(n) + "1" + "}".repeat(n);
const GZIP_BOMB = zlib.gzipSync(`{"bio":"${"0".repeat(10 * 1024 * 1024)}"}`);

class Body {
  constructor(
    readonly contentType: string,
    readonly payload: string | Buffer,
    readonly headers?: Record<string, string>,
  ) {}
  /** How a failing case is printed: short enough to read, exact enough to replay. */
  [fc.toStringMethod]() {
    const shown = Buffer.isBuffer(this.payload) ? `<${this.payload.length} bytes>` : clip(this.payload);
    return `body(${this.contentType}${this.headers ? " " + JSON.stringify(this.headers) : ""})=${shown}`;
  }
}
const jsonBody = (payload: string) => new Body("application/json", payload);

/** Bodies that are hard to express as a tree; `into(valid)` places the nasty part inside a real body. */
function specialBodies(valid: Obj | undefined): fc.Arbitrary<Body> {
  const firstKey = valid?.entries[0]?.[0] ?? "bio";
  const validText = valid ? toJson(valid) : "{}";
  const inside = (x: string) =>
    valid ? `{${validText.slice(1, -1)},${JSON.stringify(firstKey)}:${x}}` : `{"${firstKey}":${x}}`;
  const prepend = (x: string) => (valid && valid.entries.length ? `{${x},${validText.slice(1)}` : `{${x}}`);
  return fc.constantFrom<Body>(
    jsonBody(deepArrays(5_000)),
    jsonBody(deepObjects(5_000)),
    jsonBody(inside(deepArrays(5_000))),
    jsonBody(inside(deepObjects(5_000))),
    jsonBody(deepArrays(45_000)), // 90 kb: just under the limit
    jsonBody(inside(JSON.stringify("x".repeat(1024 * 1024)))), // 1 MB string: 413
    jsonBody(inside(JSON.stringify("x".repeat(BODY_LIMIT)))), // just over: 413
    jsonBody(inside(JSON.stringify("😀".repeat(20_000)))), // 80 kB of emoji under the limit
    jsonBody(prepend('"__proto__":{"roles":["admin"],"isAdmin":true,"verificationStatus":"approved"}')),
    jsonBody(prepend('"constructor":{"prototype":{"roles":["admin"],"isAdmin":true}}')),
    jsonBody(prepend('"__proto__":null')),
    jsonBody('{"__proto__":{"__proto__":{"polluted":1}}}'),
    jsonBody(inside('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}')),
    jsonBody(prepend('"role":"parent","role":"admin"')),
    jsonBody(inside('"\\ud800"')),
    jsonBody(inside('"\\u0000"')),
    jsonBody(inside('"a\\u0000b"')),
    jsonBody("{"),
    jsonBody('{"a":}'),
    jsonBody("{'a':1}"),
    jsonBody('{"a":1,}'),
    jsonBody("[1,2"),
    jsonBody("NaN"),
    jsonBody("\u0000"),
    jsonBody("null"),
    jsonBody("[]"),
    jsonBody("0"),
    jsonBody("true"),
    jsonBody('"string"'),
    jsonBody(""),
    jsonBody("\uFEFF{}"),
    jsonBody(`{"a":"${"\\".repeat(10_001)}"}`),
    new Body(
      "application/json",
      Buffer.from([
        0x7b, 0x22, 0x62, 0x69, 0x6f, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0, 0x80, 0x22, 0x7d,
      ]),
    ),
    new Body("application/json; charset=utf-16", "{}"),
    new Body("application/json; charset=koi8-r", "{}"),
    new Body("application/json; charset=\u00e9", "{}"),
    new Body("text/plain", validText),
    new Body("application/x-www-form-urlencoded", "role=admin&__proto__[x]=1"),
    new Body(
      "application/xml",
      '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
    ),
    new Body("application/vnd.api+json", validText),
    new Body("multipart/form-data", validText),
    new Body("application/json", GZIP_BOMB, { "Content-Encoding": "gzip" }),
    new Body("application/json", "not gzip", { "Content-Encoding": "gzip" }),
    new Body("application/json", validText, { "Content-Encoding": "br, zstd, x-unknown" }),
    new Body("application/json", validText, { "Content-Encoding": "identity" }),
  );
}

type Op = ["replace" | "delete" | "add" | "nest", number, string, Json];
function mutate(valid: Obj, ops: Op[]): Obj {
  const entries = [...valid.entries];
  for (const [kind, n, key, value] of ops) {
    const i = entries.length ? n % entries.length : 0;
    if (kind === "replace" && entries.length) entries[i] = [entries[i][0], value];
    else if (kind === "delete" && entries.length) entries.splice(i, 1);
    else if (kind === "nest" && entries.length) entries[i] = [entries[i][0], [entries[i][1]]];
    else entries.push([key, value]);
  }
  return new Obj(entries);
}
// No operation at all sends the valid body itself, which reaches the services.
const ops = fc.array(
  fc.tuple(fc.constantFrom("replace", "delete", "add", "nest"), fc.nat(), anyKey, json) as fc.Arbitrary<Op>,
  {
    minLength: 0,
    maxLength: 3,
  },
);

function bodies(valid: Obj | undefined): fc.Arbitrary<Body | undefined> {
  const asBody = (o: Json) => jsonBody(toJson(o));
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: valid ? 5 : 0, arbitrary: ops.map((o) => asBody(mutate(valid ?? new Obj([]), o))) },
    { weight: 4, arbitrary: fc.array(fc.tuple(anyKey, json), { maxLength: 8 }).map((e) => asBody(new Obj(e))) },
    { weight: 1, arbitrary: json.map(asBody) },
    { weight: 2, arbitrary: specialBodies(valid) },
  );
}

/** A query string (without "?"), URL-encoded by us so that it can carry what a browser would not send. */
function queries(valid: Record<string, string> | undefined): fc.Arbitrary<string> {
  const pair = fc.tuple(anyKey, anyString).map(([k, v]) => `${enc(k)}=${enc(v)}`);
  const raw = fc.constantFrom(
    "%",
    "%zz",
    "q=%",
    "q=%E0%A4%A",
    "q=%ED%A0%80",
    "q=%C0%AF",
    "q=%00",
    "%00=1",
    "q[]=1",
    "q[a]=1",
    "__proto__[roles]=admin",
    "constructor[prototype][x]=1",
    "q=1&q=2&q=3",
    "limit=1&limit=2",
    `q=${"x".repeat(8_000)}`,
    Array.from({ length: 2_000 }, (_, i) => `k${i}=1`).join("&"),
    "=",
    "&&&",
    "q",
    "q=+",
    "from=2026-01-01&to=2025-01-01",
    "limit=1e308&offset=-0",
    "limit=NaN&offset=Infinity",
    "offset=9007199254740993",
    "limit=0",
    "limit=101",
    "limit=100&offset=100000",
    "limit=-1",
    "offset=100001",
    "limit=0x10",
    "limit=%201%20",
    "limit[]=5",
    "offset[$gt]=0",
  );
  const validPairs = Object.entries(valid ?? {}).map(([k, v]) => `${enc(k)}=${enc(v)}`);
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant("") },
    { weight: 4, arbitrary: fc.array(pair, { maxLength: 6 }).map((p) => p.join("&")) },
    {
      weight: valid ? 4 : 0,
      arbitrary: fc
        .tuple(fc.subarray(validPairs), fc.array(pair, { maxLength: 2 }))
        .map(([a, b]) => [...a, ...b].join("&")),
    },
    { weight: 2, arbitrary: raw },
  );
}

const PATH_JUNK = [
  "0",
  "-1",
  "1.5",
  "1e3",
  "abc",
  "2147483648",
  "99999999999999999999999",
  "NaN",
  "Infinity",
  "-0",
  "0x10",
  " 1",
  "1 ",
  "１",
  "٣",
  "null",
  "undefined",
  "__proto__",
  "constructor",
  "prototype",
  "..",
  "...",
  "😀",
  "\u0000",
  "1\u0000",
  "1' OR '1'='1",
  "1;SELECT 1",
  "\ud800",
  "a".repeat(300),
  "9".repeat(2_000),
  "%",
  "%zz",
];
const PATH_JUNK_RAW = [
  "%",
  "%zz",
  "%E0%A4%A",
  "%ED%A0%80",
  "%C0%AF",
  "%2e%2e",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "1%00",
  "%00",
  "1%2F2",
  "%252e",
];

// ---------------------------------------------------------------------------------------------------------
// The world the routes act on, and the four identities.

type Who = "signed-out" | "parent" | "teacher" | "admin";
const WHO: Who[] = ["signed-out", "parent", "teacher", "admin"];
type Agent = ReturnType<typeof supertest.agent>;
interface Identity {
  agent: Agent;
  username: string;
  userId: number;
  roles: Role[];
}

const ctx = useTestApp();
const ids: Record<Who, Identity | undefined> = {
  "signed-out": undefined,
  parent: undefined,
  teacher: undefined,
  admin: undefined,
};
const real: Record<string, string[]> = {};
const validBodies: Record<string, Obj> = {};
const validQueries: Record<string, Record<string, string>> = {};
let protoBaseline = "";
let castClassId = 0;
let teacherProfileId = 0;

const stats = { cases: 0, requests: 0, byStatus: new Map<number, number>(), started: 0 };
// The identities' password, restored before each route (PATCH /api/user/password may have changed it).
let secretHash: Promise<string>;

const obj = (o: Record<string, unknown>) => new Obj(Object.entries(o).map(([k, v]) => [k, v as Json]));

beforeAll(async () => {
  stats.started = Date.now();
  secretHash = hashPassword("secret-12345");
  const f = await routeFixture(ctx);
  castClassId = f.class;
  teacherProfileId = f.profile;
  const identity = (a: Account): Identity => ({
    agent: a.agent,
    username: a.username,
    userId: a.id,
    roles: [a.role],
  });
  ids.parent = identity(f.accounts["parent A"]);
  ids.teacher = identity(f.accounts["teacher A"]);
  ids.admin = identity(f.accounts.admin);
  const adminNotes = (await ids.admin.agent.get("/api/admin/notifications")).body as { id: number }[];
  const ownNotes = (await ids.teacher.agent.get("/api/notifications")).body as { id: number }[];

  // Real ids by the path segment in front of :id; a route not named here gets all of them.
  real.classes = [String(f.class)];
  real.profile = [String(f.profile)];
  real.profiles = [String(f.student)];
  real.bookings = [String(f.booking), String(f.unreported), String(f.reported)];
  real.teachers = [String(f.accounts["teacher A"].id)];
  real.reviews = [String(f.review)];
  real.students = [String(f.student)];
  real.documents = [String(f.document)];
  real.interviews = [String(f.interview)];
  real.notifications = [...adminNotes, ...ownNotes].slice(0, 6).map((n) => String(n.id));
  real.order = [String(f.order)];
  // Suspending and restoring: a bystander's account, so the identities above stay usable.
  real.users = [String(f.bystander.id)];

  // The valid starting points: the route table's samples, the richer one where it has one.
  for (const rule of ROUTE_TABLE) {
    const key = `${rule.method} ${rule.path}`;
    const sample = rule.method === "GET" && !rule.sample && !rule.rich ? {} : richOf(rule, f);
    const body = sample.upload ? { documentType: sample.upload } : sample.body;
    if (body && Object.keys(body).length) validBodies[key] = obj(body);
    if (sample.query) validQueries[key] = sample.query;
  }
  // The paged lists at their largest page.
  for (const path of PAGED_LISTS) validQueries[`GET ${path}`] = { limit: "100", offset: "1" };
  validQueries["GET /api/students/:id/progress"] = { limit: "10", offset: "0" };

  protoBaseline = Object.getOwnPropertyNames(Object.prototype).sort().join(",");
}, 60_000);

afterAll(() => {
  const statuses = [...stats.byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(" ");
  const line =
    `fuzz: ${stats.cases} cases (${stats.requests} requests) on ${ROUTES.length} routes × ${WHO.length} identities ` +
    `in ${((Date.now() - stats.started) / 1000).toFixed(1)}s; statuses ${statuses}`;
  console.log(line);
  if (process.env.FUZZ_REPORT) fs.writeFileSync(process.env.FUZZ_REPORT, line + "\n");
});

async function fingerprint(): Promise<Record<string, string>> {
  return { ...(await tableDigests(ctx.db.pool)), "(uploads folder)": fs.readdirSync(ctx.uploadsDir).sort().join(",") };
}

/** Puts the cast back as it was (a previous route may have rejected the teacher or taken a role) and signs in again where needed. */
async function resetCast() {
  const db = ctx.db.db;
  await db
    .update(teacherProfiles)
    .set({ verificationStatus: "approved", idVerified: true, policeCheckVerified: true, interviewCompleted: true })
    .where(eq(teacherProfiles.id, teacherProfileId));
  await db.update(classes).set({ isActive: true }).where(eq(classes.id, castClassId));
  for (const who of ["parent", "teacher", "admin"] as const) {
    const id = ids[who]!;
    await db
      .update(users)
      .set({
        roles: id.roles,
        currentRole: id.roles[0],
        userType: id.roles[0],
        suspendedAt: null,
        suspendedReason: null,
        password: await secretHash,
      })
      .where(eq(users.id, id.userId));
    await ensureSignedIn(id);
  }
}

async function ensureSignedIn(id: Identity) {
  const me = await id.agent.get("/api/user");
  stats.requests++;
  if (me.status === 200 && me.body.id === id.userId) return;
  const res = await id.agent.post("/api/login").send({ username: id.username, password: "secret-12345" });
  stats.requests++;
  if (res.status !== 200) throw new Error(`could not sign ${id.username} in again: ${res.status}`);
}

// ---------------------------------------------------------------------------------------------------------
// The invariants.

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const LEAKS: [string, RegExp, "always" | "errors"][] = [
  ["a stack frame", /\n\s*at \S|\bat (?:async )?\S+ \((?:file:|node:|\/)/, "always"],
  ["a TypeScript source reference", /\.ts:\d|\.tsx?["')]/, "always"],
  ["a JavaScript source reference", /\.[cm]?js:\d+/, "always"],
  // The server's own folders (the inputs carry /etc/passwd and the like, which a 2xx may rightly echo).
  [
    "a file path",
    new RegExp(`${escapeRe(process.cwd())}|${escapeRe(os.tmpdir())}/|node_modules|/(?:home|usr|opt|srv|root)/\\w`),
    "always",
  ],
  [
    "SQL text",
    /\bselect\s+(?:\*|"|distinct\b|count\(|[\w.]+\s*,)|insert\s+into|delete\s+from|update\s+"?\w+"?\s+set\b|\bfrom\s+"\w+"/i,
    "errors",
  ],
  [
    "a database error",
    /syntax error|relation "|violates \w+ (?:key )?constraint|duplicate key|failed query|invalid input syntax|out of range for type|\bpg_|sqlstate/i,
    "errors",
  ],
];

interface Case {
  who: Who;
  id: string | undefined;
  query: string;
  body: Body | undefined;
}

function describeCase(route: AppRoute, url: string, c: Case): string {
  return `${c.who}: ${route.method} ${clip(url, 200)}${c.body ? " " + c.body[fc.toStringMethod]() : ""}`;
}

async function runCase(route: AppRoute, c: Case) {
  const path = route.path.replace(":id", c.id ?? "");
  const url = c.query ? `${path}?${c.query}` : path;
  const identity = c.who === "signed-out" ? undefined : ids[c.who]!;
  const client = identity?.agent ?? supertest(ctx.app);
  const before = await fingerprint();

  let req = client[route.method.toLowerCase() as "get"](url);
  if (c.body) {
    req = req.set("Content-Type", c.body.contentType);
    for (const [k, v] of Object.entries(c.body.headers ?? {})) req = req.set(k, v);
    req = req.send(c.body.payload as string);
  }
  let res: supertest.Response;
  try {
    res = await req.buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        done(null, Buffer.concat(chunks));
      };
      // An event stream (live messages) never ends: its first chunk is its answer, then the client hangs up.
      const stream = String((r as unknown as { headers: Record<string, string> }).headers["content-type"]).startsWith(
        "text/event-stream",
      );
      r.on("data", (d: Buffer) => {
        chunks.push(d);
        if (!stream) return;
        (r as unknown as { destroy(): void }).destroy();
        finish();
      });
      r.on("end", finish);
    });
  } catch (err) {
    throw new Error(`${describeCase(route, url, c)}\n  → no answer: ${(err as Error).message}`);
  }
  stats.cases++;
  stats.requests++;
  stats.byStatus.set(res.status, (stats.byStatus.get(res.status) ?? 0) + 1);
  // JSON escapes quotes and newlines: the patterns look at the text as it would read unescaped.
  const text = (res.body as Buffer).toString("utf8").replace(/\\"/g, '"').replace(/\\n/g, "\n");
  const where = () => `${describeCase(route, url, c)}\n  → ${res.status} ${clip(text)}`;

  if (res.status >= 500) throw new Error(`5xx answer\n${where()}`);
  const binary = /^(application\/pdf|image\/|application\/(msword|vnd\.))/.test(String(res.headers["content-type"]));
  if (!binary) {
    for (const [what, re, when] of LEAKS) {
      if (when === "errors" && res.status < 400) continue;
      if (re.test(text)) throw new Error(`response contains ${what} (${re})\n${where()}`);
    }
  }
  const size = c.body ? Buffer.byteLength(c.body.payload) : 0;
  if (c.body?.contentType === "application/json" && !c.body.headers && size > BODY_LIMIT && res.status !== 413) {
    throw new Error(`a ${size}-byte JSON body was not refused with 413\n${where()}`);
  }
  if (Object.getOwnPropertyNames(Object.prototype).sort().join(",") !== protoBaseline) {
    throw new Error(
      `Object.prototype was polluted: ${Object.getOwnPropertyNames(Object.prototype).join(",")}\n${where()}`,
    );
  }
  if (res.status >= 400) {
    const after = await fingerprint();
    const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
    if (changed.length) throw new Error(`a ${res.status} answer wrote to ${changed.join(", ")}\n${where()}`);
  } else if (identity && route.method !== "GET") {
    // A successful login, register or logout may have changed who this agent is.
    await ensureSignedIn(identity);
  }
}

function caseArb(route: AppRoute, who: Who): fc.Arbitrary<Case> {
  const key = `${route.method} ${route.path}`;
  const segments = route.path.split("/");
  const idAt = segments.indexOf(":id");
  const valid = idAt > 0 ? (real[segments[idAt - 1]] ?? Object.values(real).flat()) : [];
  const idArb =
    idAt > 0
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...valid) },
          { weight: 2, arbitrary: fc.constantFrom(...PATH_JUNK).map(enc) },
          { weight: 1, arbitrary: fc.constantFrom(...PATH_JUNK_RAW) },
          { weight: 1, arbitrary: anyString.filter((s) => s.length > 0).map(enc) },
        )
      : fc.constant(undefined);
  const bodyArb =
    route.method === "GET"
      ? fc.option(bodies(validBodies[key]), { freq: 6, nil: undefined })
      : bodies(validBodies[key]);
  return fc.record({ who: fc.constant(who), id: idArb, query: queries(validQueries[key]), body: bodyArb });
}

describe("fuzzing every route", () => {
  it("lists the routes", ({ expect }) => {
    expect(ROUTES.length).toBeGreaterThan(30);
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.path}`, async () => {
      await resetCast();
      for (const who of WHO) {
        await fc.assert(
          fc.asyncProperty(caseArb(route, who), (c) => runCase(route, c)),
          { numRuns: RUNS, seed: SEED, endOnFailure: !process.env.FUZZ_SHRINK },
        );
      }
    }, 120_000);
  }
});
