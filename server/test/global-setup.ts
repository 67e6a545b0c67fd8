// One PostgreSQL for the whole run: the machine's (DATABASE_URL) or an embedded one in a temp folder.
// A template database is migrated once; every test file clones it (see test-db.ts).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { connect, runMigrations, startEmbeddedPostgres, type EmbeddedServer } from "../db";

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let tmpDir: string | undefined;
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-test-"));
    embedded = await startEmbeddedPostgres(path.join(tmpDir, "pg"), crypto.randomBytes(16).toString("hex"));
    adminUrl = embedded.adminUrl;
  }
  const template = `halaqa_test_tmpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const database = connect(withDatabase(adminUrl, template));
  await runMigrations(database);
  await database.pool.end();

  project.provide("pgAdminUrl", adminUrl);
  project.provide("pgTemplate", template);

  return async () => {
    // Drop what this run created: the template and any clone left by a crashed file.
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1",
      [`halaqa_test_%_${process.pid}_%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  };
}
