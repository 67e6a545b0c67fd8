// Reading in-app notifications and marking them read; notify.ts writes them. userId NULL is the shared admin feed
// (see docs/decisions/002).
import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { NotificationItem } from "@shared/admin";
import type { Page, PageQuery } from "@shared/paging";
import type { NotificationRow } from "@shared/schema";
import { notFound } from "../http-error";
import { notifications } from "@shared/schema";
import type { Db } from "../db";

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

async function listFeed(db: Db, feed: SQL, page: PageQuery): Promise<Page<NotificationItem>> {
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(notifications).where(feed).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(notifications).where(feed),
  ]);
  return { items: rows.map(toItem), total: n };
}

/** The shared admin feed (userId NULL), newest first. */
export const listAdminFeed = (db: Db, page: PageQuery) => listFeed(db, isNull(notifications.userId), page);

/** A user's own notifications, newest first. */
export const listOwn = (db: Db, userId: number, page: PageQuery) => listFeed(db, eq(notifications.userId, userId), page);

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
