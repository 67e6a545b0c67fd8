// The realistic mix of `npm run bench` (issue 18): families browsing many different URLs, so no cached answer helps,
// while a few writes a second go on: the writes that used to empty the whole read cache (decision 052).
import type pg from "pg";
import { LEVELS, SUBJECTS } from "@shared/constants";
import type { LoadResult } from "./load";
import { signIn } from "./sign-in";

/** The mix signs in bench.parent.2 (mark read) and 3 to this one in turn; other scenarios take later ones. */
export const LAST_MIX_PARENT = 52;

/** The budgets of issue 18, printed in the report (never a failing test). */
export const MIX_BUDGET = { shareOfHealthz: 0.25, p99Ms: 100, twoProcessesOverOne: 1.3 } as const;

/** A seeded pseudo-random sequence: the same URLs in every run and every bench, so runs compare. */
function random(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

/**
 * `count` browse paths as the Browse page asks for them (12 a page): terms drawn from the teachers' own words (common
 * ones like "quran" and rare ones), their names, one- and two-letter terms and terms that match nothing; a subject
 * or a level for some; mostly the first page, some later ones and a few deep ones.
 */
export async function browsePaths(db: pg.ClientBase, count: number): Promise<string[]> {
  const words = (
    await db.query<{ w: string }>(
      `SELECT w FROM (SELECT DISTINCT regexp_split_to_table(search_text, '[^a-z]+') AS w
                      FROM teacher_profiles WHERE verification_status = 'approved') t
       WHERE length(w) >= 4 ORDER BY md5(w) LIMIT 300`,
    )
  ).rows.map((r) => r.w);
  const names = (
    await db.query<{ n: string }>(
      `SELECT DISTINCT lower(u.last_name) AS n FROM users u JOIN teacher_profiles p ON p.user_id = u.id
       UNION SELECT DISTINCT lower(u.first_name) FROM users u JOIN teacher_profiles p ON p.user_id = u.id`,
    )
  ).rows.map((r) => r.n);
  const next = random(18);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)];
  const term = () => {
    const r = next();
    if (r < 0.3) return undefined;
    if (r < 0.45) return pick(["quran", "tajweed", "arabic", "hadith", "islamic", "children"]);
    if (r < 0.7) return pick(words);
    if (r < 0.9) return pick(names);
    if (r < 0.95) return pick(["a", "al", "ah", "qu", "ar"]);
    return `${pick(words)}${pick(["zq", "xv", "qj"])}`; // matches nothing
  };
  const offset = () => {
    const r = next();
    if (r < 0.6) return 0;
    if (r < 0.9) return 12 * (1 + Math.floor(next() * 9));
    return 12 * (10 + Math.floor(next() * 90));
  };
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const q = new URLSearchParams({ status: "approved", limit: "12" });
    const t = term();
    if (t) q.set("q", t);
    if (next() < 0.3) q.set("subject", pick(SUBJECTS));
    if (next() < 0.2) q.set("level", pick(LEVELS));
    const o = offset();
    if (o) q.set("offset", String(o));
    paths.push(`/api/teachers?${q}`);
  }
  return paths;
}

export interface Write {
  kind: string;
  send(base: string): Promise<number>;
  /** False once the write has nothing left to do (every reviewable lesson reviewed). */
  available?(): boolean;
}

/**
 * The writes of the mix, taken in turn: a parent signs in, marks their notifications read, a teacher edits their
 * profile (bio, so the listing changes), a parent reviews a held lesson (each review its own lesson).
 */
