// A fresh database on DATABASE_URL's server (else the local one) and the built app on it, with their teardown. Started
// here, not by Playwright's `webServer`, because the app needs the new database's URL.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { builtServer } from "../server/test/start-command";

const ROOT = path.resolve(import.meta.dirname, "..");
const DEFAULT_SERVER = "postgres://postgres@127.0.0.1:5432/postgres";
const START_TIMEOUT_MS = 60_000;
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
  });
}

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function choosePort(): Promise<number> {
  if (process.env.E2E_PORT) {
    const port = Number(process.env.E2E_PORT);
    if (!(await portIsFree(port))) throw new Error(`E2E_PORT ${port} is in use.`);
    return port;
  }
  return (await portIsFree(5055)) ? 5055 : anyFreePort();
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The app exited with code ${child.exitCode} while starting:\n${log()}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The app did not become ready within ${START_TIMEOUT_MS / 1000} s:\n${log()}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** Databases of runs that were killed before their teardown; older than 6 h, so no live run owns them. */
async function dropStaleDatabases(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname ~ '^halaqa_e2e_[0-9]+$'",
  );
  const cutoff = Date.now() - STALE_AFTER_MS;
  for (const { datname } of rows) {
    if (Number(datname.slice("halaqa_e2e_".length)) < cutoff) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  }
}

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  // The scale-out harness (scripts/scale/scale-out.ts) runs the journeys against its own app processes behind nginx:
  // it owns the servers and the database (DATABASE_URL), so nothing is started or dropped here.
  const external = process.env.E2E_EXTERNAL_BASE_URL;
  if (external) {
    if (!process.env.DATABASE_URL)
      throw new Error("E2E_EXTERNAL_BASE_URL needs DATABASE_URL: the database the app at that URL uses.");
    process.env.E2E_BASE_URL = external.replace(/\/$/, "");
    process.env.E2E_DATABASE_URL = process.env.DATABASE_URL;
    // E2E_MAIL_DIR, when the specs that read mail run, is the harness's to give (its mail sink).
    console.log(`[e2e] app at ${process.env.E2E_BASE_URL} (started by the caller)`);
    return undefined;
  }
  if (!fs.existsSync(path.join(ROOT, "dist/public/index.html"))) {
    throw new Error("dist/public/index.html is missing: build the client first (npm run test:e2e does).");
  }
  // The server as production runs it: the bundle npm run build made, by plain node.
  const bundle = builtServer();

  const adminUrl = process.env.DATABASE_URL || DEFAULT_SERVER;
  const database = `halaqa_e2e_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (err) {
    const shown = new URL(adminUrl);
    shown.password = shown.password ? "***" : "";
    throw new Error(
      `Cannot connect to PostgreSQL at ${shown} (DATABASE_URL, else the local default): ${(err as Error).message}`,
    );
  }
  await dropStaleDatabases(admin);
  await admin.query(`CREATE DATABASE ${database}`);

  const dropDatabase = async () => {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };

  let child: ChildProcess | undefined;
  let stopping = false;
  try {
    const port = await choosePort();
    const baseURL = `http://127.0.0.1:${port}`;
    const logFile = path.join(ROOT, "test-results", "e2e-server.log");
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    fs.writeFileSync(logFile, "");
    let output = "";
    child = spawn(process.execPath, ["--enable-source-maps", bundle], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        // No PayPal here: the journey pays with the built-in simulator, which production must ask for by name.
        PAYMENTS_SIMULATOR: "true",
        PORT: String(port),
        // Links in emails name the address the browser uses, as APP_URL does in production.
        APP_URL: baseURL,
        // Emails go to files the tests read (E2E_MAIL_DIR), never to a real mail server.
        SMTP_URL: "",
        DATABASE_URL: withDatabase(adminUrl, database),
        SESSION_SECRET: crypto.randomBytes(48).toString("base64url"),
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const capture = (chunk: Buffer) => {
      output += chunk.toString();
      fs.appendFileSync(logFile, chunk);
    };
    child.stdout!.on("data", capture);
    child.stderr!.on("data", capture);
    await waitUntilReady(baseURL, child, () => output.slice(-4000));
    // Tests failing with ECONNREFUSED would otherwise hide why the server went away.
    child.once("exit", (code, signal) => {
      if (!stopping)
        console.error(`[e2e] the app exited unexpectedly (code ${code}, signal ${signal}):\n${output.slice(-4000)}`);
    });

    // Workers are started after global setup and inherit this.
    process.env.E2E_BASE_URL = baseURL;
    // For tests that stand in for an admin's action directly in the database (e.g. approving a teacher).
    process.env.E2E_DATABASE_URL = withDatabase(adminUrl, database);
    // Without SMTP_URL the server writes each email as an .eml file here (server/mail/mailer.ts).
    process.env.E2E_MAIL_DIR = path.resolve(ROOT, process.env.DATA_DIR || "data", "mail");
    console.log(`[e2e] app at ${baseURL}, database ${database} (server log: test-results/e2e-server.log)`);
  } catch (err) {
    stopping = true;
    if (child) await stop(child);
    await dropDatabase();
    throw err;
  }

  const server = child;
  return async () => {
    stopping = true;
    await stop(server);
    await dropDatabase();
  };
}
