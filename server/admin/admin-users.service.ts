// Admin › Users (api.md "Accounts"): find users; suspend and restore them. A suspension ends the user's sessions,
// refuses their sign-in, takes a teacher out of browse and cancels (and refunds) their upcoming lessons.
import { and, asc, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Logger } from "pino";
import type { AdminUserItem, AdminUsersQuery, SuspendUserInput, SuspendUserResult } from "@shared/admin";
import { teacherProfiles, users, type UserRow } from "@shared/schema";
import { endSessions } from "../auth/sessions.service";
import {
  cancelUpcomingLessons,
  refundAndTell,
  TEACHER_UNAVAILABLE,
  type CancelledLesson,
} from "../bookings/cancellations.service";
import { containsPattern, type Db } from "../db";
import { conflict, notFound } from "../http-error";
import type { Mailer } from "../mail/mailer";
import type { PaymentGateway } from "../payments/gateway";
import { notify, recordInApp } from "../notify/notify";

const toItem = (u: UserRow, teacherStatus: AdminUserItem["teacherStatus"]): AdminUserItem => ({
  id: u.id,
  username: u.username,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  roles: u.roles,
  currentRole: u.currentRole,
  createdAt: u.createdAt.toISOString(),
  teacherStatus,
  suspended: u.suspendedAt !== null,
  suspendedAt: u.suspendedAt?.toISOString() ?? null,
  suspendedReason: u.suspendedReason,
});

function userFilters(query: AdminUsersQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.q) {
    const like = containsPattern(query.q.toLowerCase());
    where.push(
      sql`(lower(${users.firstName} || ' ' || ${users.lastName}) LIKE ${like} OR lower(${users.username}) LIKE ${like} OR lower(${users.email}) LIKE ${like})`,
    );
  }
  if (query.role) where.push(sql`${query.role}::user_role = ANY(${users.roles})`);
  return where.length ? and(...where) : undefined;
}

/** GET /api/admin/users: newest first, a bounded page and the total. */
export async function listUsers(db: Db, query: AdminUsersQuery): Promise<{ items: AdminUserItem[]; total: number }> {
  const where = userFilters(query);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ u: users, teacherStatus: teacherProfiles.verificationStatus })
      .from(users)
      .leftJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map((r) => toItem(r.u, r.teacherStatus)), total: n };
}

export interface SuspensionDeps {
  db: Db;
  gateway: PaymentGateway;
  mailer?: Mailer;
  logger?: Pick<Logger, "warn" | "info">;
}

/** PATCH /api/admin/users/{id}: suspends or restores. 409 for oneself and for the last active admin. */
export async function setSuspended(
  deps: SuspensionDeps,
  adminId: number,
  userId: number,
  input: SuspendUserInput,
): Promise<SuspendUserResult> {
  const { db } = deps;
  if (input.suspended && userId === adminId) throw conflict("You cannot suspend your own account");
  const { user, cancelled, notice } = await db.transaction(async (tx) => {
    // Every active admin's row is locked, in one order, before the count: two admins suspending each other at the
    // same moment cannot both pass the last-admin check.
    const activeAdmins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`'admin' = ANY(${users.roles})`, isNull(users.suspendedAt)))
      .orderBy(asc(users.id))
      .for("update");
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!target) throw notFound("User not found");
    const wasSuspended = target.suspendedAt !== null;
    if (input.suspended === wasSuspended) return { user: target, cancelled: [] as CancelledLesson[], notice: null };
    if (input.suspended && target.roles.includes("admin") && activeAdmins.length <= 1) {
      throw conflict("The last admin cannot be suspended");
    }
    const [row] = await tx
      .update(users)
      .set(
        input.suspended
          ? { suspendedAt: new Date(), suspendedReason: input.reason ?? null }
          : { suspendedAt: null, suspendedReason: null },
      )
      .where(eq(users.id, userId))
      .returning();
    // In-app too: the bell shows it once the user can sign in again (the email tells them now).
    const notice = await recordInApp(tx, {
      kind: "account_status",
      to: userId,
      suspended: input.suspended,
      reason: input.reason,
    });
    let lessons: CancelledLesson[] = [];
    if (input.suspended) {
      await endSessions(tx, userId);
      if (target.roles.includes("teacher")) lessons = await cancelUpcomingLessons(tx, userId, TEACHER_UNAVAILABLE);
    }
    return { user: row, cancelled: lessons, notice };
  });

  let refunded = 0;
  if (cancelled.length > 0) refunded = (await refundAndTell(deps, cancelled, TEACHER_UNAVAILABLE)).refunded;
  // The email is account-critical: sent whatever the email preferences say (the user cannot sign in to read the bell).
  if (notice) await notify(deps, notice);
  const [profile] = await db
    .select({ status: teacherProfiles.verificationStatus })
    .from(teacherProfiles)
    .where(eq(teacherProfiles.userId, userId));
  return { user: toItem(user, profile?.status ?? null), cancelledLessons: cancelled.length, refunded };
}
