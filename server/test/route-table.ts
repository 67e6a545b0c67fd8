// Every route of the app: who may call it (api.md) and a sample request, in one place (decision 070). The authorization
// matrix, the mass-assignment test and the fuzzer read it; a route the app serves without an entry fails the matrix.
import { DEFAULT_WEEKLY_HOURS } from "@shared/teacher-hours";
import { weekdayOf } from "../plans/plans.rules";
import type { RouteFixture } from "./route-fixture";
import { futureDate, registration, slotAt, uniqueName, validClass, validProfile } from "./test-app";

/** Who may call: the roles of api.md, and the ownership rules on objects (A's child, A's booking, …). */
export type Access =
  | "public" // anyone, signed in or not
  | "signed-in" // any signed-in user
  | "parent" // holds the parent role
  | "teacher" // holds the teacher role
  | "approved-teacher" // holds the teacher role and is approved
  | "teacher-or-admin" // holds the teacher or the admin role (own items / all items)
  | "admin" // holds the admin role
  | "owner-parent" // the parent who owns the object (child, booking, order)
  | "owner-parent-or-admin" // the parent who owns the object (a plan), or an admin
  | "owner-teacher" // the teacher who owns the object (class; a review of them, which they reply to)
  | "owner-teacher-or-admin" // the teacher who owns the object (document), or an admin
  | "booking-party" // the booking's parent or its teacher
  | "booking-party-or-admin" // the booking's parent or its teacher, or an admin
  | "booking-teacher" // the booking's teacher only: anyone else, admins included, is told nothing (404)
  | "student-reader" // the child's parent, a teacher who taught the child (their own reports), or an admin
  | "badge-confirmer" // an admin, or an approved teacher who taught the child and did not earn them the badge
  | "parent-or-teacher" // holds the parent or the teacher role (not an admin only)
  | "owner"; // the user the object belongs to (their notification)

/**
 * A request of a route, aimed at A's objects: `params` fill the path's `:name`s; `upload` sends a PDF of that
 * document type as multipart.
 */
export interface Sample {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  upload?: string;
}

export interface RouteRule {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  path: string;
  access: Access;
  /** Signs the caller in or out: the test signs them back in afterwards. */
  changesSession?: boolean;
  /**
   * A valid request that an allowed caller may repeat without spoiling the others (the authorization matrix sends it
   * as every caller, the mass-assignment test adds privileged fields to its body). Every write route and every path
   * with a parameter has one; `as` is the caller, for what is theirs (their own password, their own role).
   */
  sample?: (f: RouteFixture, as: Caller) => Sample;
  /** The fuzzer's starting point where it is richer than the sample (more fields, a real change); else the sample. */
  rich?: (f: RouteFixture) => Sample;
}

const own = (f: RouteFixture, as: Caller) => (as === "signed-out" ? f.accounts["parent A"] : f.accounts[as]);
const id = (value: number | string) => ({ params: { id: value } });
const paged = { limit: "5", offset: "0" };

