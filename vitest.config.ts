import path from "node:path";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";

const alias = {
  "@": path.resolve(import.meta.dirname, "client/src"),
  "@shared": path.resolve(import.meta.dirname, "shared"),
};

// The core font subsets are made by the build (vite.config.ts); a test only needs their URL.
const coreFontUrls: Plugin = {
  name: "test:core-font-urls",
  enforce: "pre",
  resolveId: (id) => (id.startsWith("@core-fonts/") ? `\0${id}` : undefined),
  load: (id) => (id.startsWith("\0@core-fonts/") ? `export default ${JSON.stringify(`/assets/${id.slice(13).split("?")[0]}`)};` : undefined),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "shared/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
          // One PostgreSQL for the run; each test file clones its own database from a migrated template.
          globalSetup: ["server/test/global-setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), coreFontUrls],
        resolve: { alias },
        test: {
          name: "client",
          environment: "jsdom",
          include: ["client/src/**/*.test.{ts,tsx}"],
          setupFiles: ["client/src/test/setup.ts"],
        },
      },
    ],
  },
});
