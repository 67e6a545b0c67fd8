// Business constants of product-spec §9: the one source for client and server.

export const CURRENCIES = [
  "USD",
  "EUR",
  "GBP",
  "CAD",
  "AUD",
  "SAR",
  "AED",
  "QAR",
  "KWD",
  "BHD",
  "OMR",
  "EGP",
  "JOD",
  "LBP",
  "TRY",
  "PKR",
  "INR",
  "BDT",
  "MYR",
  "IDR",
  "SGD",
  "ZAR",
] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "USD";

export const SUBJECTS = [
  "Quran Recitation",
  "Quran Memorization",
  "Hadith Studies",
  "Islamic Jurisprudence (Fiqh)",
  "Arabic Language",
  "Islamic History",
  "Aqeedah (Islamic Beliefs)",
  "Seerah (Prophet's Biography)",
  "Islamic Ethics",
] as const;
export type Subject = (typeof SUBJECTS)[number];

export const LANGUAGES = ["Arabic", "English", "Urdu", "Malay", "French", "Turkish", "Indonesian"] as const;
export type Language = (typeof LANGUAGES)[number];

export const LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type Level = (typeof LEVELS)[number];
/** How levels read on screen; the API keeps the lower-case values. */
export const LEVEL_LABELS: Record<Level, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

export const ROLES = ["teacher", "parent", "admin"] as const;
export type Role = (typeof ROLES)[number];
/** Roles a visitor may choose when signing up; admins are made by the CLI only. */
export const SIGNUP_ROLES = ["parent", "teacher"] as const;

export const ROLE_LABELS: Record<Role, string> = { teacher: "Teacher", parent: "Parent", admin: "Admin" };

export const VERIFICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
/** How a teacher's status reads on screen (spec §2 'Profile Under Review'; §4 rejected shows as 'Needs Improvement'). */
export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  pending: "Under Review",
  approved: "Approved",
  rejected: "Needs Improvement",
};

export const DOCUMENT_TYPES = ["id", "police_check", "cv", "qualification", "ijazah"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const BOOKING_STATUSES = ["scheduled", "completed", "cancelled"] as const;
/** A weekly plan (issue 33); the first four are "live" and count against the plan cap. */
export const PLAN_STATUSES = ["pending_payment", "active", "paused", "past_due", "cancelled", "ended"] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** What the teacher records when completing a lesson (api.md "Lessons after the booking"). */
export const ATTENDANCES = ["present", "late", "absent", "teacher_absent"] as const;
export type Attendance = (typeof ATTENDANCES)[number];
export const ATTENDANCE_LABELS: Record<Attendance, string> = {
  present: "Present",
  late: "Late",
  absent: "Absent",
  teacher_absent: "Teacher absent",
};
/** Attendances after which the lesson was held: a report has content and the parent may review. */
export const HELD_ATTENDANCES = ["present", "late"] as const satisfies readonly Attendance[];

/** The lesson's life after the booking (issue 16). */
export const LESSON_RULES = {
  /** The teacher may correct a report this long after writing it. */
  reportCorrectionHours: 48,
  /** A lesson not reported this long after its end shows as 'Awaiting report'. */
  awaitingReportAfterHours: 72,
  /** The parent may review a held lesson this long after it. */
  reviewWindowDays: 60,
  /** 'Join lesson' shows this long before the start, until the end. */
  joinEarlyMinutes: 15,
  /** A meeting link's longest form. */
  meetingUrlMax: 500,
} as const;

/** Issue 17 (api.md "Scheduling"): one policy for everyone. */
export const SCHEDULING = {
  /** A parent who cancels at least this long before the start is refunded in full; later, not at all. */
  fullRefundHours: 12,
  /** A parent may move a lesson until this long before it starts; the teacher at any time before. */
  parentRescheduleHours: 12,
  /** An unpaid booking holds its slot this long, then it is cancelled. */
  unpaidHoldMinutes: 30,
  /** A hold whose PayPal order was opened in time is released this much later, so an approval in progress can land. */
  openOrderGraceMinutes: 15,
  /** Reminders go this many hours before each paid lesson. */
  reminderHours: [24, 1],
} as const;

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  scheduled: "Scheduled",
  completed: "Completed",
  cancelled: "Cancelled",
};

export const PAYMENT_STATUSES = ["pending", "paid", "refunded", "failed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: "Payment pending",
  paid: "Paid",
  refunded: "Refunded",
  failed: "Payment failed",
};

