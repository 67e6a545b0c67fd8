// Accounts and sign-in (api.md "Sessions and accounts"): passport's and express-session's callbacks become promises
// here, so the routes are plain async functions whose failures Express forwards to the error handler.
import { languageFromCookie } from "@shared/i18n";
import type { Request, Response } from "express";
import type passport from "passport";
import type { z } from "zod";
import { CAPS } from "@shared/constants";
import type { registerSchema } from "@shared/auth";
import type { PublicUser } from "@shared/users";
import type { Db } from "../db";
import { HttpError } from "../http-error";
import type { Mailer } from "../mail/mailer";
import { notify } from "../notify/notify";
import { canSelfRegisterAs } from "../users/users.rules";
import { createUser, EMAIL_TAKEN, findByEmail, toPublicUser } from "../users/users.service";
import { sendVerification } from "./email-verification.service";
import { hashPassword } from "./password";
import type { LoginRefusal } from "./passport";
import { capSessions } from "./sessions.service";

export type RegisterInput = z.output<typeof registerSchema>;

/** A sign-in: the user, or no user and whether the right password was given for a suspended account. */
export type SignIn = { user: PublicUser } | { user: false; suspended: boolean };

/** Makes the request's session the user's. passport ≥0.6 regenerates the session id here: no session fixation. */
function startSession(req: Request, user: PublicUser): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (err) => (err ? reject(err) : resolve())));
}

/** passport-local on the request's username and password: the user, or false and why. */
function authenticate(
  auth: passport.PassportStatic,
  req: Request,
  res: Response,
): Promise<{ user: PublicUser | false; info?: LoginRefusal }> {
  return new Promise((resolve, reject) => {
    const middleware = auth.authenticate("local", (err: unknown, user: PublicUser | false, info?: LoginRefusal) =>
      err ? reject(err) : resolve({ user, info }),
    ) as (req: Request, res: Response, next: (err?: unknown) => void) => void;
    // With a callback passport answers through it; its `next` is reached only by strategies that pass a request on.
    middleware(req, res, reject);
  });
}

/** Creates a self-registered account, signs the request in as it and welcomes it by email (if it wants that). */
export async function register(
  deps: { db: Db; mailer: Mailer; origin: string },
  req: Request,
  input: RegisterInput,
): Promise<PublicUser> {
  if (!canSelfRegisterAs(input.role)) throw new HttpError(403, "Admin accounts are created by an administrator");
  // The language a visitor chose before signing up becomes the account's (api.md "Language and currency").
  const language = languageFromCookie(req.headers.cookie);
  const passwordHash = await hashPassword(input.password);
  const row = await createUser(deps.db, { ...input, passwordHash, language }, { pendingConfirmation: true }).catch(
    (err: unknown) => {
      // The 409 tells the caller the address has an account (a family that forgot needs it): its owner is told too.
      if (err instanceof HttpError && err.message === EMAIL_TAKEN) void tellOwnerOfAttempt(deps, input.email);
      throw err;
    },
  );
  const user = toPublicUser(row);
  await startSession(req, user);
  // Not awaited: a slow mail server must not hold up the sign-up. The first email to the address is its confirmation
  // link, without the names typed (issue 31); the welcome follows the confirmation.
  void sendVerification(deps, { ...user, timeZone: user.timeZone ?? undefined }, deps.origin).catch(() => undefined);
  return user;
}

/** Emails the owner of `email` that someone tried to sign up with it; nothing for a suspended account. */
async function tellOwnerOfAttempt(deps: { db: Db; mailer: Mailer; origin: string }, email: string): Promise<void> {
  const owner = await findByEmail(deps.db, email).catch(() => undefined);
  if (!owner || owner.suspendedAt) return;
  const to = toPublicUser(owner);
  await notify(deps, {
    kind: "signup_attempted",
    to: { ...to, timeZone: to.timeZone ?? undefined },
    link: `${deps.origin.replace(/\/+$/, "")}/forgot-password`,
  });
}

/**
 * Signs the request in with the username and password in its body. On success the new session is saved and
 * counted among the user's sessions: the oldest beyond CAPS.sessionsPerUser end.
 */
export async function signIn(
  deps: { db: Db; auth: passport.PassportStatic },
  req: Request,
  res: Response,
): Promise<SignIn> {
  const { user, info } = await authenticate(deps.auth, req, res);
  if (!user) return { user: false, suspended: Boolean(info?.suspended) };
  await startSession(req, user);
  // startSession has saved the new session, so it is among the user's sessions the cap counts.
  await capSessions(deps.db, user.id, CAPS.sessionsPerUser, req.sessionID);
  return { user };
}

/** Signs the request out and ends its session in the store. */
export async function signOut(req: Request): Promise<void> {
  await new Promise<void>((resolve, reject) => req.logout((err) => (err ? reject(err) : resolve())));
  await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
}
