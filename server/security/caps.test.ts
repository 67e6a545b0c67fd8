// Issue 14 (api.md "Bounded answers and caps"): every cap filled with the longest, JSON-costliest texts, then every
// list read page by page: no answer over 1 MB, every item reachable, and the cap+1 create a 409 that writes nothing.
import { count, eq, inArray } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPCOMING_BOOKINGS_CAP_MESSAGE } from "@shared/bookings";
import { CLASSES_CAP_MESSAGE } from "@shared/classes";
import { CAPS, MAX_ANSWER_BYTES, PAGE, TEXT_MAX } from "@shared/constants";
import {
  bookings,
  classes,
  interviews,
  notifications,
  planCycles,
  plans,
  reviews,
  studentProfiles,
  teacherProfiles,
  users,
} from "@shared/schema";
import { PLANS_CAP_MESSAGE } from "@shared/plans";
import { CHILDREN_CAP_MESSAGE } from "@shared/students";
import type { TeacherListItem } from "@shared/teachers";
import { tableDigests } from "../test/db-fingerprint";
import {
  futureDate,
  signInAs,
  signUp,
  slotAt,
  uniqueName,
  useTestApp,
  validClass,
  validProfile,
} from "../test/test-app";
import { PAGED_LISTS } from "../test/route-table";

const ctx = useTestApp();
type Agent = ReturnType<typeof supertest.agent>;

// JSON writes a control character as \u0001: 6 bytes for one character of a text limit, the most any character
// costs. Names and titles are one line (no control characters): there a 3-byte character is the worst.
const worst = (n: number) => "\u0001".repeat(n);
const NAME = "€".repeat(TEXT_MAX.name);
const LONG_TITLE = "€".repeat(TEXT_MAX.title);
const LONG_TEXT = worst(TEXT_MAX.long);
const NOTE = worst(TEXT_MAX.note);

const maxClass = (i: number) =>
  validClass({ title: `${i} ${LONG_TITLE}`.slice(0, TEXT_MAX.title), description: LONG_TEXT });
const maxChild = (i: number) => ({
  name: `${i} ${NAME}`.slice(0, TEXT_MAX.name),
  age: 9,
  level: "beginner",
  goals: NOTE,
  specialNeeds: NOTE,
});

