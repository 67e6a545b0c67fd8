// What makes a certificate worth checking (issue 31, decision 075): a juz or khatm certificate verifies once a second
// person confirms it; an admin withdraws the certificates of a teacher rejected or suspended for cause.
import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Logger } from "pino";
import { badgeTitle, needsConfirmation, type BadgeItem, type CertificatesWithdrawal } from "@shared/hifz-badges";
import { studentBadges, studentProfiles, teacherProfiles, users } from "@shared/schema";
import type { Db } from "../db";
import { conflict, HttpError, notFound } from "../http-error";
import type { Mailer } from "../mail/mailer";
import type { CertificatesWithdrawn } from "../notify/events";
import { notifyAll, recordAllInApp } from "../notify/notify";
import type { Viewer } from "../viewer";
import { badgeItem, badgeReader } from "./badges.service";

/**
 * POST /api/students/{id}/badges/{code}/confirm: an admin, or an approved teacher who has held a lesson with the child,
 * not the teacher whose report earned the badge, confirms its certificate; the public check then says valid. 404 for
 * anyone who may not read the child's badges and for a badge not held; 403 for the family, a teacher who has not heard
 * the child yet and the badge's own teacher; 409 for a badge that needs no confirmation or has it already.
 */
export async function confirmBadge(
  db: Db,
  viewer: Viewer,
  studentId: number,
  code: string,
  now = new Date(),
): Promise<BadgeItem> {
  const reader = await badgeReader(db, viewer, studentId);
  if (!reader.confirmer)
    throw new HttpError(403, "Only another teacher who has taught the child, or an admin, can confirm a certificate");
  return db.transaction(async (tx) => {
    // The child's row first, as a report settling the badges locks it: a badge withdrawn by a correction at the same
    // moment is either confirmed before or not found after.
    await tx
      .select({ id: studentProfiles.id })
      .from(studentProfiles)
      .where(eq(studentProfiles.id, studentId))
      .for("no key update");
    const [badge] = await tx
      .select()
      .from(studentBadges)
      .where(
        and(eq(studentBadges.studentId, studentId), eq(studentBadges.code, code), isNull(studentBadges.revokedAt)),
      );
    if (!badge) throw notFound("Badge not found");
    if (badge.teacherId === viewer.id)
      throw new HttpError(403, "A certificate is confirmed by someone other than the teacher whose report earned it");
    if (!needsConfirmation(badge.code)) throw conflict("This badge needs no confirmation");
    if (badge.confirmedAt) throw conflict("This certificate is already confirmed");
    const [confirmed] = await tx
      .update(studentBadges)
      .set({ confirmedAt: now, confirmedBy: viewer.id })
      .where(eq(studentBadges.id, badge.id))
      .returning();
    return badgeItem(confirmed, viewer, reader);
  });
}

/**
 * POST /api/admin/teachers/{id}/withdraw-certificates: the certificates issued from the reports of a teacher who is
 * rejected or suspended are withdrawn for cause (recorded: when and by which admin; never deleted), and each family
 * told once per child. Repeating it withdraws nothing more. 404 for a user with no teacher profile; 409 for a teacher
 * neither rejected nor suspended.
 */
export async function withdrawTeacherCertificates(
  deps: { db: Db; mailer?: Mailer; logger?: Pick<Logger, "warn"> },
  adminId: number,
  teacherId: number,
  now = new Date(),
): Promise<CertificatesWithdrawal> {
  const { db } = deps;
  const [teacher] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      suspendedAt: users.suspendedAt,
      status: teacherProfiles.verificationStatus,
    })
    .from(users)
    .innerJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
    .where(eq(users.id, teacherId));
  if (!teacher) throw notFound("Teacher not found");
  if (teacher.status !== "rejected" && !teacher.suspendedAt)
    throw conflict("Only the certificates of a rejected or suspended teacher can be withdrawn");
  const issued = and(
    eq(studentBadges.teacherId, teacherId),
    isNull(studentBadges.revokedAt),
    isNotNull(studentBadges.certificateCode),
  );
  const done = await db.transaction(async (tx) => {
    const held = await tx.selectDistinct({ studentId: studentBadges.studentId }).from(studentBadges).where(issued);
    if (held.length === 0) return { withdrawn: 0, told: [] };
    // The children's rows in one order, as reports lock them, so no report settles a badge being withdrawn.
    const children = await tx
      .select({ id: studentProfiles.id, parentId: studentProfiles.parentId, name: studentProfiles.name })
      .from(studentProfiles)
      .where(
        inArray(
          studentProfiles.id,
          held.map((h) => h.studentId),
        ),
      )
      .orderBy(asc(studentProfiles.id))
      .for("no key update");
    const gone = await tx
      .update(studentBadges)
      .set({ revokedAt: now, revokedForCause: true, revokedBy: adminId })
      .where(issued)
      .returning({ studentId: studentBadges.studentId, code: studentBadges.code, surah: studentBadges.surah });
    const teacherName = `${teacher.firstName} ${teacher.lastName}`;
    const events: CertificatesWithdrawn[] = children.flatMap((child) => {
      const badges = gone
        .filter((b) => b.studentId === child.id)
        .map((b) => ({ code: b.code, title: badgeTitle(b.code, b.surah) ?? b.code }));
      return badges.length === 0
        ? []
        : [
            {
              kind: "certificates_withdrawn" as const,
              to: child.parentId,
              studentId: child.id,
              studentName: child.name,
              teacherName,
              badges,
            },
          ];
    });
    return { withdrawn: gone.length, told: await recordAllInApp(tx, events) };
  });
  await notifyAll(deps, done.told);
  return { withdrawn: done.withdrawn };
}
