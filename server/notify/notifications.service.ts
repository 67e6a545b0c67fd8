// Reading in-app notifications and marking them read; notify.ts writes them. userId NULL is the shared admin feed
// (see docs/decisions/002): an admin's own list carries it too, one row and one read state for every admin (045).
import { and, count, desc, eq, isNull, or, type SQL } from "drizzle-orm";
import type { NotificationItem } from "@shared/admin";
import type { Page, PageQuery } from "@shared/paging";
import type { NotificationRow } from "@shared/schema";
import { notFound } from "../http-error";
import { notifications } from "@shared/schema";
import type { Db } from "../db";
import { holds, type Viewer } from "../viewer";

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
    db
      .select()
      .from(notifications)
      .where(feed)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(notifications).where(feed),
  ]);
  return { items: rows.map(toItem), total: n };
}

/** The shared admin feed (userId NULL), newest first. */
export const listAdminFeed = (db: Db, page: PageQuery) => listFeed(db, isNull(notifications.userId), page);

/** What the viewer's bell and list show: their own notifications and, for an admin, the shared admin feed. */
export function feedOf(viewer: Viewer): SQL {
  const own = eq(notifications.userId, viewer.id);
  return holds(viewer, "admin") ? or(own, isNull(notifications.userId))! : own;
}

/** The viewer's list, newest first, and how many of all of it are unread (for the bell's badge). */
export async function listFor(
  db: Db,
  viewer: Viewer,
  page: PageQuery,
): Promise<Page<NotificationItem> & { unread: number }> {
  const feed = feedOf(viewer);
  const [list, [{ n }]] = await Promise.all([
    listFeed(db, feed, page),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(feed, eq(notifications.read, false))),
  ]);
  return { ...list, unread: n };
}

async function setReadIn(db: Db, id: number, feed: SQL, read: boolean): Promise<NotificationItem> {
  const [row] = await db
    .update(notifications)
    .set({ read })
    .where(and(eq(notifications.id, id), feed))
    .returning();
  if (!row) throw notFound("Notification not found");
  return toItem(row);
}

/** Marks a notification of the given feed (a user's, or the admin feed with null) read or unread. */
export const setRead = (db: Db, id: number, owner: number | null, read: boolean): Promise<NotificationItem> =>
  setReadIn(db, id, owner === null ? isNull(notifications.userId) : eq(notifications.userId, owner), read);

/** PATCH /api/notifications/{id}: one of the viewer's list (an admin's includes the feed). */
export const setReadFor = (db: Db, viewer: Viewer, id: number, read: boolean) =>
  setReadIn(db, id, feedOf(viewer), read);

/** POST /api/notifications/read-all: every unread item of the viewer's list; how many changed. */
export async function readAllFor(db: Db, viewer: Viewer): Promise<{ updated: number }> {
  // No RETURNING: an admin's feed may hold thousands of unread rows; the count is enough.
  const result = await db
    .update(notifications)
    .set({ read: true })
    .where(and(feedOf(viewer), eq(notifications.read, false)));
  return { updated: result.rowCount ?? 0 };
}
