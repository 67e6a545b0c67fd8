// Issue 8 (decision 031): no statement of a measured path may scan a large table whole, and no list endpoint may
// query once per item (N+1): a short and a longer list of the same shape must send the same statements.
import pg from "pg";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings, classes, documents, notifications, reviews, studentProfiles, teacherProfiles } from "@shared/schema";
import {
  futureDate,
  makeTeacher,
  signInAs,
  signUp,
  slotAt,
  useTestApp,
  validClass,
  validProfile,
  type TestContext,
} from "../server/test/test-app";
import {
  captureQueries,
  describeNode,
  explain,
  isExplainable,
  isSessionStore,
  planText,
  scans,
  wholeTableReads,
  type CapturedStatement,
  type PlanNode,
  type QueryCapture,
  type ScanProblem,
} from "../server/test/query-capture";

/** Tables that grow with the platform (shared/schema.ts); a whole read of any of them is refused in a measured path. */
const LARGE_TABLES = new Set([
  "users",
  "teacher_profiles",
  "classes",
  "student_profiles",
  "bookings",
  "reviews",
  "sessions",
  "notifications",
  "documents",
  "interviews",
  "progress_reports",
]);

/**
 * Partial indexes that hold only a few rows by design, so reading one whole is no read of its table: the suspended
 * accounts (migration 0009), which every family's listing excludes with an anti-join.
 */
const SMALL_PARTIAL_INDEXES = new Set(["users_suspended_idx"]);

const ctx = useTestApp();
let capture: QueryCapture;
let explainer: pg.Client;

beforeAll(async () => {
  capture = captureQueries(ctx.db.pool);
  // Its own connection, outside the pool: the EXPLAINs are never captured.
  explainer = new pg.Client({ connectionString: ctx.db.url });
  explainer.on("error", () => {});
  await explainer.connect();
});

afterAll(async () => {
  capture?.restore();
  await explainer?.end();
});

type Agent = Awaited<ReturnType<typeof signUp>>["agent"];

interface Measured {
  label: string;
  res: supertest.Response;
  statements: CapturedStatement[];
}

/** Sends one request and keeps the statements the server sent while handling it. */
async function measure(label: string, request: () => PromiseLike<supertest.Response>): Promise<Measured> {
  const { result, statements } = await capture.record(request);
  return { label, res: result, statements };
}

interface PlannedStatement {
  statement: CapturedStatement;
  plan?: PlanNode;
  problems: ScanProblem[];
}

async function planAll(m: Measured): Promise<PlannedStatement[]> {
  const out: PlannedStatement[] = [];
  for (const statement of m.statements) {
    if (!isExplainable(statement.text)) {
      out.push({ statement, problems: [] });
      continue;
    }
    const plan = await explain(explainer, statement);
    const problems = wholeTableReads(plan, LARGE_TABLES).filter(
      (p) => !SMALL_PARTIAL_INDEXES.has(String(p.node["Index Name"])),
    );
    out.push({ statement, plan, problems });
  }
  return out;
}

