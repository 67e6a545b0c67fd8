// The lanes of server/test/lanes.ts hold what their files do: a pure file touches no database and starts no process,
// and a file that starts a process or measures time or memory runs in the process lane, alone.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EMBEDDED_SMOKE, PROCESS_LANE, PROCESS_SPAWNS, PURE_SERVER_LANE } from "./lanes";

const root = path.resolve(import.meta.dirname, "../..");
const expand = (patterns: string[]) => new Set(patterns.flatMap((p) => fs.globSync(p, { cwd: root })));
const self = "server/test/lanes.test.ts";
const all = expand(["server/**/*.test.ts", "shared/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"]);
const pure = expand(PURE_SERVER_LANE);
all.delete(self);
pure.delete(self);
const processLane = expand(PROCESS_LANE);
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

// What a file does, read from its text (the helpers that do it have one name each).
const RUNS_ANOTHER_FILE = /import\("\.\/[\w.-]+\.test"\)/;
const USES_DATABASE = new RegExp(
  `useTestApp|createTestDatabase|useRealServer|\\binject\\(|${RUNS_ANOTHER_FILE.source}`,
);
const STARTS_PROCESS = /node:child_process|startServer\(|startFaultPostgres|startEmbeddedPostgres|useRealServer/;
const MEASURES = /memoryOf\(|memoryUsage\(|hrtime\b|\(performance\.now\(\) - \w+\)( \/ \d+)?\)\.toBeLessThan/;

describe("test lanes", () => {
  it("names only files that exist, each in one lane", () => {
    for (const pattern of [...PURE_SERVER_LANE, ...PROCESS_LANE, ...EMBEDDED_SMOKE]) {
      expect(expand([pattern]).size, `${pattern} matches no test file`).toBeGreaterThan(0);
    }
    expect([...pure].filter((f) => processLane.has(f))).toEqual([]);
    expect(all.size).toBeGreaterThan(100);
  });

  it("keeps the database and child processes out of the pure lane", () => {
    const wrong = [...pure].filter((f) => USES_DATABASE.test(read(f)) || STARTS_PROCESS.test(read(f)));
    expect(wrong).toEqual([]);
  });

  it("runs every file that starts a process or judges memory or time in the process lane", () => {
    const outside = [...all].filter(
      (f) => !processLane.has(f) && (STARTS_PROCESS.test(read(f)) || MEASURES.test(read(f))),
    );
    expect(outside).toEqual([]);
  });

  it("runs two at a time only files of the process lane that judge neither memory nor time", () => {
    const spawns = expand(PROCESS_SPAWNS);
    expect(spawns.size).toBe(PROCESS_SPAWNS.length);
    expect([...spawns].filter((f) => !processLane.has(f) || MEASURES.test(read(f)))).toEqual([]);
  });

  it("imports another test file to run it again only after a reset of the modules (a worker may have run it already)", () => {
    const cached = [...all].filter(
      (f) => RUNS_ANOTHER_FILE.test(read(f)) && !/runAgainWith\(|vi\.resetModules\(\)/.test(read(f)),
    );
    expect(cached).toEqual([]);
    expect([...all].filter((f) => RUNS_ANOTHER_FILE.test(read(f))).length).toBeGreaterThanOrEqual(5);
  });

  it("smokes the embedded PostgreSQL with database files", () => {
    for (const file of expand(EMBEDDED_SMOKE)) expect(USES_DATABASE.test(read(file)), file).toBe(true);
  });
});
