import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { PROCESS_LANE, PROCESS_SPAWNS, PURE_SERVER_LANE } from "./server/test/lanes";

const alias = {
  "@": path.resolve(import.meta.dirname, "client/src"),
  "@shared": path.resolve(import.meta.dirname, "shared"),
};

// The core font subsets are made by the build (vite.config.ts); a test only needs their URL.
const coreFontUrls: Plugin = {
  name: "test:core-font-urls",
  enforce: "pre",
  resolveId: (id) => (id.startsWith("@core-fonts/") ? `\0${id}` : undefined),
  load: (id) =>
    id.startsWith("\0@core-fonts/")
      ? `export default ${JSON.stringify(`/assets/${id.slice(13).split("?")[0]}`)};`
      : undefined,
};

const SERVER_FILES = ["server/**/*.test.ts", "shared/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"];
// The api lane's files mostly wait on PostgreSQL, so even 2 cores keep two of them busy (decision 068).
const WORKERS = Math.max(2, os.availableParallelism() - 1);

// Three lanes (decision 068): pure (no database, no process), api (one PostgreSQL, a database cloned per file, files
// in parallel) and process (starts servers or its own PostgreSQL, or judges time or memory: one file at a time, after
// the others, so nothing else competes for the cores it measures).
export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "pure",
          environment: "node",
          include: PURE_SERVER_LANE,
          isolate: false,
          sequence: { groupOrder: 1 },
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
          // One jsdom and one module graph per worker, not per file: 4 minutes → 1 (setup.ts resets what a test
          // leaves: toasts, mocks, MSW answers, the language). Its own group: a worker shared with the node lanes would
          // switch environments and module graphs from file to file.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          environment: "node",
          include: SERVER_FILES,
          exclude: [...PURE_SERVER_LANE, ...PROCESS_LANE],
          // One PostgreSQL for the run; each test file clones its own database from a migrated template.
          globalSetup: ["server/test/global-setup.ts"],
          // One module graph per worker: importing the app once per file cost 1.8 s a file. useTestApp resets the
          // defaults a file may change; the shuffled file orders pass (decision 068).
          isolate: false,
          sequence: { groupOrder: 1 },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // The process lane's files that start servers but judge neither time nor memory: two at a time.
          name: "spawn",
          environment: "node",
          include: PROCESS_SPAWNS,
          globalSetup: ["server/test/global-setup.ts"],
          sequence: { groupOrder: 2 },
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "process",
          environment: "node",
          include: PROCESS_LANE,
          exclude: PROCESS_SPAWNS,
          globalSetup: ["server/test/global-setup.ts"],
          fileParallelism: false,
          sequence: { groupOrder: 3 },
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
