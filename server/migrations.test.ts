// Migrations on a database several hosts start against at once (issue 18, scale-out): one migrates, the others wait
// on the advisory lock and find nothing left to do. Each "host" is its own pool on a new, empty database.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { connect, MIGRATIONS_FOLDER, runMigrations, type Database } from "./db";

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
  expect(outcomes.map((o) => (o.status === "rejected" ? String(o.reason) : o.status))).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as { entries: unknown[] };
  const { rows } = await hosts[0].pool.query<{ n: number }>("SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations");
  expect(rows[0].n).toBe(journal.entries.length);
  // The lock is gone with the sessions that held it: a later start migrates (nothing) without waiting.
  const { rows: held } = await hosts[0].pool.query("SELECT 1 FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE l.locktype = 'advisory' AND d.datname = current_database()");
  expect(held).toEqual([]);
  await runMigrations(hosts[0]);
});
