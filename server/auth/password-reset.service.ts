// Forgot, reset and change password (api.md "Accounts", decision 016). A reset token is 32 random bytes sent in
// the email; only its SHA-256 is stored, so a copy of the table cannot be used to take over an account.
import crypto from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { passwordResetTokens, users } from "@shared/schema";
import type { Db } from "../db";
import type { Mailer } from "../mail/mailer";
import type { Recipient } from "../notify/events";
import { notify, type NotifyDeps } from "../notify/notify";
import { addressConfirmed, findByEmail, findById } from "../users/users.service";
import { hashPassword, verifyPassword } from "./password";
import { endSessions } from "./sessions.service";

// The email says "within one hour".
export const RESET_TOKEN_TTL_MINUTES = 60;

/** The stored form of a token: SHA-256, hex (64 characters). A fast hash is enough for 256 random bits. */
export function hashResetToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** The reset page's address for `token` on the app at `origin` (no trailing slash). */
export function resetLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, "")}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * A new reset token for the account with this email, or null when there is none or it is suspended (neither is
 * told to the caller). The token itself is returned once, for the email; the table keeps its hash.
 */
export async function issueResetToken(db: Db, email: string): Promise<{ token: string; user: Recipient } | null> {
  const user = await findByEmail(db, email);
  if (!user || user.suspendedAt) return null;
  const token = crypto.randomBytes(32).toString("base64url");
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashResetToken(token),
    // The database's clock, the one the reset compares against.
    expiresAt: sql`now() + make_interval(mins => ${RESET_TOKEN_TTL_MINUTES})`,
  });
  return {
    token,
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      emailPreferences: user.emailPreferences,
      language: user.language,
      // Unconfirmed, the address may not be the registrant's: the email then names nobody (letter.ts).
      emailVerified: addressConfirmed(user),
    },
  };
}

/**
 * Emails a link to choose a new password to the account with this email, on the app at `origin`; nothing when
 * there is no such account or it is suspended (the caller tells nobody which).
 */
export async function emailResetLink(
  deps: NotifyDeps & { mailer: Mailer },
  email: string,
  origin: string,
): Promise<void> {
  const issued = await issueResetToken(deps.db, email);
  if (!issued) return;
  // Sent whatever the email preferences say: the user asked for it (events.ts EMAIL_RULE).
  await notify(deps, { kind: "password_reset", to: issued.user, link: resetLink(origin, issued.token) });
}

const usable = (hash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, hash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

/**
 * Sets the password of the token's user and ends every session of theirs; the id of that user, or null when the
 * token is unknown, used or expired. Two resets racing with one token: the row update below lets one through.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<number | null> {
  const hash = hashResetToken(token);
  // Checked before hashing, so a made-up token costs a lookup rather than an argon2 hash.
  const [found] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usable(hash))
    .limit(1);
  if (!found) return null;
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    // The conditional UPDATE is the single-use guarantee: a concurrent reset waits on the row lock, then finds
    // used_at set and matches nothing.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(usable(hash))
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return null;
    // The calendar feed's secret goes too (issue 31): whoever had the account may have copied its URL. A new one is
    // made when the owner next asks for it.
    await tx.update(users).set({ password: passwordHash, calendarToken: null }).where(eq(users.id, used.userId));
    // Other links sent to the same inbox stop working too: the account has a new password now.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    return used.userId;
  });
  if (userId !== null) await endSessions(db, userId);
  return userId;
}

/**
 * Changes a signed-in user's password after checking the current one, and ends their other sessions (the one
 * in `keepSid` stays). False when the current password is wrong.
 */
export async function changePassword(
  db: Db,
  userId: number,
  input: { currentPassword: string; newPassword: string },
  keepSid: string,
): Promise<boolean> {
  const row = await findById(db, userId);
  if (!row || !(await verifyPassword(row.password, input.currentPassword))) return false;
  const passwordHash = await hashPassword(input.newPassword);
  await db.update(users).set({ password: passwordHash }).where(eq(users.id, userId));
  // Links asked for before the change would otherwise still set another password.
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await endSessions(db, userId, keepSid);
  return true;
}