export async function mixWrites(base: string, db: pg.ClientBase, password: string): Promise<Write[]> {
  const json = (cookie: string, method: string, body?: unknown): RequestInit => ({
    method,
    headers: { cookie, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parentCookie = await signIn(base, "bench.parent.2", password);
  const teacherCookie = await signIn(base, "bench.teacher.2", password);
  const profile = (await (
    await fetch(`${base}/api/teacher/profile`, { headers: { cookie: teacherCookie } })
  ).json()) as Record<string, unknown>;
  const profileBody = (edit: number) => ({
    bio: `${String(profile.bio).replace(/ \(edit \d+\)$/, "")} (edit ${edit})`,
    qualifications: profile.qualifications,
    experience: profile.experience,
    hourlyRate: profile.hourlyRate,
    currency: profile.currency,
    phoneNumber: profile.phoneNumber,
    specializations: profile.specializations,
    languages: profile.languages,
    timeZone: profile.timeZone,
  });
  // Held, paid lessons not yet reviewed, within the review window, of the parent who has the most of them.
  const { rows: lessons } = await db.query<{ id: number; username: string }>(
    `WITH open AS (
       SELECT b.id, b.parent_id FROM bookings b LEFT JOIN reviews r ON r.booking_id = b.id
       WHERE b.status = 'completed' AND b.attendance IN ('present', 'late') AND b.payment_status = 'paid'
         AND b.ends_at > now() - interval '55 days' AND r.id IS NULL),
     best AS (SELECT parent_id FROM open GROUP BY parent_id ORDER BY count(*) DESC, parent_id LIMIT 1)
     SELECT o.id, u.username FROM open o JOIN best USING (parent_id) JOIN users u ON u.id = o.parent_id ORDER BY o.id`,
  );
  const reviewer = lessons[0] ? await signIn(base, lessons[0].username, password) : undefined;
  let signIns = 0;
  let edits = 0;
  let reviewed = 0;
  const writes: Write[] = [
    {
      kind: "sign-in",
      send: async (b) =>
        (
          await fetch(
            `${b}/api/login`,
            json("", "POST", { username: `bench.parent.${3 + (signIns++ % (LAST_MIX_PARENT - 2))}`, password }),
          )
        ).status,
    },
    {
      kind: "mark read",
      send: async (b) => (await fetch(`${b}/api/notifications/read-all`, json(parentCookie, "POST"))).status,
    },
    {
      kind: "profile edit",
      send: async (b) =>
        (await fetch(`${b}/api/teacher/profile`, json(teacherCookie, "POST", profileBody(++edits)))).status,
    },
  ];
  if (reviewer) {
    writes.push({
      kind: "review",
      available: () => reviewed < lessons.length,
      send: async (b) =>
        (
          await fetch(
            `${b}/api/reviews`,
            json(reviewer, "POST", { bookingId: lessons[reviewed++].id, rating: 1 + (reviewed % 5) }),
          )
        ).status,
    });
  }
  return writes;
}

/**
 * Sends the writes in turn, `perSecond` of them, until `until` resolves; returns their figures in the shape of a
 * load result (latencies of these few requests, statuses).
 */
export async function paceWrites(
  base: string,
  writes: Write[],
  perSecond: number,
  until: Promise<unknown>,
): Promise<LoadResult & { kinds: Record<string, number> }> {
  const statuses: Record<string, number> = {};
  const kinds: Record<string, number> = {};
  const latencies: number[] = [];
  let errors = 0;
  let done = false;
  void until.finally(() => (done = true));
  const t0 = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; !done; i++) {
    const live = writes.filter((x) => x.available?.() ?? true);
    const w = live[i % live.length];
    const start = performance.now();
    inFlight.push(
      w.send(base).then(
        (status) => {
          latencies.push(performance.now() - start);
          statuses[status] = (statuses[status] ?? 0) + 1;
          kinds[`${w.kind} ${status}`] = (kinds[`${w.kind} ${status}`] ?? 0) + 1;
        },
        () => void errors++,
      ),
    );
    // The next write at its time, or at once when the load ends.
    await Promise.race([new Promise((r) => setTimeout(r, 1000 / perSecond)), until]);
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - t0) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);
  return {
    requests: sorted.length,
    rps: sorted.length / seconds,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: Math.round(sorted[sorted.length - 1] ?? 0),
    errors,
    timeouts: 0,
    statuses,
    kinds,
  };
}
