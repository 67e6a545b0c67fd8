import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "./test/test-db";
import { waitForOutput } from "./test/wait-for-output";

const root = path.resolve(import.meta.dirname, "..");
const SECRET = "a-session-secret-for-the-start-up-test-0123456789";

describe("server start-up", () => {
  it("refuses to start with DATABASE_URL but no SESSION_SECRET, saying why", () => {
    const env = { ...process.env, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none", SESSION_SECRET: "", PORT: "0" };
    const r = spawnSync(process.execPath, ["--import", "tsx", "server/index.ts"], {
      cwd: root,
      env,
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("SESSION_SECRET is required when DATABASE_URL is set");
  });

  it("serves on DATABASE_URL, finishes a request in flight on SIGTERM, and exits cleanly", async () => {
    const db = await createTestDatabase();
    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: db.url, SESSION_SECRET: SECRET, PORT: "0", LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      const [, port] = await waitForOutput(child, /running at http:\/\/localhost:(\d+)/);
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      // Migrated, but no demo data on a server of one's own.
      const { rows } = await db.pool.query("SELECT count(*)::int AS n FROM users");
      expect(rows[0].n).toBe(0);
      // A login takes a password hash's time: SIGTERM lands while it is in flight.
      const inFlight = fetch(`${base}/api/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username: "nobody-here", password: "secret-12345" }),
      });
      await new Promise((r) => setTimeout(r, 10));
      const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
      child.kill("SIGTERM");
      const res = await inFlight;
      expect(res.status).toBe(401);
      expect(await exited).toBe(0);
      await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    } finally {
      child.kill("SIGKILL");
      await db.drop();
    }
  }, 60_000);
});
