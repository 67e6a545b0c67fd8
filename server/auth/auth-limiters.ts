// The limits on sign-in, sign-up and password attempts (server/middleware/rate-limit.ts counts them for every
// process): who is counted, and what a 429 says.
import type { Request, RequestHandler } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import type { PublicUser } from "@shared/users";
import type { MakeLimiter } from "../middleware/rate-limit";
import { stripDirectionControls } from "../middleware/validate";

/** Attempts per window; tests lower them to see the 429. */
export interface AuthLimits {
  login?: number;
  loginPerUser?: number;
  /** Failed sign-ins to one account from anywhere before each further attempt waits (issue 31), and by how much. */
  loginSlowAfter?: number;
  /** Successful sign-ins to one account, from anywhere (issue 31: many addresses signing in slowed everyone). */
  loginSuccessPerUser?: number;
  loginSlowStepMs?: number;
  register?: number;
  /** Sign-ups naming one email address, whoever sends them (issue 31: the 409 tells whether it has an account). */
  registerPerEmail?: number;
  /** Forgot-password requests per address (IP) and per email address; wrong current passwords per user. */
  forgotPassword?: number;
  forgotPasswordPerEmail?: number;
  passwordChange?: number;
  windowMs?: number;
}

// A key is the field as validate() and the schema leave it (direction controls removed, trimmed): "alice\u202E" counted
// apart from "alice" while signing in to alice escaped every per-account limit.
/** A username as sign-in compares it (lower case), bounded. */
const accountName = (name: string) => stripDirectionControls(name).trim().toLowerCase().slice(0, 64);

/** The username a body names, as sign-in compares it. */
function usernameIn(body: unknown): string {
  const name = (body as { username?: unknown } | undefined)?.username;
  return typeof name === "string" ? accountName(name) : "";
}

/** The email address a body names, as the database compares it (lower case), bounded. */
export function emailIn(body: unknown): string {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? stripDirectionControls(email).trim().toLowerCase().slice(0, 254) : "";
}

/** Failed sign-ins per (account, address) and per address (IP) alone, per window (issue 32). */
export const LOGIN_LIMITS = { perAccountAddress: 10, perAddress: 100 } as const;

/** The 429 of a locked sign-in, saying when to retry (the client shows it in the reader's language). */
export function tooManyLogins(resetTime: Date | undefined, now = Date.now()): string {
  if (!resetTime) return "Too many failed sign-in attempts. Please wait a few minutes and try again.";
  const minutes = Math.max(1, Math.ceil((resetTime.getTime() - now) / 60_000));
  return `Too many failed sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

export function authLimiters(limiter: MakeLimiter, limits: AuthLimits = {}) {
  const windowMs = limits.windowMs ?? 15 * 60 * 1000;
  // Failed sign-ins are limited per (username, address), and per address far above that (issue 32: one child's typos
  // on a madrasa's Wi-Fi locked out every family behind it); only failures count. Wrong passwords slow the guesser,
  // not the owner: a count per username alone let anyone lock any account from anywhere.
  // `address` from ipKeyGenerator, which groups an IPv6 address by its /56 as the library's own default key does.
  const userAtAddress = (username: string, address: string) => `user:${username}|${address}`;
  const perUser = limiter({
    name: "login-user",
    limit: limits.loginPerUser ?? LOGIN_LIMITS.perAccountAddress,
    windowMs,
    message: tooManyLogins,
    skipSuccessfulRequests: true,
    keyGenerator: (req) => userAtAddress(usernameIn(req.body), ipKeyGenerator(req.ip ?? "")),
  });
  // Failures to one account from many addresses: each attempt past the 10th waits a second longer, up to 10 seconds.
  // A delay, never a lock: the owner still signs in, or resets the password.
  const accountKey = (username: string) => `account:${username}`;
  const perAccount = limiter.slower({
    name: "login-account",
    after: limits.loginSlowAfter ?? 10,
    stepMs: limits.loginSlowStepMs ?? 1000,
    maxMs: 10 * (limits.loginSlowStepMs ?? 1000),
    windowMs,
    skipSuccessfulRequests: true,
    keyGenerator: (req) => accountKey(usernameIn(req.body)),
  });
  const loginLimiter: RequestHandler[] = [
    limiter({
      name: "login",
      limit: limits.login ?? LOGIN_LIMITS.perAddress,
      windowMs,
      message: tooManyLogins,
      skipSuccessfulRequests: true,
    }),
    perUser,
    perAccount,
  ];
  /**
   * A completed password reset: the account's failures from the address it was reset at, and its delay, are
   * forgotten (the library's resetKey on the shared store). The per-address count stays: resetting one's own
   * password must not reopen an address's allowance for guessing others.
   */
  const clearSignInLimits = async (req: Request, username: string) => {
    const name = accountName(username);
    await Promise.all([
      perUser.resetKey(userAtAddress(name, ipKeyGenerator(req.ip ?? ""))) as unknown as Promise<void> | undefined,
      perAccount.resetKey(accountKey(name)) as unknown as Promise<void> | undefined,
    ]);
  };
  // Sign-ins that work, per account: a family on several devices signs in a few times a day, never 30 times in 15
  // minutes; a script replaying one account's password is stopped before its hashes crowd out everyone else's.
  loginLimiter.push(
    limiter({
      name: "login-success",
      limit: limits.loginSuccessPerUser ?? 30,
      windowMs,
      message: "Too many sign-ins to this account. Please wait a few minutes and try again.",
      skipFailedRequests: true,
      keyGenerator: (req) => `account:${usernameIn(req.body)}`,
    }),
  );
  const tooManySignUps = "Too many accounts created from this address. Please try again later.";
  // Per address (IP), and per email address from anywhere: the 409 says an address has an account, so asking about
  // one address is slowed as sign-in is.
  const registerLimiter = [
    limiter({ name: "register", limit: limits.register ?? 20, windowMs, message: tooManySignUps }),
    limiter({
      name: "register-email",
      limit: limits.registerPerEmail ?? 5,
      windowMs,
      message: "Too many sign-ups with this email address. Please wait a few minutes and try again.",
      keyGenerator: (req) => `email:${emailIn(req.body)}`,
    }),
  ];
  const tooManyResets = "Too many password reset requests. Please wait a few minutes and try again.";
  // Per address, and per email address whoever asks: nobody can flood an inbox. Filling one address's allowance
  // locks nobody out, since every request counted sent its owner a working link. Known and unknown addresses count
  // alike, so a 429 says nothing about an account.
  const forgotLimiter = [
    limiter({ name: "forgot", limit: limits.forgotPassword ?? 20, windowMs, message: tooManyResets }),
    limiter({
      name: "forgot-email",
      limit: limits.forgotPasswordPerEmail ?? 5,
      windowMs,
      message: tooManyResets,
      keyGenerator: (req) => `email:${emailIn(req.body)}`,
    }),
  ];
  // Wrong current passwords, per signed-in user (after requireAuth): a stolen session cannot guess its way to the
  // password. Only failures count.
  const changeLimiter = limiter({
    name: "password-change",
    limit: limits.passwordChange ?? 10,
    windowMs,
    message: "Too many wrong passwords. Please wait a few minutes and try again.",
    skipSuccessfulRequests: true,
    keyGenerator: (req) => `user:${(req.user as PublicUser | undefined)?.id ?? ""}`,
  });
  return { loginLimiter, registerLimiter, forgotLimiter, changeLimiter, clearSignInLimits };
}
