// Admin (api.md "Admin"): every route is for admins only.
import { Router } from "express";
import {
  adminUsersQuerySchema,
  notificationReadSchema,
  sendReminderSchema,
  suspendUserSchema,
  type AdminUsersQuery,
  type SendReminderInput,
  type SuspendUserInput,
} from "@shared/admin";
import { idParam } from "@shared/fields";
import { pageQuerySchema, type PageQuery } from "@shared/paging";
import type { Db } from "../db";
import type { Mailer } from "../mail/mailer";
import { currentUser, requireRole } from "../middleware/require-role";
import { parsed, validate } from "../middleware/validate";
import { sendPage } from "../paging";
import { listAdminFeed, setRead } from "../notify/notifications.service";
import { incompleteApplications, recentUsers, sendReminder, weeklyActivity } from "./admin.service";
import type { PaymentGateway } from "../payments/gateway";
import { listUsers, setSuspended } from "./admin-users.service";

export function adminRoutes({ db, mailer, gateway }: { db: Db; mailer: Mailer; gateway: PaymentGateway }): Router {
  const router = Router();
  router.use("/admin", requireRole("admin"));

  router.get("/admin/notifications", validate(pageQuerySchema, "query"), async (_req, res) => {
    sendPage(res, await listAdminFeed(db, parsed<PageQuery>(res, "query")));
  });

  router.patch("/admin/notifications/:id", validate(notificationReadSchema), async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(await setRead(db, id, null, (req.body as { read: boolean }).read));
  });

  router.get("/admin/analytics", async (_req, res) => {
    res.json(await weeklyActivity(db));
  });

  router.get("/admin/recent-users", validate(pageQuerySchema, "query"), async (_req, res) => {
    sendPage(res, await recentUsers(db, parsed<PageQuery>(res, "query")));
  });

  router.get("/admin/incomplete-applications", validate(pageQuerySchema, "query"), async (_req, res) => {
    sendPage(res, await incompleteApplications(db, parsed<PageQuery>(res, "query")));
  });

  router.post("/admin/send-reminder", validate(sendReminderSchema), async (req, res) => {
    const { teacherId, message } = req.body as SendReminderInput;
    await sendReminder(db, mailer, teacherId, message);
    res.json({ sent: true });
  });

  router.get("/admin/users", validate(adminUsersQuerySchema, "query"), async (_req, res) => {
    sendPage(res, await listUsers(db, parsed<AdminUsersQuery>(res, "query")));
  });

  router.patch("/admin/users/:id", validate(suspendUserSchema), async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(
      await setSuspended(
        { db, gateway, mailer, logger: req.log },
        currentUser(req).id,
        id,
        req.body as SuspendUserInput,
      ),
    );
  });

  return router;
}