const oneLine = (sql: string, max = 110) => {
  const flat = sql.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** The compact per-route summary: statement count, then per statement its plan's top node and its scans. */
function summary(m: Measured, planned: PlannedStatement[]): string {
  const app = m.statements.filter((s) => !isSessionStore(s.text)).length;
  const lines = [
    `${m.label}: ${m.statements.length} statements (${app} app, ${m.statements.length - app} session store)`,
  ];
  planned.forEach(({ statement, plan, problems }, i) => {
    const flag = problems.length ? "  <-- WHOLE-TABLE READ" : "";
    const head = plan ? `${describeNode(plan)} | ${scans(plan).join(", ") || "no table"}` : "(no plan)";
    lines.push(`  ${String(i + 1).padStart(2)}. ${head} | ${oneLine(statement.text, 90)}${flag}`);
  });
  return lines.join("\n");
}

function problemReport(m: Measured, planned: PlannedStatement[]): string {
  const bad = planned.filter((p) => p.problems.length > 0);
  return bad
    .map(({ statement, plan, problems }) =>
      [
        `${m.label}: reads a whole large table`,
        `SQL: ${oneLine(statement.text, 2000)}`,
        `params: ${JSON.stringify(statement.values)}`,
        ...problems.map(
          (p) =>
            `offending node: ${describeNode(p.node)} (${p.kind} of ${p.table}${p.node.Filter ? `; Filter: ${p.node.Filter}` : ""})`,
        ),
        `plan (enable_seqscan, enable_hashjoin, enable_mergejoin off):\n${planText(plan!)}`,
      ].join("\n"),
    )
    .join("\n\n");
}

/** Plans every statement of the request, prints the summary and fails on any whole read of a large table. */
async function expectIndexedPlans(m: Measured) {
  const planned = await planAll(m);
  console.log(summary(m, planned));
  const report = problemReport(m, planned);
  if (report) expect.fail(report);
}

/** An approved teacher with a chosen name and bio, and the given classes. */
async function approvedTeacher(
  c: TestContext,
  opts: { lastName?: string; bio?: string; classes?: Record<string, unknown>[] } = {},
) {
  const t = await signUp(c, { role: "teacher", ...(opts.lastName ? { lastName: opts.lastName } : {}) });
  const res = await t.agent.post("/api/teacher/profile").send(validProfile(opts.bio ? { bio: opts.bio } : {}));
  if (res.status !== 201) throw new Error(`profile failed: ${res.status} ${JSON.stringify(res.body)}`);
  await c.db.db
    .update(teacherProfiles)
    .set({ verificationStatus: "approved", idVerified: true, policeCheckVerified: true, interviewCompleted: true })
    .where(eq(teacherProfiles.userId, t.user.id));
  const classIds: number[] = [];
  for (const values of opts.classes ?? [validClass()]) {
    const cls = await t.agent.post("/api/classes").send(values);
    if (cls.status !== 201) throw new Error(`class failed: ${cls.status} ${JSON.stringify(cls.body)}`);
    classIds.push(cls.body.id as number);
  }
  return { ...t, classIds };
}

const TWO_CLASSES = [
  validClass(),
  validClass({ title: "Arabic for the curious", subject: "Arabic Language", level: "intermediate" }),
];

async function addChildren(parentId: number, n: number) {
  const rows = await ctx.db.db
    .insert(studentProfiles)
    .values(
      Array.from({ length: n }, (_, i) => ({
        parentId,
        name: `Child ${i + 1}`,
        age: 8 + (i % 5),
        level: "beginner" as const,
      })),
    )
    .returning();
  return rows.map((r) => r.id);
}

// Every directly inserted lesson gets its own 3-hour window, so no two of them ever overlap.
let lessonSeq = 0;
async function addBooking(
  b: { classId: number; studentId: number; parentId: number; teacherId: number },
  extra: Partial<typeof bookings.$inferInsert> = {},
) {
  const at = new Date(Date.now() + 20 * 86_400_000 + ++lessonSeq * 3 * 3_600_000);
  const [row] = await ctx.db.db
    .insert(bookings)
    .values({ ...b, scheduledAt: at, endsAt: new Date(at.getTime() + 45 * 60_000), amount: "20.00", ...extra })
    .returning();
  return row;
}

const randomToken = () =>
  `zq${Array.from({ length: 8 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("")}`;

describe("query plans of the measured paths", () => {
  const LAST_NAME = "Farouqi";
  const cast = {} as {
    teacher: Awaited<ReturnType<typeof approvedTeacher>>;
    parent: Awaited<ReturnType<typeof signUp>>;
    admin: Awaited<ReturnType<typeof signInAs>>;
    studentId: number;
  };

  beforeAll(async () => {
    cast.teacher = await approvedTeacher(ctx, { lastName: LAST_NAME, classes: TWO_CLASSES });
    await approvedTeacher(ctx, { classes: [validClass({ subject: "Hadith Studies", level: "advanced" })] });
    await makeTeacher(ctx, "pending");
    cast.parent = await signUp(ctx);
    const kid = await cast.parent.agent.post("/api/student/profile").send({ name: "Zayd", age: 9, level: "beginner" });
    if (kid.status !== 201) throw new Error(`student failed: ${kid.status}`);
    cast.studentId = kid.body.id;
    cast.admin = await signInAs(ctx, ["admin"]);
    // A past lesson, paid and reviewed, and a document: ratings, earnings and the admin's documents have rows to read.
    const teacherId = cast.teacher.user.id;
    const past = new Date(Date.now() - 10 * 86_400_000);
    const [done] = await ctx.db.db
      .insert(bookings)
      .values({
        classId: cast.teacher.classIds[0],
        studentId: cast.studentId,
        parentId: cast.parent.user.id,
        teacherId,
        scheduledAt: past,
        endsAt: new Date(past.getTime() + 45 * 60_000),
        amount: "20.00",
        status: "completed",
        paymentStatus: "paid",
      })
      .returning();
    await ctx.db.db
      .insert(reviews)
      .values({ teacherId, parentId: cast.parent.user.id, bookingId: done.id, rating: 5, comment: "Patient and kind" });
    await ctx.db.db.insert(documents).values({
      userId: teacherId,
      documentType: "cv",
      fileName: "cv.pdf",
      fileUrl: "cv-key",
      mimeType: "application/pdf",
      size: 1000,
    });
  }, 60_000);

  const listsTeacher = (res: supertest.Response) => {
    expect(res.status).toBe(200);
    expect((res.body as { userId: number }[]).map((t) => t.userId)).toContain(cast.teacher.user.id);
  };

  const routes: {
    label: string;
    send: () => PromiseLike<supertest.Response>;
    check: (res: supertest.Response) => void;
    /** Whole-table reads that are the point of the route (exact platform-wide counts), allowed only if cached. */
    wholeTables?: string[];
  }[] = [
    {
      label: "GET /api/teachers?status=approved (parent)",
      send: () => cast.parent.agent.get("/api/teachers?status=approved"),
      check: listsTeacher,
    },
    {
      label: "GET /api/teachers?status=approved (admin)",
      send: () => cast.admin.agent.get("/api/teachers?status=approved"),
      check: listsTeacher,
    },
    {
      label: "GET /api/teachers?status=approved&q=quran (parent)",
      send: () => cast.parent.agent.get("/api/teachers?status=approved&q=quran"),
      check: listsTeacher,
    },
    {
      label: `GET /api/teachers?status=approved&q=${LAST_NAME} (parent)`,
      send: () => cast.parent.agent.get(`/api/teachers?status=approved&q=${LAST_NAME}`),
      check: (res) => {
        listsTeacher(res);
        expect(res.body).toHaveLength(1);
      },
    },
    {
      label: "GET /api/teachers?status=approved&subject=Quran Recitation (parent)",
      send: () => cast.parent.agent.get("/api/teachers").query({ status: "approved", subject: "Quran Recitation" }),
      check: listsTeacher,
    },
    {
      label: "GET /api/teachers?status=approved&level=intermediate (parent)",
      send: () => cast.parent.agent.get("/api/teachers?status=approved&level=intermediate"),
      check: listsTeacher,
    },
    {
      label: "GET /api/teachers?status=approved&subject=Arabic Language&level=intermediate (parent)",
      send: () =>
        cast.parent.agent
          .get("/api/teachers")
          .query({ status: "approved", subject: "Arabic Language", level: "intermediate" }),
      check: listsTeacher,
    },
    // A later page: the page's ids come from the listing index (a Limit over an index walk), the rows by id.
    {
      label: "GET /api/teachers?status=approved&limit=1&offset=1 (parent)",
      send: () => cast.parent.agent.get("/api/teachers?status=approved&limit=1&offset=1"),
      check: (res) => {
        expect(res.status).toBe(200);
        expect(res.body).toHaveLength(1);
      },
    },
    {
      label: "GET /api/teachers?status=approved&q=quran&level=beginner&offset=1 (parent)",
      send: () => cast.parent.agent.get("/api/teachers?status=approved&q=quran&level=beginner&offset=1"),
      check: (res) => expect(res.status).toBe(200),
    },
    {
      label: "GET /api/classes/{id} (parent)",
      send: () => cast.parent.agent.get(`/api/classes/${cast.teacher.classIds[0]}`),
      check: (res) => {
        expect(res.status).toBe(200);
        expect(res.body.teacher).toMatchObject({ id: cast.teacher.user.id, reviewCount: 1 });
      },
    },
    {
      label: "GET /api/classes/{id}/availability?from&to (parent)",
      send: () =>
        cast.parent.agent.get(
          `/api/classes/${cast.teacher.classIds[0]}/availability?from=${futureDate(2)}&to=${futureDate(9)}`,
        ),
      check: (res) => {
        expect(res.status).toBe(200);
        expect((res.body as { available: boolean }[]).some((s) => s.available)).toBe(true);
      },
    },
    {
      label: "GET /api/dashboard (teacher)",
      send: () => cast.teacher.agent.get("/api/dashboard"),
      check: (res) => expect(res.body).toMatchObject({ role: "teacher", classes: 2, reviewCount: 1 }),
    },
    {
      label: "GET /api/dashboard (parent)",
      send: () => cast.parent.agent.get("/api/dashboard"),
      check: (res) => expect(res.body).toMatchObject({ role: "parent", children: 1 }),
    },
    {
      label: "GET /api/dashboard (admin)",
      send: () => cast.admin.agent.get("/api/dashboard"),
      check: (res) => expect(res.body).toMatchObject({ role: "admin", pendingApplications: 1 }),
      // Exact counts of all children and all live bookings read those tables whole, whatever the index: that is
      // why the answer comes from the read cache (decision 024), proven below for this route.
      wholeTables: ["student_profiles", "bookings", "classes", "teacher_profiles"],
    },
    {
      label: "POST /api/bookings (parent, a free slot)",
      send: () =>
        cast.parent.agent.post("/api/bookings").send({
          classId: cast.teacher.classIds[0],
          studentId: cast.studentId,
          scheduledAt: slotAt(futureDate(5), "15:00"),
        }),
      check: (res) => expect(res.status, JSON.stringify(res.body)).toBe(201),
    },
    {
      label: "POST /api/login",
      send: () =>
        supertest
          .agent(ctx.app)
          .post("/api/login")
          .send({ username: cast.parent.username, password: cast.parent.password }),
      check: (res) => expect(res.status).toBe(200),
    },
    {
      label: "GET /api/user",
      send: () => cast.parent.agent.get("/api/user"),
      check: (res) => expect(res.body).toMatchObject({ id: cast.parent.user.id }),
    },
  ];

  it.each(routes)("$label reads no large table whole", async ({ label, send, check, wholeTables }) => {
    const m = await measure(label, send);
    check(m.res);
    expect(m.statements.length).toBeGreaterThan(0);
    if (!wholeTables) return expectIndexedPlans(m);
    const planned = await planAll(m);
    console.log(summary(m, planned));
    const allowed = new Set(wholeTables);
    const report = problemReport(
      m,
      planned.map((p) => ({ ...p, problems: p.problems.filter((x) => !allowed.has(x.table)) })),
    );
    if (report) expect.fail(report);
    // With the read cache on (as in production), a second call counts nothing: the figures come from memory; only
    // the session with the admin's own account (shared by every process, issue 18; one statement, decision 056).
    const cached = ctx.makeApp({ readCacheTtlMs: 60_000 });
    const agent = supertest.agent(cached);
    expect(
      (await agent.post("/api/login").send({ username: cast.admin.username, password: "secret-12345" })).status,
    ).toBe(200);
    const first = await measure(`${label} (read cache on, first)`, () => agent.get("/api/dashboard"));
    check(first.res);
    const second = await measure(`${label} (read cache on, second)`, () => agent.get("/api/dashboard"));
    check(second.res);
    expect(second.res.body).toEqual(first.res.body);
    expect(first.statements.filter((x) => /count\(/.test(x.text)).length).toBeGreaterThan(0);
    expect(second.statements.filter((x) => !isSessionStore(x.text))).toEqual([]);
    expect(
      second.statements.filter((x) => /^select "sessions"\."sess", .* left join "users"/s.test(x.text)),
    ).toHaveLength(1);
  });

  it("the class page and the teacher's dashboard take the rating from the profile, reading no review", async () => {
    const page = await measure("GET /api/classes/{id} (parent)", () =>
      cast.parent.agent.get(`/api/classes/${cast.teacher.classIds[0]}`),
    );
    expect(page.res.status).toBe(200);
    expect(page.res.body.teacher).toMatchObject({ reviewCount: 1 });
    const dashboard = await measure("GET /api/dashboard (teacher)", () => cast.teacher.agent.get("/api/dashboard"));
    expect(dashboard.res.body).toMatchObject({ role: "teacher", reviewCount: 1 });
    // The table, not a column named "reviews".
    for (const m of [page, dashboard])
      expect(m.statements.filter((x) => /(from|join)\s+"reviews"/i.test(x.text)).map((x) => x.text)).toEqual([]);
  });

  it("the family's listing finds suspended teachers in the index of suspended accounts, and reads no review", async () => {
    const m = await measure("GET /api/teachers?status=approved&q=tajweed (parent)", () =>
      cast.parent.agent.get("/api/teachers?status=approved&q=tajweed"),
    );
    expect(m.res.status).toBe(200);
    const planned = await planAll(m);
    const listing = planned.filter(
      (p) => /from "teacher_profiles"/.test(p.statement.text) && /suspended_at/.test(p.statement.text),
    );
    // One statement (decision 056): the page's ids and, in a subquery run once, the count; each excludes suspended
    // teachers through the index.
    expect(listing).toHaveLength(1);
    expect(scans(listing[0].plan!).filter((x) => /on users using users_suspended_idx/.test(x))).toHaveLength(2);
    expect(m.statements.filter((x) => !isSessionStore(x.text))).toHaveLength(1);
    // The rating rides on the profile row (migration 0009): no statement aggregates reviews.
    expect(m.statements.filter((x) => /"reviews"/.test(x.text))).toEqual([]);
  });
});

describe("no query per item of a list (N+1)", () => {
  /** Statements of the app itself; the session store's (a read, sometimes a touch) are per request, never per item. */
  const appCount = (m: Measured) => m.statements.filter((s) => !isSessionStore(s.text)).length;

  /** A short and a longer list of the same shape must cost the same number of statements. */
  async function expectSameCount(small: Measured, large: Measured, lengths: [number, number]) {
    for (const m of [small, large]) expect(m.res.status, `${m.label}: ${JSON.stringify(m.res.body)}`).toBe(200);
    expect(small.res.body, small.label).toHaveLength(lengths[0]);
    expect(large.res.body, large.label).toHaveLength(lengths[1]);
    console.log(
      `${large.label}: ${appCount(small)} app statements for ${lengths[0]} items, ${appCount(large)} for ${lengths[1]} items` +
        ` (${small.statements.length} / ${large.statements.length} with the session store)`,
    );
    if (appCount(small) !== appCount(large)) {
      const list = (m: Measured) =>
        m.statements
          .map((s, i) => `  ${i + 1}. ${oneLine(s.text, 160)}  ${oneLine(JSON.stringify(s.values), 60)}`)
          .join("\n");
      expect.fail(
        `${large.label}: the statement count grows with the list (N+1): ${appCount(small)} statements for ${lengths[0]} items, ` +
          `${appCount(large)} for ${lengths[1]}\n${lengths[0]} items:\n${list(small)}\n${lengths[1]} items:\n${list(large)}`,
      );
    }
    // For the record: the plans of the list endpoints (printed, not enforced: these are not measured paths).
    const planned = await planAll(large);
    console.log(summary({ ...large, label: `${large.label} [plans, informational]` }, planned));
  }

  const get = (label: string, agent: Agent, path: string) => measure(label, () => agent.get(path));
  /** The length of a list answer (a failed request fails here, with its body). */
  const lengthOf = (m: Measured) => {
    expect(m.res.status, `${m.label}: ${JSON.stringify(m.res.body)}`).toBe(200);
    return (m.res.body as unknown[]).length;
  };

  let reviewer: Awaited<ReturnType<typeof signUp>>;
  let admin: Awaited<ReturnType<typeof signInAs>>;
  let groupA: Awaited<ReturnType<typeof approvedTeacher>>[];
  let groupB: Awaited<ReturnType<typeof approvedTeacher>>[];
  const tokenA = randomToken();
  const tokenB = randomToken();

  /** n approved teachers found by `token`, each with two classes, a review and a document. */
  async function teacherGroup(n: number, token: string) {
    const group: Awaited<ReturnType<typeof approvedTeacher>>[] = [];
    for (let i = 0; i < n; i++) {
      const t = await approvedTeacher(ctx, {
        bio: `I teach ${token} tajweed to children with patience.`,
        classes: TWO_CLASSES,
      });
      await ctx.db.db.insert(reviews).values({ teacherId: t.user.id, parentId: reviewer.user.id, rating: 4 + (i % 2) });
      await ctx.db.db.insert(documents).values({
        userId: t.user.id,
        documentType: "id",
        fileName: "id.pdf",
        fileUrl: `id-${t.user.id}`,
        mimeType: "application/pdf",
        size: 500,
      });
      group.push(t);
    }
    return group;
  }

  beforeAll(async () => {
    reviewer = await signUp(ctx);
    admin = await signInAs(ctx, ["admin"]);
  });

  it("GET /api/teachers: 2 and 6 teachers (parent and admin; by q, and the whole approved list)", async () => {
    const parent = await signUp(ctx);
    groupA = await teacherGroup(2, tokenA);
    const allBefore = await get(
      "GET /api/teachers?status=approved&limit=50 (parent)",
      parent.agent,
      "/api/teachers?status=approved&limit=50",
    );
    const adminAllBefore = await get(
      "GET /api/teachers?status=approved&limit=50 (admin)",
      admin.agent,
      "/api/teachers?status=approved&limit=50",
    );
    groupB = await teacherGroup(6, tokenB);
    const allAfter = await get(
      "GET /api/teachers?status=approved&limit=50 (parent)",
      parent.agent,
      "/api/teachers?status=approved&limit=50",
    );
    const adminAllAfter = await get(
      "GET /api/teachers?status=approved&limit=50 (admin)",
      admin.agent,
      "/api/teachers?status=approved&limit=50",
    );
    const before = lengthOf(allBefore);
    expect(before).toBeGreaterThanOrEqual(2);
    await expectSameCount(allBefore, allAfter, [before, before + 6]);
    await expectSameCount(adminAllBefore, adminAllAfter, [before, before + 6]);

    const small = await get(
      `GET /api/teachers?status=approved&q=<token> (parent)`,
      parent.agent,
      `/api/teachers?status=approved&q=${tokenA}`,
    );
    const large = await get(
      `GET /api/teachers?status=approved&q=<token> (parent)`,
      parent.agent,
      `/api/teachers?status=approved&q=${tokenB}`,
    );
    await expectSameCount(small, large, [2, 6]);
    for (const t of large.res.body as { classes: unknown[]; reviewCount: number }[])
      expect(t).toMatchObject({ classes: [{}, {}], reviewCount: 1 });
    const adminSmall = await get(
      `GET /api/teachers?status=approved&q=<token> (admin)`,
      admin.agent,
      `/api/teachers?status=approved&q=${tokenA}`,
    );
    const adminLarge = await get(
      `GET /api/teachers?status=approved&q=<token> (admin)`,
      admin.agent,
      `/api/teachers?status=approved&q=${tokenB}`,
    );
    await expectSameCount(adminSmall, adminLarge, [2, 6]);
    for (const t of adminLarge.res.body as { documents: unknown[] }[]) expect(t.documents).toHaveLength(1);
  }, 120_000);

  describe("with families", () => {
    let p2: Awaited<ReturnType<typeof signUp>>;
    let p6: Awaited<ReturnType<typeof signUp>>;
    let kids2: number[];
    let kids6: number[];
    let other: { user: { id: number } };
    let otherKids: number[];

    beforeAll(async () => {
      p2 = await signUp(ctx);
      p6 = await signUp(ctx);
      const third = await signUp(ctx);
      other = third;
      kids2 = await addChildren(p2.user.id, 2);
      kids6 = await addChildren(p6.user.id, 6);
      otherKids = await addChildren(third.user.id, 6);
      // Each lesson of p2 and p6 with a different teacher of group B, each child in one.
      for (const [parent, kids] of [
        [p2, kids2],
        [p6, kids6],
      ] as const) {
        for (let i = 0; i < kids.length; i++) {
          await addBooking({
            classId: groupB[i].classIds[i % 2],
            studentId: kids[i],
            parentId: parent.user.id,
            teacherId: groupB[i].user.id,
          });
        }
      }
      // Group A's first teacher teaches 2 lessons, the second 6 (to the third family's children).
      for (const [teacher, n] of [
        [groupA[0], 2],
        [groupA[1], 6],
      ] as const) {
        for (let i = 0; i < n; i++) {
          await addBooking({
            classId: teacher.classIds[i % 2],
            studentId: otherKids[i],
            parentId: third.user.id,
            teacherId: teacher.user.id,
          });
        }
      }
      for (const [parent, n] of [
        [p2, 2],
        [p6, 6],
      ] as const) {
        await ctx.db.db.insert(notifications).values(
          Array.from({ length: n }, (_, i) => ({
            type: "teacher_status" as const,
            title: `Note ${i + 1}`,
            message: "Hello",
            userId: parent.user.id,
          })),
        );
      }
    }, 60_000);

    it("GET /api/bookings as a parent: 2 and 6 bookings", async () => {
      await expectSameCount(
        await get("GET /api/bookings (parent)", p2.agent, "/api/bookings"),
        await get("GET /api/bookings (parent)", p6.agent, "/api/bookings"),
        [2, 6],
      );
    });

    it("GET /api/bookings as a teacher: 2 and 6 bookings", async () => {
      await expectSameCount(
        await get("GET /api/bookings (teacher)", groupA[0].agent, "/api/bookings"),
        await get("GET /api/bookings (teacher)", groupA[1].agent, "/api/bookings"),
        [2, 6],
      );
    });

    it("GET /api/bookings as an admin: 4 more bookings", async () => {
      const before = await get("GET /api/bookings (admin)", admin.agent, "/api/bookings");
      const n = lengthOf(before);
      expect(n).toBeGreaterThanOrEqual(16);
      for (let i = 0; i < 4; i++) {
        await addBooking({
          classId: groupB[5].classIds[i % 2],
          studentId: otherKids[i],
          parentId: other.user.id,
          teacherId: groupB[5].user.id,
        });
      }
      await expectSameCount(before, await get("GET /api/bookings (admin)", admin.agent, "/api/bookings"), [n, n + 4]);
    });

    it("GET /api/student/profiles: 2 and 6 children", async () => {
      await expectSameCount(
        await get("GET /api/student/profiles (parent)", p2.agent, "/api/student/profiles"),
        await get("GET /api/student/profiles (parent)", p6.agent, "/api/student/profiles"),
        [2, 6],
      );
    });

    it("GET /api/notifications: 2 and 6 notifications", async () => {
      await expectSameCount(
        await get("GET /api/notifications (parent)", p2.agent, "/api/notifications"),
        await get("GET /api/notifications (parent)", p6.agent, "/api/notifications"),
        [2, 6],
      );
    });

    it("GET /api/classes: a teacher's own 2 and 6 classes; the public list before and after 4 more", async () => {
      const six = await approvedTeacher(ctx, {
        classes: Array.from({ length: 6 }, (_, i) =>
          validClass({ title: `Class ${i + 1}`, level: (["beginner", "intermediate", "advanced"] as const)[i % 3] }),
        ),
      });
      await expectSameCount(
        await get("GET /api/classes (teacher)", groupA[0].agent, "/api/classes"),
        await get("GET /api/classes (teacher)", six.agent, "/api/classes"),
        [2, 6],
      );
      const before = await get("GET /api/classes (parent)", p2.agent, "/api/classes");
      const n = lengthOf(before);
      expect(n).toBeGreaterThanOrEqual(6);
      await ctx.db.db.insert(classes).values(
        Array.from({ length: 4 }, (_, i) => ({
          ...validClass({ title: `Extra ${i + 1}` }),
          level: "beginner" as const,
          teacherId: six.user.id,
        })),
      );
      await expectSameCount(before, await get("GET /api/classes (parent)", p2.agent, "/api/classes"), [n, n + 4]);
    }, 60_000);
  });
});

describe("the checks themselves", () => {
  const planOf = (text: string, values: unknown[] = []) => explain(explainer, { text, values });

  it("flags a Seq Scan and a whole-index count on a large table, not an index lookup or a limited index walk", async () => {
    const seq = wholeTableReads(await planOf(`SELECT * FROM bookings WHERE notes = $1`, ["x"]), LARGE_TABLES);
    expect(seq.map((p) => p.kind)).toEqual(["Seq Scan"]);
    const count = wholeTableReads(await planOf(`SELECT count(*) FROM bookings`), LARGE_TABLES);
    expect(count.map((p) => p.kind)).toEqual(["full index scan"]);
    expect(wholeTableReads(await planOf(`SELECT * FROM bookings WHERE parent_id = $1`, [1]), LARGE_TABLES)).toEqual([]);
    expect(wholeTableReads(await planOf(`SELECT * FROM classes ORDER BY id LIMIT 5`), LARGE_TABLES)).toEqual([]);
    // A Limit above an aggregate does not cut the scan below it short: the whole index is counted first.
    const counted = wholeTableReads(await planOf(`SELECT count(*) FROM bookings LIMIT 1`), LARGE_TABLES);
    expect(counted.map((p) => p.kind)).toEqual(["full index scan"]);
  });

  it("lets only the named small partial indexes be read whole: a partial index over most of a table still counts", async () => {
    const suspended = (
      await planAll({
        label: "suspended",
        res: {} as supertest.Response,
        statements: [{ text: `SELECT count(*) FROM users WHERE suspended_at IS NOT NULL`, values: [] }],
      })
    )[0];
    expect(scans(suspended.plan!).join()).toMatch(/users_suspended_idx/);
    expect(suspended.problems).toEqual([]);
    const active = (
      await planAll({
        label: "active",
        res: {} as supertest.Response,
        statements: [{ text: `SELECT count(*) FROM classes WHERE is_active`, values: [] }],
      })
    )[0];
    expect(active.problems.map((p) => p.kind)).toEqual(["full index scan"]);
  });

  it("captures pool queries and a transaction's statements, once each and only inside the window", async () => {
    await ctx.db.db.select().from(classes).limit(1); // outside: not recorded
    const { statements } = await capture.record(() =>
      ctx.db.db.transaction(async (tx) => {
        await tx.select().from(classes).where(eq(classes.id, 1)).for("update");
      }),
    );
    expect(statements.map((s) => oneLine(s.text, 30).toLowerCase().split(" ")[0])).toEqual([
      "begin",
      "select",
      "commit",
    ]);
    expect(statements[1].values).toEqual([1]);
    const plain = await capture.record(() => ctx.db.pool.query("SELECT $1::int AS n", [7]));
    expect(plain.statements).toEqual([{ text: "SELECT $1::int AS n", values: [7] }]);
  });
});
