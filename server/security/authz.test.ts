// The authorization matrix (issue 7): every route of the route table, called as every kind of caller on objects
// owned by A. Refused callers get 401 (signed out) or 403/404 and change nothing in the database; allowed callers
// are not refused. A route the app serves without an entry in the table fails the first test.
import { DEFAULT_WEEKLY_HOURS } from "@shared/teacher-hours";
import supertest from "supertest";
import { describe, expect, it, beforeAll } from "vitest";
import { eq } from "drizzle-orm";
import {
  bookings,
  hifzEntries,
  interviews,
  notifications,
  progressReports,
  reviews,
  studentBadges,
  users,
} from "@shared/schema";
import { insertLesson } from "../test/insert-lesson";
import {
  bookingCast,
  futureDate,
  makeTeacher,
  signInAs,
  signUp,
  slotAt,
  uniqueName,
  useTestApp,
  validClass,
  validProfile,
} from "../test/test-app";
import { tableDigests } from "../test/db-fingerprint";
import { listRoutes } from "../test/list-routes";
import { allowedCallers, CALLERS, PAGED_LISTS, ROUTE_TABLE, type Caller, type RouteRule } from "../test/route-table";

const ctx = useTestApp();
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

type Agent = ReturnType<typeof supertest.agent>;
interface Account {
  agent: Agent;
  username: string;
  password: string;
  id: number;
  role: "parent" | "teacher" | "admin";
}

const accounts = {} as Record<Exclude<Caller, "signed-out">, Account>;
const ids = {} as {
  student: number;
  class: number;
  booking: number;
  bookingAt: string;
  order: string;
  document: number;
  profile: number;
  notification: number;
  adminNotification: number;
  interview: number;
  pendingTeacher: number;
  /** A past lesson of A's, not yet reported (the report is written by the matrix). */
  unreported: number;
  /** A past lesson of A's, held, with teacher A's report and no review yet. */
  reported: number;
  /** Parent A's review of teacher A, without a reply. */
  review: number;
  /** A bystander's calendar feed secret: the matrix resets every caller's own, never this one. */
  feedToken: string;
  /** A certificate of child A's (issue 19): anyone may verify it. */
  certificate: string;
};

async function signBackIn(caller: Exclude<Caller, "signed-out">) {
  const a = accounts[caller];
  a.agent = supertest.agent(ctx.app);
  const res = await a.agent.post("/api/login").send({ username: a.username, password: a.password });
  if (res.status !== 200) throw new Error(`re-login of ${caller} failed: ${res.status}`);
}

