// Starts the database (embedded or DATABASE_URL), migrates, seeds the demo once, listens, and shuts down on SIGTERM.
// WEB_CONCURRENCY processes serve requests (decision 052): with more than one, this primary process prepares the
// database and forks the workers (node:cluster, sharing one port); each worker serves the whole app, its job queue
// included, and shares everything that matters through PostgreSQL (and Redis, object storage when configured).
import cluster, { type Worker } from "node:cluster";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import path from "node:path";
import pino, { type Logger } from "pino";
import { createClient } from "redis";
import { selectGateway } from "./payments/select-gateway";
import { createApp } from "./app";
import { connect, openDatabase, type Database } from "./db";
import { startJobs } from "./jobs/jobs";
import { createStorage } from "./storage/create-storage";
import { createMailer } from "./mail/mailer";
import { pgCacheBus } from "./middleware/cache-bus";
import { listenHost, parseEnv, trustProxySetting, type Env } from "./env";
import { loadLocalSecrets } from "./secrets";
import { DEMO_ACCOUNTS, seedDemoIfEmpty } from "./seed/demo";

/** A worker that dies is replaced, unless workers keep dying: more than this many in a minute stops the server. */
const MAX_RESTARTS_PER_MINUTE = 5;

function loadEnv(): Env {
  try {
    return parseEnv();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}

/** The lines printed once the server listens (the URL, and the demo accounts on the embedded database). */
function banner(port: number, host: string, env: Env, embedded: boolean, seeded: boolean, workers: number): string {
  const url = `http://localhost:${port}`;
  const loopback = host === "127.0.0.1" || host === "::1" || host === "localhost";
  const reach = loopback
    ? "this machine only; HOST=0.0.0.0 opens it to the network"
    : host === "0.0.0.0" || host === "::"
      ? "every interface"
      : "that address";
  const lines = [
    `\n  Halaqa is running at ${url}\n  Listening on ${host}:${port} (${reach})${workers > 1 ? `, ${workers} processes` : ""}\n`,
  ];
  if (embedded) {
    lines.push(
      `  Embedded PostgreSQL data: ${path.join(env.dataDir, "postgres")}${seeded ? " (demo data seeded)" : ""}`,
    );
    lines.push("  Demo accounts (username / password):");
    for (const a of DEMO_ACCOUNTS)
      lines.push(`    ${a.role.padEnd(9)} ${a.username.padEnd(16)} ${a.password}   ${a.note}`);
  }
  return lines.join("\n") + "\n";
}

/**
 * One serving process: the app on `database`, its job queue, its cache bus and Redis connection, listening on
 * env.PORT; stops gracefully on SIGTERM/SIGINT (and closes the database through `close`).
 */
async function serve(
  env: Env,
  logger: Logger,
  sessionSecret: string,
  database: Database,
  close: () => Promise<void>,
  onListening?: (port: number, host: string) => void,
) {
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, outboxDir: path.join(env.dataDir, "mail"), logger });
  // After the migrations; never inside createApp, so the tests that build apps run no queue (decision 046).
  const payments = await selectGateway(env, database.pool);
  const jobs = env.JOBS
    ? await startJobs({ db: database.db, pool: database.pool, mailer, logger, gateway: payments })
    : undefined;
  // What a write changed reaches the other processes' read caches (none to tell when caching is off).
  const cacheBus = env.READ_CACHE_TTL_MS > 0 ? await pgCacheBus({ pool: database.pool, logger }) : undefined;
  let redis: ReturnType<typeof createClient> | undefined;
  if (env.REDIS_URL) {
    // Commands fail at once while Redis is away (a limited request then gets a 503) instead of queueing.
    redis = createClient({ url: env.REDIS_URL, disableOfflineQueue: true });
    redis.on("error", (err: Error) => logger.warn({ err: { message: err.message } }, "redis error"));
    await redis.connect();
  }

  const app = createApp({
    db: database.db,
    pool: database.pool,
    sessionSecret,
    logger,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    // Behind a TLS proxy in production every request is HTTPS: the cookie can insist on it.
    secureCookies: env.NODE_ENV === "production" && trustProxySetting(env.TRUST_PROXY) !== false,
    staticDir: path.resolve(import.meta.dirname, "../dist/public"),
    uploadsDir: path.join(env.dataDir, "uploads"),
    // S3 when S3_BUCKET is set (several hosts share it), otherwise that folder (decision 053).
    storage: await createStorage(env, path.join(env.dataDir, "uploads")),
    mailer,
    appUrl: env.APP_URL,
    payments,
    readCacheTtlMs: env.READ_CACHE_TTL_MS,
    cacheBus,
    redis,
  });

  if (env.EVENT_LOOP_REPORT) {
    // How long callbacks waited for the event loop while serving (a request that held it would show here). Each
    // worker writes its own file (the name gains its pid).
    const delay = monitorEventLoopDelay({ resolution: 10 });
    const file = cluster.isWorker ? `${env.EVENT_LOOP_REPORT}.${process.pid}` : env.EVENT_LOOP_REPORT;
    process.on("exit", () => {
      // The histogram holds the time between two ticks of a 10 ms timer: what exceeds 10 ms is the delay.
      const ms = (ns: number) => Math.max(0, Math.round((ns - 10e6) / 1e4) / 100);
      fs.writeFileSync(
        file,
        JSON.stringify({
          p50: ms(delay.percentile(50)),
          p99: ms(delay.percentile(99)),
          max: ms(delay.max),
          mean: ms(delay.mean),
        }),
      );
    });
    delay.enable();
  }

  const stopServices = async () => {
    // The queue's running job finishes on the pool before it closes.
    await jobs?.stop();
    await cacheBus?.stop();
    await redis?.quit().catch(() => {});
    await close();
  };

  const host = listenHost(env);
  const server = app.listen(env.PORT, host, (err?: Error) => {
    // Express 5 calls back with a listen error too (port in use): the 'error' handler below says so and exits.
    if (err) return;
    onListening?.((server.address() as AddressInfo).port, host);
  });
  server.on("error", async (err: NodeJS.ErrnoException) => {
    console.error(err.code === "EADDRINUSE" ? `Port ${env.PORT} is in use; set PORT to another port.` : err.message);
    await stopServices();
    process.exit(1);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing requests");
    const force = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, 15_000);
    force.unref();
    server.close(async () => {
      try {
        await stopServices();
        logger.info("stopped cleanly");
        process.exit(0);
      } catch (err) {
        logger.error({ err }, "error while stopping");
        process.exit(1);
      }
    });
    // Keep-alive sockets with no request in flight would hold close() open, now and once their last request ends.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/** The primary of several workers: forks them, replaces one that dies, and stops them all on SIGTERM/SIGINT. */
function runPrimary(
  env: Env,
  logger: Logger,
  workers: number,
  workerEnv: Record<string, string>,
  onFirstListening: (port: number) => void,
  close: () => Promise<void>,
) {
  let stopping = false;
  let listened = false;
  const restarts: number[] = [];
  const fork = () => cluster.fork(workerEnv);

  cluster.on("listening", (worker: Worker, address: { port: number }) => {
    logger.info({ pid: worker.process.pid }, "a server process is listening");
    if (listened) return;
    listened = true;
    onFirstListening(address.port);
  });
  cluster.on("exit", (worker: Worker, code: number | null, signal: string | null) => {
    if (stopping) return;
    const now = Date.now();
    restarts.push(now);
    while (restarts.length && restarts[0] < now - 60_000) restarts.shift();
    logger.error({ pid: worker.process.pid, code, signal }, "a server process ended; starting another");
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      logger.error("server processes keep ending; stopping");
      void stopAll(1);
      return;
    }
    fork();
  });

  const stopAll = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    const failed = await Promise.all(
      running.map(
        (w) =>
          new Promise<boolean>((resolve) => {
            if (w.isDead()) return resolve(w.process.exitCode !== 0);
            // Ended by our SIGTERM itself: it was still starting (no handler yet), so it was serving nothing.
            w.once("exit", (code: number | null, signal: string | null) => resolve(code !== 0 && signal !== "SIGTERM"));
            // Each worker finishes its requests and its running job, then exits.
            w.process.kill("SIGTERM");
          }),
      ),
    );
    try {
      await close();
    } catch (err) {
      logger.error({ err }, "error while stopping the database");
      exitCode = 1;
    }
    logger.info("all server processes stopped");
    process.exit(failed.some(Boolean) ? 1 : exitCode);
  };
  const force = () => {
    setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, 20_000).unref();
  };
  process.on("SIGTERM", () => {
    force();
    void stopAll(0);
  });
  // Ctrl+C reaches the workers too (one process group); they stop themselves, the primary waits for them.
  process.on("SIGINT", () => {
    force();
    void stopAll(0);
  });

  // Each worker accepts its own connections from the shared socket (the kernel spreads them). With the primary
  // handing them out (round robin, Node's default), a connection handed to a worker just as it died hung for good.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  for (let i = 0; i < workers; i++) fork();
  logger.info({ workers, port: env.PORT }, "started the server processes");
}

