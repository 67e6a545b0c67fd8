// Runs another test file's tests again in this file, with other defaults for its apps (the *.cache-on and *.s3 files).
// The module registry is reset first: in the api lane a worker keeps its modules from file to file (decision 068), and
// a file it already ran would otherwise be imported from the cache and register no tests.
import { vi } from "vitest";
import type { AppDeps } from "../app";

export async function runAgainWith(overrides: Partial<AppDeps>, importFile: () => Promise<unknown>): Promise<void> {
  vi.resetModules();
  const { setTestAppDefaults } = await import("./test-app");
  setTestAppDefaults(overrides);
  await importFile();
}
