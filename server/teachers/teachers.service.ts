// Teacher profiles: the teacher's own (create, update, read) and the admin's review. The listing is browse.service.ts.
import { and, asc, eq } from "drizzle-orm";
import type { Logger } from "pino";
import { summarizeWeekly } from "@shared/teacher-hours";
import type { ClassItem } from "@shared/classes";
import { DOCUMENT_PHRASES, type RequiredDocumentType } from "@shared/documents";
import {
  documents,
  interviews,
  teacherProfiles,
  type ClassRow,
  type DocumentRow,
  type TeacherProfileRow,
} from "@shared/schema";
import type { DocumentInfo, TeacherProfile, TeacherProfileValues, TeacherReviewInput } from "@shared/teachers";
import { cancelUpcomingLessons, refundAndTell, TEACHER_UNAVAILABLE } from "../bookings/cancellations.service";
import type { Db } from "../db";
import { GENDER_LOCKED_MESSAGE, type Gender, type Ijazah, type Riwayah, type VerifiedIjazah } from "@shared/matching";
import { conflict, HttpError, notFound } from "../http-error";
import type { Mailer } from "../mail/mailer";
import { notify, recordInApp } from "../notify/notify";
import type { PaymentGateway } from "../payments/gateway";
import { decideMatching, decideReview, IJAZAH_UNVERIFIED, statusAfterTeacherSave } from "./teachers.rules";

export const toDocumentInfo = (d: DocumentRow): DocumentInfo => ({
  id: d.id,
  documentType: d.documentType,
  fileName: d.fileName,
  uploadedAt: d.uploadedAt.toISOString(),
});

export const toClassItem = (c: ClassRow): ClassItem => ({
  id: c.id,
  teacherId: c.teacherId,
  title: c.title,
  description: c.description,
  subject: c.subject,
  level: c.level,
  duration: c.duration,
  price: c.price,
  currency: c.currency,
  maxStudents: c.maxStudents,
  siblingDiscountPercent: c.siblingDiscountPercent,
  trialMinutes: c.trialMinutes,
  trialPrice: c.trialPrice,
  isActive: c.isActive,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});

function toProfile(p: TeacherProfileRow, docs: DocumentRow[]): TeacherProfile {
  return {
    id: p.id,
    userId: p.userId,
    bio: p.bio,
    qualifications: p.qualifications,
    experience: p.experience,
    hourlyRate: p.hourlyRate,
    currency: p.currency,
    phoneNumber: p.phoneNumber,
    specializations: p.specializations,
    languages: p.languages,
    verificationStatus: p.verificationStatus,
    idVerified: p.idVerified,
    policeCheckVerified: p.policeCheckVerified,
    interviewCompleted: p.interviewCompleted,
    feedback: p.feedback,
    availableHours: summarizeWeekly(p.weeklyHours),
    timeZone: p.timeZone,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    documents: docs.map(toDocumentInfo),
    gender: genderOf(p),
    riwayat: riwayatOf(p),
    ijazah: p.ijazah ?? null,
    ijazahVerified: p.ijazahVerified,
    ijazahNote: p.ijazahNote,
  };
}

export const genderOf = (p: TeacherProfileRow): Gender | null => (p.gender as Gender | null) ?? null;
export const riwayatOf = (p: TeacherProfileRow): Riwayah[] => p.riwayat as Riwayah[];
/** What families see of the ijazah: its riwayah and scope, once an admin verified it. */
export const verifiedIjazahOf = (p: TeacherProfileRow): VerifiedIjazah | null =>
  p.ijazahVerified && p.ijazah ? { riwayah: p.ijazah.riwayah, coversTeaching: p.ijazah.coversTeaching } : null;

export async function findProfileByUser(db: Db, userId: number): Promise<TeacherProfileRow | undefined> {
  const [row] = await db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, userId)).limit(1);
  return row;
}

export async function getOwnProfile(db: Db, userId: number): Promise<TeacherProfile> {
  const row = await findProfileByUser(db, userId);
  if (!row) throw notFound("You have not created a teacher profile yet");
  const docs = await db
    .select()
    .from(documents)
    .where(eq(documents.userId, userId))
    .orderBy(asc(documents.documentType));
  return toProfile(row, docs);
}

const sameIjazah = (a: Ijazah | null, b: Ijazah | null) =>
  a === null || b === null
    ? a === b
    : a.riwayah === b.riwayah &&
      a.coversTeaching === b.coversTeaching &&
      a.issuer === b.issuer &&
      a.issuedOn === b.issuedOn &&
      a.chain === b.chain;

