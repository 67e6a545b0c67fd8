// Caps (decision 018): what one account may hold. Each create counts and inserts in one transaction that first locks
// the owner's users row, so two creates at once are counted in turn and cannot both pass the cap.
import { eq } from "drizzle-orm";
import { users } from "@shared/schema";
import type { Tx } from "./db";
import { conflict } from "./http-error";

/** Locks the owner's users row until the transaction ends. */
export async function lockOwner(tx: Tx, userId: number): Promise<void> {
  // FOR NO KEY UPDATE excludes a second create of the same owner exactly like FOR UPDATE, but it does not hold up
  // other transactions that only reference the user (a notification to them checks its foreign key with KEY SHARE,
  // which FOR UPDATE would block until we commit, and a platform cancellation could then deadlock with a booking).
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
}

/** 409 with `message` when the owner already holds `cap`. */
export function refuseAtCap(held: number, cap: number, message: string): void {
  if (held >= cap) throw conflict(message);
}