// --- memory: sampled every few milliseconds while the lists are read -------------------------------------------
const memory = { baseline: process.memoryUsage(), peakRss: 0, peakHeap: 0, reads: 0, largest: 0 };
const sample = () => {
  const m = process.memoryUsage();
  memory.peakRss = Math.max(memory.peakRss, m.rss);
  memory.peakHeap = Math.max(memory.peakHeap, m.heapUsed);
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The answer's JSON as sent, in bytes, checked against the budget. */
function expectBounded(res: supertest.Response, what: string) {
  const bytes = Buffer.byteLength(res.text ?? "");
  memory.reads++;
  memory.largest = Math.max(memory.largest, bytes);
  expect(bytes, `${what}: ${bytes} bytes`).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
  return bytes;
}

/** Reads a list page after page (the next from the number received) and returns every id, each answer checked. */
async function readAll(agent: Agent, path: string, limit: number = PAGE.maxLimit) {
  const ids = new Set<number>();
  let offset = 0;
  let total = 0;
  let pages = 0;
  let shortPages = 0;
  do {
    const res = await agent.get(`${path}${path.includes("?") ? "&" : "?"}limit=${limit}&offset=${offset}`);
    expect(res.status, `${path}: ${res.text.slice(0, 200)}`).toBe(200);
    expectBounded(res, `${path} offset ${offset}`);
    total = Number(res.headers["x-total-count"]);
    expect(Number.isInteger(total), `${path}: X-Total-Count`).toBe(true);
    const items = res.body as { id: number }[];
    if (total > offset) expect(items.length, `${path}: an empty page before the end`).toBeGreaterThan(0);
    if (items.length < Math.min(limit, total - offset)) shortPages++;
    for (const item of items) ids.add(item.id);
    offset += items.length;
    pages++;
  } while (offset < total && pages < 100);
  expect(ids.size, `${path}: every item once`).toBe(total);
  return { ids, total, pages, shortPages };
}

// --- the world: every cap at its limit --------------------------------------------------------------------------
const world = {} as {
  admin: Agent;
  parent: Awaited<ReturnType<typeof signUp>>;
  teacher: Awaited<ReturnType<typeof signUp>>;
  childIds: number[];
  classIds: number[];
  browseTeachers: number;
};

/** Users made in the database directly (names at their maximum), e.g. applicants who never finished. */
async function insertUsers(n: number, role: "teacher" | "parent") {
  const rows = await ctx.db.db
    .insert(users)
    .values(
      Array.from({ length: n }, () => {
        const username = uniqueName(role);
        return {
          username,
          email: `${username}@example.com`,
          password: "not-a-hash",
          firstName: NAME,
          lastName: NAME,
          userType: role,
          roles: [role],
          currentRole: role,
        };
      }),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  world.admin = (await signInAs(ctx, ["admin"])).agent;

  // A teacher with the longest profile, approved, and 50 classes of the longest title and description, over HTTP.
  world.teacher = await signUp(ctx, { role: "teacher", firstName: NAME, lastName: NAME });
  const profile = await world.teacher.agent
    .post("/api/teacher/profile")
    .send(validProfile({ bio: LONG_TEXT, qualifications: NOTE }));
  expect(profile.status, profile.text).toBe(201);
  await ctx.db.db
    .update(teacherProfiles)
    .set({
      verificationStatus: "approved",
      idVerified: true,
      policeCheckVerified: true,
      interviewCompleted: true,
      feedback: NOTE,
    })
    .where(eq(teacherProfiles.userId, world.teacher.user.id));
  world.classIds = [];
  for (let i = 0; i < CAPS.classesPerTeacher; i++) {
    const res = await world.teacher.agent.post("/api/classes").send(maxClass(i));
    expect(res.status, res.text.slice(0, 200)).toBe(201);
    world.classIds.push(res.body.id);
  }

  // A parent with 20 children of the longest goals and special needs, over HTTP.
  world.parent = await signUp(ctx, { firstName: NAME, lastName: NAME });
  world.childIds = [];
  for (let i = 0; i < CAPS.childrenPerParent; i++) {
    const res = await world.parent.agent.post("/api/student/profile").send(maxChild(i));
    expect(res.status, res.text.slice(0, 200)).toBe(201);
    world.childIds.push(res.body.id);
  }

  // 500 upcoming bookings with the longest notes, in the database (2 hours apart from 100 days on: no overlaps).
  const start = Date.now() + 100 * 86_400_000;
  await ctx.db.db.insert(bookings).values(
    Array.from({ length: CAPS.upcomingBookingsPerParent }, (_, i) => {
      const at = new Date(start + i * 2 * 3_600_000);
      return {
        classId: world.classIds[i % world.classIds.length],
        studentId: world.childIds[i % world.childIds.length],
        parentId: world.parent.user.id,
        teacherId: world.teacher.user.id,
        scheduledAt: at,
        endsAt: new Date(at.getTime() + 45 * 60_000),
        amount: "20.00",
        notes: NOTE,
      };
    }),
  );

  // 60 more approved teachers with the longest profiles, each with 4 active classes: more than a browse page holds.
  const others = await insertUsers(60, "teacher");
  await ctx.db.db.insert(teacherProfiles).values(
    others.map((userId, i) => ({
      userId,
      ...validProfile({ bio: LONG_TEXT, qualifications: NOTE, experience: i % 30 }),
      verificationStatus: "approved" as const,
      idVerified: true,
      policeCheckVerified: true,
      interviewCompleted: true,
      feedback: NOTE,
    })),
  );
  await ctx.db.db
    .insert(classes)
    .values(
      others.flatMap((teacherId) =>
        Array.from({ length: 4 }, (_, i) => ({ ...maxClass(i), level: "beginner" as const, teacherId })),
      ),
    );
  world.browseTeachers = others.length + 1;

  // Applicants who never finished (the admin's incomplete applications), notifications and interviews aplenty.
  await insertUsers(150, "teacher");
  const note = (userId: number | null, i: number) => ({
    type: "teacher_status" as const,
    title: `${i} ${LONG_TITLE}`.slice(0, 200),
    message: NOTE,
    userId,
  });
  await ctx.db.db
    .insert(notifications)
    .values([
      ...Array.from({ length: 300 }, (_, i) => note(world.parent.user.id, i)),
      ...Array.from({ length: 300 }, (_, i) => note(world.teacher.user.id, i)),
      ...Array.from({ length: 300 }, (_, i) => note(null, i)),
    ]);
  // 300 reviews of the teacher, each with the longest comment and reply (about 24 kB of JSON each).
  const comment = worst(TEXT_MAX.comment);
  await ctx.db.db.insert(reviews).values(
    Array.from({ length: 300 }, () => ({
      teacherId: world.teacher.user.id,
      parentId: world.parent.user.id,
      rating: 5,
      comment,
      reply: comment,
      repliedAt: new Date(),
    })),
  );
  await ctx.db.db.insert(interviews).values(
    Array.from({ length: 300 }, (_, i) => ({
      teacherId: world.teacher.user.id,
      scheduledAt: new Date(Date.now() - (i + 1) * 86_400_000),
      status: "completed" as const,
      result: "approved" as const,
      notes: NOTE,
      feedback: NOTE,
    })),
  );
}, 180_000);

afterAll(() => {
  console.log(
    `caps: ${memory.reads} list answers read, the largest ${memory.largest} bytes (budget ${MAX_ANSWER_BYTES}); ` +
      `process memory before the reads rss ${mb(memory.baseline.rss)}, heap ${mb(memory.baseline.heapUsed)}; ` +
      `peak while reading rss ${mb(memory.peakRss)}, heap ${mb(memory.peakHeap)}`,
  );
});

const digest = () => tableDigests(ctx.db.pool);

describe("caps: the create past each cap is a 409 that writes nothing", () => {
  it(`refuses a parent's child number ${CAPS.childrenPerParent + 1}`, async () => {
    const before = await digest();
    const res = await world.parent.agent.post("/api/student/profile").send(maxChild(99));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: CHILDREN_CAP_MESSAGE });
    expect(CHILDREN_CAP_MESSAGE).toBe("You can add at most 20 children");
    expect(await digest()).toEqual(before);
  });

  it(`refuses a teacher's class number ${CAPS.classesPerTeacher + 1}, inactive classes counted`, async () => {
    // Deactivating classes does not make room: the cap is on classes held, active or not.
    await ctx.db.db
      .update(classes)
      .set({ isActive: false })
      .where(inArray(classes.id, world.classIds.slice(0, 10)));
    const before = await digest();
    const res = await world.teacher.agent.post("/api/classes").send(maxClass(99));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: CLASSES_CAP_MESSAGE });
    expect(await digest()).toEqual(before);
  });

  it(`refuses upcoming booking number ${CAPS.upcomingBookingsPerParent + 1}; a past or cancelled one does not count`, async () => {
    // A free slot of an active class, for the parent's own child: without the cap this would be a 201.
    const attempt = {
      classId: world.classIds[20],
      studentId: world.childIds[0],
      scheduledAt: slotAt(futureDate(3), "10:00"),
      notes: NOTE,
    };
    const before = await digest();
    const res = await world.parent.agent.post("/api/bookings").send(attempt);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: UPCOMING_BOOKINGS_CAP_MESSAGE });
    expect(await digest()).toEqual(before);
    // One cancelled: room for exactly one more.
    const [last] = await ctx.db.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.parentId, world.parent.user.id))
      .limit(1);
    await ctx.db.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, last.id));
    expect((await world.parent.agent.post("/api/bookings").send(attempt)).status).toBe(201);
    const again = await world.parent.agent
      .post("/api/bookings")
      .send({ ...attempt, studentId: world.childIds[1], scheduledAt: slotAt(futureDate(3), "14:00") });
    expect(again.status).toBe(409);
  });
});

