// House rules 1 and 4 (architecture.md), checked on the source: drizzle's runtime stays out of the client bundle,
// client/ and server/ never import each other, shared/ imports only zod and drizzle.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(ts|tsx)$/.test(f))
    .map((f) => path.join(dir, f));
}

function imports(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1] ?? m[2]);
}

describe("import boundaries", () => {
  it("client code never imports drizzle, the schema or the server", () => {
    const offenders = sources("client/src").flatMap((f) =>
      imports(f)
        .filter((i) => /^drizzle-orm|^@shared\/schema$|^pg$|server\//.test(i))
        .map((i) => `${f} imports ${i}`),
    );
    expect(offenders).toEqual([]);
  });

  it("server code never imports the client", () => {
    const offenders = sources("server").flatMap((f) => imports(f).filter((i) => /^@\/|client\//.test(i)).map((i) => `${f} imports ${i}`));
    expect(offenders).toEqual([]);
  });

  it("shared code imports only zod, drizzle and itself", () => {
    const offenders = sources("shared")
      .filter((f) => !f.endsWith(".test.ts"))
      .flatMap((f) => imports(f).filter((i) => !/^(zod|drizzle-orm)(\/|$)|^\.\//.test(i)).map((i) => `${f} imports ${i}`));
    expect(offenders).toEqual([]);
  });
});
