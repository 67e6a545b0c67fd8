// Migrations on a database several hosts start against at once (issue 18, scale-out): one migrates, the others wait
// on the advisory lock and find nothing left to do. Each "host" is its own pool on a new, empty database.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { connect, MIGRATION_LOCK_KEY, MIGRATIONS_FOLDER, runMigrations, type Database } from "./db";

const adminUrl = inject("pgAdminUrl");
const name = `halaqa_test_migrate_${process.pid}_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
const hosts: Database[] = [];

beforeAll(async () => {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
});

afterAll(async () => {
  for (const h of hosts) await h.pool.end();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

it("three processes migrating one empty database at once all start, and every migration is applied once", async () => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  for (let i = 0; i < 3; i++) hosts.push(connect(url.toString(), undefined, 2));
  const outcomes = await Promise.allSettled(hosts.map((h) => runMigrations(h)));
  expect(outcomes.map((o) => (o.status === "rejected" ? String(o.reason) : o.status))).toEqual([
    "fulfilled",
    "fulfilled",
    "fulfilled",
  ]);
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  const { rows } = await hosts[0].pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations",
  );
  expect(rows[0].n).toBe(journal.entries.length);
  // The lock is gone with the sessions that held it: a later start migrates (nothing) without waiting.
  const { rows: held } = await hosts[0].pool.query(
    "SELECT 1 FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE l.locktype = 'advisory' AND d.datname = current_database()",
  );
  expect(held).toEqual([]);
  await runMigrations(hosts[0]);
});

it("a process waiting for another's migrations says so, and gives up after its wait instead of hanging", async () => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const holder = new pg.Client({ connectionString: url.toString() });
  await holder.connect();
  try {
    await holder.query("SELECT pg_advisory_lock($1)", [String(MIGRATION_LOCK_KEY)]);
    const said: string[] = [];
    const started = Date.now();
    await expect(
      runMigrations(hosts[0], { logger: { info: (msg: string) => void said.push(msg) }, waitMs: 300 }),
    ).rejects.toThrow(/lock timeout/);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(said).toEqual(["waiting for another process to finish the database migrations"]);
  } finally {
    await holder.end();
  }
  // The holder gone, the next start migrates (nothing left) at once.
  await runMigrations(hosts[0], { waitMs: 300 });
});
