// The pg Pool + drizzle, the migrations, and opening the database: DATABASE_URL, or the embedded PostgreSQL
// (embedded-postgres.ts) when it is unset.
import path from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "@shared/schema";
import type { Logger } from "pino";
import { startEmbeddedPostgres, type EmbeddedServer } from "./embedded-postgres";
import { PROJECT_ROOT } from "./project-root";

export type Db = NodePgDatabase<typeof schema>;
/** The handle a `db.transaction` callback gets. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A LIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface Database {
  pool: pg.Pool;
  db: Db;
}

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, "migrations");

export function connect(url: string, logger?: Pick<Logger, "error">, max = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    // During an outage a request fails fast (503) instead of waiting for a connection that is not coming.
    connectionTimeoutMillis: 5_000,
    // Notices a peer that vanished without closing the socket (a host or network failure).
    keepAlive: true,
  });
  // An idle client's error (e.g. the database restarted) must not crash the process; the pool replaces it.
  pool.on("error", (err) =>
    logger?.error(
      { err: { message: err.message, code: (err as { code?: string }).code } },
      "idle database client error",
    ),
  );
  // A checked-out client has no pool listener: one held by a transaction between two queries would otherwise
  // crash the process with an unhandled 'error' when the server goes away. Its next query fails instead, and
  // the pool discards it on release.
  pool.on("connect", (client) => client.on("error", () => {}));
  return { pool, db: drizzle(pool, { schema }) };
}

/** The advisory lock migrations hold (any fixed 64-bit number: this one spells "halaqa" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x68616c617161n;

/** How long a starting process waits for another's migrations before it gives up (and fails to start, loudly). */
export const MIGRATION_WAIT_MS = 10 * 60_000;

/**
 * Applies the pending migrations. Several hosts may start at once (docs/scale-out.md): each takes a session-level
 * advisory lock on a connection of its own first, so one migrates while the others wait, then find nothing to do.
 * Without it the second would fail creating what the first just created, and its server would not start.
 */
export async function runMigrations(
  { db, pool }: Database,
  opts: { logger?: Pick<Logger, "info">; waitMs?: number } = {},
): Promise<void> {
  const lock = new pg.Client(pool.options);
  // Lost while waiting, the wait's query rejects; lost during the migration, a peer may start too (and fail as
  // it would without the lock): logged by nobody here, as the migration's outcome decides the start.
  lock.on("error", () => {});
  await lock.connect();
  try {
    const { rows } = await lock.query<{ got: boolean }>("SELECT pg_try_advisory_lock($1) AS got", [
      String(MIGRATION_LOCK_KEY),
    ]);
    if (!rows[0].got) {
      opts.logger?.info("waiting for another process to finish the database migrations");
      // lock_timeout bounds the wait for an advisory lock too: a stuck peer makes this start fail, not hang. No
      // statement_timeout the database or role may set cuts the wait shorter.
      await lock.query(`SET lock_timeout = ${Math.max(1, Math.floor(opts.waitMs ?? MIGRATION_WAIT_MS))}`);
      await lock.query("SET statement_timeout = 0");
      await lock.query("SELECT pg_advisory_lock($1)", [String(MIGRATION_LOCK_KEY)]);
    }
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    // Ending the session releases the lock, also when the migration failed.
    await lock.end().catch(() => {});
  }
}

export async function ensureDatabase(adminUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (rowCount) return false;
    await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    return true;
  } finally {
    await client.end();
  }
}

export interface OpenDatabase extends Database {
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL in DATA_DIR/postgres with database "halaqa".
 * Migrations are applied either way.
 */
export async function openDatabase(
  env: { DATABASE_URL?: string; dataDir: string },
  secrets: () => { pgPassword: string },
  logger?: Logger,
  opts: { share?: boolean } = {},
): Promise<OpenDatabase> {
  let url = env.DATABASE_URL;
  let embedded: EmbeddedServer | undefined;
  if (!url) {
    embedded = await startEmbeddedPostgres(path.join(env.dataDir, "postgres"), secrets().pgPassword, logger, opts);
    await ensureDatabase(embedded.adminUrl, "halaqa");
    url = embedded.urlFor("halaqa");
  }
  const database = connect(url, logger);
  try {
    await runMigrations(database, { logger });
  } catch (err) {
    await database.pool.end();
    await embedded?.stop();
    throw err;
  }
  return {
    ...database,
    url,
    embedded: Boolean(embedded),
    async close() {
      await database.pool.end();
      await embedded?.stop();
    },
  };
}
