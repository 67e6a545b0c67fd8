// How `npm start` runs the server, read from package.json, so every harness that spawns it measures it as in
// production: the script's environment (MALLOC_ARENA_MAX), Node's flags and the bundle (decisions 029, 051, 057, 100).
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** The server's bundle that `npm start` runs, relative to the project (scripts/build-server.ts makes it). */
export const SERVER_BUNDLE = "dist/server/index.js";

export interface StartCommand {
  /** Variables the script sets before `node`, e.g. { MALLOC_ARENA_MAX: "2" }. */
  env: Record<string, string>;
  /** Node's flags before `dist/server/index.js`. */
  flags: string[];
}

export function startCommand(packageJson = path.join(root, "package.json")): StartCommand {
  const start: string = (JSON.parse(fs.readFileSync(packageJson, "utf8")) as { scripts: Record<string, string> })
    .scripts.start;
  const m = /(?:^|&&\s*)((?:[A-Z_][A-Z0-9_]*=\S+\s+)*)node\s+((?:--\S+\s+)*)dist\/server\/index\.js$/.exec(start);
  if (!m)
    throw new Error(
      `package.json's start script no longer runs "[VAR=value …] node [flags] ${SERVER_BUNDLE}": ${start}`,
    );
  const flags = m[2].split(/\s+/).filter(Boolean);
  // Nothing transpiles at run time: the bundle is plain JavaScript (a loader would cost memory and start-up time).
  const loader = flags.find((f) => /^--(?:import|loader|experimental-loader|require)\b|tsx/.test(f));
  if (loader) throw new Error(`package.json's start script loads ${loader}: ${start}`);
  const env = Object.fromEntries(
    m[1]
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
  return { env, flags };
}

/** The absolute path of a file of the server's bundle (default: `npm start`'s), or an error saying to build it. */
export function builtServer(file = SERVER_BUNDLE, projectDir = root): string {
  const full = path.join(projectDir, file);
  if (!fs.existsSync(full)) throw new Error(`${file} is missing: run npm run build first (it bundles the server)`);
  return full;
}
