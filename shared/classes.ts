// Request contracts for classes (spec §5 "Class", defaults of §9).
import { z } from "zod";
import { CAPS, CLASS_DEFAULTS, LEVELS, LIMITS, SUBJECTS, TEXT_MAX } from "./constants";
import { integer, money, oneLine, text } from "./fields";
import { meetingUrl } from "./lessons";
import { TRIAL_BOTH_MESSAGE, TRIAL_DEARER_MESSAGE, TRIAL_MINUTES } from "./matching";

const classFields = {
  // One line, like a name: it stands in the platform's own sentences and emails (issue 31, finding 8).
  title: text(TEXT_MAX.title, `Title must be at most ${TEXT_MAX.title} characters`)
    .min(5, "Title must be at least 5 characters")
    .refine(oneLine, "Title must be a single line without control characters"),
  description: text(TEXT_MAX.long, `Description must be at most ${TEXT_MAX.long} characters`).min(
    20,
    "Description must be at least 20 characters",
  ),
  subject: z.enum(SUBJECTS, { error: "Please select a subject" }),
  level: z.enum(LEVELS, { error: "Please select a level" }),
  duration: integer("Duration must be at least 15 minutes").pipe(
    z
      .number()
      .min(LIMITS.classMinDuration, "Duration must be at least 15 minutes")
      .max(480, "Duration must be at most 480 minutes"),
  ),
  // A free class would have nothing for PayPal to capture.
  price: money("Please set a price").refine((v) => Number(v) > 0, "Price must be more than $0.00"),
  maxStudents: integer("Must allow at least 1 student").pipe(
    z
      .number()
      .min(LIMITS.maxStudentsMin, "Must allow at least 1 student")
      .max(LIMITS.maxStudentsMax, "Maximum 20 students"),
  ),
  /** Where lessons happen (issue 16); null or empty clears it. */
  meetingUrl: meetingUrl.optional(),
  /** Off a weekly plan for a second child of the same family (issue 33). */
  siblingDiscountPercent: integer("The sibling discount is a whole percentage from 0 to 50").pipe(
    z
      .number()
      .min(0, "The sibling discount is a whole percentage from 0 to 50")
      .max(LIMITS.siblingDiscountMaxPercent, "The sibling discount is a whole percentage from 0 to 50"),
  ),
  /** A trial lesson (issue 36): 15–30 minutes; null with trialPrice null offers none. */
  trialMinutes: integer(`A trial lasts ${TRIAL_MINUTES.min} to ${TRIAL_MINUTES.max} minutes`)
    .pipe(
      z
        .number()
        .min(TRIAL_MINUTES.min, `A trial lasts ${TRIAL_MINUTES.min} to ${TRIAL_MINUTES.max} minutes`)
        .max(TRIAL_MINUTES.max, `A trial lasts ${TRIAL_MINUTES.min} to ${TRIAL_MINUTES.max} minutes`),
    )
    .nullable(),
  /** From 0.00 (a free trial) to the class price. */
  trialPrice: money("Please set the trial's price (0 for a free trial)").nullable(),
};

/** The trial's two fields come together, and the trial costs no more than the class (a 400 otherwise). */
export function trialProblem(v: {
  price?: string;
  trialMinutes?: number | null;
  trialPrice?: string | null;
}): { path: "trialMinutes" | "trialPrice"; message: string } | null {
  if (((v.trialMinutes ?? null) === null) !== ((v.trialPrice ?? null) === null))
    return { path: v.trialMinutes == null ? "trialMinutes" : "trialPrice", message: TRIAL_BOTH_MESSAGE };
  if (v.trialPrice != null && v.price !== undefined && Number(v.trialPrice) > Number(v.price))
    return { path: "trialPrice", message: TRIAL_DEARER_MESSAGE };
  return null;
}

export const classSchema = z
  .object({
    ...classFields,
    duration: classFields.duration.default(CLASS_DEFAULTS.duration),
    maxStudents: classFields.maxStudents.default(CLASS_DEFAULTS.maxStudents),
    siblingDiscountPercent: classFields.siblingDiscountPercent.default(0),
    trialMinutes: classFields.trialMinutes.default(null),
    trialPrice: classFields.trialPrice.default(null),
  })
  .superRefine((v, ctx) => {
    const problem = trialProblem(v);
    if (problem) ctx.addIssue({ code: "custom", message: problem.message, path: [problem.path] });
  });
export type ClassInput = z.input<typeof classSchema>;
export type ClassValues = z.output<typeof classSchema>;

/** PATCH /api/classes/{id}: any of the fields, plus isActive. */
export const classUpdateSchema = z
  .object({ ...classFields, isActive: z.boolean({ error: "isActive must be true or false" }) })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Nothing to update", path: ["title"] });
export type ClassUpdateInput = z.input<typeof classUpdateSchema>;

/** The 409 of the classes cap, and the reason the Create Class button gives when it is reached. */
export const CLASSES_CAP_MESSAGE = `You can create at most ${CAPS.classesPerTeacher} classes, inactive ones included`;

export interface ClassItem {
  id: number;
  /** The teacher's user id. */
  teacherId: number;
  title: string;
  description: string;
  subject: string;
  level: "beginner" | "intermediate" | "advanced";
  duration: number;
  price: string;
  currency: string;
  maxStudents: number;
  /** Off a weekly plan for a second child of the same parent with this teacher (0–50); sent in every class answer. */
  siblingDiscountPercent?: number;
  /** The trial lesson it offers (issue 36); both null without one. */
  trialMinutes?: number | null;
  trialPrice?: string | null;
  isActive: boolean;
  /** The lesson link: in the owning teacher's own answers only (GET /api/classes, their class). */
  meetingUrl?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/classes/{id}. */
export interface ClassDetail extends ClassItem {
  teacher: {
    id: number;
    firstName: string;
    lastName: string;
    experience: number;
    specializations: string[];
    /** IANA zone of the teacher's calendar: slots are wall-clock times there. */
    timeZone: string;
    rating: number | null;
    reviewCount: number;
  };
}

const isoDate = z
  .string()
  .regex(/^(19|20)\d{2}-\d{2}-\d{2}$/, "Use a date like 2026-01-31")
  // A date that rolls over (2027-02-31) is not a real date.
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s,
    "Use a real date",
  );

/** GET /api/classes/{id}/availability?from&to (dates in the teacher's time zone, at most 62 days). */
export const slotsQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((v) => v.from <= v.to, { message: "from must not be after to", path: ["to"] })
  .refine((v) => (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 <= 62, {
    message: "Ask for at most 62 days at a time",
    path: ["to"],
  });
export type SlotsQuery = z.infer<typeof slotsQuerySchema>;

export interface Slot {
  /** Calendar date and wall-clock time in the teacher's time zone. */
  date: string;
  time: string;
  startsAt: string;
  available: boolean;
  /** Group classes only (size over 1): the places this start still has, live bookings and unpaid holds counted. */
  seatsLeft?: number;
}
