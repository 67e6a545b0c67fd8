// A cycle's lessons marked paid, each earning its own price (decisions 089, 094): one place for the three ways a
// cycle is paid (its first payment or one by hand, a renewal's charge, a renewal paid by credits alone).
import { and, eq } from "drizzle-orm";
import { bookings } from "@shared/schema";
import type { Tx } from "../db";
import { recordEarnings } from "../earnings/ledger";

/** Paid, the lessons hold their slots for good (no expiry) and each earns like a single booking. */
export async function payCycleLessons(tx: Tx, cycleId: number, now = new Date()): Promise<void> {
  const lessons = await tx
    .update(bookings)
    .set({ paymentStatus: "paid", expiresAt: null })
    .where(
      and(eq(bookings.planCycleId, cycleId), eq(bookings.status, "scheduled"), eq(bookings.paymentStatus, "pending")),
    )
    .returning({ id: bookings.id });
  await recordEarnings(
    tx,
    lessons.map((l) => l.id),
    now,
  );
}
