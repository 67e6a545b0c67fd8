// Admin (api.md "Admin"): every route is for admins only.
import { Router } from "express";
import { idParamSchema, notificationReadSchema, sendReminderSchema, type SendReminderInput } from "@shared/admin";
import type { Db } from "../db";
import type { Mailer } from "../mail/mailer";
import { requireRole } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { listAdminFeed, setRead } from "../notifications/notifications.service";
import { incompleteApplications, recentUsers, sendReminder, weeklyActivity } from "./admin.service";

export function adminRoutes({ db, mailer }: { db: Db; mailer: Mailer }): Router {
  const router = Router();
  router.use("/admin", requireRole("admin"));

  router.get("/admin/notifications", async (_req, res) => {
    res.json(await listAdminFeed(db));
  });

  router.patch("/admin/notifications/:id", validate(notificationReadSchema), async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    res.json(await setRead(db, id, null, (req.body as { read: boolean }).read));
  });

  router.get("/admin/analytics", async (_req, res) => {
    res.json(await weeklyActivity(db));
  });

  router.get("/admin/recent-users", async (_req, res) => {
    res.json(await recentUsers(db));
  });

  router.get("/admin/incomplete-applications", async (_req, res) => {
    res.json(await incompleteApplications(db));
  });

  router.post("/admin/send-reminder", validate(sendReminderSchema), async (req, res) => {
    const { teacherId, message } = req.body as SendReminderInput;
    await sendReminder(db, mailer, teacherId, message);
    res.json({ sent: true });
  });

  return router;
}
