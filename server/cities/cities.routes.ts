// The city search of the prayer-time setting (issue 17): GET /api/cities?q=.
import { Router } from "express";
import { citySearchSchema, type CitySearch } from "@shared/cities";
import { requireAuth } from "../middleware/require-role";
import { parsed, validate } from "../middleware/validate";
import { searchCities } from "./cities.service";

export function cityRoutes(): Router {
  const router = Router();

  router.get("/cities", requireAuth, validate(citySearchSchema, "query"), async (_req, res) => {
    res.json(await searchCities(parsed<CitySearch>(res, "query").q));
  });

  return router;
}