describe("browse: each teacher carries at most 3 classes and the number of all", () => {
  it("GET /api/teachers: classes cut to CAPS.classesPerBrowseItem, classCount counts the active ones", async () => {
    for (const agent of [world.parent.agent, world.admin]) {
      const res = await agent.get(`/api/teachers?teacherId=${world.teacher.user.id}`);
      expect(res.status).toBe(200);
      const [item] = res.body as TeacherListItem[];
      // 50 classes, 10 of them deactivated above: 40 active, the first 3 of them carried.
      expect(item.classCount).toBe(CAPS.classesPerTeacher - 10);
      expect(item.classes.map((c) => c.id)).toEqual(world.classIds.slice(10, 10 + CAPS.classesPerBrowseItem));
      expect(item.classes.every((c) => c.isActive)).toBe(true);
    }
    const other = (await world.parent.agent.get("/api/teachers?limit=50").expect(200)).body as TeacherListItem[];
    for (const t of other) expect(t.classes.length).toBeLessThanOrEqual(CAPS.classesPerBrowseItem);
    expect(other.some((t) => t.classCount === 4 && t.classes.length === 3)).toBe(true);
  });
});

describe("no answer over 1 MB, whatever the caps hold", () => {
  // Every paged list and the browse, as each identity that may read it (an admin reads the lists admins get).
  const reads: [who: "parent" | "teacher" | "admin", path: string][] = [
    ["parent", "/api/bookings"],
    ["parent", "/api/classes"],
    ["parent", "/api/student/profiles"],
    ["parent", "/api/notifications"],
    ["parent", "/api/plans"],
    ["teacher", "/api/bookings"],
    ["teacher", "/api/plans"],
    ["admin", "/api/plans"],
    ["teacher", "/api/classes"],
    ["teacher", "/api/notifications"],
    ["teacher", "/api/interviews"],
    ["admin", "/api/bookings"],
    ["admin", "/api/classes"],
    ["admin", "/api/notifications"],
    ["admin", "/api/interviews"],
    ["admin", "/api/admin/notifications"],
    ["admin", "/api/admin/recent-users"],
    ["admin", "/api/admin/incomplete-applications"],
    // :id is the teacher of the world.
    ["parent", "/api/teachers/:id/reviews"],
  ];
  const notesOf = async (userId: number) =>
    (await ctx.db.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)))[0].n;
  const agentOf = (who: "parent" | "teacher" | "admin") => (who === "admin" ? world.admin : world[who].agent);

  it("reads every paged list of the route table", () => {
    expect([...new Set(reads.map(([, path]) => path))].sort()).toEqual([...PAGED_LISTS].sort());
  });

  // Issue 33: the parent's live plans at their cap, each with every weekday and a cycle of 28 dates skipped (the
  // largest a cycle's dates can make an item; its lessons are bookings, counted above).
  it("fills the weekly plans to their cap", async () => {
    const weekly = Array.from({ length: 7 }, (_, day) => ({ day, time: "23:30" }));
    const made = await ctx.db.db
      .insert(plans)
      .values(
        Array.from({ length: CAPS.livePlansPerParent }, (_, i) => ({
          parentId: world.parent.user.id,
          studentId: world.childIds[i % world.childIds.length],
          classId: world.classIds[0],
          teacherId: world.teacher.user.id,
          weekly,
          timeZone: "America/Argentina/ComodRivadavia",
          status: "active" as const,
        })),
      )
      .returning({ id: plans.id });
    const skipped = Array.from({ length: 28 }, (_, d) => ({
      date: `2027-02-${String(d + 1).padStart(2, "0")}`,
      time: "23:30",
      reason: "day_off" as const,
    }));
    await ctx.db.db.insert(planCycles).values(
      made.map((p) => ({
        planId: p.id,
        number: 1,
        startsOn: "2027-02-01",
        endsOn: "2027-02-28",
        amount: "0.00",
        skipped,
      })),
    );
    const res = await world.parent.agent.post("/api/plans").send({
      classId: world.classIds[20],
      studentId: world.childIds[0],
      weekly: [{ day: 2, time: "10:00" }],
      startsOn: futureDate(10),
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: PLANS_CAP_MESSAGE });
  });

  it("every list, page after page, as its owner and as an admin: each answer ≤ 1 MB, every item reachable", async () => {
    const timer = setInterval(sample, 2);
    memory.baseline = process.memoryUsage();
    try {
      const expected: Record<string, number> = {
        "parent /api/bookings": CAPS.upcomingBookingsPerParent + 1,
        "parent /api/student/profiles": CAPS.childrenPerParent,
        "parent /api/plans": CAPS.livePlansPerParent,
        "teacher /api/plans": CAPS.livePlansPerParent,
        // 300 seeded, plus what the tests above told them (a booking's confirmation).
        "parent /api/notifications": await notesOf(world.parent.user.id),
        // Less the one cancelled before it was paid: never a lesson of the teacher's, so not listed to them (issue 32).
        "teacher /api/bookings": CAPS.upcomingBookingsPerParent,
        "teacher /api/classes": CAPS.classesPerTeacher,
        "teacher /api/notifications": await notesOf(world.teacher.user.id),
        "teacher /api/interviews": 300,
        "parent /api/teachers/:id/reviews": 300,
      };
      for (const [who, listPath] of reads) {
        const path = listPath.replace(":id", String(world.teacher.user.id));
        const agent = agentOf(who);
        // The default page (no parameters) and 8 at once of the largest page: what several tabs or users ask together.
        const plain = await agent.get(path);
        expect(plain.status, `${who} ${path}`).toBe(200);
        expectBounded(plain, `${who} ${path}`);
        const burst = await Promise.all(Array.from({ length: 8 }, () => agent.get(`${path}?limit=${PAGE.maxLimit}`)));
        for (const res of burst) expectBounded(res, `${who} ${path}?limit=${PAGE.maxLimit}`);
        sample();
        const all = await readAll(agent, path);
        if (expected[`${who} ${listPath}`] !== undefined)
          expect(all.total, `${who} ${path}`).toBe(expected[`${who} ${listPath}`]);
        console.log(
          `caps: ${who} ${path}: ${all.total} items in ${all.pages} pages (${all.shortPages} cut short by the byte budget)`,
        );
      }
      // The browse, its largest page, as a parent (read cache off here: computed each time) and as an admin.
      for (const agent of [world.parent.agent, world.admin]) {
        const burst = await Promise.all(Array.from({ length: 8 }, () => agent.get("/api/teachers?limit=50")));
        for (const res of burst) expectBounded(res, "/api/teachers?limit=50");
        // The teacher's page carries every active class: still within the budget.
        expectBounded(await agent.get(`/api/teachers/${world.teacher.user.id}`).expect(200), "/api/teachers/:id");
        const all = await readAll(agent, "/api/teachers", 50);
        expect(all.total).toBeGreaterThanOrEqual(world.browseTeachers);
        console.log(
          `caps: /api/teachers: ${all.total} teachers in ${all.pages} pages (${all.shortPages} cut short by the byte budget)`,
        );
      }
    } finally {
      clearInterval(timer);
      sample();
    }
    // Generous: the point is that memory stays in proportion to a few pages, not to what the accounts hold.
    expect(memory.peakHeap - memory.baseline.heapUsed).toBeLessThan(512 * 1024 * 1024);
  }, 180_000);
});

