// End-to-end tests: Chromium drives the built app (dist/public served by dist/server/index.js) against a fresh
// PostgreSQL database. e2e/global-setup.ts creates the database, starts the server and tears both down.
import { defineConfig, devices, type ReporterDescription } from "@playwright/test";

// global-setup.ts sets E2E_BASE_URL before the workers start, so they inherit it.
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 5055}`;

const reporter: ReporterDescription[] = [["list"]];
// The CI script reads the counts from the JSON report (file named by PLAYWRIGHT_JSON_OUTPUT_NAME).
if (process.env.PLAYWRIGHT_JSON_OUTPUT_NAME) reporter.push(["json"]);

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  // Two files at a time (a spec's own tests in turn): one browser and the server each keep a core busy, and every
  // test makes its own accounts, so files do not meet (decision 093). E2E_WORKERS=1 runs them one by one.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter,
  outputDir: "test-results",
  use: {
    baseURL,
    // The scale-out harness's nginx ends TLS with a certificate it made itself (scripts/scale/scale-out.ts).
    ignoreHTTPSErrors: process.env.E2E_IGNORE_HTTPS_ERRORS === "1",
    // A failure keeps its trace's actions and timings, without a DOM snapshot and screencast of every step: those
    // cost the browser about a fifth of the suite's time on this 2-core machine (navigation.spec 55 s → 42 s).
    trace: { mode: "retain-on-failure", snapshots: false, screenshots: false },
    screenshot: "only-on-failure",
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
          ],
        },
      },
    },
  ],
});
