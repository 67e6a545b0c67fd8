// The signed-in user's own settings: current role and preferences.
import { Router } from "express";
import { preferencesSchema, switchRoleSchema, type PreferencesInput, type SwitchRoleInput } from "@shared/auth";
import type { Db } from "../db";
import { HttpError } from "../http-error";
import { currentUser, requireAuth } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { switchRole } from "./users.rules";
import { setRoles, toPublicUser, updatePreferences } from "./users.service";

export function userRoutes({ db }: { db: Db }): Router {
  const router = Router();

  router.patch("/user/role", requireAuth, validate(switchRoleSchema), async (req, res) => {
    const user = currentUser(req);
    const change = switchRole(user, (req.body as SwitchRoleInput).role);
    if (!change.ok) throw new HttpError(change.status, change.message);
    const row = await setRoles(db, user.id, change.roles, change.currentRole);
    res.json({ user: toPublicUser(row) });
  });

  router.patch("/user/preferences", requireAuth, validate(preferencesSchema), async (req, res) => {
    const row = await updatePreferences(db, currentUser(req).id, req.body as PreferencesInput);
    res.json(toPublicUser(row));
  });

  return router;
}