describe("text limits: one character too many is a 400 naming the field", () => {
  it("refuses every long text field of the requests, and accepts it at its limit", async () => {
    const admin = world.admin;
    const parent = world.parent.agent;
    const teacher = world.teacher.agent;
    const profileId = (await teacher.get("/api/teacher/profile")).body.id as number;
    const [interview] = await ctx.db.db
      .select({ id: interviews.id })
      .from(interviews)
      .where(eq(interviews.teacherId, world.teacher.user.id))
      .limit(1);
    const child = world.childIds[0];
    const cls = world.classIds[20];
    // [who, method, path, body with the field at `length`, field, limit]
    const cases: [Agent, "post" | "patch", string, (text: string) => object, string, number][] = [
      [parent, "patch", `/api/student/profiles/${child}`, (t) => ({ name: t }), "name", TEXT_MAX.name],
      [parent, "patch", `/api/student/profiles/${child}`, (t) => ({ goals: t }), "goals", TEXT_MAX.note],
      [parent, "patch", `/api/student/profiles/${child}`, (t) => ({ specialNeeds: t }), "specialNeeds", TEXT_MAX.note],
      [teacher, "patch", `/api/classes/${cls}`, (t) => ({ title: t }), "title", TEXT_MAX.title],
      [teacher, "patch", `/api/classes/${cls}`, (t) => ({ description: t }), "description", TEXT_MAX.long],
      [teacher, "post", "/api/teacher/profile", (t) => validProfile({ bio: t }), "bio", TEXT_MAX.long],
      [
        teacher,
        "post",
        "/api/teacher/profile",
        (t) => validProfile({ qualifications: t }),
        "qualifications",
        TEXT_MAX.note,
      ],
      [admin, "patch", `/api/teacher/profile/${profileId}`, (t) => ({ feedback: t }), "feedback", TEXT_MAX.note],
      [admin, "patch", `/api/interviews/${interview.id}`, (t) => ({ notes: t }), "notes", TEXT_MAX.note],
      [admin, "patch", `/api/interviews/${interview.id}`, (t) => ({ feedback: t }), "feedback", TEXT_MAX.note],
      [
        admin,
        "post",
        "/api/admin/send-reminder",
        (t) => ({ teacherId: world.teacher.user.id, message: t }),
        "message",
        1000,
      ],
    ];
    for (const [agent, method, path, body, field, limit] of cases) {
      const before = await digest();
      const res = await agent[method](path).send(body("a".repeat(limit + 1)));
      expect(res.status, `${method} ${path} ${field}: ${res.text}`).toBe(400);
      expect(res.body.message, `${method} ${path} ${field}`).toMatch(
        new RegExp(`^${field}: .*at most ${limit} characters`),
      );
      expect(await digest(), `${method} ${path} ${field} wrote`).toEqual(before);
    }
    // At the limit: accepted (only the ones that change nothing else of the world above).
    expect(
      (await parent.patch(`/api/student/profiles/${child}`).send({ goals: "a".repeat(TEXT_MAX.note) })).status,
    ).toBe(200);
    expect((await teacher.patch(`/api/classes/${cls}`).send({ description: "a".repeat(TEXT_MAX.long) })).status).toBe(
      200,
    );
    // Lists of choices are bounded too: no more specializations than subjects.
    const many = await teacher
      .post("/api/teacher/profile")
      .send(validProfile({ specializations: Array(1_000).fill("Quran Recitation") }));
    expect(many.status).toBe(400);
    expect(many.body.message).toMatch(/^specializations: /);
  });
});

