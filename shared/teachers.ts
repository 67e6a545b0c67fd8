// Request contracts for teacher profiles (spec §5 "Teacher profile schema", api.md "Teachers").
import { z } from "zod";
import {
  LANGUAGES,
  LEVELS,
  SUBJECTS,
  TEXT_MAX,
  VERIFICATION_STATUSES,
  type DocumentType,
  type VerificationStatus,
} from "./constants";
import type { ClassItem } from "./classes";
import { dbId, integer, money, NUL_MESSAGE, noNul, text, timeZone } from "./fields";
import {
  genderSchema,
  IJAZAH_NOTE_MAX,
  matchingProfileFields,
  riwayahSchema,
  type Gender,
  type Ijazah,
  type Riwayah,
  type VerifiedIjazah,
} from "./matching";
import { pageQuery } from "./paging";

export const teacherProfileSchema = z.object({
  bio: text(TEXT_MAX.long, `Bio must be at most ${TEXT_MAX.long} characters`).min(1, "Please enter a bio"),
  qualifications: text(TEXT_MAX.note, `Qualifications must be at most ${TEXT_MAX.note} characters`).default(""),
  experience: integer("Experience must be a positive number").pipe(
    z.number().min(0, "Experience must be a positive number").max(80, "Experience must be at most 80 years"),
  ),
  hourlyRate: money("Please set your hourly rate"),
  // A rate is in USD like every class price (issue 32); families see it in their own currency too (decision 064).
  currency: z.literal("USD", { error: "Hourly rates are in USD, like class prices" }).default("USD"),
  phoneNumber: z
    .string({ error: "Please provide a valid phone number" })
    .trim()
    .min(10, "Please provide a valid phone number")
    .max(32, "Please provide a valid phone number")
    .regex(/^\+?[\d\s\-()]+$/, "Please enter a valid phone number")
    .refine(noNul, NUL_MESSAGE),
  specializations: z
    .array(z.enum(SUBJECTS, { error: "Please select at least one specialization" }), {
      error: "Please select at least one specialization",
    })
    .min(1, "Please select at least one specialization")
    // Each item is one of the subjects; the list holds each at most once, so it is never longer than they are.
    .max(SUBJECTS.length, `Choose at most ${SUBJECTS.length} specializations`)
    .transform((list) => [...new Set(list)]),
  languages: z
    .array(z.enum(LANGUAGES, { error: "Please select at least one language" }), {
      error: "Please select at least one language",
    })
    .min(1, "Please select at least one language")
    .max(LANGUAGES.length, `Choose at most ${LANGUAGES.length} languages`)
    .transform((list) => [...new Set(list)]),
  timeZone: timeZone.default("UTC"),
  ...matchingProfileFields,
});
export type TeacherProfileInput = z.input<typeof teacherProfileSchema>;
export type TeacherProfileValues = z.output<typeof teacherProfileSchema>;

/** The wizard's steps and the fields each validates before moving on. */
export const TEACHER_PROFILE_STEPS = [
  { title: "Personal Information", fields: ["phoneNumber", "bio", "timeZone"] },
  { title: "Qualifications & Experience", fields: ["qualifications", "experience", "hourlyRate", "currency"] },
  { title: "Specializations & Availability", fields: ["specializations", "languages", "gender", "riwayat", "ijazah"] },
  { title: "Document Verification", fields: [] },
] as const satisfies readonly { title: string; fields: readonly (keyof TeacherProfileInput)[] }[];

/** Admin review of a profile (PATCH /api/teacher/profile/{id}). */
export const teacherReviewSchema = z
  .object({
    verificationStatus: z
      .enum(VERIFICATION_STATUSES, { error: "Status must be pending, approved or rejected" })
      .optional(),
    feedback: text(TEXT_MAX.note, `Feedback must be at most ${TEXT_MAX.note} characters`).optional(),
    idVerified: z.boolean({ error: "idVerified must be true or false" }).optional(),
    policeCheckVerified: z.boolean({ error: "policeCheckVerified must be true or false" }).optional(),
    interviewCompleted: z.boolean({ error: "interviewCompleted must be true or false" }).optional(),
    // The documents the admin looked at when ticking a check: if the teacher has replaced one since, the check is
    // refused (409) rather than given to a file nobody saw. Every upload gets a new id.
    idDocumentId: z
      .number({ error: "idDocumentId must be a number" })
      .int()
      .positive()
      .max(2_147_483_647, "idDocumentId is out of range")
      .optional(),
    policeCheckDocumentId: z
      .number({ error: "policeCheckDocumentId must be a number" })
      .int()
      .positive()
      .max(2_147_483_647, "policeCheckDocumentId is out of range")
      .optional(),
    // Issue 36: the teacher's gender (only an admin changes it once the ID is verified) and the ijazah's check.
    gender: genderSchema.optional(),
    ijazahVerified: z.boolean({ error: "ijazahVerified must be true or false" }).optional(),
    ijazahDocumentId: z
      .number({ error: "ijazahDocumentId must be a number" })
      .int()
      .positive()
      .max(2_147_483_647, "ijazahDocumentId is out of range")
      .optional(),
    /** How the ijazah was checked (issuer contacted, recitation heard): required to verify it. */
    ijazahNote: text(IJAZAH_NOTE_MAX, `The note must be at most ${IJAZAH_NOTE_MAX} characters`).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: "Nothing to update",
    path: ["verificationStatus"],
  });
