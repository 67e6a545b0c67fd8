// Liveness (the process answers) and readiness (the database answers).
import { Router } from "express";
import type pg from "pg";

export function healthRoutes({ pool }: { pool: pg.Pool }): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    const answers = await pool.query("SELECT 1").then(
      () => true,
      () => false,
    );
    if (answers) res.json({ status: "ready" });
    else res.status(503).json({ status: "unavailable", message: "Database is not reachable" });
  });
  return router;
}