describe("caps hold when creates race", () => {
  const racers = 6;

  it(`lets exactly 2 of ${racers} concurrent children through at 18 held`, async () => {
    const parent = await signUp(ctx);
    await ctx.db.db.insert(studentProfiles).values(
      Array.from({ length: CAPS.childrenPerParent - 2 }, (_, i) => ({
        parentId: parent.user.id,
        name: `Child ${i}`,
        age: 8,
        level: "beginner" as const,
      })),
    );
    const results = await Promise.all(
      Array.from({ length: racers }, (_, i) =>
        parent.agent.post("/api/student/profile").send({ name: `Racer ${i}`, age: 7, level: "beginner" }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    const held = await ctx.db.db.select().from(studentProfiles).where(eq(studentProfiles.parentId, parent.user.id));
    expect(held).toHaveLength(CAPS.childrenPerParent);
  });

  it(`lets exactly 2 of ${racers} concurrent classes through at 48 held`, async () => {
    const teacher = await signUp(ctx, { role: "teacher" });
    expect((await teacher.agent.post("/api/teacher/profile").send(validProfile())).status).toBe(201);
    await ctx.db.db
      .update(teacherProfiles)
      .set({ verificationStatus: "approved" })
      .where(eq(teacherProfiles.userId, teacher.user.id));
    await ctx.db.db.insert(classes).values(
      Array.from({ length: CAPS.classesPerTeacher - 2 }, () => ({
        ...validClass(),
        level: "beginner" as const,
        teacherId: teacher.user.id,
      })),
    );
    const results = await Promise.all(
      Array.from({ length: racers }, (_, i) =>
        teacher.agent.post("/api/classes").send(validClass({ title: `Racing class ${i}` })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    const held = await ctx.db.db.select().from(classes).where(eq(classes.teacherId, teacher.user.id));
    expect(held).toHaveLength(CAPS.classesPerTeacher);
  });

  it(`lets exactly 2 of ${racers} concurrent bookings through at 498 upcoming`, async () => {
    const teacher = await signUp(ctx, { role: "teacher" });
    expect((await teacher.agent.post("/api/teacher/profile").send(validProfile())).status).toBe(201);
    await ctx.db.db
      .update(teacherProfiles)
      .set({ verificationStatus: "approved" })
      .where(eq(teacherProfiles.userId, teacher.user.id));
    const { body: cls } = await teacher.agent.post("/api/classes").send(validClass()).expect(201);
    const parent = await signUp(ctx);
    const kids = await ctx.db.db
      .insert(studentProfiles)
      .values(
        Array.from({ length: racers }, (_, i) => ({
          parentId: parent.user.id,
          name: `Child ${i}`,
          age: 8,
          level: "beginner" as const,
        })),
      )
      .returning({ id: studentProfiles.id });
    const start = Date.now() + 100 * 86_400_000;
    await ctx.db.db.insert(bookings).values(
      Array.from({ length: CAPS.upcomingBookingsPerParent - 2 }, (_, i) => {
        const at = new Date(start + i * 2 * 3_600_000);
        return {
          classId: cls.id,
          studentId: kids[i % racers].id,
          parentId: parent.user.id,
          teacherId: teacher.user.id,
          scheduledAt: at,
          endsAt: new Date(at.getTime() + 45 * 60_000),
          amount: "20.00",
        };
      }),
    );
    // Six free slots of one day, one child each: only the cap can refuse them.
    const times = ["09:00", "10:00", "11:00", "14:00", "15:00", "16:00"];
    const results = await Promise.all(
      kids.map((kid, i) =>
        parent.agent
          .post("/api/bookings")
          .send({ classId: cls.id, studentId: kid.id, scheduledAt: slotAt(futureDate(4), times[i]) }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe(UPCOMING_BOOKINGS_CAP_MESSAGE);
  });
});