/** Creates the caller's profile or updates it; a rejected profile returns to review. Admins hear of (re)submissions. */
export async function saveOwnProfile(
  db: Db,
  user: { id: number; firstName: string; lastName: string },
  values: TeacherProfileValues,
): Promise<{ created: boolean; profile: TeacherProfile }> {
  const created = await db.transaction(async (tx) => {
    // FOR UPDATE: two saves at once must not both insert, nor both skip the review notification.
    const [existing] = await tx.select().from(teacherProfiles).where(eq(teacherProfiles.userId, user.id)).for("update");
    if (!existing) {
      try {
        await tx.insert(teacherProfiles).values({ ...values, userId: user.id });
      } catch (err) {
        if ((err as { cause?: { code?: string } }).cause?.code === "23505")
          throw conflict("A teacher profile already exists");
        throw err;
      }
      await recordInApp(tx, { kind: "teacher_application", teacher: user, resubmitted: false });
      return true;
    }
    const status = statusAfterTeacherSave(existing.verificationStatus);
    // Issue 36: a gender checked with the ID is the admins' to change; a profile without one may add it.
    if (values.gender !== undefined && existing.idVerified && existing.gender && values.gender !== existing.gender)
      throw conflict(GENDER_LOCKED_MESSAGE);
    await tx
      .update(teacherProfiles)
      .set({
        ...values,
        verificationStatus: status,
        // A verification covers the details the admin read: any change to them needs a new check.
        ...(values.ijazah !== undefined && !sameIjazah(existing.ijazah, values.ijazah) ? IJAZAH_UNVERIFIED : {}),
      })
      .where(eq(teacherProfiles.id, existing.id));
    if (existing.verificationStatus === "rejected")
      await recordInApp(tx, { kind: "teacher_application", teacher: user, resubmitted: true });
    return false;
  });
  return { created, profile: await getOwnProfile(db, user.id) };
}

/**
 * A check ticked for a document that is not there (issue 31: two teachers were approved with none), or that the
 * admin did not see: the teacher replaced it after the admin opened it. An upload locks the profile too.
 */
async function refuseUnseenDocuments(tx: Pick<Db, "select">, userId: number, input: TeacherReviewInput): Promise<void> {
  const seen: [boolean | undefined, number | undefined, RequiredDocumentType | "ijazah"][] = [
    [input.idVerified, input.idDocumentId, "id"],
    [input.policeCheckVerified, input.policeCheckDocumentId, "police_check"],
    [input.ijazahVerified, input.ijazahDocumentId, "ijazah"],
  ];
  for (const [ticked, documentId, type] of seen) {
    if (ticked !== true) continue;
    const [current] = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.userId, userId), eq(documents.documentType, type)));
    if (!current) {
      throw conflict(`The teacher has not uploaded their ${DOCUMENT_PHRASES[type]}: there is nothing to verify yet.`);
    }
    if (documentId !== undefined && current.id !== documentId) {
      throw conflict(
        `The teacher replaced their ${DOCUMENT_PHRASES[type]} after you opened it. Please check the new file before verifying it.`,
      );
    }
  }
}

/** Admin review: flags, approve (all checks done) or reject (with feedback). The teacher is notified of a decision. */
export async function reviewProfile(
  db: Db,
  profileId: number,
  input: TeacherReviewInput,
  mailer?: Mailer,
  payments?: { gateway: PaymentGateway; logger?: Logger },
): Promise<TeacherProfile> {
  const { userId, decided, cancelled } = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(teacherProfiles).where(eq(teacherProfiles.id, profileId)).for("update");
    if (!row) throw notFound("Teacher profile not found");
    // The interview flag follows the interviews: only one completed with result approved may set it.
    const [approvedInterview] =
      input.interviewCompleted === true
        ? await tx
            .select({ id: interviews.id })
            .from(interviews)
            .where(
              and(
                eq(interviews.teacherId, row.userId),
                eq(interviews.status, "completed"),
                eq(interviews.result, "approved"),
              ),
            )
            .limit(1)
        : [];
    await refuseUnseenDocuments(tx, row.userId, input);
    const decision = decideReview(row, input, { approvedInterview: approvedInterview !== undefined });
    if (!decision.ok) throw new HttpError(decision.status, decision.message);
    const matching = decideMatching(row, input, new Date());
    if (!matching.ok) throw new HttpError(matching.status, matching.message);
    const changes = { ...decision.changes, ...matching.changes };
    if (Object.keys(changes).length > 0) {
      await tx.update(teacherProfiles).set(changes).where(eq(teacherProfiles.id, profileId));
    }
    const status = decision.changes.verificationStatus;
    const decided =
      status === "approved" || status === "rejected"
        ? await recordInApp(tx, {
            kind: "teacher_reviewed",
            to: row.userId,
            profileId,
            status,
            feedback: decision.changes.feedback ?? "",
          })
        : undefined;
    // A rejected teacher teaches no more lessons: cancelled in this transaction, refunded after it.
    const cancelled = status === "rejected" ? await cancelUpcomingLessons(tx, row.userId, TEACHER_UNAVAILABLE) : [];
    return { userId: row.userId, decided, cancelled };
  });
  if (cancelled.length > 0) {
    if (!payments) throw new Error("reviewProfile: lessons cancelled without a payment gateway to refund them");
    await refundAndTell(
      { db, gateway: payments.gateway, mailer, logger: payments.logger },
      cancelled,
      TEACHER_UNAVAILABLE,
    );
  }
  // After the commit; the email only if the teacher wants teacher updates.
  if (decided) await notify({ db, mailer, logger: payments?.logger }, decided);
  return getOwnProfile(db, userId);
}
