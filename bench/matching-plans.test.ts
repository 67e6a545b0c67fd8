// Issue 36: at 10,000 approved teachers, browse's new filters (gender, riwayah, language, verified ijazah) read
// teacher_profiles through their indexes (migration 0032), never whole; the plans' scans are printed for the record.
import pg from "pg";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "@shared/constants";
import { teachersQuerySchema, type TeachersQuery } from "@shared/teachers";
import { browseTeachers } from "../server/teachers/browse.service";
import {
  captureQueries,
  explain,
  isExplainable,
  planText,
  scans,
  wholeTableReads,
  type PlanNode,
  type QueryCapture,
} from "../server/test/query-capture";
import { useTestApp } from "../server/test/test-app";

const TEACHERS = 10_000;
const ctx = useTestApp();
let capture: QueryCapture;
let explainer: pg.Client;

beforeAll(async () => {
  // One statement: the users and their approved profiles. Gender: 40% female, 50% male, 10% none; riwayat and
  // languages varied; 1 in 20 has a verified ijazah (women of Warsh, men of none), 1 in 40 a stated one unchecked.
  await ctx.db.db.execute(sql`
    with u as (
      insert into users (username, email, password, first_name, last_name, user_type, roles, "current_role")
      select 'plan.teacher.' || g, 'plan.teacher.' || g || '@example.com', 'x', 'Plan', 'Teacher', 'teacher',
             '{teacher}', 'teacher'
      from generate_series(1, ${TEACHERS}) g
      returning id, split_part(username, '.', 3)::int as g)
    insert into teacher_profiles (user_id, bio, experience, hourly_rate, languages, specializations, verification_status,
                                  id_verified, police_check_verified, interview_completed, gender, riwayat, ijazah,
                                  ijazah_verified, ijazah_note, ijazah_verified_at)
    select u.id, 'Quran teacher number ' || u.g, (u.g * 7919) % 31, 20, l.languages, '{"Quran Recitation"}',
           'approved', true, true, true,
           case when u.g % 10 = 0 then null when u.g % 10 < 5 then 'female' else 'male' end,
           (array['{hafs}', '{hafs,warsh}', '{warsh}', '{hafs,qalun}', '{hafs}', '{duri}', '{hafs,shubah}', '{}'])
             [1 + u.g % 8]::text[],
           case when u.g % 40 in (2, 7, 12) then jsonb_build_object('riwayah', 'hafs', 'coversTeaching', true,
             'issuer', 'Shaykh ' || u.g, 'issuedOn', '2010-01-01', 'chain', '') end,
           u.g % 40 in (2, 7), case when u.g % 40 in (2, 7) then 'Issuer contacted' end,
           case when u.g % 40 in (2, 7) then now() end
    from u
    cross join lateral (select array(select (${sql.raw(`array[${LANGUAGES.map((l) => `'${l}'`).join(", ")}]`)})[1 + (u.g * 3 + j * 2) % ${LANGUAGES.length}]
                                      from generate_series(0, u.g % 3) j) as languages) l`);
  // As on a settled database: statistics, and the visibility map that lets counts be index-only scans.
  await ctx.db.db.execute(sql`vacuum analyze teacher_profiles`);
  await ctx.db.db.execute(sql`vacuum analyze users`);
  capture = captureQueries(ctx.db.pool);
  explainer = new pg.Client({ connectionString: ctx.db.url });
  explainer.on("error", () => {});
  await explainer.connect();
}, 60_000);

afterAll(async () => {
  capture?.restore();
  await explainer?.end();
});

/** The plan PostgreSQL picks on its own at this size (statistics from ANALYZE, every plan type allowed). */
async function plan(text: string, values: unknown[]): Promise<PlanNode> {
  const { rows } = await explainer.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
    `EXPLAIN (FORMAT JSON) ${text}`,
    values,
  );
  return rows[0]["QUERY PLAN"][0].Plan;
}

