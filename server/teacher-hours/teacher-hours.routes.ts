// The teacher's own hours (api.md "Scheduling"; the URL keeps its first word, decision 071).
import { Router } from "express";
import { teacherHoursSchema, type TeacherHoursValues } from "@shared/teacher-hours";
import type { Db } from "../db";
import { currentUser, requireRole } from "../middleware/require-role";
import { parsed, validate } from "../middleware/validate";
import { getTeacherHours, saveTeacherHours } from "../scheduling/scheduling.service";

export function teacherHoursRoutes({ db }: { db: Db }): Router {
  const router = Router();

  router.get("/teacher/availability", requireRole("teacher"), async (req, res) => {
    res.json(await getTeacherHours(db, currentUser(req).id));
  });

  router.put("/teacher/availability", requireRole("teacher"), validate(teacherHoursSchema), async (req, res) => {
    res.json(await saveTeacherHours(db, currentUser(req).id, parsed<TeacherHoursValues>(res)));
  });

  return router;
}
