// Conversations between a parent and a teacher (issue 35, decision 098): who may open one, the list with unread counts,
// reading, blocking and reporting. A conversation is reachable by its two people only; anyone else is told nothing.
import { and, count, desc, eq, or, sql } from "drizzle-orm";
import type { PageQuery } from "@shared/paging";
import type { ConversationReportItem, ConversationSummary, OpenConversationInput, Party } from "@shared/messages";
import {
  bookings,
  conversationReports,
  conversations,
  messages,
  teacherProfiles,
  users,
  type ConversationRow,
} from "@shared/schema";
import type { PublicUser } from "@shared/users";
import type { Db } from "../db";
import { forbidden, HttpError, notFound } from "../http-error";
import { notify, type NotifyDeps } from "../notify/notify";

/** Teachers a parent may message before booking them: enough to ask around, too few to spam (decision 098). */
export const UNBOOKED_CONVERSATIONS = 20;

export const NOT_FOUND = "No such conversation";

const nameOf = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** The conversation `id` if `userId` is one of its two people; 404 otherwise (a stranger learns nothing). */
export async function participantOf(db: Db, id: number, userId: number): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), or(eq(conversations.parentId, userId), eq(conversations.teacherId, userId))));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** Which side `userId` is on, and the columns of that side. */
export const sideOf = (c: ConversationRow, userId: number) => (c.parentId === userId ? "parent" : "teacher");

/** The summaries of these conversations as `userId` sees them, in the given order. */
export async function summaries(db: Db, userId: number, rows: ConversationRow[]): Promise<ConversationSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const others = rows.map((r) => (r.parentId === userId ? r.teacherId : r.parentId));
  const [people, last, unread] = await Promise.all([
    db.select({ id: users.id, name: nameOf }).from(users).where(sql`${users.id} IN ${others}`),
    db
      .selectDistinctOn([messages.conversationId], {
        conversationId: messages.conversationId,
        senderUserId: messages.senderId,
        body: messages.body,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(sql`${messages.conversationId} IN ${ids}`)
      .orderBy(messages.conversationId, desc(messages.id)),
    db
      .select({ conversationId: messages.conversationId, n: count() })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(
        and(
          sql`${messages.conversationId} IN ${ids}`,
          sql`${messages.senderId} <> ${userId}`,
          sql`${messages.id} > CASE WHEN ${conversations.parentId} = ${userId} THEN ${conversations.parentReadId}
            ELSE ${conversations.teacherReadId} END`,
        ),
      )
      .groupBy(messages.conversationId),
  ]);
  const nameById = new Map(people.map((p) => [p.id, p.name]));
  const lastById = new Map(last.map((l) => [l.conversationId, l]));
  const unreadById = new Map(unread.map((u) => [u.conversationId, u.n]));
  return rows.map((r) => {
    const mine = sideOf(r, userId);
    const otherId = mine === "parent" ? r.teacherId : r.parentId;
    const l = lastById.get(r.id);
    return {
      id: r.id,
      other: { id: otherId, name: nameById.get(otherId) ?? "", role: mine === "parent" ? "teacher" : "parent" },
      lastMessage: l ? { senderUserId: l.senderUserId, body: l.body, createdAt: l.createdAt.toISOString() } : null,
      unread: unreadById.get(r.id) ?? 0,
      blockedByMe: (mine === "parent" ? r.parentBlockedAt : r.teacherBlockedAt) !== null,
      blockedByThem: (mine === "parent" ? r.teacherBlockedAt : r.parentBlockedAt) !== null,
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

/**
 * POST /api/conversations: a parent opens (or finds) theirs with an approved teacher, at most 20 of them with teachers
 * they never booked; a teacher only with a parent who booked them. 201 when made, 200 when it existed.
 */
export async function openConversation(
  db: Db,
  user: Pick<PublicUser, "id" | "roles">,
  input: OpenConversationInput,
): Promise<{ created: boolean; summary: ConversationSummary }> {
  const asParent = "teacherUserId" in input;
  if (!user.roles.includes(asParent ? "parent" : "teacher")) throw forbidden();
  const parentId = asParent ? user.id : input.parentUserId;
  const teacherId = asParent ? input.teacherUserId : user.id;
  if (parentId === teacherId) throw new HttpError(400, "You cannot message yourself");
  const [existing] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.parentId, parentId), eq(conversations.teacherId, teacherId)));
  if (existing) return { created: false, summary: (await summaries(db, user.id, [existing]))[0] };
  const [booked] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.parentId, parentId), eq(bookings.teacherId, teacherId)));
  if (asParent) {
    const [teacher] = await db
      .select({ id: teacherProfiles.userId })
      .from(teacherProfiles)
      .innerJoin(users, eq(users.id, teacherProfiles.userId))
      .where(
        and(
          eq(teacherProfiles.userId, teacherId),
          eq(teacherProfiles.verificationStatus, "approved"),
          sql`${users.suspendedAt} IS NULL`,
        ),
      );
    if (!teacher) throw notFound("No such teacher");
    if (booked.n === 0) await refuseBeyondUnbooked(db, parentId);
  } else if (booked.n === 0) {
    throw forbidden("You can message a family once they have booked a lesson with you");
  }
  const [made] = await db.insert(conversations).values({ parentId, teacherId }).onConflictDoNothing().returning();
  // Two opening at once: the other insert won; answer with its row.
  const row =
    made ??
    (
      await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.parentId, parentId), eq(conversations.teacherId, teacherId)))
    )[0];
  return { created: Boolean(made), summary: (await summaries(db, user.id, [row]))[0] };
}

