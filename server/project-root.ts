// The project's folder (the one holding package.json), found from this module: the same from server/ (tsx, vitest)
// and from the bundle in dist/server (decision 100), where a path relative to the module would point elsewhere.
import fs from "node:fs";
import path from "node:path";

/** The nearest folder at or above `from` that holds a package.json. */
export function findProjectRoot(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json at or above ${from}`);
  }
}

/** The project's folder: migrations/, client/src/locales/ and dist/public/ are found from here. */
export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
