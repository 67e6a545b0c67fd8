// One teacher's public profile page (api.md "Reviews": GET /api/teachers/{userId}) and who may see it: a listed
// teacher (approved, not suspended) for everyone signed in; anyone else only for themselves and admins.
import { and, asc, eq } from "drizzle-orm";
import type { ClassItem } from "@shared/classes";
import { MAX_ANSWER_BYTES } from "@shared/constants";
import type { TeacherPublicProfile } from "@shared/reviews";
import { classes, teacherProfiles, users, type TeacherProfileRow } from "@shared/schema";
import type { Db } from "../db";
import { notFound } from "../http-error";
import { pageJson } from "../paging";
import { can, type Viewer } from "../viewer";
import { listTeachers } from "./browse.service";
import { toClassItem } from "./teachers.service";

export const TEACHER_NOT_FOUND = "Teacher not found";

/**
 * The teacher's profile when the viewer may see the teacher's page (and reviews); a 404 otherwise, the same for a
 * teacher who does not exist and one the viewer may not know of.
 */
export async function visibleTeacher(
  db: Db,
  viewer: Viewer,
  userId: number,
): Promise<{ profile: TeacherProfileRow; listed: boolean }> {
  const [row] = await db
    .select({ profile: teacherProfiles, suspendedAt: users.suspendedAt })
    .from(teacherProfiles)
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .where(eq(teacherProfiles.userId, userId))
    .limit(1);
  if (!row) throw notFound(TEACHER_NOT_FOUND);
  const listed = row.profile.verificationStatus === "approved" && row.suspendedAt === null;
  if (!listed && !can(viewer, "read unlisted teacher", { userId })) throw notFound(TEACHER_NOT_FOUND);
  return { profile: row.profile, listed };
}

/** A class as anyone may see it: never its lesson link (the families' room, issue 16). */
function publicClass(c: typeof classes.$inferSelect): ClassItem {
  const { meetingUrl: _link, ...item } = toClassItem(c) as ClassItem;
  return item;
}

/**
 * GET /api/teachers/{userId}: the browse item (the same builder, so rating and review count come from the reviews),
 * every active class, and the three checks as evidence. Admin-only fields (email, phone, documents, feedback) are
 * left out for everyone: the page is the public one, admins have the applications tab.
 */
export async function getPublicProfile(db: Db, viewer: Viewer, userId: number): Promise<TeacherPublicProfile> {
  const { profile, listed } = await visibleTeacher(db, viewer, userId);
  // An unlisted teacher is found only by the admin listing's query (it keeps suspended teachers).
  const [[item], active] = await Promise.all([
    listTeachers(db, { teacherId: userId, limit: 1, offset: 0 }, !listed),
    // Bounded by the cap of classes per teacher.
    db
      .select()
      .from(classes)
      .where(and(eq(classes.teacherId, userId), eq(classes.isActive, true)))
      .orderBy(asc(classes.id)),
  ]);
  if (!item) throw notFound(TEACHER_NOT_FOUND);
  const page: TeacherPublicProfile = {
    id: item.id,
    userId: item.userId,
    firstName: item.firstName,
    lastName: item.lastName,
    bio: item.bio,
    qualifications: item.qualifications,
    experience: item.experience,
    hourlyRate: item.hourlyRate,
    currency: item.currency,
    specializations: item.specializations,
    languages: item.languages,
    verificationStatus: item.verificationStatus,
    availableHours: item.availableHours,
    timeZone: item.timeZone,
    classes: [],
    classCount: active.length,
    rating: item.rating,
    reviewCount: item.reviewCount,
    createdAt: item.createdAt,
    idVerified: profile.idVerified,
    policeCheckVerified: profile.policeCheckVerified,
    interviewCompleted: profile.interviewCompleted,
    gender: item.gender,
    riwayat: item.riwayat,
    verifiedIjazah: item.verifiedIjazah,
    // The whole ijazah (issuer, date, chain) only once verified: an unchecked claim is not shown as evidence.
    ijazah: profile.ijazahVerified ? (profile.ijazah ?? null) : null,
  };
  // Every active class, as many as fit in an answer of 1 MB: 50 classes of the longest texts would not (classCount
  // still counts them all).
  const all = active.map(publicClass);
  const { count } = pageJson(all, MAX_ANSWER_BYTES - Buffer.byteLength(JSON.stringify(page)));
  page.classes = all.slice(0, count);
  return page;
}