async function refuseBeyondUnbooked(db: Db, parentId: number): Promise<void> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(conversations)
    .where(
      and(
        eq(conversations.parentId, parentId),
        sql`NOT EXISTS (SELECT 1 FROM ${bookings} WHERE ${bookings.parentId} = ${parentId}
          AND ${bookings.teacherId} = ${conversations.teacherId})`,
      ),
    );
  if (n >= UNBOOKED_CONVERSATIONS)
    throw forbidden(
      `You can message at most ${UNBOOKED_CONVERSATIONS} teachers you have not booked. Book a lesson, or continue a conversation you have.`,
    );
}

const mine = (userId: number) => or(eq(conversations.parentId, userId), eq(conversations.teacherId, userId));

/** GET /api/conversations: the user's conversations, latest first. */
export async function listConversations(db: Db, userId: number, page: PageQuery) {
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(conversations).where(mine(userId)),
    db
      .select()
      .from(conversations)
      .where(mine(userId))
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { total, items: await summaries(db, userId, rows) };
}

/** GET /api/conversations/unread: the other parties' messages after what the user read, in all their conversations. */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        mine(userId),
        sql`${messages.senderId} <> ${userId}`,
        sql`${messages.id} > CASE WHEN ${conversations.parentId} = ${userId} THEN ${conversations.parentReadId}
          ELSE ${conversations.teacherReadId} END`,
      ),
    );
  return n;
}

/** POST /api/conversations/{id}/read: everything in it so far is read by this side. */
export async function markRead(db: Db, id: number, userId: number): Promise<void> {
  const c = await participantOf(db, id, userId);
  const latest = sql`coalesce((SELECT max(${messages.id}) FROM ${messages} WHERE ${messages.conversationId} = ${id}), 0)`;
  await db
    .update(conversations)
    .set(sideOf(c, userId) === "parent" ? { parentReadId: latest } : { teacherReadId: latest })
    .where(eq(conversations.id, id));
}

/** POST and DELETE /api/conversations/{id}/block: this side blocks the other (who can no longer send), or stops. */
export async function setBlock(db: Db, id: number, userId: number, on: boolean): Promise<void> {
  const c = await participantOf(db, id, userId);
  const at = on
    ? sql`coalesce(${sideOf(c, userId) === "parent" ? conversations.parentBlockedAt : conversations.teacherBlockedAt}, now())`
    : null;
  await db
    .update(conversations)
    .set(sideOf(c, userId) === "parent" ? { parentBlockedAt: at } : { teacherBlockedAt: at })
    .where(eq(conversations.id, id));
}

/** POST /api/conversations/{id}/report: recorded, the conversation opened to admins, and the admins told. */
export async function reportConversation(deps: NotifyDeps, id: number, userId: number, reason: string) {
  const c = await participantOf(deps.db, id, userId);
  const [report] = await deps.db.transaction(async (tx) => {
    await tx
      .update(conversations)
      .set({ reportedAt: sql`coalesce(${conversations.reportedAt}, now())` })
      .where(eq(conversations.id, id));
    return tx.insert(conversationReports).values({ conversationId: id, reporterId: userId, reason }).returning();
  });
  await notify(deps, {
    kind: "conversation_reported",
    conversationId: id,
    reportId: report.id,
    reporterId: userId,
    parentId: c.parentId,
    teacherId: c.teacherId,
  });
  return { id: report.id };
}

const party = (id: number, name: string, role: Party["role"]): Party => ({ id, name, role });

/** GET /api/admin/reports: the reports, newest first, with the two people and the reporter. */
export async function adminReports(
  db: Db,
  page: PageQuery,
): Promise<{ total: number; items: ConversationReportItem[] }> {
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(conversationReports),
    db
      .select({ report: conversationReports, c: conversations })
      .from(conversationReports)
      .innerJoin(conversations, eq(conversations.id, conversationReports.conversationId))
      .orderBy(desc(conversationReports.createdAt), desc(conversationReports.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  const ids = [...new Set(rows.flatMap((r) => [r.c.parentId, r.c.teacherId]))];
  const names = ids.length
    ? new Map(
        (await db.select({ id: users.id, name: nameOf }).from(users).where(sql`${users.id} IN ${ids}`)).map((u) => [
          u.id,
          u.name,
        ]),
      )
    : new Map<number, string>();
  return {
    total,
    items: rows.map(({ report, c }) => ({
      id: report.id,
      conversationId: c.id,
      parent: party(c.parentId, names.get(c.parentId) ?? "", "parent"),
      teacher: party(c.teacherId, names.get(c.teacherId) ?? "", "teacher"),
      reportedBy: party(
        report.reporterId,
        names.get(report.reporterId) ?? "",
        report.reporterId === c.parentId ? "parent" : "teacher",
      ),
      reason: report.reason,
      createdAt: report.createdAt.toISOString(),
    })),
  };
}