beforeAll(async () => {
  const cast = await bookingCast(ctx);
  accounts["parent A"] = {
    agent: cast.parent.agent,
    username: cast.parent.username,
    password: cast.parent.password,
    id: cast.parent.user.id,
    role: "parent",
  };
  accounts["teacher A"] = {
    agent: cast.teacher.agent,
    username: cast.teacher.username,
    password: cast.teacher.password,
    id: cast.teacher.user.id,
    role: "teacher",
  };
  const parentB = await signUp(ctx);
  accounts["parent B"] = {
    agent: parentB.agent,
    username: parentB.username,
    password: parentB.password,
    id: parentB.user.id,
    role: "parent",
  };
  const teacherB = await makeTeacher(ctx, "approved");
  accounts["teacher B"] = {
    agent: teacherB.agent,
    username: teacherB.username,
    password: teacherB.password,
    id: teacherB.user.id,
    role: "teacher",
  };
  const pending = await makeTeacher(ctx, "pending");
  accounts["pending teacher"] = {
    agent: pending.agent,
    username: pending.username,
    password: pending.password,
    id: pending.user.id,
    role: "teacher",
  };
  const admin = await signInAs(ctx, ["admin"]);
  accounts.admin = {
    agent: admin.agent,
    username: admin.username,
    password: "secret123",
    id: admin.user.id,
    role: "admin",
  };

  ids.student = cast.studentId;
  ids.class = cast.classId;
  ids.pendingTeacher = pending.user.id;
  ids.profile = (await cast.teacher.agent.get("/api/teacher/profile")).body.id;
  ids.bookingAt = slotAt(futureDate(5), "10:00");
  const booking = await cast.parent.agent
    .post("/api/bookings")
    .send({ classId: ids.class, studentId: ids.student, scheduledAt: ids.bookingAt });
  ids.booking = booking.body.id;
  const order = await cast.parent.agent
    .post("/order")
    .send({ amount: "20.00", currency: "USD", intent: "CAPTURE", bookingId: ids.booking });
  ids.order = order.body.id;
  // A qualification: the matrix uploads a CV (each upload is a new document, so the fixture's id must not be replaced),
  // and an ID uploaded over the fixture's verified ID would send teacher A back to review (api.md "Trust after
  // verification").
  const doc = await cast.teacher.agent
    .post("/api/documents/upload")
    .field("documentType", "qualification")
    .attach("document", PDF, { filename: "ijazah.pdf", contentType: "application/pdf" });
  ids.document = doc.body.id;
  const [note] = await ctx.db.db
    .insert(notifications)
    .values({
      userId: cast.teacher.user.id,
      type: "reminder",
      title: "Reminder",
      message: "Please finish your application",
    })
    .returning();
  ids.notification = note.id;
  const [feed] = await ctx.db.db
    .insert(notifications)
    .values({ userId: null, type: "new_user", title: "New user", message: "Someone joined" })
    .returning();
  ids.adminNotification = feed.id;
  const [interview] = await ctx.db.db
    .insert(interviews)
    .values({
      teacherId: cast.teacher.user.id,
      scheduledAt: new Date(Date.now() + 7 * 86_400_000),
      status: "scheduled",
    })
    .returning();
  ids.interview = interview.id;
  // The lesson after the booking (issue 16), written as it stands after the teacher completed it.
  const lesson = {
    classId: cast.classId,
    studentId: cast.studentId,
    parentId: cast.parent.user.id,
    teacherId: cast.teacher.user.id,
  };
  ids.unreported = await insertLesson(ctx.db.db, lesson, { status: "scheduled", attendance: null });
  ids.reported = await insertLesson(ctx.db.db, lesson);
  const [heard] = await ctx.db.db
    .insert(progressReports)
    .values({
      bookingId: ids.reported,
      studentId: cast.studentId,
      teacherId: cast.teacher.user.id,
      content: "Al-Fatiha",
    })
    .returning();
  // Al-Fatiha memorised in that lesson: the first-surah badge below is earned, so no report the matrix writes withdraws
  // it.
  await ctx.db.db.insert(hifzEntries).values({
    reportId: heard.id,
    bookingId: ids.reported,
    studentId: cast.studentId,
    teacherId: cast.teacher.user.id,
    lessonAt: new Date(Date.now() - 86_400_000),
    position: 0,
    kind: "sabaq",
    fromSurah: 1,
    fromAyah: 1,
    toSurah: 1,
    toAyah: 7,
    firstAyah: 1,
    lastAyah: 7,
    grade: "good",
  });
  const reviewed = await insertLesson(ctx.db.db, lesson);
  const [review] = await ctx.db.db
    .insert(reviews)
    .values({ bookingId: reviewed, teacherId: cast.teacher.user.id, parentId: cast.parent.user.id, rating: 5 })
    .returning();
  ids.review = review.id;
  ids.certificate = "0A1B-2C3D-4E5F-6071";
  await ctx.db.db.insert(studentBadges).values({
    studentId: cast.studentId,
    code: "first-surah",
    surah: 1,
    teacherId: cast.teacher.user.id,
    teacherName: "Teacher A",
    studentName: "Zayd",
    certificateCode: ids.certificate,
  });
  const feedOwner = await signUp(ctx);
  ids.feedToken = "F".repeat(43);
  await ctx.db.db.update(users).set({ calendarToken: ids.feedToken }).where(eq(users.id, feedOwner.user.id));
  if ((await ctx.db.db.select().from(bookings).where(eq(bookings.id, ids.reported)))[0]?.attendance !== "present")
    throw new Error("fixture lesson missing");
  for (const k of [
    "student",
    "class",
    "booking",
    "order",
    "document",
    "profile",
    "unreported",
    "reported",
    "review",
  ] as const) {
    if (!ids[k]) throw new Error(`fixture ${k} missing`);
  }
});

