// Payment routes (spec §7: GET /setup, POST /order, POST /order/{id}/capture — outside /api by the spec).
import { Router } from "express";
import { z } from "zod";
import { createOrderSchema, type PaymentSetup } from "@shared/payments";
import type { Db } from "../db";
import type { Mailer } from "../mail/mailer";
import { notFound } from "../http-error";
import { currentUser, requireAuth } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { GatewayError, type PaymentGateway } from "./gateway";
import { capturePaymentOrder, createPaymentOrder, providerFailure } from "./payments.service";
import { capturePlanOrder, createPlanOrder } from "./plan-payments";

// PayPal order ids are short upper-case alphanumerics; anything else cannot be one of ours.
const orderIdParam = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) });

export function paymentRoutes({ db, gateway, mailer }: { db: Db; gateway: PaymentGateway; mailer?: Mailer }): Router {
  const router = Router();

  router.get("/setup", requireAuth, async (req, res) => {
    const clientToken = await gateway.clientToken().catch((err: unknown) => {
      req.log.warn({ status: err instanceof GatewayError ? err.status : undefined }, "client token failed");
      return providerFailure(err);
    });
    const setup: PaymentSetup = { clientToken, mode: gateway.mode, clientId: gateway.clientId };
    res.set("Cache-Control", "no-store").json(setup);
  });

  router.post("/order", requireAuth, validate(createOrderSchema), async (req, res) => {
    const body = req.body as z.output<typeof createOrderSchema>;
    const deps = { db, gateway, mailer, logger: req.log };
    if (body.planId !== undefined) {
      res.json(await createPlanOrder(deps, currentUser(req).id, body.planId, body.amount));
      return;
    }
    // The schema holds exactly one of the two ids.
    const bookingId = body.bookingId as number;
    res.json(
      await createPaymentOrder(deps, currentUser(req).id, bookingId, body.amount, body.acknowledgeNoRefund === true),
    );
  });

  router.post("/order/:id/capture", requireAuth, async (req, res) => {
    const parsedId = orderIdParam.safeParse(req.params);
    if (!parsedId.success) throw notFound("Order not found");
    const deps = { db, gateway, mailer, logger: req.log };
    const plan = await capturePlanOrder(deps, currentUser(req).id, parsedId.data.id);
    res.json(plan ?? (await capturePaymentOrder(deps, currentUser(req).id, parsedId.data.id)));
  });

  return router;
}
