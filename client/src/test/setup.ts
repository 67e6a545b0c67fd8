import "@testing-library/jest-dom/vitest";
import { cleanup, configure, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { resetApi, server } from "./msw";

// findBy*/waitFor wait up to 3 s: CI runs the suites on two busy cores.
configure({ asyncUtilTimeout: 3000 });

// jsdom lacks these browser APIs that Radix primitives use for measuring and pointer capture.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.scrollIntoView ??= () => {};

// A console error in a client test fails it (architecture rule 8).
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error in test: ${args.map(String).join(" ")}`);
  });
});

// Every request is answered by MSW (client/src/test/msw.ts); one nobody expected fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

// Sonner keeps its toasts in module state and replays the active ones into the next Toaster that mounts: a toast
// would outlive its test, be dismissed by the next test's toast, and its 200 ms removal timer could then fire after
// the file's jsdom window is gone ("window is not defined"). So each test's toasts are dismissed, and removed by
// sonner's own timers while the Toaster is still mounted, before the unmount.
async function clearToasts() {
  if (toast.getToasts().length === 0 && !document.querySelector("[data-sonner-toast]")) return;
  toast.dismiss();
  // A toast shown just now reaches the Toaster on sonner's next tick; let it arrive, then wait for its removal.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await waitFor(() => expect(document.querySelector("[data-sonner-toast]")).toBeNull());
}

afterEach(async () => {
  await clearToasts();
  cleanup();
  vi.restoreAllMocks();
  // After the unmount, so no request of this test can meet the next test's answers.
  resetApi();
});

// A test that showed the UI in Arabic (client/src/test/i18n.ts) leaves the next one in English.
afterEach(async () => {
  if (i18n.language !== "en") await i18n.changeLanguage("en");
  document.documentElement.lang = "en";
  document.documentElement.dir = "ltr";
});