export const ROUTE_TABLE: RouteRule[] = [
  { method: "GET", path: "/healthz", access: "public" },
  { method: "GET", path: "/readyz", access: "public" },
  // The drawn sign-in page's forms, posted before its script took over: answered 303 back to /auth (decision 033).
  // It reads no body at all.
  { method: "POST", path: "/auth", access: "public", sample: () => ({ body: {} }) },
  {
    method: "POST",
    path: "/api/register",
    access: "public",
    changesSession: true,
    sample: () => ({ body: registration({ username: uniqueName("matrix"), firstName: "M", lastName: "X" }) }),
  },
  {
    method: "POST",
    path: "/api/login",
    access: "public",
    changesSession: true,
    sample: (f, as) => ({ body: { username: own(f, as).username, password: own(f, as).password } }),
    // Not a caller's account: failed sign-ins lock a username for a while.
    rich: (f) => ({ body: { username: f.bystander.username, password: "not-the-password" } }),
  },
  { method: "POST", path: "/api/logout", access: "signed-in", changesSession: true, sample: () => ({ body: {} }) },
  { method: "GET", path: "/api/login", access: "public" },
  { method: "GET", path: "/api/user", access: "signed-in" },
  { method: "GET", path: "/api/auth/user", access: "signed-in" },
  {
    method: "PATCH",
    path: "/api/user/role",
    access: "signed-in",
    sample: (f, as) => ({ body: { role: own(f, as).role } }),
  },
  {
    method: "PATCH",
    path: "/api/user/preferences",
    access: "signed-in",
    sample: () => ({ body: { preferredCurrency: "USD" } }),
    rich: () => ({
      body: {
        preferredCurrency: "GBP",
        emailPreferences: { marketingEmails: true },
        prayerTimes: {
          city: {
            name: "London",
            country: "United Kingdom",
            latitude: 51.5,
            longitude: -0.1167,
            timeZone: "Europe/London",
          },
          method: "MuslimWorldLeague",
          madhab: "shafi",
        },
      },
    }),
  },
  // Confirming an email address (issue 31): the link's token (a made-up one changes nothing), and asking again (an
  // established account's address is confirmed: 409).
  {
    method: "POST",
    path: "/api/email/verify",
    access: "public",
    sample: () => ({ body: { token: "C".repeat(43) } }),
  },
  { method: "POST", path: "/api/email/verification", access: "signed-in", sample: () => ({ body: {} }) },
  // Forgot and reset password are for people who cannot sign in; changing it needs the session (and the password).
  // An address without an account: nothing is written after the answer, so no later digest can see it.
  {
    method: "POST",
    path: "/api/password/forgot",
    access: "public",
    sample: () => ({ body: { email: `${uniqueName("nobody")}@example.com` } }),
  },
  {
    method: "POST",
    path: "/api/password/reset",
    access: "public",
    sample: () => ({ body: { token: "A".repeat(43), password: "secret-12345" } }),
  },
  // The same password again: allowed callers really change it, and can still sign in with it.
  {
    method: "PATCH",
    path: "/api/user/password",
    access: "signed-in",
    sample: (f, as) => ({ body: { currentPassword: own(f, as).password, newPassword: own(f, as).password } }),
  },
  { method: "GET", path: "/api/dashboard", access: "signed-in" },
  { method: "POST", path: "/api/teacher/profile", access: "teacher", sample: () => ({ body: validProfile() }) },
  { method: "GET", path: "/api/teacher/profile", access: "teacher" },
  // Issue 17: the teacher's own hours. The spec's default: allowed callers really save them, and the slots stay.
  { method: "GET", path: "/api/teacher/availability", access: "teacher" },
  {
    method: "PUT",
    path: "/api/teacher/availability",
    access: "teacher",
    sample: () => ({ body: { minimumNoticeHours: 12, weekly: DEFAULT_WEEKLY_HOURS, exceptions: [] } }),
    rich: () => ({
      body: {
        timeZone: "Europe/London",
        minimumNoticeHours: 12,
        weekly: [
          { day: 1, start: "09:00", end: "12:00" },
          { day: 1, start: "14:00", end: "20:00" },
          { day: 3, start: "10:00", end: "24:00" },
        ],
        exceptions: [
          { date: futureDate(10), windows: [] },
          { date: futureDate(11), windows: [{ start: "10:00", end: "11:30" }] },
        ],
      },
    }),
  },
  // Issue 32: the exceptions alone, saved when a dialog is confirmed; a range of days is one exception.
  {
    method: "PUT",
    path: "/api/teacher/availability/exceptions",
    access: "teacher",
    sample: () => ({ body: { exceptions: [] } }),
    rich: () => ({
      body: {
        exceptions: [
          { date: futureDate(20), to: futureDate(33), windows: [] },
          { date: futureDate(40), windows: [{ start: "10:00", end: "11:30" }] },
        ],
      },
    }),
  },
  {
    method: "PATCH",
    path: "/api/teacher/profile/:id",
    access: "admin",
    sample: (f) => ({ ...id(f.profile), body: { idVerified: true } }),
    rich: (f) => ({
      ...id(f.profile),
      body: {
        verificationStatus: "approved",
        idVerified: true,
        policeCheckVerified: true,
        interviewCompleted: true,
        feedback: "ok",
      },
    }),
  },
  {
    method: "GET",
    path: "/api/teachers",
    access: "signed-in",
    rich: (f) => ({
      query: {
        q: "tajweed",
        subject: "Quran Recitation",
        level: "beginner",
        language: "Arabic",
        status: "approved",
        teacherId: String(f.accounts["teacher A"].id),
        limit: "10",
        offset: "0",
      },
    }),
  },
  // A listed teacher's page and reviews (an unlisted one: the teacher and admins, server/teachers/profile.test.ts).
  {
    method: "GET",
    path: "/api/teachers/:id",
    access: "signed-in",
    sample: (f) => id(f.accounts["teacher A"].id),
  },
  {
    method: "GET",
    path: "/api/teachers/:id/reviews",
    access: "signed-in",
    sample: (f) => ({ ...id(f.accounts["teacher A"].id), query: paged }),
  },
  // Each upload is a new document: a CV sent again and again replaces nothing the others use.
  { method: "POST", path: "/api/documents/upload", access: "teacher", sample: () => ({ upload: "cv" }) },
  { method: "GET", path: "/api/documents", access: "teacher" },
  {
    method: "GET",
    path: "/api/documents/:id/file",
    access: "owner-teacher-or-admin",
    sample: (f) => id(f.document),
  },
  {
    method: "POST",
    path: "/api/classes",
    access: "approved-teacher",
    sample: () => ({ body: validClass({ title: "Matrix class" }) }),
  },
  {
    method: "PATCH",
    path: "/api/classes/:id",
    access: "owner-teacher",
    sample: (f) => ({ ...id(f.class), body: { title: "Tajweed for beginners" } }),
    rich: (f) => ({ ...id(f.class), body: { title: "A better title", isActive: true, price: "30.00" } }),
  },
  { method: "GET", path: "/api/classes", access: "signed-in" },
  { method: "GET", path: "/api/classes/:id", access: "signed-in", sample: (f) => id(f.class) },
  {
    method: "GET",
    path: "/api/classes/:id/availability",
    access: "signed-in",
    sample: (f) => ({ ...id(f.class), query: { from: futureDate(3), to: futureDate(4) } }),
    rich: (f) => ({ ...id(f.class), query: { from: futureDate(1), to: futureDate(9) } }),
  },
  { method: "GET", path: "/api/student/profiles", access: "parent" },
  {
    method: "POST",
    path: "/api/student/profile",
    access: "parent",
    sample: () => ({ body: { name: "Matrix Child", age: 7, level: "beginner" } }),
    rich: () => ({ body: { name: "Maryam", age: 7, level: "beginner", goals: "Juz Amma" } }),
  },
  {
    method: "PATCH",
    path: "/api/student/profiles/:id",
    access: "owner-parent",
    sample: (f) => ({ ...id(f.student), body: { goals: "Read fluently" } }),
    rich: (f) => ({ ...id(f.student), body: { age: 10, level: "intermediate" } }),
  },
  { method: "GET", path: "/api/bookings", access: "signed-in" },
  // The body names A's child: only A may book for them.
  {
    method: "POST",
    path: "/api/bookings",
    access: "owner-parent",
    sample: (f) => ({
      body: { classId: f.class, studentId: f.student, scheduledAt: slotAt(futureDate(20), "15:00") },
    }),
    rich: (f) => ({
      body: { classId: f.class, studentId: f.student, scheduledAt: slotAt(futureDate(6), "15:00"), notes: "hi" },
    }),
  },
  { method: "GET", path: "/api/bookings/:id", access: "booking-party-or-admin", sample: (f) => id(f.booking) },
  // Cancel or move (either party), or set the lesson link (its teacher; bookings tests). Moving it to where it already
  // is: allowed callers succeed, and nothing really changes.
  {
    method: "PATCH",
    path: "/api/bookings/:id",
    access: "booking-party",
    sample: (f) => ({ ...id(f.booking), body: { scheduledAt: f.bookingAt } }),
    rich: (f) => ({ ...id(f.booking), body: { scheduledAt: slotAt(futureDate(5), "16:00") } }),
  },
  // Weekly plans (issue 33). The new plan's lessons are weeks after the fixture's plan; a repeat is refused (409).
  { method: "GET", path: "/api/plans", access: "signed-in" },
  {
    method: "POST",
    path: "/api/plans",
    access: "owner-parent",
    sample: (f) => ({
      body: {
        classId: f.class,
        studentId: f.student,
        weekly: [{ day: weekdayOf(futureDate(60)), time: "19:00" }],
        startsOn: futureDate(60),
      },
    }),
  },
  { method: "GET", path: "/api/plans/:id", access: "booking-party-or-admin", sample: (f) => id(f.plan) },
  // Changing, pausing and resuming the fixture's plan (awaiting payment): its parent changes the times it already has;
  // a pause or a resume is refused (409) as the plan is not active, before anything is written.
  {
    method: "PATCH",
    path: "/api/plans/:id",
    access: "owner-parent",
    sample: (f) => ({ ...id(f.plan), body: { weekly: [{ day: weekdayOf(futureDate(30)), time: "18:00" }] } }),
  },
  {
    method: "POST",
    path: "/api/plans/:id/pause",
    access: "owner-parent",
    sample: (f) => ({ ...id(f.plan), body: { from: futureDate(40), until: futureDate(45) } }),
  },
  {
    method: "POST",
    path: "/api/plans/:id/resume",
    access: "owner-parent",
    sample: (f) => ({ ...id(f.plan), body: {} }),
  },
  // Cancelling the fixture's plan: the first allowed caller cancels it, the next is told it is cancelled (409).
  {
    method: "POST",
    path: "/api/plans/:id/cancel",
    access: "owner-parent-or-admin",
    sample: (f) => ({ ...id(f.plan), body: {} }),
  },
  // The lesson after the booking (issue 16): its report, the parent's dismissal of the review request, the child's
  // progress.
  {
    method: "POST",
    path: "/api/bookings/:id/report",
    access: "booking-teacher",
    sample: (f) => ({
      ...id(f.unreported),
      body: { attendance: "present", content: "Surah Al-Ikhlas", rating: 5, homework: "Revise it" },
    }),
    rich: (f) => ({
      ...id(f.unreported),
      body: {
        attendance: "present",
        content: "Surah Al-Ikhlas",
        rating: 5,
        feedback: "Good",
        homework: "Revise",
        nextTopics: "Al-Falaq",
      },
    }),
  },
  {
    method: "PATCH",
    path: "/api/bookings/:id/report",
    access: "booking-teacher",
    sample: (f) => ({ ...id(f.reported), body: { homework: "Revise Al-Fatiha" } }),
    rich: (f) => ({
      ...id(f.reported),
      body: { content: "Surah Al-Fatiha, corrected", rating: 4, homework: "Revise twice" },
    }),
  },
  {
    method: "GET",
    path: "/api/bookings/:id/report",
    access: "booking-party-or-admin",
    sample: (f) => id(f.reported),
  },
  // Calendars (issue 17): the lesson's .ics (not admins: it carries the family's link); the private feed's URL and its
  // reset; the feed itself, public because its secret URL is the credential (anyone else's token answers 404).
  {
    method: "GET",
    path: "/api/bookings/:id/calendar.ics",
    access: "booking-party",
    sample: (f) => id(f.booking),
  },
  { method: "GET", path: "/api/calendar/feed-url", access: "signed-in" },
  { method: "POST", path: "/api/calendar/feed-url/reset", access: "signed-in", sample: () => ({ body: {} }) },
  {
    method: "GET",
    path: "/calendar/:token.ics",
    access: "public",
    sample: (f) => ({ params: { token: f.feedToken } }),
  },
  // The city search of the prayer-time setting (issue 17): reference data, at most 10 answers.
  {
    method: "GET",
    path: "/api/cities",
    access: "signed-in",
    sample: () => ({ query: { q: "lon" } }),
    rich: () => ({ query: { q: "São" } }),
  },
  // Approximate prices (issue 20): the rates per 1 USD, 22 at most; set by admins. A rate near its seed: allowed
  // callers really set it (and date it), which nothing else reads.
  { method: "GET", path: "/api/currency-rates", access: "signed-in" },
  {
    method: "PUT",
    path: "/api/admin/currency-rates",
    access: "admin",
    sample: () => ({ body: { rates: { GBP: 0.75 } } }),
    rich: () => ({ body: { rates: { USD: 1, GBP: 0.75, IDR: 16500, KWD: 0.3 } } }),
  },
  // Issue 34: the platform fee (admins; the default again, harmless) and a teacher's own earnings (an object with its
  // page of items, so not among PAGED_LISTS' arrays).
  { method: "GET", path: "/api/admin/platform-fee", access: "admin" },
  {
    method: "PUT",
    path: "/api/admin/platform-fee",
    access: "admin",
    sample: () => ({ body: { percent: 15 } }),
    rich: () => ({ body: { percent: 12.5 } }),
  },
  { method: "GET", path: "/api/teacher/earnings", access: "teacher", sample: () => ({ query: paged }) },
  // The teacher's payout address: allowed callers really set (and are emailed about) their own.
  { method: "GET", path: "/api/teacher/payout-method", access: "teacher" },
  {
    method: "PUT",
    path: "/api/teacher/payout-method",
    access: "teacher",
    sample: () => ({ body: { paypalEmail: "payouts@example.com" } }),
  },
  // Weekly payouts (decision 097): a teacher's own payouts and statements; the admins' batches, payouts, figures, and
  // the run (the week's batch, or nobody due: a repeat is harmless).
  { method: "GET", path: "/api/teacher/payouts", access: "teacher", sample: () => ({ query: paged }) },
  {
    method: "GET",
    path: "/api/teacher/statements/:file",
    access: "teacher",
    sample: () => ({ params: { file: "2026-12.csv" } }),
  },
  { method: "GET", path: "/api/admin/payouts", access: "admin", sample: () => ({ query: { ...paged, batchId: "1" } }) },
  { method: "GET", path: "/api/admin/payout-batches", access: "admin", sample: () => ({ query: paged }) },
  { method: "GET", path: "/api/admin/payouts/summary", access: "admin" },
  { method: "POST", path: "/api/admin/payouts/run", access: "admin", sample: () => ({ body: {} }) },
  // Issue 35's messages (decision 098): parent A's conversation with teacher A. Reading before writing, blocking then
  // unblocking, and the report last: once reported, admins may read it.
  { method: "GET", path: "/api/conversations", access: "parent-or-teacher" },
  { method: "GET", path: "/api/conversations/unread", access: "parent-or-teacher" },
  // The live stream never ends; its probe answers 204 to whoever may listen.
  {
    method: "GET",
    path: "/api/conversations/stream",
    access: "parent-or-teacher",
    sample: () => ({ query: { probe: "1" } }),
  },
  {
    method: "POST",
    path: "/api/conversations",
    access: "parent",
    sample: (f) => ({ body: { teacherUserId: f.accounts["teacher A"].id } }),
  },
  {
    method: "GET",
    path: "/api/conversations/:id/messages",
    access: "booking-party",
    sample: (f) => ({ ...id(f.conversation), query: { limit: "5" } }),
  },
  {
    method: "POST",
    path: "/api/conversations/:id/messages",
    access: "booking-party",
    sample: (f) => ({ ...id(f.conversation), body: { body: "Assalamu alaykum, a question about Surah 2:255" } }),
    rich: (f) => ({ ...id(f.conversation), body: { body: "About Zayd's hifz", studentId: f.student } }),
  },
  { method: "POST", path: "/api/conversations/:id/read", access: "booking-party", sample: (f) => id(f.conversation) },
  { method: "POST", path: "/api/conversations/:id/block", access: "booking-party", sample: (f) => id(f.conversation) },
  {
    method: "DELETE",
    path: "/api/conversations/:id/block",
    access: "booking-party",
    sample: (f) => id(f.conversation),
  },
  {
    method: "POST",
    path: "/api/conversations/:id/report",
    access: "booking-party",
    sample: (f) => ({ ...id(f.conversation), body: { reason: "Asked to move to WhatsApp" } }),
  },
  { method: "GET", path: "/api/admin/reports", access: "admin" },
  // Issue 32: the contact page writes to the admins' shared feed, from anyone (signed in or not).
  {
    method: "POST",
    path: "/api/contact",
    access: "public",
    sample: () => ({
      body: {
        name: "Matrix Sender",
        email: `${uniqueName("contact")}@example.com`,
        topic: "other",
        message: "A question for the team.",
      },
    }),
  },
  {
    method: "POST",
    path: "/api/bookings/:id/review-request/dismiss",
    access: "owner-parent",
    sample: (f) => ({ ...id(f.reported), body: {} }),
  },
  {
    method: "GET",
    path: "/api/students/:id/progress",
    access: "student-reader",
    sample: (f) => ({ ...id(f.student), query: paged }),
  },
  // The hifz ledger (issue 19): the child's record and badges as their progress; a certificate's code is public.
  { method: "GET", path: "/api/students/:id/hifz", access: "student-reader", sample: (f) => id(f.student) },
  { method: "GET", path: "/api/students/:id/badges", access: "student-reader", sample: (f) => id(f.student) },
  // The certificate's PDF names the child in full: their parent only, admins and teachers included told nothing.
  {
    method: "GET",
    path: "/api/students/:id/badges/:code/certificate",
    access: "owner-parent",
    sample: (f) => ({ params: { id: f.student, code: "first-surah" } }),
  },
  {
    method: "GET",
    path: "/api/certificates/:code",
    access: "public",
    sample: (f) => ({ params: { code: f.certificate } }),
  },
  // Issue 31: a second person confirms a juz, half-Quran or khatm certificate. A's first-surah badge is teacher A's
  // own and needs no confirmation: teacher A and the family are refused, the admin told 409, nothing changes.
  {
    method: "POST",
    path: "/api/students/:id/badges/:code/confirm",
    access: "badge-confirmer",
    sample: (f) => ({ params: { id: f.student, code: "first-surah" }, body: {} }),
  },
  // The pending teacher is neither rejected nor suspended: 409, nothing withdrawn.
  {
    method: "POST",
    path: "/api/admin/teachers/:id/withdraw-certificates",
    access: "admin",
    sample: (f) => id(f.pendingTeacher),
  },
  // The body names A's lesson: only A may review it; the review is of teacher A, who alone may reply.
  {
    method: "POST",
    path: "/api/reviews",
    access: "owner-parent",
    sample: (f) => ({ body: { bookingId: f.reported, rating: 5, comment: "Patient and kind" } }),
  },
  {
    method: "POST",
    path: "/api/reviews/:id/reply",
    access: "owner-teacher",
    sample: (f) => ({ ...id(f.review), body: { reply: "Thank you" } }),
  },
  { method: "GET", path: "/api/interviews", access: "teacher-or-admin" },
  {
    method: "POST",
    path: "/api/interviews",
    access: "admin",
    sample: (f) => ({
      body: {
        teacherId: f.pendingTeacher,
        scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
        status: "scheduled",
      },
    }),
    rich: (f) => ({
      body: {
        teacherId: f.accounts["teacher A"].id,
        scheduledAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        status: "scheduled",
        notes: "n",
      },
    }),
  },
  {
    method: "PATCH",
    path: "/api/interviews/:id",
    access: "admin",
    sample: (f) => ({ ...id(f.interview), body: { notes: "Bring your ijazah" } }),
    rich: (f) => ({ ...id(f.interview), body: { status: "completed", result: "approved", feedback: "good" } }),
  },
  { method: "GET", path: "/api/admin/notifications", access: "admin" },
  {
    method: "PATCH",
    path: "/api/admin/notifications/:id",
    access: "admin",
    sample: (f) => ({ ...id(f.adminNotification), body: { read: true } }),
  },
  { method: "GET", path: "/api/admin/analytics", access: "admin" },
  { method: "GET", path: "/api/admin/recent-users", access: "admin" },
  { method: "GET", path: "/api/admin/incomplete-applications", access: "admin" },
  {
    method: "POST",
    path: "/api/admin/send-reminder",
    access: "admin",
    sample: (f) => ({ body: { teacherId: f.pendingTeacher } }),
    rich: (f) => ({ body: { teacherId: f.accounts["teacher A"].id, message: "Please upload your police check" } }),
  },
  {
    method: "GET",
    path: "/api/admin/users",
    access: "admin",
    rich: () => ({ query: { q: "maryam", role: "parent", limit: "10", offset: "0" } }),
  },
  // Restoring an account that is not suspended: allowed for admins and harmless. The fuzzer suspends a bystander.
  {
    method: "PATCH",
    path: "/api/admin/users/:id",
    access: "admin",
    sample: (f) => ({ ...id(f.pendingTeacher), body: { suspended: false } }),
    rich: (f) => ({ ...id(f.bystander.id), body: { suspended: true, reason: "Repeated no-shows" } }),
  },
  { method: "GET", path: "/api/notifications", access: "signed-in" },
  {
    method: "PATCH",
    path: "/api/notifications/:id",
    access: "owner",
    sample: (f) => ({ ...id(f.notification), body: { read: true } }),
  },
  { method: "POST", path: "/api/notifications/read-all", access: "signed-in", sample: () => ({ body: {} }) },
  { method: "GET", path: "/setup", access: "signed-in" },
  // The body names A's booking; the order id is A's order.
  {
    method: "POST",
    path: "/order",
    access: "owner-parent",
    sample: (f) => ({
      body: { amount: "20.00", currency: "USD", intent: "CAPTURE", bookingId: f.booking, acknowledgeNoRefund: true },
    }),
  },
  {
    method: "POST",
    path: "/order/:id/capture",
    access: "owner-parent",
    sample: (f) => ({ ...id(f.order), body: {} }),
  },
];

