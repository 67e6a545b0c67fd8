// The teacher's own hours (api.md "Scheduling").
import { Router } from "express";
import { availabilitySchema, type AvailabilityValues } from "@shared/availability";
import type { Db } from "../db";
import { currentUser, requireRole } from "../middleware/require-role";
import { parsed, validate } from "../middleware/validate";
import { getAvailability, saveAvailability } from "./availability.service";

export function availabilityRoutes({ db }: { db: Db }): Router {
  const router = Router();

  router.get("/teacher/availability", requireRole("teacher"), async (req, res) => {
    res.json(await getAvailability(db, currentUser(req).id));
  });

  router.put("/teacher/availability", requireRole("teacher"), validate(availabilitySchema), async (req, res) => {
    res.json(await saveAvailability(db, currentUser(req).id, parsed<AvailabilityValues>(res)));
  });

  return router;
}