async function main() {
  const env = loadEnv();
  const logger = pino({ level: env.LOG_LEVEL });

  if (cluster.isWorker) {
    // The primary migrated the database and passed its address and the session secret.
    const database = connect(env.DATABASE_URL!, logger);
    await serve(env, logger, env.SESSION_SECRET!, database, () => database.pool.end());
    return;
  }

  if (env.DATABASE_URL && !env.SESSION_SECRET) {
    console.error(
      "SESSION_SECRET is required when DATABASE_URL is set (at least 32 characters).\n" +
        "Generate one with: node -e \"console.log(require('crypto').randomBytes(48).toString('base64url'))\"",
    );
    process.exit(1);
  }
  const local = env.DATABASE_URL ? undefined : loadLocalSecrets(env.dataDir);
  const sessionSecret = env.SESSION_SECRET ?? local!.sessionSecret;

  logger.info(
    env.DATABASE_URL
      ? "connecting to DATABASE_URL"
      : `starting embedded PostgreSQL in ${path.join(env.dataDir, "postgres")}`,
  );
  const database = await openDatabase(env, () => local!, logger);

  let seeded = false;
  if (database.embedded) seeded = await seedDemoIfEmpty(database.db);

  // One process on the embedded demo (a laptop); otherwise one per core.
  const workers = env.WEB_CONCURRENCY ?? (database.embedded ? 1 : os.availableParallelism());
  const host = listenHost(env);
  if (workers === 1) {
    await serve(
      env,
      logger,
      sessionSecret,
      database,
      () => database.close(),
      (port) => console.log(banner(port, host, env, database.embedded, seeded, 1)),
    );
    return;
  }

  // The workers connect on their own pools; this one's idle connections close by themselves (idleTimeoutMillis).
  runPrimary(
    env,
    logger,
    workers,
    // HOST as decided here: a worker sees DATABASE_URL even on the embedded database, which must stay on loopback.
    { DATABASE_URL: database.url, SESSION_SECRET: sessionSecret, HOST: host },
    (port) => console.log(banner(port, host, env, database.embedded, seeded, workers)),
    () => database.close(),
  );
}

main().catch((err) => {
  console.error(`Failed to start: ${(err as Error).message}`);
  process.exit(1);
});
