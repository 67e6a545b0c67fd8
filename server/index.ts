// Starts the database (embedded or DATABASE_URL), migrates, seeds the demo once, listens, and shuts down on SIGTERM.
import { selectGateway } from "./payments/select-gateway";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import path from "node:path";
import pino from "pino";
import { createApp } from "./app";
import { openDatabase } from "./db";
import { startJobs } from "./jobs/jobs";
import { createMailer } from "./mail/mailer";
import { listenHost, parseEnv, trustProxySetting } from "./env";
import { loadLocalSecrets } from "./secrets";
import { DEMO_ACCOUNTS, seedDemoIfEmpty } from "./seed/demo";

async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const logger = pino({ level: env.LOG_LEVEL });

  if (env.DATABASE_URL && !env.SESSION_SECRET) {
    console.error(
      "SESSION_SECRET is required when DATABASE_URL is set (at least 32 characters).\n" +
        "Generate one with: node -e \"console.log(require('crypto').randomBytes(48).toString('base64url'))\"",
    );
    process.exit(1);
  }
  const local = env.DATABASE_URL ? undefined : loadLocalSecrets(env.dataDir);
  const sessionSecret = env.SESSION_SECRET ?? local!.sessionSecret;

  logger.info(env.DATABASE_URL ? "connecting to DATABASE_URL" : `starting embedded PostgreSQL in ${path.join(env.dataDir, "postgres")}`);
  const database = await openDatabase(env, () => local!, logger);

  let seeded = false;
  if (database.embedded) seeded = await seedDemoIfEmpty(database.db);

  const mailer = createMailer({ smtpUrl: env.SMTP_URL, outboxDir: path.join(env.dataDir, "mail"), logger });
  // After the migrations; never inside createApp, so the tests that build apps run no queue (decision 046).
  const payments = await selectGateway(env);
  const jobs = env.JOBS ? await startJobs({ db: database.db, pool: database.pool, mailer, logger, gateway: payments }) : undefined;

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
    mailer,
    appUrl: env.APP_URL,
    payments,
    readCacheTtlMs: env.READ_CACHE_TTL_MS,
  });

  if (env.EVENT_LOOP_REPORT) {
    // How long callbacks waited for the event loop while serving (a request that held it would show here).
    const delay = monitorEventLoopDelay({ resolution: 10 });
    const file = env.EVENT_LOOP_REPORT;
    process.on("exit", () => {
      // The histogram holds the time between two ticks of a 10 ms timer: what exceeds 10 ms is the delay.
      const ms = (ns: number) => Math.max(0, Math.round((ns - 10e6) / 1e4) / 100);
      fs.writeFileSync(file, JSON.stringify({ p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max), mean: ms(delay.mean) }));
    });
    delay.enable();
  }

  const host = listenHost(env);
  const server = app.listen(env.PORT, host, (err?: Error) => {
    // Express 5 calls back with a listen error too (port in use): the 'error' handler below says so and exits.
    if (err) return;
    const { port } = server.address() as AddressInfo;
    const url = `http://localhost:${port}`;
    const loopback = host === "127.0.0.1" || host === "::1" || host === "localhost";
    const reach = loopback ? "this machine only; HOST=0.0.0.0 opens it to the network" : host === "0.0.0.0" || host === "::" ? "every interface" : "that address";
    const lines = [`\n  Halaqa is running at ${url}\n  Listening on ${host}:${port} (${reach})\n`];
    if (database.embedded) {
      lines.push(`  Embedded PostgreSQL data: ${path.join(env.dataDir, "postgres")}${seeded ? " (demo data seeded)" : ""}`);
      lines.push("  Demo accounts (username / password):");
      for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(9)} ${a.username.padEnd(16)} ${a.password}   ${a.note}`);
    }
    console.log(lines.join("\n") + "\n");
  });
  server.on("error", async (err: NodeJS.ErrnoException) => {
    console.error(err.code === "EADDRINUSE" ? `Port ${env.PORT} is in use; set PORT to another port.` : err.message);
    await jobs?.stop();
    await database.close();
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
        // The queue's running job finishes on the pool before it closes.
        await jobs?.stop();
        await database.close();
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

main().catch((err) => {
  console.error(`Failed to start: ${(err as Error).message}`);
  process.exit(1);
});
