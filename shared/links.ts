// The pages a notification opens (issue 16): written into a notification's data.link by the server, followed by the
// bell and the Notifications tab. Dashboards read ?tab= and the item's id from the query.

const teacherProfile = (userId: number) => `/teachers/${userId}`;

export const lessonLinks = {
  /** A booking in its party's Bookings tab, its detail open. */
  booking: (bookingId: number, party: "parent" | "teacher") => `/${party}/dashboard?tab=bookings&booking=${bookingId}`,
  /** A child's Progress tab. */
  progress: (studentId: number) => `/parent/dashboard?tab=progress&child=${studentId}`,
  /** A review on the teacher's profile page. */
  review: (teacherId: number, reviewId: number) => `${teacherProfile(teacherId)}#review-${reviewId}`,
  /** A teacher's public profile page. */
  teacherProfile,
  /** The admin's lessons (teacher absent, awaiting report). */
  adminLessons: (bookingId: number) => `/admin/dashboard?tab=lessons&booking=${bookingId}`,
} as const;

/** The pages of the account and vetting notifications (issue 15's), for the same bell. */
export const accountLinks = {
  /** The admin's Users tab: a new user. */
  adminUsers: () => "/admin/dashboard?tab=users",
  /** The admin's Pending Review tab: an application, or a verified document replaced. */
  adminPending: () => "/admin/dashboard?tab=pending",
  /** The teacher's Interviews tab. */
  teacherInterviews: () => "/teacher/dashboard?tab=interviews",
  teacherEarnings: () => "/teacher/dashboard?tab=earnings",
  messages: (conversationId?: number) => (conversationId ? `/messages?c=${conversationId}` : "/messages"),
  adminReports: () => "/admin/dashboard?tab=reports",
  /** A reviewed teacher: their Profile tab once approved; onboarding to make the changes asked for. */
  teacherReviewed: (status: "approved" | "rejected") =>
    status === "approved" ? "/teacher/dashboard?tab=profile" : "/teacher/onboarding",
  /** Teacher onboarding: an application to complete. */
  onboarding: () => "/teacher/onboarding",
} as const;

/** The public pages the footer links to (issue 32); the suspension email names the contact page. */
export const infoLinks = {
  help: "/help",
  contact: "/contact",
  privacy: "/privacy",
  terms: "/terms",
} as const;

/** A notification's link when it is a path of this app (never another origin); null otherwise. */
export function notificationLink(data: Record<string, unknown> | null | undefined): string | null {
  const link = data?.link;
  return typeof link === "string" && link.startsWith("/") && !link.startsWith("//") && !link.includes("\\")
    ? link
    : null;
}