export const INTERVIEW_STATUSES = ["pending", "scheduled", "completed", "cancelled"] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, string> = {
  pending: "Pending",
  scheduled: "Scheduled",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** An interview's outcome; null until the admin records it. */
export const INTERVIEW_RESULTS = ["approved", "rejected"] as const;
export type InterviewResult = (typeof INTERVIEW_RESULTS)[number];

export const NOTIFICATION_TYPES = [
  "new_user",
  "teacher_application",
  "teacher_status",
  "interview_scheduled",
  /** Issue 32: an admin moved an interview or changed its meeting link. */
  "interview_updated",
  /** Issue 32: an admin cancelled an interview. */
  "interview_cancelled",
  "reminder",
  "booking",
  /** A teacher replaced a document an admin had verified (api.md "Trust after verification"). */
  "document_replaced",
  /** A lesson was cancelled by the platform (teacher rejected or suspended), with its refund if paid. */
  "booking_cancelled",
  /** The user's account was suspended or restored. */
  "account_status",
  /** Issue 16: a payment received (the parent's receipt, the teacher told). */
  "payment",
  /** A lesson moved to another time. */
  "booking_rescheduled",
  /** A teacher's progress report on a lesson. */
  "progress_report",
  /** A parent's review of a teacher, or the teacher's reply. */
  "review",
  /** Issue 17: a lesson in 24 hours or 1 hour. */
  "lesson_reminder",
  /** An unpaid booking released after its 30 minutes. */
  "booking_expired",
  /** Issue 19: a child earned a badge (the hifz ledger). */
  "badge",
  /** Issue 32: a message sent through the contact page, in the admins' shared feed. */
  "contact_message",
  /** Issue 35: a message from the other party of a conversation. */
  "message",
  /** Issue 35: a conversation reported, in the admins' shared feed. */
  "conversation_reported",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Booking slots, wall-clock times in the teacher's time zone. */
export const TIME_SLOTS = ["09:00", "10:00", "11:00", "14:00", "15:00", "16:00", "17:00", "18:00", "19:00"] as const;

export const CLASS_DEFAULTS = { duration: 60, maxStudents: 1 } as const;
export const LIMITS = {
  classMinDuration: 15,
  maxStudentsMin: 1,
  maxStudentsMax: 20,
  studentAgeMin: 3,
  studentAgeMax: 18,
  studentAgeDefault: 6,
  experienceDefault: 0,
  recentBookings: 3,
  pendingCardSpecializations: 3,
  approvedCardSpecializations: 2,
  teacherCardSpecializations: 4,
  teacherCardClasses: 3,
  uploadMaxBytes: 10 * 1024 * 1024,
  /** How far ahead a lesson can be booked: an unpaid booking holds a teacher's slot, so holds stay near. */
  bookingHorizonDays: 90,
  /** The most a class may take off a plan for a sibling (issue 33). */
  siblingDiscountMaxPercent: 50,
} as const;

/**
 * Caps (api.md "Bounded answers and caps"): what one account may hold, so no account can grow an answer, or the
 * server's memory, without bound. Refused with a 409 naming the cap.
 */
export const CAPS = {
  childrenPerParent: 20,
  classesPerTeacher: 50,
  upcomingBookingsPerParent: 500,
  /** Unpaid bookings holding slots (issue 31): one free account took every slot of a teacher for ten days. */
  unpaidHoldsPerParent: 5,
  unpaidHoldsPerTeacher: 3,
  sessionsPerUser: 10,
  /** Weekly plans not over (pending payment, active, paused, past due) a parent holds (issue 33). */
  livePlansPerParent: 20,
  /** Plans awaiting their first payment at once: each holds up to 28 slots for 30 minutes (decision 088). */
  unpaidPlansPerParent: 2,
  /** Active classes carried by one browse item (`classes`); the number of all of them is in `classCount`. */
  classesPerBrowseItem: 3,
} as const;

/** Maximum lengths of text fields (api.md "Bounded answers and caps"). */
export const TEXT_MAX = {
  name: 100,
  title: 200,
  /** Bios, class descriptions, progress reports. */
  long: 4000,
  /** Notes, goals, special needs, feedback. */
  note: 2000,
  comment: 2000,
} as const;

/** Paged lists: `limit` 1..max (default `defaultLimit`) and `offset`, the total in X-Total-Count. */
export const PAGE = { defaultLimit: 50, maxLimit: 100, maxOffset: 100_000 } as const;

/** No JSON answer is larger than this (api.md). */
export const MAX_ANSWER_BYTES = 1024 * 1024;

export const PLATFORM_FEE = "0.00";
export const PAYMENT_CURRENCY = "USD";
export const PAYMENT_INTENT = "CAPTURE";

/** Client delays of spec §9, in milliseconds. */
export const DELAYS = {
  roleSwitchRedirect: 800,
  roleSwitchAuthRedirect: 1000,
  loginRedirect: 500,
  draftOnboarding: 500,
  draftStudent: 800,
  draftDefault: 1000,
  toast: 5000,
} as const;

export const MARKETING_FIGURES = [
  { value: "500+", label: "Verified Teachers" },
  { value: "2,000+", label: "Students" },
  { value: "15,000+", label: "Classes Completed" },
  { value: "98%", label: "Satisfaction Rate" },
] as const;

export const EMAIL_PREFERENCE_KEYS = [
  "welcomeEmails",
  "bookingConfirmations",
  "paymentReceipts",
  "teacherUpdates",
  "progressReports",
  "lessonReminders",
  /** Issue 33: a weekly plan's renewal, announced 7 days ahead. */
  "paymentReminders",
  /** Issue 35: a new message (at most one email per conversation per 15 minutes, no text, a link). */
  "messages",
  "marketingEmails",
] as const;
export type EmailPreferenceKey = (typeof EMAIL_PREFERENCE_KEYS)[number];
export type EmailPreferences = Record<EmailPreferenceKey, boolean>;
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  welcomeEmails: true,
  bookingConfirmations: true,
  paymentReceipts: true,
  teacherUpdates: true,
  progressReports: true,
  lessonReminders: true,
  paymentReminders: true,
  messages: true,
  marketingEmails: false,
};