/** Every index a plan reads teacher_profiles by. */
function indexReads(node: PlanNode, out: string[] = []): string[] {
  if (node["Index Name"]) out.push(String(node["Index Name"]));
  for (const child of node.Plans ?? []) indexReads(child, out);
  return out;
}

// Nodes that hand rows on as they get them, so that a Limit above them stops a scan below early.
const STREAMING = new Set(["Result", "Subquery Scan", "Gather", "Append", "Unique", "Nested Loop"]);

/** The Seq Scans of teacher_profiles that no Limit stops early: those that read the table to its end. */
function unboundedSeqScans(node: PlanNode, underLimit = false): PlanNode[] {
  if (node["Node Type"] === "Seq Scan" && node["Relation Name"] === "teacher_profiles" && !underLimit) return [node];
  return (node.Plans ?? []).flatMap((child) => {
    const passes =
      STREAMING.has(node["Node Type"]) &&
      (node["Node Type"] !== "Nested Loop" || child["Parent Relationship"] === "Outer");
    return unboundedSeqScans(child, node["Node Type"] === "Limit" || (underLimit && passes));
  });
}

async function browsePlans(raw: Record<string, string>) {
  const query: TeachersQuery = { ...teachersQuerySchema.parse({ limit: "12", ...raw }), status: "approved" };
  const { result, statements } = await capture.record(() => browseTeachers(ctx.db.db, query, false));
  const planned = [];
  const natural = [];
  for (const s of statements.filter((x) => isExplainable(x.text))) {
    planned.push(await explain(explainer, s));
    natural.push(await plan(s.text, s.values));
  }
  return { result, planned, natural };
}

// Each filter and the indexes that may answer it: its own, or (for the arrays, whose GIN indexes give no order) the
// browse order index walked under a Limit with the containment as its filter.
const ORDER_INDEX = "teacher_profiles_status_order_user_idx";
const CASES: [Record<string, string>, string[]][] = [
  [{ gender: "female" }, ["teacher_profiles_gender_order_idx"]],
  [{ gender: "male" }, ["teacher_profiles_gender_order_idx"]],
  [{ ijazah: "true" }, ["teacher_profiles_ijazah_order_idx"]],
  [{ riwayah: "warsh" }, ["teacher_profiles_riwayat_idx", ORDER_INDEX]],
  [{ riwayah: "duri" }, ["teacher_profiles_riwayat_idx", ORDER_INDEX]],
  [{ language: "Turkish" }, ["teacher_profiles_languages_idx", ORDER_INDEX]],
  [{ gender: "female", riwayah: "warsh", ijazah: "true" }, ["teacher_profiles_ijazah_order_idx"]],
  [{ gender: "male", language: "Urdu" }, ["teacher_profiles_gender_order_idx"]],
  [{ gender: "female", riwayah: "hafs", offset: "600" }, ["teacher_profiles_gender_order_idx"]],
];

describe(`browse's matching filters at ${TEACHERS.toLocaleString("en-US")} teachers`, () => {
  it.each(CASES)("%j reads teacher_profiles through its index, never whole", async (raw, indexes) => {
    const { result, planned, natural } = await browsePlans(raw);
    expect(result.items.length).toBeGreaterThan(0);
    const record = (plans: PlanNode[]) => plans.map((p) => scans(p).join(", ")).join(" | ");
    console.log(`${JSON.stringify(raw)}\n  forced: ${record(planned)}\n  natural: ${record(natural)}`);
    // With sequential scans and whole-input joins taken away (bench/query-plans.test.ts), no read of the whole table.
    for (const p of planned) {
      const whole = wholeTableReads(p, new Set(["teacher_profiles"]));
      expect(whole, `reads teacher_profiles whole:\n${planText(p)}`).toEqual([]);
      expect(
        indexReads(p).some((index) => indexes.includes(index)),
        `uses none of ${indexes.join(", ")}:\n${planText(p)}`,
      ).toBe(true);
    }
    // PostgreSQL's own choice may scan a table sequentially only where a Limit stops it early (the capped count).
    for (const p of natural) expect(unboundedSeqScans(p), planText(p)).toEqual([]);
  });
});
