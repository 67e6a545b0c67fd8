// How `npm start` runs the server, read from package.json, so every harness that spawns it measures it as in
// production: the script's environment (MALLOC_ARENA_MAX) and Node's flags (decisions 029, 051, 057).
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export interface StartCommand {
  /** Variables the script sets before `node`, e.g. { MALLOC_ARENA_MAX: "2" }. */
  env: Record<string, string>;
  /** Node's flags before `--import tsx server/index.ts`. */
  flags: string[];
}

export function startCommand(packageJson = path.join(root, "package.json")): StartCommand {
  const start: string = (JSON.parse(fs.readFileSync(packageJson, "utf8")) as { scripts: Record<string, string> })
    .scripts.start;
  const m = /(?:^|&&\s*)((?:[A-Z_][A-Z0-9_]*=\S+\s+)*)node\s+((?:--\S+\s+)*)--import tsx server\/index\.ts/.exec(start);
  if (!m)
    throw new Error(
      `package.json's start script no longer runs "[VAR=value …] node [flags] --import tsx server/index.ts": ${start}`,
    );
  const env = Object.fromEntries(
    m[1]
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
  return { env, flags: m[2].split(/\s+/).filter(Boolean) };
}
