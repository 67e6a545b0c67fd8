// One PostgreSQL for the whole run: the machine's (DATABASE_URL) or an embedded one in a temp folder.
// A template database is migrated once; every test file clones it (see test-db.ts).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { connect, runMigrations } from "../db";
import { startEmbeddedPostgres, type EmbeddedServer } from "../embedded-postgres";

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

interface SharedPostgres {
  adminUrl: string;
  template: string;
  users: number;
  teardown: () => Promise<void>;
}

// The api and process lanes are two vitest projects, and vitest runs each project's global setup: the first one starts
// the server and migrates the template, the other reuses them (both run in vitest's main process), the last one out
// tears them down.
const KEY = Symbol.for("halaqa.test.postgres");
const holder = globalThis as unknown as Record<symbol, Promise<SharedPostgres> | undefined>;

async function start(): Promise<SharedPostgres> {
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

  const teardown = async () => {
    // Drop what this run created: the template and any clone left by a crashed file.
    const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [
      `halaqa_test_%_${process.pid}_%`,
    ]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  };
  return { adminUrl, template, users: 0, teardown };
}

export default async function setup(project: TestProject) {
  holder[KEY] ??= start();
  const shared = await holder[KEY];
  shared.users++;
  project.provide("pgAdminUrl", shared.adminUrl);
  project.provide("pgTemplate", shared.template);

  return async () => {
    if (--shared.users > 0) return;
    holder[KEY] = undefined;
    await shared.teardown();
  };
}
