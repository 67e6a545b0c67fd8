// passport-local over our users table; the session holds only the user id.
import passport from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import type { PublicUser } from "@shared/users";
import type { Db } from "../db";
import type { ReadCache } from "../middleware/read-cache";
import { findById, findByUsername, toPublicUser } from "../users/users.service";
import { dummyVerify, verifyPassword } from "./password";

const USER_TTL_MS = 5_000;

/** Why a sign-in with the right password is refused anyway (the strategy's `info`). */
export interface LoginRefusal {
  message: string;
  suspended?: boolean;
}

/** With a read cache, the signed-in user is read from memory between writes (decision 025). */
export function configurePassport(db: Db, cache?: ReadCache): passport.PassportStatic {
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
        if (row.suspendedAt) return done(null, false, { message: "This account is suspended", suspended: true } as LoginRefusal);
        return done(null, toPublicUser(row));
      } catch (err) {
        return done(err);
      }
    }),
  );
  auth.serializeUser((user, done) => done(null, (user as { id: number }).id));
  auth.deserializeUser(async (id: number, done) => {
    try {
      const key = `user:${Number(id)}`;
      const hit = cache?.get(key);
      if (hit) return done(null, JSON.parse(hit.body) as PublicUser);
      const generation = cache?.generation() ?? 0;
      const row = await findById(db, Number(id));
      // A deleted account ends the session quietly (false), instead of failing every request. So does a suspended
      // one: suspending deletes its sessions, and this holds even for a session that escaped that.
      if (!row || row.suspendedAt) return done(null, false);
      const user = toPublicUser(row);
      // Admins are always read fresh (few requests, the most power); others for at most USER_TTL_MS, so a change
      // made outside this process (SQL, another instance) applies within seconds.
      if (!user.roles.includes("admin")) cache?.store(key, generation, JSON.stringify(user), {}, USER_TTL_MS);
      done(null, user);
    } catch (err) {
      done(err);
    }
  });
  return auth;
}
