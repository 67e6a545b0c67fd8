// `npm start`: the database (embedded or DATABASE_URL), migrated and seeded once, then one serving process
// (serve.ts) or a primary forking several (cluster-primary.ts, decision 052).
import cluster from "node:cluster";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { runPrimary } from "./cluster-primary";
import { connect, openDatabase } from "./db";
import { listenHost, parseEnv, type Env } from "./env";
import { loadLocalSecrets } from "./secrets";
import { DEMO_ACCOUNTS, seedDemoIfEmpty } from "./seed/demo";
import { serve } from "./serve";

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
