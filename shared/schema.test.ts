// shared/schema.ts gathers the table modules of shared/schema/: drizzle-kit (drizzle.config.ts) and the server see
// only what it exports, so a table, enum or relation left out of it would be a DROP in the next migration.
import { is, Relations } from "drizzle-orm";
import { getTableConfig, isPgEnum, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "./schema";

const modules = import.meta.glob<Record<string, unknown>>(["./schema/*.ts", "!./schema/*.test.ts"], { eager: true });
const isSchemaObject = (v: unknown) => is(v, PgTable) || isPgEnum(v) || is(v, Relations);

describe("shared/schema.ts", () => {
  it("exports every table, enum and relation of the table modules, under the same name", () => {
    const defined = Object.entries(modules).flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([, v]) => isSchemaObject(v))
        .map(([name, v]) => ({ file, name, v })),
    );
    expect(defined.length).toBeGreaterThan(0);
    const missing = defined
      .filter(({ name, v }) => (schema as Record<string, unknown>)[name] !== v)
      .map(({ file, name }) => `${file}: ${name}`);
    expect(missing).toEqual([]);
  });

  it("holds the thirty-five tables of the migrations, each once", () => {
    const tables = Object.values(schema)
      .filter((v) => is(v, PgTable))
      .map((t) => getTableConfig(t as PgTable).name)
      .sort();
    expect(tables).toEqual([
      "bookings",
      "classes",
      "conversation_admin_reads",
      "conversation_reports",
      "conversations",
      "currency_rates",
      "documents",
      "hifz_entries",
      "interviews",
      "lesson_reminders",
      "messages",
      "notifications",
      "password_reset_tokens",
      "payout_batches",
      "payout_lessons",
      "payout_methods",
      "payouts",
      "plan_credits",
      "plan_cycles",
      "plan_pauses",
      "plans",
      "platform_fees",
      "progress_reports",
      "rate_limits",
      "reviews",
      "sessions",
      "simulator_orders",
      "simulator_payouts",
      "simulator_requests",
      "simulator_vaults",
      "student_badges",
      "student_profiles",
      "teacher_ledger",
      "teacher_profiles",
      "users",
    ]);
  });
});
