import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

function start(dataDir: string) {
  const env = { ...process.env, DATA_DIR: dataDir, PORT: "0" } as NodeJS.ProcessEnv;
  delete env.DATABASE_URL;
  delete env.SESSION_SECRET;
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const ready = new Promise<{ base: string; out: () => string }>((resolve, reject) => {
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = out.match(/running at http:\/\/localhost:(\d+)[\s\S]*Demo accounts[\s\S]*needs\.work/);
      if (m) resolve({ base: `http://127.0.0.1:${m[1]}`, out: () => out });
    });
    child.on("exit", (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
  return { child, ready };
}

/**
 * Runs a command to its end without blocking this process (spawnSync would): meanwhile the running server's output
 * is read, and fetch's idle keep-alive sockets are closed on time rather than reused after the server closed them
 * ("other side closed").
 */
function run(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"], timeout: 60_000 });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.on("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });
}

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2_000 });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}

describe("npm start with zero configuration", () => {
  it("seeds the demo once, prints the accounts, and keeps data and sessions across a restart", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-start-"));
    try {
      const first = start(dataDir);
      const a = await first.ready;
      expect(a.out()).toContain("(demo data seeded)");
      for (const name of ["admin", "parent", "ustadha.aisha", "applicant", "needs.work"])
        expect(a.out()).toContain(name);
      // The demo's accounts have published passwords: only this machine can reach it (HOST unset).
      const port = Number(new URL(a.base).port);
      expect(a.out()).toContain(`Listening on 127.0.0.1:${port}`);
      const external = Object.values(os.networkInterfaces())
        .flat()
        .find((i) => i && i.family === "IPv4" && !i.internal)?.address;
      if (external) expect(await accepts(external, port)).toBe(false);
      expect(await accepts("127.0.0.1", port)).toBe(true);
      const login = await fetch(`${a.base}/api/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username: "parent", password: "halaqa-demo" }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.get("set-cookie")!.split(";")[0];
      const teachers = await fetch(`${a.base}/api/dashboard`, { headers: { cookie } });
      expect((await teachers.json()).children).toBe(2);

      // A CLI script shares the running server's database instead of stopping it.
      const env = { ...process.env, DATA_DIR: dataDir } as NodeJS.ProcessEnv;
      delete env.DATABASE_URL;
      const cli = await run(
        [
          "--import",
          "tsx",
          "server/scripts/admin-create.ts",
          "--username",
          "second.admin",
          "--password",
          "another-pass",
          "--email",
          "second@example.com",
        ],
        env,
      );
      expect(cli.stdout).toContain("Admin account created: second.admin");
      expect((await fetch(`${a.base}/readyz`)).status).toBe(200);
      const adminLogin = await fetch(`${a.base}/api/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username: "second.admin", password: "another-pass" }),
      });
      expect(adminLogin.status).toBe(200);

      // A second server on the same data folder refuses instead of taking the database away.
      const clash = await run(["--import", "tsx", "server/index.ts"], { ...env, PORT: "0" });
      expect(clash.status).toBe(1);
      expect(clash.stderr).toContain("is in use by another running Halaqa server");
      expect((await fetch(`${a.base}/readyz`)).status).toBe(200);

      expect(await stop(first.child)).toBe(0);
      expect(fs.statSync(path.join(dataDir, "secrets.json")).mode & 0o777).toBe(0o600);

      const second = start(dataDir);
      const b = await second.ready;
      expect(b.out()).not.toContain("(demo data seeded)");
      // Same session secret and session table: still signed in.
      const me = await fetch(`${b.base}/api/user`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect((await me.json()).username).toBe("parent");
      expect(await stop(second.child)).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