export type TeacherReviewInput = z.infer<typeof teacherReviewSchema>;

/** GET /api/teachers query. */
export const teachersQuerySchema = z.object({
  status: z.enum(VERIFICATION_STATUSES, { error: "Status must be pending, approved or rejected" }).optional(),
  q: text(100, "Search must be at most 100 characters").optional(),
  subject: z.enum(SUBJECTS, { error: "Unknown subject" }).optional(),
  level: z.enum(LEVELS, { error: "Unknown level" }).optional(),
  language: z.enum(LANGUAGES, { error: "Unknown language" }).optional(),
  gender: z.enum(["female", "male"], { error: "Unknown gender: use female or male" }).optional(),
  riwayah: z.enum(riwayahSchema.options, { error: "Unknown riwayah" }).optional(),
  /** Only teachers whose ijazah an admin verified; "false" or absent: no filter. */
  ijazah: z
    .enum(["true", "false"], { error: "ijazah must be true or false" })
    .transform((v) => v === "true")
    .optional(),
  teacherId: dbId("teacherId").optional(),
  ...pageQuery(50, 20).shape,
});
export type TeachersQuery = z.infer<typeof teachersQuerySchema>;

/**
 * Whether a search has a letter or a digit to look for: search ignores punctuation (decision 085), so a query of
 * punctuation alone ("%") finds no one rather than everyone.
 */
export const hasSearchableText = (q: string) =>
  // Modifier letters the fold removes ('ayn, hamza and apostrophe marks, the Arabic tatweel) are no letters here.
  /[\p{L}\p{N}]/u.test(q.replace(/[\u02B9-\u02BF\u0640]/gu, ""));

/** A document as the API shows it (never its storage path). */
export interface DocumentInfo {
  id: number;
  documentType: DocumentType;
  fileName: string;
  uploadedAt: string;
}

/** GET /api/teacher/profile: the caller's own profile with their documents. */
export interface TeacherProfile {
  id: number;
  userId: number;
  bio: string;
  qualifications: string;
  experience: number;
  hourlyRate: string | null;
  currency: string;
  phoneNumber: string | null;
  specializations: string[];
  languages: string[];
  verificationStatus: VerificationStatus;
  idVerified: boolean;
  policeCheckVerified: boolean;
  interviewCompleted: boolean;
  /** The admin's feedback on the last decision. */
  feedback: string | null;
  /** A summary of the teacher's weekly hours ("Mon–Sat 09:00–12:00, 14:00–20:00"), read-only (issue 17). */
  availableHours: string;
  timeZone: string;
  createdAt: string;
  updatedAt: string;
  documents: DocumentInfo[];
  // Issue 36 (always sent; optional for the screens' older fixtures).
  gender?: Gender | null;
  riwayat?: Riwayah[];
  ijazah?: Ijazah | null;
  ijazahVerified?: boolean;
  /** How the admin checked it. */
  ijazahNote?: string | null;
}

/** An item of GET /api/teachers. Admin-only fields are absent for everyone else. */
export interface TeacherListItem {
  id: number;
  userId: number;
  firstName: string;
  lastName: string;
  bio: string;
  qualifications: string;
  experience: number;
  hourlyRate: string | null;
  currency: string;
  specializations: string[];
  languages: string[];
  verificationStatus: VerificationStatus;
  /** A summary of the teacher's weekly hours, read-only. */
  availableHours: string;
  timeZone: string;
  /** At most CAPS.classesPerBrowseItem active classes, oldest first. */
  classes: ClassItem[];
  /** The number of all the teacher's active classes. */
  classCount: number;
  /** The lowest price (USD) of all the active classes (browse only): the card's one price; null without classes. */
  lowestClassPrice?: string | null;
  rating: number | null;
  reviewCount: number;
  createdAt: string;
  // Issue 36 (always sent; optional for the screens' older fixtures).
  gender?: Gender | null;
  riwayat?: Riwayah[];
  /** Only once an admin verified it. */
  verifiedIjazah?: VerifiedIjazah | null;
  // admin only
  ijazah?: Ijazah | null;
  ijazahVerified?: boolean;
  ijazahNote?: string | null;
  email?: string;
  phoneNumber?: string | null;
  idVerified?: boolean;
  policeCheckVerified?: boolean;
  interviewCompleted?: boolean;
  feedback?: string | null;
  lastReminderSent?: string | null;
  documents?: DocumentInfo[];
}