/**
 * The GET lists that take `limit` (1–100) and `offset` and send X-Total-Count (api.md "Bounded answers and caps"):
 * the authorization test calls them with both, the fuzzer starts from them, the caps test reads every one.
 */
export const PAGED_LISTS: string[] = [
  "/api/bookings",
  "/api/plans",
  "/api/classes",
  "/api/student/profiles",
  "/api/notifications",
  "/api/interviews",
  "/api/admin/notifications",
  "/api/admin/recent-users",
  "/api/admin/incomplete-applications",
  // A list under an object: :id is teacher A.
  "/api/teachers/:id/reviews",
];

const PAGED = new Set(PAGED_LISTS);

/** The rule's sample; a paged list without one is read with its paging parameters, which must not change who may. */
export function sampleOf(rule: RouteRule, f: RouteFixture, as: Caller): Sample {
  if (rule.sample) return rule.sample(f, as);
  if (rule.path.includes(":") || rule.method !== "GET") throw new Error(`no sample for ${rule.method} ${rule.path}`);
  return rule.method === "GET" && PAGED.has(rule.path) ? { query: paged } : {};
}

/** The fuzzer's valid starting point: the richer request where the table has one. */
export const richOf = (rule: RouteRule, f: RouteFixture): Sample => rule.rich?.(f) ?? sampleOf(rule, f, "parent A");

