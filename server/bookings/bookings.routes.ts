import { Router } from "express";
import type { Db } from "../db";
import { currentUser, requireAuth } from "../middleware/require-role";
import { listBookings } from "./bookings.service";

export function bookingRoutes({ db }: { db: Db }): Router {
  const router = Router();
  router.get("/bookings", requireAuth, async (req, res) => {
    res.json(await listBookings(db, currentUser(req)));
  });
  return router;
}
