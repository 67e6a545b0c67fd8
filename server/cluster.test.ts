// WEB_CONCURRENCY (decision 052): the primary forks that many serving processes on one port, replaces one that dies,
// and stops them all on SIGTERM. The real server from the source (server/bundle.test.ts runs the built one).
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "./test/test-db";
import { waitForOutput } from "./test/wait-for-output";

const root = path.resolve(import.meta.dirname, "..");
const SECRET = "a-session-secret-for-the-cluster-test-0123456789";

/**
 * A GET on a new connection. A kept-alive connection to the worker that was killed is reset by the kernel (any client
 * of a crashed process sees that); what the test asks is that new connections are served.
 */
const freshGet = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on("error", reject);
  });

/** Gone, or a zombie awaiting its parent: it accepts nothing any more. */
const dead = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.startsWith("Z") ?? true;
  } catch {
    return true;
  }
};

const waitUntil = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
};

describe("several server processes (WEB_CONCURRENCY)", () => {
  it("serves from two processes on one port, replaces one that dies, and stops both on SIGTERM", async () => {
    const db = await createTestDatabase();
    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        SESSION_SECRET: SECRET,
        PORT: "0",
        LOG_LEVEL: "info",
        WEB_CONCURRENCY: "2",
        JOBS: "off",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    // The workers the primary reports listening, from its log (by pid, in order).
    const listening: number[] = [];
    let log = "";
    child.stdout!.on("data", (d: Buffer) => {
      log += d.toString();
      for (const m of log.matchAll(/"pid":(\d+),"msg":"a server process is listening"/g))
        if (!listening.includes(Number(m[1]))) listening.push(Number(m[1]));
    });
    try {
      const [, port, processes] = await waitForOutput(
        child,
        /running at http:\/\/localhost:(\d+)\n\s*Listening on [^\n]*, (\d+) processes/,
      );
      const base = `http://127.0.0.1:${port}`;
      expect(processes).toBe("2");
      expect(await waitUntil(() => listening.length === 2, 90_000)).toBe(true);
      const [first, second] = listening;
      expect(await freshGet(`${base}/readyz`)).toBe(200);

      // One process dies: the other keeps answering new connections, and a new one takes its place.
      process.kill(first, "SIGKILL");
      expect(await waitUntil(() => dead(first), 10_000)).toBe(true);
      for (let i = 0; i < 5; i++) expect(await freshGet(`${base}/healthz`)).toBe(200);
      expect(await waitUntil(() => listening.length === 3, 90_000)).toBe(true);
      const replacement = listening[2];
      expect(dead(second)).toBe(false);

      const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      // No worker outlives the primary.
      expect(await waitUntil(() => dead(second) && dead(replacement), 10_000)).toBe(true);
      await expect(freshGet(`${base}/healthz`)).rejects.toThrow();
    } finally {
      child.kill("SIGKILL");
      await db.drop();
    }
  }, 300_000);
});
