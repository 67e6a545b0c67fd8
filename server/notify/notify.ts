// notify(event): the one way the server tells someone something (decision 043): the in-app row, and the email the
// recipient's preferences allow, sent only after the commit (a sent email cannot be taken back on a rollback).
import { eq, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import { DEFAULT_EMAIL_PREFERENCES } from "@shared/constants";
import { notifications, teacherProfiles, users } from "@shared/schema";
import type { Db, Tx } from "../db";
import { LOCAL_APP_URL, type Mailer } from "../mail/mailer";
import { addressConfirmed } from "../users/users.service";
import { EMAIL_RULE, type NotifyEvent, type Recipient, type Resolved, type UserEvent } from "./events";
import { badgesDigest, DIGEST_OF, releasedDigest, type BadgeEvent, type ReleasedEvent } from "./digest-templates";
import { withLink } from "./email-links";
import { BOOKING_EMAIL_WINDOW_MS, EMAILS_PER_RECIPIENT_HOUR, spend } from "./mail-budget";
import { emailText, inAppText, type EmailText } from "./templates";

export interface NotifyDeps {
  db: Db;
  /** Without one no email goes out (services called without a mailer). */
  mailer?: Mailer;
  logger?: Pick<Logger, "warn">;
}

/** An event whose in-app notification was written in the caller's transaction, its recipient loaded there. */
export type Recorded<E extends NotifyEvent = NotifyEvent> = Resolved<E> & { readonly inAppWritten: true };

type Sendable = NotifyEvent | Recorded;

/**
 * Recipients by id, with their language and the zone their times are shown in: their own, else a teacher's profile
 * zone, else none (UTC).
 */
async function loadRecipients(db: Pick<Db, "select">, ids: number[]): Promise<Map<number, Recipient>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      emailPreferences: users.emailPreferences,
      language: users.language,
      emailVerifiedAt: users.emailVerifiedAt,
      emailVerificationExpiresAt: users.emailVerificationExpiresAt,
      ownZone: users.timeZone,
      profileZone: teacherProfiles.timeZone,
    })
    .from(users)
    .leftJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(
    rows.map(({ ownZone, profileZone, emailVerifiedAt, emailVerificationExpiresAt, ...r }) => [
      r.id,
      {
        ...r,
        timeZone: ownZone ?? profileZone ?? undefined,
        emailVerified: addressConfirmed({ emailVerifiedAt, emailVerificationExpiresAt }),
      },
    ]),
  );
}

/** Each event with its recipient loaded, in order; null where that user no longer exists. */
async function resolve(db: Pick<Db, "select">, events: Sendable[]): Promise<(Resolved | null)[]> {
  const byId = (e: Sendable) => ("to" in e && typeof e.to === "number" ? e.to : null);
  const found = await loadRecipients(
    db,
    events.map(byId).filter((id) => id !== null),
  );
  return events.map((e) => {
    const id = byId(e);
    if (id === null) return e as Resolved;
    const to = found.get(id);
    return to ? ({ ...e, to } as Resolved) : null;
  });
}

