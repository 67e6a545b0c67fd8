// notify(event): the one way the server tells someone something (decision 043): the in-app row, and the email the
// recipient's preferences allow, sent only after the commit (a sent email cannot be taken back on a rollback).
import { eq, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import { DEFAULT_EMAIL_PREFERENCES } from "@shared/constants";
import { notifications, teacherProfiles, users } from "@shared/schema";
import type { Db, Tx } from "../db";
import type { Mailer } from "../mail/mailer";
import { EMAIL_RULE, type NotifyEvent, type Recipient, type Resolved, type UserEvent } from "./events";
import { emailText, inAppText } from "./templates";

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
      ownZone: users.timeZone,
      profileZone: teacherProfiles.timeZone,
    })
    .from(users)
    .leftJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(
    rows.map(({ ownZone, profileZone, ...r }) => [r.id, { ...r, timeZone: ownZone ?? profileZone ?? undefined }]),
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

function mayEmail(e: Resolved): e is Resolved<UserEvent> {
  const rule = EMAIL_RULE[e.kind];
  if (rule === null || !("to" in e)) return false;
  // A preference added after the user's row was written counts as its default.
  return rule === "always" || (e.to.emailPreferences[rule] ?? DEFAULT_EMAIL_PREFERENCES[rule]);
}

async function sendEmail(deps: NotifyDeps, e: Resolved): Promise<void> {
  if (!deps.mailer || !mayEmail(e)) return;
  const email = emailText(e);
  if (!email) return;
  try {
    await deps.mailer.send({ to: e.to.email, ...email });
  } catch (err) {
    // Email is a courtesy: the change is committed and the in-app notification records it; the request goes on.
    deps.logger?.warn({ err: { message: (err as Error).message }, event: e.kind }, "email could not be sent");
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
    for (const e of resolved) await sendEmail(deps, e);
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
