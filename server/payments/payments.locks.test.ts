// A payment racing a suspension: both take the parties' users rows first (the capture's notices by KEY SHARE, the
// suspension FOR UPDATE), so they wait for each other in turn instead of deadlocking (which lost the notices).
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { notifications } from "@shared/schema";
import { lessonCast } from "../test/lessons";
import { useTestApp } from "../test/test-app";

const ctx = useTestApp();

describe("capturing while a party's user row is locked", () => {
  it("waits for it, then records the payment and both notices; the other transaction never deadlocks", async () => {
    const l = await lessonCast(ctx, { pay: false });
    const order = await l.parent.agent
      .post("/order")
      .send({ amount: "20.00", currency: "USD", intent: "CAPTURE", bookingId: l.bookingId });
    expect(order.status).toBe(200);
    const admin = await ctx.db.pool.connect();
    try {
      // As a suspension does: the user first, then their bookings.
      await admin.query("BEGIN");
      await admin.query("SELECT 1 FROM users WHERE id = $1 FOR UPDATE", [l.teacher.user.id]);
      const capture = l.parent.agent.post(`/order/${order.body.id}/capture`).then((r) => r);
      await vi.waitFor(async () => {
        const waiting = await ctx.db.db.execute(
          sql`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        expect(waiting.rows.length).toBeGreaterThan(0);
      });
      // Before the fix the capture held the booking here: this UPDATE and the capture's notices waited on each other.
      await admin.query("UPDATE bookings SET notes = 'suspension ran' WHERE id = $1", [l.bookingId]);
      await admin.query("COMMIT");
      expect((await capture).status).toBe(200);
    } finally {
      await admin.query("ROLLBACK").catch(() => {});
      admin.release();
    }
    for (const userId of [l.parent.user.id, l.teacher.user.id]) {
      const notes = await ctx.db.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, "payment")));
      expect(notes, `payment notice of user ${userId}`).toHaveLength(1);
    }
  });
});
