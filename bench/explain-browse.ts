// What the family's browse costs PostgreSQL, statement by statement (decision 054); a tool to read, never a timed test:
// BENCH_URL=postgres://postgres@127.0.0.1:5432/halaqa_bench node --import tsx bench/explain-browse.ts [--plans]
import pg from "pg";
import { teachersQuerySchema, type TeachersQuery } from "@shared/teachers";
import { connect } from "../server/db";
import { captureQueries, isExplainable, type CapturedStatement } from "../server/test/query-capture";
import { browseTeachers } from "../server/teachers/browse.service";

interface Analyzed {
  ms: number;
  buffers: number;
  plan: string;
}

/** Executes `statement` under EXPLAIN ANALYZE in a transaction that is rolled back (nothing written stays). */
async function analyzeOnce(client: pg.Client, s: CapturedStatement, timing: boolean): Promise<Analyzed> {
  await client.query("BEGIN");
  try {
    const { rows } = await client.query<{ "QUERY PLAN": string }>(
      `EXPLAIN (ANALYZE, BUFFERS, TIMING ${timing ? "ON" : "OFF"}) ${s.text}`,
      s.values,
    );
    const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
    // The top node's buffers: everything the statement touched.
    const top = /Buffers: shared(?: hit=(\d+))?(?: read=(\d+))?/.exec(plan);
    return { ms, buffers: Number(top?.[1] ?? 0) + Number(top?.[2] ?? 0), plan };
  } finally {
    await client.query("ROLLBACK");
  }
}

/**
 * The fastest of RUNS executions (without per-node timing, which costs more than some of these statements): on a
 * machine shared with other work the fastest run is the statement's own cost, the others include waiting for a core.
 */
const RUNS = 7;
async function analyze(client: pg.Client, s: CapturedStatement): Promise<Analyzed> {
  const shown = await analyzeOnce(client, s, true);
  let best = Infinity;
  for (let i = 0; i < RUNS; i++) best = Math.min(best, (await analyzeOnce(client, s, false)).ms);
  return { ...shown, ms: best };
}

async function main() {
  // BENCH_URL=postgres://postgres@127.0.0.1:5432/halaqa_bench node --import tsx bench/explain-browse.ts [--plans]
  const url = process.env.BENCH_URL;
  if (!url) throw new Error("set BENCH_URL to a bench database (npm run seed:bench)");
  const showPlans = process.argv.includes("--plans");
  const database = connect(url);
  const capture = captureQueries(database.pool);
  const explainer = new pg.Client({ connectionString: url });
  await explainer.connect();
  const one = async (sql: string) => (await explainer.query<Record<string, string>>(sql)).rows[0];
  const surname = (await one(`SELECT last_name FROM users WHERE username = 'bench.teacher.1'`)).last_name;
  const subject = (
    await one(`SELECT subject FROM classes WHERE is_active GROUP BY subject ORDER BY count(*) DESC LIMIT 1`)
  ).subject;

  const queries: Record<string, string>[] = [
    {},
    { q: "quran" },
    { q: "a" },
    { q: "al" },
    { q: surname },
    { q: "aisha siddiqui" },
    { q: "zzqx" },
    { subject },
    { level: "advanced" },
    { language: "Urdu" },
    { q: "quran", subject, level: "beginner" },
    { offset: "120" },
    { offset: "9000" },
    { q: "quran", offset: "4000" },
    { level: "advanced", offset: "6000" },
    // Issue 36's filters (migration 0032's indexes), alone, combined, and deep.
    { gender: "female" },
    { gender: "male", offset: "3000" },
    { riwayah: "warsh" },
    { riwayah: "duri" },
    { ijazah: "true" },
    { gender: "female", riwayah: "warsh", ijazah: "true" },
    { gender: "male", language: "Urdu", riwayah: "hafs" },
    { q: "quran", gender: "female", language: "French" },
  ];
  let worst = 0;
  for (const raw of queries) {
    const query: TeachersQuery = {
      ...teachersQuerySchema.parse({ status: "approved", limit: "12", ...raw }),
      status: "approved",
    };
    const { statements } = await capture.record(() => browseTeachers(database.db, query, false));
    let total = 0;
    const parts: string[] = [];
    for (const s of statements.filter((x) => isExplainable(x.text))) {
      const a = await analyze(explainer, s);
      total += a.ms;
      parts.push(`${a.ms.toFixed(2)} ms/${a.buffers} buf`);
      if (showPlans) console.log(`\n${s.text}\n${JSON.stringify(s.values)}\n${a.plan}`);
    }
    worst = Math.max(worst, total);
    console.log(`${JSON.stringify(raw).padEnd(62)} ${total.toFixed(2).padStart(7)} ms  (${parts.join(", ")})`);
  }
  console.log(`worst: ${worst.toFixed(2)} ms of PostgreSQL execution for one browse request`);
  capture.restore();
  await explainer.end();
  await database.pool.end();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
