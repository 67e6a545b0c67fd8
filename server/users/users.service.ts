// Queries on users. Every read that leaves the server goes through toPublicUser (no password hash).
import { eq, sql } from "drizzle-orm";
import type { Currency, EmailPreferences, Role } from "@shared/constants";
import type { Language } from "@shared/i18n";
import { users, type UserRow } from "@shared/schema";
import type { PrayerSettings } from "@shared/prayer-times";
import type { PublicUser } from "@shared/users";
import type { Db } from "../db";
import { conflict, uniqueViolation } from "../http-error";
import { recordInApp } from "../notify/notify";

/**
 * Is the address confirmed, or established? Only a sign-up's address waits for its link (a confirmation pending:
 * issue 31); accounts from before, the command line's and the seeds' are taken as they are.
 */
export function addressConfirmed(row: Pick<UserRow, "emailVerifiedAt" | "emailVerificationExpiresAt">): boolean {
  return row.emailVerifiedAt !== null || row.emailVerificationExpiresAt === null;
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    userType: row.userType,
    roles: row.roles,
    currentRole: row.currentRole,
    preferredCurrency: row.preferredCurrency as Currency,
    language: row.language,
    emailPreferences: row.emailPreferences,
    timeZone: row.timeZone,
    prayerTimes: row.prayerSettings ?? null,
    emailVerified: addressConfirmed(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  // Lower-cased here, as the sign-in limits key it: PostgreSQL's lower() folds "İ" to "i" where JavaScript does not.
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = ${username.toLowerCase()}`).limit(1);
  return row;
}

export async function findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row;
}

/** How long a confirmation link works. */
export const VERIFICATION_HOURS = 24;

export const EMAIL_TAKEN =
  "An account with this email already exists. Sign in, or reset your password if you have forgotten it.";

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** IANA name, already validated (shared `timeZone`); absent: unknown. */
  timeZone?: string;
  /** The language the visitor chose before signing up (their cookie); absent: English. */
  language?: Language;
}

/** Inserts the user and the admins' `new_user` notification in one transaction. */
/** `pendingConfirmation`: a sign-up, whose address waits for its link (issue 31); any other account is established. */
export async function createUser(
  db: Db,
  input: NewUser,
  opts: { notify?: boolean; pendingConfirmation?: boolean } = {},
): Promise<UserRow> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          password: input.passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          userType: input.role,
          roles: [input.role],
          currentRole: input.role,
          timeZone: input.timeZone ?? null,
          ...(input.language ? { language: input.language } : {}),
          ...(opts.pendingConfirmation
            ? { emailVerificationExpiresAt: sql`now() + make_interval(hours => ${VERIFICATION_HOURS})` }
            : {}),
        })
        .returning();
      if (opts.notify !== false) {
        await recordInApp(tx, { kind: "new_user", user: row });
      }
      return row;
    });
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === "users_username_lower_idx") throw conflict("Username is already taken");
    // The owner of the address is told how to get back in; the address was already known to whoever typed it.
    if (constraint === "users_email_lower_idx") throw conflict(EMAIL_TAKEN);
    throw err;
  }
}

export async function setRoles(db: Db, id: number, roles: Role[], currentRole: Role): Promise<UserRow> {
  const [row] = await db.update(users).set({ roles, currentRole }).where(eq(users.id, id)).returning();
  return row;
}

export async function updatePreferences(
  db: Db,
  id: number,
  patch: {
    preferredCurrency?: Currency;
    language?: Language;
    emailPreferences?: Partial<EmailPreferences>;
    timeZone?: string;
    /** null turns the prayer-time marks off; absent leaves them as they are. */
    prayerTimes?: PrayerSettings | null;
  },
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      ...(patch.preferredCurrency ? { preferredCurrency: patch.preferredCurrency } : {}),
      ...(patch.language ? { language: patch.language } : {}),
      ...(patch.timeZone ? { timeZone: patch.timeZone } : {}),
      ...(patch.prayerTimes !== undefined ? { prayerSettings: patch.prayerTimes } : {}),
      // Merged in SQL so two tabs saving different flags never overwrite each other.
      ...(patch.emailPreferences
        ? { emailPreferences: sql`${users.emailPreferences} || ${JSON.stringify(patch.emailPreferences)}::jsonb` }
        : {}),
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}
