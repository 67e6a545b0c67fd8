// passport-local over our users table; the session holds only the user id.
import passport from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import type { Db } from "../db";
import { findById, findByUsername, toPublicUser } from "../users/users.service";
import { dummyVerify, verifyPassword } from "./password";

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
        return done(null, toPublicUser(row));
      } catch (err) {
        return done(err);
      }
    }),
  );
  auth.serializeUser((user, done) => done(null, (user as { id: number }).id));
  auth.deserializeUser(async (id: number, done) => {
    try {
      const row = await findById(db, Number(id));
      // A deleted account ends the session quietly (false), instead of failing every request.
      done(null, row ? toPublicUser(row) : false);
    } catch (err) {
      done(err);
    }
  });
  return auth;
}
