// The teacher's own hours (api.md "Scheduling"; the URL keeps its first word, decision 071).
import { Router } from "express";
import {
  hoursExceptionsSchema,
  teacherHoursSchema,
  type HoursExceptionsValues,
  type TeacherHoursValues,
} from "@shared/teacher-hours";
import type { Db } from "../db";
import { currentUser, requireRole } from "../middleware/require-role";
import { parsed, validate } from "../middleware/validate";
import { getTeacherHours, saveHoursExceptions, saveTeacherHours } from "../scheduling/scheduling.service";

export function teacherHoursRoutes({ db }: { db: Db }): Router {
  const router = Router();

  router.get("/teacher/availability", requireRole("teacher"), async (req, res) => {
    res.json(await getTeacherHours(db, currentUser(req).id));
  });

  router.put("/teacher/availability", requireRole("teacher"), validate(teacherHoursSchema), async (req, res) => {
    res.json(await saveTeacherHours(db, currentUser(req).id, parsed<TeacherHoursValues>(res)));
  });

  // The exceptions alone, saved as each is confirmed or removed: an unsaved change of the week is not sent with them.
  router.put(
    "/teacher/availability/exceptions",
    requireRole("teacher"),
    validate(hoursExceptionsSchema),
    async (req, res) => {
      res.json(await saveHoursExceptions(db, currentUser(req).id, parsed<HoursExceptionsValues>(res)));
    },
  );

  return router;
}
