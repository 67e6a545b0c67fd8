// The notification routes (decision 045): each user's own list; an admin's also carries the shared admin feed, with one
// read state for the bell and the Notifications tab. X-Unread-Count gives the badge.
import { eq, inArray, isNull, or } from "drizzle-orm";
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { NotificationType } from "@shared/constants";
import { notifications } from "@shared/schema";
import { signInAs, signUp, useTestApp } from "../test/test-app";

const ctx = useTestApp();
type Agent = ReturnType<typeof supertest.agent>;
interface Item {
  id: number;
  userId: number | null;
  read: boolean;
  title: string;
}

let minutes = 0;
/** A notification `minutesAgo` old for `userId` (null: the admin feed). */
async function note(userId: number | null, title: string, read = false): Promise<number> {
  minutes += 1;
  const type: NotificationType = userId === null ? "new_user" : "reminder";
  const [row] = await ctx.db.db
    .insert(notifications)
    .values({
      userId,
      type,
      title,
      message: title,
      read,
      createdAt: new Date(Date.now() - 10_000_000 + minutes * 60_000),
    })
    .returning({ id: notifications.id });
  return row.id;
}

let parent: { agent: Agent; user: { id: number } };
let other: { agent: Agent; user: { id: number } };
let admin: { agent: Agent; user: { id: number } };
let admin2: { agent: Agent; user: { id: number } };

beforeAll(async () => {
  parent = await signUp(ctx);
  other = await signUp(ctx);
  admin = await signInAs(ctx, ["admin"]);
  admin2 = await signInAs(ctx, ["admin", "teacher"], "teacher");
  // Start from a known admin feed: the sign-ups above left new_user items in it.
  await ctx.db.db
    .delete(notifications)
    .where(
      or(
        isNull(notifications.userId),
        inArray(notifications.userId, [parent.user.id, other.user.id, admin.user.id, admin2.user.id]),
      ),
    );
});

const ids = (res: supertest.Response) => (res.body as Item[]).map((n) => n.title);

describe("GET /api/notifications", () => {
  it("a parent sees their own only, newest first, with the total and the unread count", async () => {
    await note(parent.user.id, "p1", true);
    await note(parent.user.id, "p2");
    await note(other.user.id, "o1");
    await note(null, "feed1");
    await note(parent.user.id, "p3");
    const res = await parent.agent.get("/api/notifications");
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(["p3", "p2", "p1"]);
    expect(res.headers["x-total-count"]).toBe("3");
    expect(res.headers["x-unread-count"]).toBe("2");
    const page = await parent.agent.get("/api/notifications?limit=1&offset=1");
    expect(ids(page)).toEqual(["p2"]);
    // The count is of the whole list, not of the page.
    expect(page.headers["x-unread-count"]).toBe("2");
  });

  it("an admin sees their own and the shared feed merged, newest first; the admin tab shows the feed alone", async () => {
    await note(admin.user.id, "a1");
    await note(null, "feed2");
    await note(admin2.user.id, "b1");
    const bell = await admin.agent.get("/api/notifications");
    expect(ids(bell)).toEqual(["feed2", "a1", "feed1"]);
    expect(bell.headers["x-total-count"]).toBe("3");
    expect(bell.headers["x-unread-count"]).toBe("3");
    // Whatever role the admin acts in: access goes by the roles held.
    expect(ids(await admin2.agent.get("/api/notifications"))).toEqual(["b1", "feed2", "feed1"]);
    expect(ids(await admin.agent.get("/api/admin/notifications"))).toEqual(["feed2", "feed1"]);
  });

  it("bounds the page", async () => {
    expect((await parent.agent.get("/api/notifications?limit=101")).status).toBe(400);
    expect((await supertest(ctx.app).get("/api/notifications")).status).toBe(401);
  });
});

describe("one read state for the bell and the Notifications tab", () => {
  it("an admin marks a feed item read from the bell: the tab and the other admin see it read", async () => {
    const id = await note(null, "feed3");
    const res = await admin.agent.patch(`/api/notifications/${id}`).send({ read: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, read: true, userId: null });
    const tab = (await admin.agent.get("/api/admin/notifications")).body as Item[];
    expect(tab.find((n) => n.id === id)?.read).toBe(true);
    expect(((await admin2.agent.get("/api/notifications")).body as Item[]).find((n) => n.id === id)?.read).toBe(true);
  });

  it("and marked unread from the tab, the bell shows it unread again", async () => {
    const id = await note(null, "feed4", true);
    const before = Number((await admin.agent.get("/api/notifications")).headers["x-unread-count"]);
    await admin.agent.patch(`/api/admin/notifications/${id}`).send({ read: false }).expect(200);
    const bell = await admin.agent.get("/api/notifications");
    expect((bell.body as Item[]).find((n) => n.id === id)?.read).toBe(false);
    expect(Number(bell.headers["x-unread-count"])).toBe(before + 1);
  });

  it("nobody else may mark a feed item or another user's: 404, nothing changes", async () => {
    const feed = await note(null, "feed5");
    const theirs = await note(other.user.id, "o2");
    for (const id of [feed, theirs]) {
      const res = await parent.agent.patch(`/api/notifications/${id}`).send({ read: true });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Notification not found" });
    }
    expect((await admin.agent.patch(`/api/notifications/${theirs}`).send({ read: true })).status).toBe(404);
    const rows = await ctx.db.db
      .select()
      .from(notifications)
      .where(inArray(notifications.id, [feed, theirs]));
    expect(rows.map((r) => r.read)).toEqual([false, false]);
  });
});

describe("POST /api/notifications/read-all", () => {
  it("marks all of a parent's unread read, and nobody else's", async () => {
    await note(parent.user.id, "p4");
    const otherUnread = await note(other.user.id, "o3");
    const feedUnread = await note(null, "feed6");
    const unread = Number((await parent.agent.get("/api/notifications")).headers["x-unread-count"]);
    expect(unread).toBeGreaterThan(0);
    const res = await parent.agent.post("/api/notifications/read-all");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: unread });
    expect((await parent.agent.get("/api/notifications")).headers["x-unread-count"]).toBe("0");
    const rows = await ctx.db.db
      .select()
      .from(notifications)
      .where(inArray(notifications.id, [otherUnread, feedUnread]));
    expect(rows.map((r) => r.read)).toEqual([false, false]);
    expect((await parent.agent.post("/api/notifications/read-all")).body).toEqual({ updated: 0 });
  });

  it("an admin's marks their own and the shared feed: the tab shows every item read", async () => {
    const theirs = await note(other.user.id, "o4");
    const res = await admin.agent.post("/api/notifications/read-all");
    expect(res.status).toBe(200);
    expect(res.body.updated).toBeGreaterThanOrEqual(2);
    expect((await admin.agent.get("/api/notifications")).headers["x-unread-count"]).toBe("0");
    expect(((await admin.agent.get("/api/admin/notifications")).body as Item[]).every((n) => n.read)).toBe(true);
    // The other admin's own item stays unread: only the feed is shared.
    const b1 = await ctx.db.db.select().from(notifications).where(eq(notifications.title, "b1"));
    expect(b1[0].read).toBe(false);
    expect((await ctx.db.db.select().from(notifications).where(eq(notifications.id, theirs)))[0].read).toBe(false);
  });

  it("needs a session", async () => {
    expect((await supertest(ctx.app).post("/api/notifications/read-all")).status).toBe(401);
  });
});
