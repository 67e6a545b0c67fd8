// The harnesses start the server as `npm start` does: its environment, Node's flags and the bundle, from package.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { builtServer, SERVER_BUNDLE, startCommand } from "./start-command";

const withStart = (start: string) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-start-")), "package.json");
  fs.writeFileSync(file, JSON.stringify({ scripts: { start } }));
  return file;
};

it("reads npm start's environment and Node flags from package.json", () => {
  const { env, flags } = startCommand();
  // One arena per pair of cores' worth of threads (decision 057), the heap caps (decisions 029, 051), and stack
  // traces that name the source files rather than the bundle (decision 100).
  expect(env).toEqual({ MALLOC_ARENA_MAX: "2" });
  expect(flags).toEqual(
    expect.arrayContaining([
      "--enable-source-maps",
      expect.stringMatching(/^--max-old-space-size=\d+$/),
      expect.stringMatching(/^--max-semi-space-size=\d+$/),
    ]),
  );
  expect(flags.join(" ")).not.toMatch(/--import|tsx/);
});

it("reads a script without variables, and refuses one that no longer starts the bundle the same way", () => {
  expect(startCommand(withStart("npm run build && node --max-old-space-size=100 dist/server/index.js"))).toEqual({
    env: {},
    flags: ["--max-old-space-size=100"],
  });
  expect(startCommand(withStart("A=1 B_2=x node dist/server/index.js"))).toEqual({
    env: { A: "1", B_2: "x" },
    flags: [],
  });
  // From the source, through a loader, another file, or with arguments after the file: all refused.
  for (const start of [
    "node --import tsx server/index.ts",
    "npm run build && node --max-old-space-size=100 --import tsx server/index.ts",
    "node --import=tsx dist/server/index.js",
    "node --experimental-loader=tsx/esm dist/server/index.js",
    "node dist/server.js",
    "node dist/server/index.js --inspect",
  ])
    expect(() => startCommand(withStart(start)), start).toThrow(/no longer runs|loads/);
});

it("finds the bundle, or says to build it", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-bundle-"));
  expect(() => builtServer(SERVER_BUNDLE, dir)).toThrow(`${SERVER_BUNDLE} is missing: run npm run build first`);
  fs.mkdirSync(path.join(dir, "dist/server"), { recursive: true });
  fs.writeFileSync(path.join(dir, SERVER_BUNDLE), "");
  expect(builtServer(SERVER_BUNDLE, dir)).toBe(path.join(dir, SERVER_BUNDLE));
});
