// The CSP forbids eval, and zod's probe for compiled parsers (new Function) would report a CSP violation on every
// page that loads a schema: the client's forms are small, so zod parses without compiling and does not probe.

// Set before any schema is built (shared modules build theirs as they load), hence imported first by main.tsx and
// without loading zod: zod adopts a config object already on globalThis (zod-config.test.ts checks that it still does).
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