interface Call {
  url: string;
  body?: unknown;
  upload?: boolean;
}

/** A request of `rule` aimed at A's objects; `caller` only picks caller-specific harmless values. */
function requestFor(rule: RouteRule, caller: Caller): Call {
  const own = caller === "signed-out" ? undefined : accounts[caller];
  const fill = (p: string, id: number | string) => p.replace(":id", String(id));
  switch (`${rule.method} ${rule.path}`) {
    case "POST /api/register": {
      const username = uniqueName("matrix");
      return {
        url: rule.path,
        body: {
          username,
          email: `${username}@example.com`,
          password: "secret123",
          firstName: "M",
          lastName: "X",
          role: "parent",
        },
      };
    }
    case "POST /api/login": {
      const who = own ?? accounts["parent A"];
      return { url: rule.path, body: { username: who.username, password: who.password } };
    }
    case "PATCH /api/user/role":
      return { url: rule.path, body: { role: own?.role ?? "parent" } };
    case "PATCH /api/user/preferences":
      return { url: rule.path, body: { preferredCurrency: "USD" } };
    // An address without an account: nothing is written after the answer, so no later digest can see it.
    case "POST /api/password/forgot":
      return { url: rule.path, body: { email: `${uniqueName("nobody")}@example.com` } };
    case "POST /api/password/reset":
      return { url: rule.path, body: { token: "A".repeat(43), password: "secret123" } };
    // The same password again: allowed callers really change it, and can still sign in with it.
    case "PATCH /api/user/password":
      return {
        url: rule.path,
        body: { currentPassword: own?.password ?? "secret123", newPassword: own?.password ?? "secret123" },
      };
    case "POST /api/teacher/profile":
      return { url: rule.path, body: validProfile() };
    // The spec's default hours: allowed callers really save them, and the slots stay as they were.
    case "PUT /api/teacher/availability":
      return { url: rule.path, body: { minimumNoticeHours: 12, weekly: DEFAULT_WEEKLY_HOURS, exceptions: [] } };
    case "PATCH /api/teacher/profile/:id":
      return { url: fill(rule.path, ids.profile), body: { idVerified: true } };
    case "POST /api/documents/upload":
      return { url: rule.path, upload: true };
    case "GET /api/documents/:id/file":
      return { url: fill(rule.path, ids.document) };
    case "POST /api/classes":
      return { url: rule.path, body: validClass({ title: "Matrix class" }) };
    case "PATCH /api/classes/:id":
      return { url: fill(rule.path, ids.class), body: { title: "Tajweed for beginners" } };
    case "GET /api/classes/:id":
      return { url: fill(rule.path, ids.class) };
    case "GET /api/classes/:id/availability":
      return { url: `${fill(rule.path, ids.class)}?from=${futureDate(3)}&to=${futureDate(4)}` };
    case "POST /api/student/profile":
      return { url: rule.path, body: { name: "Matrix Child", age: 7, level: "beginner" } };
    case "PATCH /api/student/profiles/:id":
      return { url: fill(rule.path, ids.student), body: { goals: "Read fluently" } };
    case "POST /api/bookings":
      return {
        url: rule.path,
        body: { classId: ids.class, studentId: ids.student, scheduledAt: slotAt(futureDate(20), "15:00") },
      };
    case "GET /api/bookings/:id":
      return { url: fill(rule.path, ids.booking) };
    case "PATCH /api/bookings/:id":
      // Moving it to where it already is: allowed callers succeed, and nothing really changes.
      return { url: fill(rule.path, ids.booking), body: { scheduledAt: ids.bookingAt } };
    case "POST /api/bookings/:id/report":
      return {
        url: fill(rule.path, ids.unreported),
        body: { attendance: "present", content: "Surah Al-Ikhlas", rating: 5, homework: "Revise it" },
      };
    case "PATCH /api/bookings/:id/report":
      return { url: fill(rule.path, ids.reported), body: { homework: "Revise Al-Fatiha" } };
    case "GET /api/bookings/:id/report":
      return { url: fill(rule.path, ids.reported) };
    case "GET /api/bookings/:id/calendar.ics":
      return { url: fill(rule.path, ids.booking) };
    case "GET /calendar/:token.ics":
      return { url: `/calendar/${ids.feedToken}.ics` };
    case "GET /api/cities":
      return { url: `${rule.path}?q=lon` };
    // A rate near its seed: allowed callers really set it (and date it), which nothing else reads.
    case "PUT /api/admin/currency-rates":
      return { url: rule.path, body: { rates: { GBP: 0.75 } } };
    case "POST /api/bookings/:id/review-request/dismiss":
      return { url: fill(rule.path, ids.reported) };
    case "GET /api/students/:id/hifz":
    case "GET /api/students/:id/badges":
      return { url: fill(rule.path, ids.student) };
    case "GET /api/students/:id/badges/:code/certificate":
      return { url: fill(rule.path, ids.student).replace(":code", "first-surah") };
    case "GET /api/certificates/:code":
      return { url: `/api/certificates/${ids.certificate}` };
    case "GET /api/students/:id/progress":
      return { url: `${fill(rule.path, ids.student)}?limit=5&offset=0` };
    case "POST /api/reviews":
      return { url: rule.path, body: { bookingId: ids.reported, rating: 5, comment: "Patient and kind" } };
    case "POST /api/reviews/:id/reply":
      return { url: fill(rule.path, ids.review), body: { reply: "Thank you" } };
    case "GET /api/teachers/:id":
      return { url: fill(rule.path, accounts["teacher A"].id) };
    case "GET /api/teachers/:id/reviews":
      return { url: `${fill(rule.path, accounts["teacher A"].id)}?limit=5&offset=0` };
    case "POST /api/interviews":
      return {
        url: rule.path,
        body: {
          teacherId: ids.pendingTeacher,
          scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
          status: "scheduled",
        },
      };
    case "PATCH /api/interviews/:id":
      return { url: fill(rule.path, ids.interview), body: { notes: "Bring your ijazah" } };
    case "PATCH /api/admin/notifications/:id":
      return { url: fill(rule.path, ids.adminNotification), body: { read: true } };
    // Restoring an account that is not suspended: allowed for admins and harmless.
    case "PATCH /api/admin/users/:id":
      return { url: fill(rule.path, ids.pendingTeacher), body: { suspended: false } };
    case "POST /api/admin/send-reminder":
      return { url: rule.path, body: { teacherId: ids.pendingTeacher } };
    case "PATCH /api/notifications/:id":
      return { url: fill(rule.path, ids.notification), body: { read: true } };
    case "POST /order":
      return { url: rule.path, body: { amount: "20.00", currency: "USD", intent: "CAPTURE", bookingId: ids.booking } };
    case "POST /order/:id/capture":
      return { url: fill(rule.path, ids.order) };
    default:
      if (rule.path.includes(":")) throw new Error(`no request for ${rule.method} ${rule.path}`);
      // A paged list with its paging parameters: they must not change who may read it.
      return {
        url: rule.method === "GET" && PAGED_LISTS.includes(rule.path) ? `${rule.path}?limit=5&offset=0` : rule.path,
      };
  }
}

async function send(rule: RouteRule, caller: Caller) {
  const call = requestFor(rule, caller);
  const client = caller === "signed-out" ? supertest(ctx.app) : accounts[caller].agent;
  const method = rule.method.toLowerCase() as "get" | "post" | "patch" | "put";
  let req = client[method](call.url);
  if (call.upload)
    req = req
      .field("documentType", "cv")
      .attach("document", PDF, { filename: "cv.pdf", contentType: "application/pdf" });
  else if (call.body !== undefined) req = req.send(call.body as object);
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
