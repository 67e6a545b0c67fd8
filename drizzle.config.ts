import { defineConfig } from "drizzle-kit";

// Only `npm run db:generate` reads this; it needs no database.
export default defineConfig({
  dialect: "postgresql",
  schema: "./shared/schema.ts",
  out: "./migrations",
});
