// Runs another test file's tests again with other app defaults (the *.cache-on and *.s3 files), after a module reset:
// an api-lane worker keeps its modules (decision 068), and a cached file would register no tests.
import { vi } from "vitest";
import type { AppDeps } from "../app";

export async function runAgainWith(overrides: Partial<AppDeps>, importFile: () => Promise<unknown>): Promise<void> {
  vi.resetModules();
  const { setTestAppDefaults } = await import("./test-app");
  setTestAppDefaults(overrides);
  await importFile();
}
