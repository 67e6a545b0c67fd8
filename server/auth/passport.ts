// passport-local over our users table; the session holds only the user id.
import type { IncomingMessage } from "node:http";
import passport from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import type { Db } from "../db";
import { findById, findByUsername, toPublicUser } from "../users/users.service";
import { dummyVerify, verifyPassword } from "./password";
import { accountReadWithSession } from "./session-store";

/** Why a sign-in with the right password is refused anyway (the strategy's `info`). */
export interface LoginRefusal {
  message: string;
  suspended?: boolean;
}

/**
 * The signed-in user is read from PostgreSQL on every request (decision 052): a role switch or a suspension made
 * through any process applies to the next request, whichever process serves it.
 */
export function configurePassport(db: Db): passport.PassportStatic {
  // A fresh Authenticator per app, so parallel test apps never share strategies.
  const auth = new passport.Passport() as unknown as passport.PassportStatic;
  auth.use(
    new LocalStrategy(async (username, password, done) => {
      try {
        const row = await findByUsername(db, username);
        if (!row) {
          await dummyVerify(password);
          return done(null, false);
        }
        if (!(await verifyPassword(row.password, password))) return done(null, false);
        // Checked after the password, so only the account's owner learns that it is suspended.
        if (row.suspendedAt)
          return done(null, false, { message: "This account is suspended", suspended: true } as LoginRefusal);
        return done(null, toPublicUser(row));
      } catch (err) {
        return done(err);
      }
    }),
  );
  auth.serializeUser((user, done) => done(null, (user as { id: number }).id));
  // Three parameters: passport then passes the request, whose session read may have brought the account along.
  auth.deserializeUser<number, IncomingMessage>(async (req, id, done) => {
    try {
      const read = accountReadWithSession((req as { session?: { passport?: unknown } }).session?.passport, Number(id));
      const row = read !== undefined ? read : await findById(db, Number(id));
      // A deleted account ends the session quietly (false), instead of failing every request. So does a suspended
      // one: suspending deletes its sessions, and this holds even for a session that escaped that.
      if (!row || row.suspendedAt) return done(null, false);
      const user = toPublicUser(row);
      done(null, user);
    } catch (err) {
      done(err);
    }
  });
  return auth;
}
