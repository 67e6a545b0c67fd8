// Every route of the app and who may call it (api.md), in one place. The authorization test calls each route as
// every kind of caller; a route the app serves without an entry here fails that test.

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
  | "owner-teacher" // the teacher who owns the object (class; a review of them, which they reply to)
  | "owner-teacher-or-admin" // the teacher who owns the object (document), or an admin
  | "booking-party" // the booking's parent or its teacher
  | "booking-party-or-admin" // the booking's parent or its teacher, or an admin
  | "booking-teacher" // the booking's teacher only: anyone else, admins included, is told nothing (404)
  | "student-reader" // the child's parent, a teacher who taught the child (their own reports), or an admin
  | "owner"; // the user the object belongs to (their notification)

export interface RouteRule {
  method: "GET" | "POST" | "PATCH" | "PUT";
  path: string;
  access: Access;
  /** Signs the caller in or out: the test signs them back in afterwards. */
  changesSession?: boolean;
}

export const ROUTE_TABLE: RouteRule[] = [
  { method: "GET", path: "/healthz", access: "public" },
  { method: "GET", path: "/readyz", access: "public" },
  // The drawn sign-in page's forms, posted before its script took over: answered 303 back to /auth (decision 033).
  { method: "POST", path: "/auth", access: "public" },
  { method: "POST", path: "/api/register", access: "public", changesSession: true },
  { method: "POST", path: "/api/login", access: "public", changesSession: true },
  { method: "POST", path: "/api/logout", access: "signed-in", changesSession: true },
  { method: "GET", path: "/api/login", access: "public" },
  { method: "GET", path: "/api/user", access: "signed-in" },
  { method: "GET", path: "/api/auth/user", access: "signed-in" },
  { method: "PATCH", path: "/api/user/role", access: "signed-in" },
  { method: "PATCH", path: "/api/user/preferences", access: "signed-in" },
  // Forgot and reset password are for people who cannot sign in; changing it needs the session (and the password).
  { method: "POST", path: "/api/password/forgot", access: "public" },
  { method: "POST", path: "/api/password/reset", access: "public" },
  { method: "PATCH", path: "/api/user/password", access: "signed-in" },
  { method: "GET", path: "/api/dashboard", access: "signed-in" },
  { method: "POST", path: "/api/teacher/profile", access: "teacher" },
  { method: "GET", path: "/api/teacher/profile", access: "teacher" },
  // Issue 17: the teacher's own hours.
  { method: "GET", path: "/api/teacher/availability", access: "teacher" },
  { method: "PUT", path: "/api/teacher/availability", access: "teacher" },
  { method: "PATCH", path: "/api/teacher/profile/:id", access: "admin" },
  { method: "GET", path: "/api/teachers", access: "signed-in" },
  // A listed teacher's page and reviews (an unlisted one: the teacher and admins, server/teachers/profile.test.ts).
  { method: "GET", path: "/api/teachers/:id", access: "signed-in" },
  { method: "GET", path: "/api/teachers/:id/reviews", access: "signed-in" },
  { method: "POST", path: "/api/documents/upload", access: "teacher" },
  { method: "GET", path: "/api/documents", access: "teacher" },
  { method: "GET", path: "/api/documents/:id/file", access: "owner-teacher-or-admin" },
  { method: "POST", path: "/api/classes", access: "approved-teacher" },
  { method: "PATCH", path: "/api/classes/:id", access: "owner-teacher" },
  { method: "GET", path: "/api/classes", access: "signed-in" },
  { method: "GET", path: "/api/classes/:id", access: "signed-in" },
  { method: "GET", path: "/api/classes/:id/availability", access: "signed-in" },
  { method: "GET", path: "/api/student/profiles", access: "parent" },
  { method: "POST", path: "/api/student/profile", access: "parent" },
  { method: "PATCH", path: "/api/student/profiles/:id", access: "owner-parent" },
  { method: "GET", path: "/api/bookings", access: "signed-in" },
  // The body names A's child: only A may book for them.
  { method: "POST", path: "/api/bookings", access: "owner-parent" },
  { method: "GET", path: "/api/bookings/:id", access: "booking-party-or-admin" },
  // Cancel or move (either party), or set the lesson link (its teacher; bookings tests).
  { method: "PATCH", path: "/api/bookings/:id", access: "booking-party" },
  // The lesson after the booking (issue 16): its report, the parent's dismissal of the review request, the child's
  // progress.
  { method: "POST", path: "/api/bookings/:id/report", access: "booking-teacher" },
  { method: "PATCH", path: "/api/bookings/:id/report", access: "booking-teacher" },
  { method: "GET", path: "/api/bookings/:id/report", access: "booking-party-or-admin" },
  // Calendars (issue 17): the lesson's .ics (not admins: it carries the family's link); the private feed's URL and its
  // reset; the feed itself, public because its secret URL is the credential (anyone else's token answers 404).
  { method: "GET", path: "/api/bookings/:id/calendar.ics", access: "booking-party" },
  { method: "GET", path: "/api/calendar/feed-url", access: "signed-in" },
  { method: "POST", path: "/api/calendar/feed-url/reset", access: "signed-in" },
  { method: "GET", path: "/calendar/:token.ics", access: "public" },
  // The city search of the prayer-time setting (issue 17): reference data, at most 10 answers.
  { method: "GET", path: "/api/cities", access: "signed-in" },
  // Approximate prices (issue 20): the rates per 1 USD, 22 at most; set by admins.
  { method: "GET", path: "/api/currency-rates", access: "signed-in" },
  { method: "PUT", path: "/api/admin/currency-rates", access: "admin" },
  { method: "POST", path: "/api/bookings/:id/review-request/dismiss", access: "owner-parent" },
  { method: "GET", path: "/api/students/:id/progress", access: "student-reader" },
  // The hifz ledger (issue 19): the child's record and badges as their progress; a certificate's code is public.
  { method: "GET", path: "/api/students/:id/hifz", access: "student-reader" },
  { method: "GET", path: "/api/students/:id/badges", access: "student-reader" },
  // The certificate's PDF names the child in full: their parent only, admins and teachers included told nothing.
  { method: "GET", path: "/api/students/:id/badges/:code/certificate", access: "owner-parent" },
  { method: "GET", path: "/api/certificates/:code", access: "public" },
  // The body names A's lesson: only A may review it; the review is of teacher A, who alone may reply.
  { method: "POST", path: "/api/reviews", access: "owner-parent" },
  { method: "POST", path: "/api/reviews/:id/reply", access: "owner-teacher" },
  { method: "GET", path: "/api/interviews", access: "teacher-or-admin" },
  { method: "POST", path: "/api/interviews", access: "admin" },
  { method: "PATCH", path: "/api/interviews/:id", access: "admin" },
  { method: "GET", path: "/api/admin/notifications", access: "admin" },
  { method: "PATCH", path: "/api/admin/notifications/:id", access: "admin" },
  { method: "GET", path: "/api/admin/analytics", access: "admin" },
  { method: "GET", path: "/api/admin/recent-users", access: "admin" },
  { method: "GET", path: "/api/admin/incomplete-applications", access: "admin" },
  { method: "POST", path: "/api/admin/send-reminder", access: "admin" },
  { method: "GET", path: "/api/admin/users", access: "admin" },
  { method: "PATCH", path: "/api/admin/users/:id", access: "admin" },
  { method: "GET", path: "/api/notifications", access: "signed-in" },
  { method: "PATCH", path: "/api/notifications/:id", access: "owner" },
  { method: "POST", path: "/api/notifications/read-all", access: "signed-in" },
  { method: "GET", path: "/setup", access: "signed-in" },
  // The body names A's booking; the order id is A's order.
  { method: "POST", path: "/order", access: "owner-parent" },
  { method: "POST", path: "/order/:id/capture", access: "owner-parent" },
];

/**
 * The GET lists that take `limit` (1–100) and `offset` and send X-Total-Count (api.md "Bounded answers and caps"):
 * the authorization test calls them with both, the fuzzer starts from them, the caps test reads every one.
 */
export const PAGED_LISTS: string[] = [
  "/api/bookings",
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
    case "owner":
      return ["teacher A"];
  }
}