/** The sample's URL: its params in the path, its query after it. */
export function urlOf(rule: RouteRule, sample: Sample): string {
  const path = rule.path.replace(/:(\w+)/g, (whole, name: string) =>
    sample.params?.[name] === undefined ? whole : encodeURIComponent(String(sample.params[name])),
  );
  const query = new URLSearchParams(sample.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}

export type Caller = "signed-out" | "parent A" | "parent B" | "teacher A" | "teacher B" | "pending teacher" | "admin";
export const CALLERS: Caller[] = [
  "signed-out",
  "parent A",
  "parent B",
  "teacher A",
  "teacher B",
  "pending teacher",
  "admin",
];

/** The callers api.md allows, for objects owned by A (parent A's child and booking, teacher A's class and document). */
export function allowedCallers(access: Access): Caller[] {
  switch (access) {
    case "public":
      return CALLERS;
    case "signed-in":
      return CALLERS.filter((c) => c !== "signed-out");
    case "parent":
      return ["parent A", "parent B"];
    case "teacher":
      return ["teacher A", "teacher B", "pending teacher"];
    case "approved-teacher":
      return ["teacher A", "teacher B"];
    case "teacher-or-admin":
      return ["teacher A", "teacher B", "pending teacher", "admin"];
    case "admin":
      return ["admin"];
    case "owner-parent":
      return ["parent A"];
    case "owner-parent-or-admin":
      return ["parent A", "admin"];
    case "owner-teacher":
      return ["teacher A"];
    case "owner-teacher-or-admin":
      return ["teacher A", "admin"];
    case "booking-party":
      return ["parent A", "teacher A"];
    case "booking-party-or-admin":
      return ["parent A", "teacher A", "admin"];
    case "booking-teacher":
      return ["teacher A"];
    case "student-reader":
      return ["parent A", "teacher A", "admin"];
    // Teacher A earned A's badges and teacher B never taught the child.
    case "badge-confirmer":
      return ["admin"];
    case "parent-or-teacher":
      return ["parent A", "parent B", "teacher A", "teacher B", "pending teacher"];
    case "owner":
      return ["teacher A"];
  }
}
