// Classes (api.md "Classes").
import compression from "compression";
import { Router } from "express";
import {
  slotsQuerySchema,
  classSchema,
  classUpdateSchema,
  type SlotsQuery,
  type ClassUpdateInput,
  type ClassValues,
} from "@shared/classes";
import { pageQuerySchema, type PageQuery } from "@shared/paging";
import { idParam } from "@shared/fields";
import type { Db } from "../db";
import { currentUser, requireAuth, requireRole } from "../middleware/require-role";
import { parsed, validate } from "../middleware/validate";
import { sendPage } from "../paging";
import { scopeOf } from "../viewer";
import { classSlots, createClass, getClass, listOwnClasses, listPublicClasses, updateClass } from "./classes.service";

export function classRoutes({ db }: { db: Db }): Router {
  const router = Router();

  router.post("/classes", requireRole("teacher"), validate(classSchema), async (req, res) => {
    res.status(201).json(await createClass(db, currentUser(req).id, req.body as ClassValues));
  });

  router.patch("/classes/:id", requireRole("teacher"), validate(classUpdateSchema), async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(await updateClass(db, currentUser(req).id, id, req.body as ClassUpdateInput));
  });

  router.get("/classes", requireAuth, validate(pageQuerySchema, "query"), async (req, res) => {
    const user = currentUser(req);
    const page = parsed<PageQuery>(res, "query");
    sendPage(
      res,
      scopeOf(user) === "teacher" ? await listOwnClasses(db, user.id, page) : await listPublicClasses(db, page),
    );
  });

  router.get("/classes/:id", requireAuth, async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(await getClass(db, id, currentUser(req)));
  });

  // The one answer of a page's first load that is large (a week of slots, several KB): gzipped for phones. The rest
  // are small, and compressing every answer would cost CPU on each request.
  const gzip = compression({ threshold: 1024 });
  router.get("/classes/:id/availability", requireAuth, gzip, validate(slotsQuerySchema, "query"), async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(await classSlots(db, id, currentUser(req), parsed<SlotsQuery>(res, "query")));
  });

  return router;
}
