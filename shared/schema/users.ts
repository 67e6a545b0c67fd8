// Accounts: users, their sessions and password reset tokens.
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { CURRENCIES, DEFAULT_EMAIL_PREFERENCES, type EmailPreferences } from "../constants";
import { LANGUAGES, type Language } from "../i18n";
import type { PrayerSettings } from "../prayer-times";
import { roleEnum, sqlList, timestamps } from "./columns";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    username: varchar("username", { length: 64 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    password: text("password").notNull(),
    firstName: varchar("first_name", { length: 100 }).notNull(),
    lastName: varchar("last_name", { length: 100 }).notNull(),
    profileImageUrl: text("profile_image_url"),
    userType: roleEnum("user_type").notNull().default("parent"),
    roles: roleEnum("roles").array().notNull().default(sql`'{parent}'::user_role[]`),
    currentRole: roleEnum("current_role").notNull().default("parent"),
    preferredCurrency: varchar("preferred_currency", { length: 3 }).notNull().default("USD"),
    /** The UI's language for this user (api.md "Language and currency"); pages are answered in it. */
    language: varchar("language", { length: 8 }).$type<Language>().notNull().default("en"),
    emailPreferences: jsonb("email_preferences").$type<EmailPreferences>().notNull().default(DEFAULT_EMAIL_PREFERENCES),
    /** IANA name; notification times are shown in it. Null: unknown (the teacher profile's zone, else UTC). */
    timeZone: varchar("time_zone", { length: 64 }),
    /** Set while an admin has suspended the account: no sign-in, no sessions, not listed (api.md "Accounts"). */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspendedReason: varchar("suspended_reason", { length: 500 }),
    /** A family's prayer-time marks in the booking calendar (issue 17): their city and calculation method; null: off. */
    prayerSettings: jsonb("prayer_settings").$type<PrayerSettings>(),
    /** The secret of the user's calendar feed URL (/calendar/{token}.ics); null until first asked for. */
    calendarToken: varchar("calendar_token", { length: 64 }),
    /**
     * Issue 31: when the owner of the address confirmed it; until then nothing but the confirmation link (and a reset
     * link they ask for) is emailed to it. The link's SHA-256 and its end are kept until it is used.
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    emailVerificationHash: varchar("email_verification_hash", { length: 64 }),
    emailVerificationExpiresAt: timestamp("email_verification_expires_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // Case-insensitive uniqueness: 'Amina' and 'amina' are the same account.
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_created_at_idx").on(t.createdAt),
    uniqueIndex("users_calendar_token_idx").on(t.calendarToken),
    uniqueIndex("users_email_verification_idx").on(t.emailVerificationHash),
    check("users_roles_not_empty", sql`cardinality(${t.roles}) >= 1`),
    check("users_current_role_held", sql`${t.currentRole} = ANY(${t.roles})`),
    check("users_currency_valid", sql`${t.preferredCurrency} IN (${sqlList(CURRENCIES)})`),
    check("users_language_valid", sql`${t.language} IN (${sqlList(LANGUAGES)})`),
  ],
);

// The connect-pg-simple store table (tableName "sessions").
export const sessions = pgTable(
  "sessions",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  (t) => [
    index("sessions_expire_idx").on(t.expire),
    // A user's sessions, to cap them and to end them all (password reset, suspension).
    index("sessions_user_idx").on(sql`((${t.sess} -> 'passport') ->> 'user')`),
  ],
);

// Rate limits shared by every server process (server/middleware/rate-limit-store.ts): one row per limiter and key
// (an address, a username at an address), counting hits until reset_at. Unlogged: a crash may forget the counts, which
// only ever lets a few more attempts through, and no write-ahead log is spent on every sign-in attempt.
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: varchar("key", { length: 400 }).primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);

// Forgot password (api.md "Accounts"): only a hash of the emailed token is kept; one use, one hour.
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_hash_idx").on(t.tokenHash),
    index("password_reset_tokens_user_idx").on(t.userId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
