// The harnesses start the server as `npm start` does: its environment and Node's flags, read from package.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { startCommand } from "./start-command";

const withStart = (start: string) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-start-")), "package.json");
  fs.writeFileSync(file, JSON.stringify({ scripts: { start } }));
  return file;
};

it("reads npm start's environment and Node flags from package.json", () => {
  const { env, flags } = startCommand();
  // One arena per pair of cores' worth of threads (decision 057), the heap caps (decisions 029, 051).
  expect(env).toEqual({ MALLOC_ARENA_MAX: "2" });
  expect(flags).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^--max-old-space-size=\d+$/),
      expect.stringMatching(/^--max-semi-space-size=\d+$/),
    ]),
  );
  expect(flags).not.toContain("--import");
});

it("reads a script without variables, and refuses one that no longer starts the server the same way", () => {
  expect(
    startCommand(withStart("npm run build && node --max-old-space-size=100 --import tsx server/index.ts")),
  ).toEqual({ env: {}, flags: ["--max-old-space-size=100"] });
  expect(startCommand(withStart("A=1 B_2=x node --import tsx server/index.ts"))).toEqual({
    env: { A: "1", B_2: "x" },
    flags: [],
  });
  expect(() => startCommand(withStart("node dist/server.js"))).toThrow(/no longer runs/);
});
