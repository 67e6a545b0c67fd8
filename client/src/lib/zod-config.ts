// Zod compiles faster object parsers at run time (new Function) and probes for that when it builds its first
// object schema. The CSP forbids eval: the probe fails safely, but the browser reports a CSP violation on every
// page that loads a schema. The client's forms are small; zod should parse without compiling, and not probe.
//
// The setting must be in place before any schema is built (shared modules build theirs as they load, in
// whichever chunk comes first), so it is made here, imported first by the entry point, without loading zod:
// zod keeps its global settings on globalThis.__zod_globalConfig and adopts an object already there
// (zod-config.test.ts checks that this still holds).
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
