// One serving process (the only one, or a worker of the cluster): the app, its job queue, cache bus and Redis,
// listening on PORT, and a graceful stop on SIGTERM/SIGINT (decision 052).
import cluster from "node:cluster";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import path from "node:path";
import type { Logger } from "pino";
import { createClient } from "redis";
import { createApp } from "./app";
import type { Database } from "./db";
import { listenHost, trustProxySetting, type Env } from "./env";
import { startJobs } from "./jobs/jobs";
import { createMailer } from "./mail/mailer";
import { pgCacheBus } from "./middleware/cache-bus";
import { selectGateway } from "./payments/select-gateway";
import { PROJECT_ROOT } from "./project-root";
import { createStorage } from "./storage/create-storage";

/**
 * One serving process: the app on `database`, its job queue, its cache bus and Redis connection, listening on
 * env.PORT; stops gracefully on SIGTERM/SIGINT (and closes the database through `close`).
 */
export async function serve(
  env: Env,
  logger: Logger,
  sessionSecret: string,
  database: Database,
  close: () => Promise<void>,
  onListening?: (port: number, host: string) => void,
) {
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: path.join(env.dataDir, "mail"),
    logger,
    // Links in emails (issue 32): APP_URL, which production requires (env.ts); else this server on its port.
    appUrl: env.APP_URL ?? `http://localhost:${env.PORT}`,
  });
  // After the migrations; never inside createApp, so the tests that build apps run no queue (decision 046).
  const payments = await selectGateway(env, database.pool);
  const jobs = env.JOBS
    ? await startJobs({ db: database.db, pool: database.pool, mailer, logger, gateway: payments })
    : undefined;
  // What a write changed reaches the other processes' read caches (none to tell when caching is off).
  const cacheBus = env.READ_CACHE_TTL_MS > 0 ? await pgCacheBus({ pool: database.pool, logger }) : undefined;
  // A message sent through any process reaches the readers of every process (decision 098).
  const messageBus = await pgCacheBus({ pool: database.pool, logger, channel: "halaqa_messages" });
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
    staticDir: path.join(PROJECT_ROOT, "dist/public"),
    uploadsDir: path.join(env.dataDir, "uploads"),
    // S3 when S3_BUCKET is set (several hosts share it), otherwise that folder (decision 053).
    storage: await createStorage(env, path.join(env.dataDir, "uploads")),
    mailer,
    appUrl: env.APP_URL,
    payments,
    readCacheTtlMs: env.READ_CACHE_TTL_MS,
    cacheBus,
    messageBus,
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
    await messageBus.stop();
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