async function writeInApp(db: Pick<Db, "insert">, events: Resolved[]): Promise<void> {
  const rows = events.flatMap((e) => {
    const text = inAppText(e);
    // No recipient: the shared admin feed (userId NULL, decision 002).
    return text ? [{ ...text, userId: "to" in e ? e.to.id : null }] : [];
  });
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

// What may go to an address nobody has confirmed yet (issue 31): its confirmation link, and a reset link the person
// asked for (which proves the address as well). Anything else waits in the bell.
const BEFORE_CONFIRMATION = new Set<NotifyEvent["kind"]>(["verify_email", "password_reset"]);

function mayEmail(e: Resolved): e is Resolved<UserEvent> {
  const rule = EMAIL_RULE[e.kind];
  if (rule === null || !("to" in e)) return false;
  if (e.to.emailVerified === false && !BEFORE_CONFIRMATION.has(e.kind)) return false;
  // A preference added after the user's row was written counts as its default.
  return rule === "always" || (e.to.emailPreferences[rule] ?? DEFAULT_EMAIL_PREFERENCES[rule]);
}

// Events that can repeat on one booking or interview (moved again and again): one email per booking or interview and
// recipient in BOOKING_EMAIL_WINDOW_MS, the rest in the bell only.
const REPEATABLE = new Set<NotifyEvent["kind"]>(["lesson_rescheduled", "interview_updated"]);

/** May this email go, within the recipient's budget? Account-critical mail ("always") is never held back. */
async function withinBudget(deps: NotifyDeps, e: Resolved<UserEvent>): Promise<boolean> {
  if (EMAIL_RULE[e.kind] === "always") return true;
  const about = "bookingId" in e ? `booking:${e.bookingId}` : "interviewId" in e ? `interview:${e.interviewId}` : null;
  if (REPEATABLE.has(e.kind) && about) {
    const key = `${about}:${e.kind}:${e.to.id}`;
    if (!(await spend(deps.db, key, 1, BOOKING_EMAIL_WINDOW_MS))) return false;
  }
  return spend(deps.db, `user:${e.to.id}`, EMAILS_PER_RECIPIENT_HOUR, 60 * 60 * 1000);
}

async function deliver(deps: NotifyDeps, e: Resolved<UserEvent>, email: EmailText): Promise<void> {
  try {
    if (!(await withinBudget(deps, e))) {
      deps.logger?.warn({ event: e.kind, userId: e.to.id }, "email held back: the recipient's budget is spent");
      return;
    }
    if (!deps.mailer) return;
    await deps.mailer.send({ to: e.to.email, ...withLink(email, e, deps.mailer.appUrl ?? LOCAL_APP_URL) });
  } catch (err) {
    // Email is a courtesy: the change is committed and the in-app notification records it; the request goes on.
    deps.logger?.warn({ err: { message: (err as Error).message }, event: e.kind }, "email could not be sent");
  }
}

async function sendEmail(deps: NotifyDeps, e: Resolved): Promise<void> {
  if (!deps.mailer || !mayEmail(e)) return;
  const email = emailText(e);
  if (email) await deliver(deps, e, email);
}

/**
 * The emails of `events`: several of a digest kind (badges, released bookings) to one recipient go as one letter;
 * every other event as its own, in order.
 */
async function sendEmails(deps: NotifyDeps, events: Resolved[]): Promise<void> {
  const groups = new Map<string, Resolved<UserEvent>[]>();
  const order: (Resolved | string)[] = [];
  for (const e of events) {
    const digest = DIGEST_OF[e.kind as keyof typeof DIGEST_OF];
    if (!digest || !deps.mailer || !mayEmail(e)) {
      order.push(e);
      continue;
    }
    const key = `${e.to.id}:${digest}`;
    if (!groups.has(key)) {
      groups.set(key, []);
      order.push(key);
    }
    groups.get(key)!.push(e);
  }
  for (const item of order) {
    if (typeof item !== "string") {
      await sendEmail(deps, item);
      continue;
    }
    const group = groups.get(item)!;
    if (group.length === 1) await sendEmail(deps, group[0]);
    else {
      const email = item.endsWith(":badges")
        ? badgesDigest(group as BadgeEvent[])
        : releasedDigest(group as unknown as ReleasedEvent[]);
      await deliver(deps, group[0], email);
    }
  }
}

/**
 * Inside a transaction: writes the events' in-app notifications there and returns the events, recipients loaded,
 * for notify/notifyAll after the commit (which then send their emails only).
 */
export async function recordAllInApp<E extends NotifyEvent>(tx: Tx, events: E[]): Promise<Recorded<E>[]> {
  const resolved = await resolve(tx, events);
  const missing = events.find((_, i) => resolved[i] === null);
  if (missing) throw new Error(`recordInApp: the recipient of ${missing.kind} does not exist`);
  await writeInApp(tx, resolved as Resolved[]);
  return resolved.map((e) => ({ ...e, inAppWritten: true }) as Recorded<E>);
}

export async function recordInApp<E extends NotifyEvent>(tx: Tx, event: E): Promise<Recorded<E>> {
  const [recorded] = await recordAllInApp(tx, [event]);
  return recorded;
}

/**
 * After the commit (or outside any transaction): writes the in-app notifications not yet recorded, then sends the
 * emails the recipients' preferences allow, one after the other. Never throws: a failure is logged.
 */
export async function notifyAll(deps: NotifyDeps, events: Sendable[]): Promise<void> {
  try {
    // A user deleted since the event has nobody left to tell.
    const resolved = (await resolve(deps.db, events)).filter((e) => e !== null);
    await writeInApp(
      deps.db,
      resolved.filter((e) => !("inAppWritten" in e)),
    );
    await sendEmails(deps, resolved);
  } catch (err) {
    // Called after the change committed: telling people is a consequence of it, and a failure here (the database
    // gone for a moment) must not answer the request that made the change with a 500.
    deps.logger?.warn(
      { err: { message: (err as Error).message }, events: events.map((e) => e.kind) },
      "notifications could not be written",
    );
  }
}

export async function notify(deps: NotifyDeps, event: Sendable): Promise<void> {
  await notifyAll(deps, [event]);
}
