// The authorization matrix (issue 7, decision 070): every route of the route table as every kind of caller on A's
// objects; refused callers get 401, 403 or 404 and change nothing, allowed ones are not refused.
import supertest from "supertest";
import { describe, expect, it, beforeAll } from "vitest";
import { eq } from "drizzle-orm";
import { bookings } from "@shared/schema";
import { useTestApp, TEST_PDF } from "../test/test-app";
import { tableDigests } from "../test/db-fingerprint";
import { listRoutes } from "../test/list-routes";
import { routeFixture, type RouteFixture, type SignedIn } from "../test/route-fixture";
import {
  allowedCallers,
  CALLERS,
  ROUTE_TABLE,
  sampleOf,
  urlOf,
  type Caller,
  type RouteRule,
} from "../test/route-table";

const ctx = useTestApp();
let f: RouteFixture;

async function signBackIn(caller: SignedIn) {
  const a = f.accounts[caller];
  a.agent = supertest.agent(ctx.app);
  const res = await a.agent.post("/api/login").send({ username: a.username, password: a.password });
  if (res.status !== 200) throw new Error(`re-login of ${caller} failed: ${res.status}`);
}

beforeAll(async () => {
  f = await routeFixture(ctx);
  if ((await ctx.db.db.select().from(bookings).where(eq(bookings.id, f.reported)))[0]?.attendance !== "present")
    throw new Error("fixture lesson missing");
});

async function send(rule: RouteRule, caller: Caller) {
  const sample = sampleOf(rule, f, caller);
  const client = caller === "signed-out" ? supertest(ctx.app) : f.accounts[caller].agent;
  const method = rule.method.toLowerCase() as "get" | "post" | "patch" | "put";
  let req = client[method](urlOf(rule, sample));
  if (sample.upload)
    req = req
      .field("documentType", sample.upload)
      .attach("document", TEST_PDF, { filename: "cv.pdf", contentType: "application/pdf" });
  else if (sample.body !== undefined) req = req.send(sample.body);
  return req;
}

/** Every table's digest, to prove a refusal wrote nothing. */
const fingerprint = async () => JSON.stringify(await tableDigests(ctx.db.pool));

describe("route table", () => {
  it("lists every route the app serves, and nothing it does not", () => {
    const served = listRoutes(ctx.app)
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    const table = ROUTE_TABLE.map((r) => `${r.method} ${r.path}`).sort();
    expect(served).toEqual(table);
  });

  it("has a sample request for every write route and every path with a parameter", () => {
    const missing = ROUTE_TABLE.filter((r) => !r.sample && (r.method !== "GET" || r.path.includes(":")));
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });
});

describe("authorization matrix: every route × every caller, on A's objects", () => {
  const checked: string[] = [];
  for (const rule of ROUTE_TABLE) {
    it(`${rule.method} ${rule.path} (${rule.access})`, async () => {
      const allowed = allowedCallers(rule.access);
      // Refusals first (so A's objects are untouched), then the callers who may.
      const order = [...CALLERS.filter((c) => !allowed.includes(c)), ...CALLERS.filter((c) => allowed.includes(c))];
      for (const caller of order) {
        const mayCall = allowed.includes(caller);
        const before = mayCall ? "" : await fingerprint();
        const res = await send(rule, caller);
        const where = `${rule.method} ${rule.path} as ${caller}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
        if (mayCall) {
          expect([401, 403, 404], where).not.toContain(res.status);
          expect(res.status, where).toBeLessThan(500);
          if (rule.changesSession && caller !== "signed-out") await signBackIn(caller);
        } else {
          if (caller === "signed-out") {
            expect(res.status, where).toBe(401);
            expect(res.body, where).toEqual({ message: "Unauthorized" });
          } else {
            expect([403, 404], where).toContain(res.status);
          }
          expect(await fingerprint(), `${where} changed the database`).toBe(before);
        }
        checked.push(`${rule.method} ${rule.path} ${caller}`);
      }
    });
  }

  it("checked every route as every caller", () => {
    expect(checked).toHaveLength(ROUTE_TABLE.length * CALLERS.length);
  });
});
