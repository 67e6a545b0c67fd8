// A badge's certificate (api.md "The hifz ledger", decision 061): its code, the public check of the code, and what
// the PDF says, for the child's parent alone (certificate.ts draws it).
import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import {
  badgeTitle,
  certifiable,
  certificateStatus,
  needsConfirmation,
  type CertificateCheck,
} from "@shared/hifz-badges";
import { studentBadges, studentProfiles } from "@shared/schema";
import type { Db } from "../db";
import { notFound } from "../http-error";
import type { Viewer } from "../viewer";
import type { CertificateInput } from "./certificate";
import { arabicAchievement } from "./certificate-arabic";

export const CERTIFICATE_CODE = /^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/;

/** A new certificate code, XXXX-XXXX-XXXX-XXXX (CERTIFICATE_CODE). */
export const newCertificateCode = () =>
  crypto
    .randomBytes(8)
    .toString("hex")
    .toUpperCase()
    .replace(/(.{4})(?!$)/g, "$1-");

/** Whether a certificate has this code (withdrawn ones too): the public check's rate limit counts only the others. */
export async function certificateExists(db: Db, code: string): Promise<boolean> {
  const normal = code.trim().toUpperCase();
  if (!CERTIFICATE_CODE.test(normal)) return false;
  const [row] = await db
    .select({ id: studentBadges.id })
    .from(studentBadges)
    .where(eq(studentBadges.certificateCode, normal))
    .limit(1);
  return row !== undefined;
}

/**
 * GET /api/certificates/{code}: anyone; only the child's first name and the achievement. 404 for an unknown code; a
 * withdrawn badge's certificate answers `valid: false` with the date and why, so a printed copy can be told apart; a
 * juz, half-Quran or khatm certificate not yet confirmed by a second person answers `awaiting_confirmation`.
 */
export async function verifyCertificate(db: Db, code: string): Promise<CertificateCheck> {
  const normal = code.trim().toUpperCase();
  if (!CERTIFICATE_CODE.test(normal)) throw notFound("Certificate not found");
  const [row] = await db
    .select({
      code: studentBadges.code,
      surah: studentBadges.surah,
      earnedAt: studentBadges.earnedAt,
      revokedAt: studentBadges.revokedAt,
      revokedForCause: studentBadges.revokedForCause,
      confirmedAt: studentBadges.confirmedAt,
      teacherName: studentBadges.teacherName,
      name: studentBadges.studentName,
    })
    .from(studentBadges)
    .where(eq(studentBadges.certificateCode, normal));
  if (!row) throw notFound("Certificate not found");
  const status = certificateStatus(row);
  return {
    valid: status === "valid",
    status,
    achievement: badgeTitle(row.code, row.surah) ?? row.code,
    firstName: row.name.trim().split(/\s+/)[0] ?? "",
    teacherName: row.teacherName ?? "Halaqa",
    earnedAt: row.earnedAt.toISOString(),
    ...(row.confirmedAt && needsConfirmation(row.code) ? { confirmedAt: row.confirmedAt.toISOString() } : {}),
    ...(row.revokedAt
      ? { revokedAt: row.revokedAt.toISOString(), withdrawnFor: row.revokedForCause ? "cause" : "correction" }
      : {}),
  };
}

/**
 * GET /api/students/{id}/badges/{code}/certificate: what the PDF says, for the child's parent alone. Not admins, not
 * the child's teachers (can "read child progress" lets admins in): the certificate is the family's to keep and share.
 * Anyone else, an unknown child, a badge not earned and a code without a certificate all get the same 404.
 * `appUrl` is the app's public origin, for the line that tells where to verify the code.
 */
export async function certificateOf(
  db: Db,
  viewer: Viewer,
  studentId: number,
  code: string,
  appUrl: string,
): Promise<CertificateInput> {
  if (!certifiable(code)) throw notFound("Certificate not found");
  const [badge] = await db
    .select({
      parentId: studentProfiles.parentId,
      childName: studentBadges.studentName,
      earnedAt: studentBadges.earnedAt,
      teacherName: studentBadges.teacherName,
      certificateCode: studentBadges.certificateCode,
      surah: studentBadges.surah,
    })
    .from(studentBadges)
    .innerJoin(studentProfiles, eq(studentProfiles.id, studentBadges.studentId))
    .where(and(eq(studentBadges.studentId, studentId), eq(studentBadges.code, code), isNull(studentBadges.revokedAt)));
  if (!badge || badge.parentId !== viewer.id || !badge.certificateCode) throw notFound("Certificate not found");
  return {
    childName: badge.childName.trim(),
    achievement: badgeTitle(code, badge.surah) ?? code,
    arabicAchievement: arabicAchievement(code, badge.surah),
    teacherName: badge.teacherName ?? "Halaqa",
    earnedAt: badge.earnedAt,
    code: badge.certificateCode,
    verifyUrl: `${appUrl}/certificates/${badge.certificateCode}`,
  };
}
