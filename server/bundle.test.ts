// The server's bundle (decision 100) runs by plain node from a folder holding only it, package.json, node_modules,
// the migrations and the locales: it migrates an empty database, its workers run the same file, its CLI works.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildServer, SERVER_ENTRY_POINTS } from "../scripts/build-server";
import { PROJECT_ROOT } from "./project-root";
import { startCommand } from "./test/start-command";
import { waitForOutput } from "./test/wait-for-output";

const adminUrl = inject("pgAdminUrl");
const name = `halaqa_test_bundle_${process.pid}_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
// A deployment's layout, not the source tree: a file the bundle still read from server/ or shared/ would be missing.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-bundle-"));
const outdir = path.join(dir, "dist/server");
const bundle = path.join(outdir, "index.js");

beforeAll(async () => {
  fs.copyFileSync(path.join(PROJECT_ROOT, "package.json"), path.join(dir, "package.json"));
  for (const shared of ["node_modules", "migrations", "client/src/locales"]) {
    fs.mkdirSync(path.dirname(path.join(dir, shared)), { recursive: true });
    fs.symlinkSync(path.join(PROJECT_ROOT, shared), path.join(dir, shared));
  }
  await buildServer(outdir);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
}, 60_000);

afterAll(async () => {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The processes whose parent is `pid`, each with its command line. */
function childrenOf(pid: number): { pid: number; args: string[] }[] {
  return fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
        // The parent's pid is the second field after the command's name, which may hold spaces and parentheses.
        if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) !== pid) return [];
        const args = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").filter(Boolean);
        return [{ pid: Number(entry), args }];
      } catch {
        return []; // it ended meanwhile
      }
    });
}

/** The packages a file of the bundle imports statically, itself or through the chunks it imports statically. */
function staticImports(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const specifiers = [...fs.readFileSync(file, "utf8").matchAll(/^import\s(?:[^;]*?\sfrom\s)?"([^"]+)";/gm)].map(
    (m) => m[1],
  );
  return specifiers.flatMap((s) =>
    s.startsWith(".") ? staticImports(path.resolve(path.dirname(file), s), seen) : [s],
  );
}

describe("the server's bundle", () => {
  it("is an ESM file per entry point with source maps, dependencies left to node_modules", () => {
    const files = fs.globSync("**/*.js", { cwd: outdir }).map((f) => path.join(outdir, f));
    for (const entry of SERVER_ENTRY_POINTS)
      expect(files).toContain(path.join(outdir, path.relative("server", entry).replace(/\.ts$/, ".js")));
    const sources = files.flatMap((file) => {
      // esbuild's stand-in for a require it could not keep would throw at run time.
      expect(fs.readFileSync(file, "utf8"), file).not.toContain("Dynamic require of");
      return (JSON.parse(fs.readFileSync(`${file}.map`, "utf8")) as { sources: string[] }).sources;
    });
    for (const source of [...SERVER_ENTRY_POINTS, "server/db.ts", "shared/schema.ts", "server/storage/s3-storage.ts"])
      expect(
        sources.some((s) => s.endsWith(source)),
        source,
      ).toBe(true);
    expect(sources.filter((s) => s.includes("node_modules"))).toEqual([]);
    // What the source loads only when used (decision 053's S3, PayPal) is not imported at the start.
    const atStart = staticImports(bundle);
    expect(atStart).toContain("pg");
    expect(atStart).not.toContain("@aws-sdk/client-s3");
    expect(atStart).not.toContain("@paypal/paypal-server-sdk");
  });

  it("migrates an empty database and serves with npm start's flags, its workers running the same file", async () => {
    const start = startCommand();
    const child = spawn(process.execPath, [...start.flags, bundle], {
      cwd: dir,
      env: {
        ...process.env,
        ...start.env,
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
        PORT: "0",
        DATA_DIR: path.join(dir, "data"),
        WEB_CONCURRENCY: "2",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (d: Buffer) => (errors += d.toString()));
    try {
      const [, port] = await waitForOutput(child, /running at http:\/\/localhost:(\d+)/);
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      const journal = JSON.parse(fs.readFileSync(path.join(dir, "migrations/meta/_journal.json"), "utf8")) as {
        entries: unknown[];
      };
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations");
      await db.end();
      expect(rows[0].n).toBe(journal.entries.length);
      // cluster.fork runs the primary's file with its flags: the bundle, nothing that transpiles.
      let workers = childrenOf(child.pid!);
      for (let i = 0; i < 100 && workers.length < 2; i++) {
        await new Promise((r) => setTimeout(r, 50));
        workers = childrenOf(child.pid!);
      }
      expect(workers.map((w) => w.args.slice(1))).toEqual([
        [...start.flags, bundle],
        [...start.flags, bundle],
      ]);
      const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(errors).toBe("");
    } finally {
      child.kill("SIGKILL");
    }
  }, 30_000);

  it("runs npm run admin:create's script from the bundle", () => {
    const args = ["--username", "chief", "--password", "s3cret-pass-bundle", "--email", "chief@example.com"];
    const r = spawnSync(process.execPath, [path.join(outdir, "scripts/admin-create.js"), ...args], {
      cwd: dir,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(r.stderr).toBe("");
    expect(r.stdout).toContain("Admin account created: chief");
    expect(r.status).toBe(0);
  });
});
