// Student profiles (api.md "Students and bookings"): parents manage their own children.
import { Router } from "express";
import { pageQuerySchema, type PageQuery } from "@shared/paging";
import { studentSchema, studentUpdateSchema, type StudentValues } from "@shared/students";
import { idParam } from "@shared/fields";
import type { Db } from "../db";
import { currentUser, requireRole } from "../middleware/require-role";
import { parsed, validate } from "../middleware/validate";
import { sendPage } from "../paging";
import { createStudent, listStudents, updateStudent } from "./students.service";

export function studentRoutes({ db }: { db: Db }): Router {
  const router = Router();

  router.get("/student/profiles", requireRole("parent"), validate(pageQuerySchema, "query"), async (req, res) => {
    sendPage(res, await listStudents(db, currentUser(req).id, parsed<PageQuery>(res, "query")));
  });

  router.post("/student/profile", requireRole("parent"), validate(studentSchema), async (req, res) => {
    res.status(201).json(await createStudent(db, currentUser(req).id, req.body as StudentValues));
  });

  router.patch("/student/profiles/:id", requireRole("parent"), validate(studentUpdateSchema), async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(await updateStudent(db, currentUser(req).id, id, req.body as Partial<StudentValues>));
  });

  return router;
}
