// Per-file isolation: a fresh database cloned from the migrated template, dropped after the file.
import { inject } from "vitest";
import pg from "pg";
import { connect, type Database } from "../db";

export interface TestDatabase extends Database {
  url: string;
  drop(): Promise<void>;
}

let counter = 0;

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject("pgAdminUrl");
  const template = inject("pgTemplate");
  const pid = template.split("_")[3];
  const name = `halaqa_test_f${process.pid}x${++counter}x${Date.now()}_${pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const database = connect(u.toString(), undefined, 5);
  return {
    ...database,
    url: u.toString(),
    async drop() {
      await database.pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
