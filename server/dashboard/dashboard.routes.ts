import { Router } from "express";
import type { Db } from "../db";
import { currentUser, requireAuth } from "../middleware/require-role";
import { sendCached, type ReadCache } from "../middleware/read-cache";
import { dashboardFor } from "./dashboard.service";

export function dashboardRoutes({ db, cache }: { db: Db; cache: ReadCache }): Router {
  const router = Router();
  // currentRole picks the view; the database guarantees it is one of the user's roles.
  router.get("/dashboard", requireAuth, async (req, res) => {
    const user = currentUser(req);
    if (user.currentRole !== "admin") return void res.json(await dashboardFor(db, user));
    // The admin's figures count whole tables (200,000 bookings take ~10 ms): the same for every admin, so cached.
    sendCached(
      res,
      await cache.getOrCompute("dashboard:admin", async () => ({ body: JSON.stringify(await dashboardFor(db, user)) })),
    );
  });
  return router;
}
