import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

describe("server start-up", () => {
  it("refuses to start with DATABASE_URL but no SESSION_SECRET, saying why", () => {
    const env = { ...process.env, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none", SESSION_SECRET: "", PORT: "0" };
    const r = spawnSync(process.execPath, ["--import", "tsx", "server/index.ts"], { cwd: root, env, encoding: "utf8", timeout: 30_000 });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("SESSION_SECRET is required when DATABASE_URL is set");
  });
});
