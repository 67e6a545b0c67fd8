// Confirming an email address (issue 31): the first email to a new address is a link; until it is opened nothing else
// is emailed there. As with reset links (decision 016) only the token's SHA-256 is kept, for 24 hours.
import crypto from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { users } from "@shared/schema";
import { conflict } from "../http-error";
import type { Recipient } from "../notify/events";
import { notify, type NotifyDeps } from "../notify/notify";
import { addressConfirmed, toPublicUser, VERIFICATION_HOURS } from "../users/users.service";
import { hashResetToken } from "./password-reset.service";

export const VERIFICATION_INVALID = "This confirmation link is invalid or has expired";

export const verificationLink = (origin: string, token: string) =>
  `${origin.replace(/\/+$/, "")}/verify-email?token=${encodeURIComponent(token)}`;

/** A new link for the user's address (an older one stops working); emailed to it. */
export async function sendVerification(deps: NotifyDeps, to: Recipient, origin: string): Promise<void> {
  const token = crypto.randomBytes(32).toString("base64url");
  await deps.db
    .update(users)
    .set({
      emailVerificationHash: hashResetToken(token),
      emailVerificationExpiresAt: sql`now() + make_interval(hours => ${VERIFICATION_HOURS})`,
    })
    .where(and(eq(users.id, to.id), isNull(users.emailVerifiedAt)));
  await notify(deps, {
    kind: "verify_email",
    to: { ...to, emailVerified: false },
    link: verificationLink(origin, token),
  });
}

/** POST /api/email/verification: a signed-in user asks for the link again; 409 once confirmed. */
export async function resendVerification(deps: NotifyDeps, userId: number, origin: string): Promise<void> {
  const [row] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!row || addressConfirmed(row)) throw conflict("Your email address is already confirmed");
  const user = toPublicUser(row);
  await sendVerification(deps, { ...user, timeZone: user.timeZone ?? undefined }, origin);
}

/**
 * POST /api/email/verify: the address of the token's account is confirmed (and the welcome email goes to it now);
 * false when the token is unknown, used or expired.
 */
export async function confirmEmail(deps: NotifyDeps, token: string): Promise<boolean> {
  const [row] = await deps.db
    .update(users)
    .set({ emailVerifiedAt: sql`now()`, emailVerificationHash: null, emailVerificationExpiresAt: null })
    .where(
      and(eq(users.emailVerificationHash, hashResetToken(token)), gt(users.emailVerificationExpiresAt, sql`now()`)),
    )
    .returning();
  if (!row) return false;
  const user = toPublicUser(row);
  await notify(deps, { kind: "welcome", to: { ...user, timeZone: user.timeZone ?? undefined } });
  return true;
}
