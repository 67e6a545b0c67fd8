// The world the route table's samples act on (decision 070): A's objects, and a caller of every kind.
// The authorization matrix, the mass-assignment test and the fuzzer build it the same way.
import supertest from "supertest";
import { eq } from "drizzle-orm";
import type { Role } from "@shared/constants";
import { hifzEntries, interviews, notifications, progressReports, reviews, studentBadges, users } from "@shared/schema";
import { weekdayOf } from "../plans/plans.rules";
import { insertLesson } from "./insert-lesson";
import type { Caller } from "./route-table";
import { bookingCast, futureDate, makeTeacher, signInAs, signUp, slotAt, TEST_PDF, type TestContext } from "./test-app";

type Agent = ReturnType<typeof supertest.agent>;
export interface Account {
  agent: Agent;
  username: string;
  password: string;
  id: number;
  role: Role;
}
export type SignedIn = Exclude<Caller, "signed-out">;

export interface RouteFixture {
  accounts: Record<SignedIn, Account>;
  student: number;
  class: number;
  /** Teacher A's profile, and the pending teacher's (user and profile). */
  profile: number;
  pendingTeacher: number;
  pendingProfile: number;
  /** Parent A's upcoming booking, at `bookingAt`, with an order not yet captured. */
  booking: number;
  bookingAt: string;
  order: string;
  /** Parent A's weekly plan with teacher A's class, awaiting payment (issue 33). */
  plan: number;
  /** Teacher A's qualification (an upload of an ID would send an approved teacher back to review). */
  document: number;
  /** Teacher A's notification, and one of the admins' feed. */
  notification: number;
  adminNotification: number;
  interview: number;
  /** A past lesson of A's, not yet reported. */
  unreported: number;
  /** A past lesson of A's, held, with teacher A's report (Al-Fatiha, earning its badge) and no review yet. */
  reported: number;
  /** Parent A's review of teacher A, without a reply. */
  review: number;
  /** A bystander's calendar feed secret and certificate code of child A's. */
  feedToken: string;
  certificate: string;
  /** A bystander's account, for what may happen to an account (suspension, a failed sign-in). */
  bystander: { id: number; username: string };
  /** Parent A's conversation with teacher A (issue 35), not reported. */
  conversation: number;
}

function account(
  who: { agent: Agent; username: string; password?: string; user: { id: number } },
  role: Role,
): Account {
  return { agent: who.agent, username: who.username, password: who.password ?? "secret-12345", id: who.user.id, role };
}

export async function routeFixture(ctx: TestContext): Promise<RouteFixture> {
  const cast = await bookingCast(ctx);
  const pending = await makeTeacher(ctx, "pending");
  const accounts: Record<SignedIn, Account> = {
    "parent A": account(cast.parent, "parent"),
    "parent B": account(await signUp(ctx), "parent"),
    "teacher A": account(cast.teacher, "teacher"),
    "teacher B": account(await makeTeacher(ctx, "approved"), "teacher"),
    "pending teacher": account(pending, "teacher"),
    admin: account(await signInAs(ctx, ["admin"]), "admin"),
  };
  const db = ctx.db.db;
  const ok = (res: supertest.Response, what: string) => {
    if (res.status !== 201 && res.status !== 200) throw new Error(`${what} failed: ${res.status} ${res.text}`);
    return res.body.id;
  };

  const bookingAt = slotAt(futureDate(5), "10:00");
  const booking = ok(
    await cast.parent.agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: bookingAt }),
    "booking",
  );
  const order = ok(
    await cast.parent.agent
      .post("/order")
      .send({ amount: cast.price, currency: "USD", intent: "CAPTURE", bookingId: booking }),
    "order",
  );
  // Weekly at 18:00 from 30 days ahead: clear of every time another sample books or moves.
  const planStart = futureDate(30);
  const plan = ok(
    await cast.parent.agent.post("/api/plans").send({
      classId: cast.classId,
      studentId: cast.studentId,
      weekly: [{ day: weekdayOf(planStart), time: "18:00" }],
      startsOn: planStart,
    }),
    "plan",
  );
  const document = ok(
    await cast.teacher.agent
      .post("/api/documents/upload")
      .field("documentType", "qualification")
      .attach("document", TEST_PDF, { filename: "ijazah.pdf", contentType: "application/pdf" }),
    "upload",
  );
  const [note] = await db
    .insert(notifications)
    .values({ userId: cast.teacher.user.id, type: "reminder", title: "Reminder", message: "Please finish" })
    .returning();
  const [feedNote] = await db
    .insert(notifications)
    .values({ userId: null, type: "new_user", title: "New user", message: "Someone joined" })
    .returning();
  const [interview] = await db
    .insert(interviews)
    .values({
      teacherId: cast.teacher.user.id,
      scheduledAt: new Date(Date.now() + 7 * 86_400_000),
      status: "scheduled",
    })
    .returning();

  const lesson = {
    classId: cast.classId,
    studentId: cast.studentId,
    parentId: cast.parent.user.id,
    teacherId: cast.teacher.user.id,
  };
  const unreported = await insertLesson(db, lesson, { status: "scheduled", attendance: null });
  const reported = await insertLesson(db, lesson);
  const [heard] = await db
    .insert(progressReports)
    .values({ bookingId: reported, studentId: cast.studentId, teacherId: cast.teacher.user.id, content: "Al-Fatiha" })
    .returning();
  // Al-Fatiha memorised in that lesson: its badge is earned, so no report a test writes withdraws it.
  await db.insert(hifzEntries).values({
    reportId: heard.id,
    bookingId: reported,
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
  const [review] = await db
    .insert(reviews)
    .values({
      bookingId: await insertLesson(db, lesson),
      teacherId: cast.teacher.user.id,
      parentId: cast.parent.user.id,
      rating: 5,
    })
    .returning();
  const certificate = "0A1B-2C3D-4E5F-6071";
  await db.insert(studentBadges).values({
    studentId: cast.studentId,
    code: "first-surah",
    surah: 1,
    teacherId: cast.teacher.user.id,
    teacherName: "Teacher A",
    studentName: "Zayd",
    certificateCode: certificate,
  });
  const bystander = await signUp(ctx);
  const conversation = ok(
    await cast.parent.agent.post("/api/conversations").send({ teacherUserId: cast.teacher.user.id }),
    "conversation",
  );
  const feedToken = "F".repeat(43);
  await db.update(users).set({ calendarToken: feedToken }).where(eq(users.id, bystander.user.id));

  return {
    accounts,
    student: cast.studentId,
    class: cast.classId,
    profile: cast.teacher.profileId,
    pendingTeacher: pending.user.id,
    pendingProfile: pending.profileId,
    booking,
    bookingAt,
    order,
    plan,
    document,
    notification: note.id,
    adminNotification: feedNote.id,
    interview: interview.id,
    unreported,
    reported,
    review: review.id,
    feedToken,
    certificate,
    bystander: { id: bystander.user.id, username: bystander.username },
    conversation,
  };
}
