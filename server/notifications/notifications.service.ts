// In-app notifications. userId NULL is the shared admin feed (see docs/decisions/002).
import { and, desc, eq, isNull } from "drizzle-orm";
import type { NotificationItem } from "@shared/admin";
import type { NotificationRow } from "@shared/schema";
import { notFound } from "../http-error";
import type { NotificationType } from "@shared/constants";
import { notifications } from "@shared/schema";
import type { Db } from "../db";

type Tx = Pick<Db, "insert">;

export interface NotificationInput {
  type: NotificationType;
  title: string;
  message: string;
  data?: Record<string, unknown>;
}

export async function notifyAdmins(db: Tx, input: NotificationInput): Promise<void> {
  await db.insert(notifications).values({ ...input, userId: null });
}

export async function notifyUser(db: Tx, userId: number, input: NotificationInput): Promise<void> {
  await db.insert(notifications).values({ ...input, userId });
}


const toItem = (n: NotificationRow): NotificationItem => ({
  id: n.id,
  type: n.type,
  title: n.title,
  message: n.message,
  data: n.data ?? null,
  read: n.read,
  userId: n.userId,
  createdAt: n.createdAt.toISOString(),
});

/** The shared admin feed (userId NULL), newest first. */
export async function listAdminFeed(db: Db, limit = 100): Promise<NotificationItem[]> {
  const rows = await db.select().from(notifications).where(isNull(notifications.userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit);
  return rows.map(toItem);
}

/** A user's own notifications, newest first. */
export async function listOwn(db: Db, userId: number, limit = 50): Promise<NotificationItem[]> {
  const rows = await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit);
  return rows.map(toItem);
}

/** Marks a notification of the given feed (a user's, or the admin feed with null) read or unread. */
export async function setRead(db: Db, id: number, owner: number | null, read: boolean): Promise<NotificationItem> {
  const [row] = await db
    .update(notifications)
    .set({ read })
    .where(and(eq(notifications.id, id), owner === null ? isNull(notifications.userId) : eq(notifications.userId, owner)))
    .returning();
  if (!row) throw notFound("Notification not found");
  return toItem(row);
}
