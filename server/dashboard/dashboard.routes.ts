import { Router } from "express";
import type { Db } from "../db";
import { currentUser, requireAuth } from "../middleware/require-role";
import { dashboardFor } from "./dashboard.service";

export function dashboardRoutes({ db }: { db: Db }): Router {
  const router = Router();
  // currentRole picks the view; the database guarantees it is one of the user's roles.
  router.get("/dashboard", requireAuth, async (req, res) => {
    res.json(await dashboardFor(db, currentUser(req)));
  });
  return router;
}
