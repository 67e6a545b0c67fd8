// Approximate prices in the viewer's currency (issue 20, api.md "Language and currency"): any signed-in user reads the
// rates; admins set them.
import { Router } from "express";
import { updateCurrencyRatesSchema, type UpdateCurrencyRatesInput } from "@shared/currency";
import type { Db } from "../db";
import { requireAuth, requireRole } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { listRates, setRates } from "./currency.service";

export function currencyRoutes({ db }: { db: Db }): Router {
  const router = Router();

  router.get("/currency-rates", requireAuth, async (_req, res) => {
    res.json(await listRates(db));
  });

  router.put("/admin/currency-rates", requireRole("admin"), validate(updateCurrencyRatesSchema), async (req, res) => {
    res.json(await setRates(db, (req.body as UpdateCurrencyRatesInput).rates));
  });

  return router;
}
