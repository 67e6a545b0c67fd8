import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CORE_TEXT } from "../../vite.config";

// The core font files hold exactly CORE_TEXT (vite.config.ts); their @font-face rules in index.css must claim
// exactly those characters, or the browser would draw a missing one with a fallback face instead of the full file.
function ranges(css: string): Set<number>[] {
  return [...css.matchAll(/src: url\("@core-fonts\/[^"]+"\)[^;]*;\s*unicode-range: ([^;]+);/g)].map(([, list]) => {
    const points = new Set<number>();
    for (const part of list.split(",").map((p) => p.trim().replace(/^U\+/i, ""))) {
      const [from, to = from] = part.split("-").map((h) => parseInt(h, 16));
      for (let c = from; c <= to; c++) points.add(c);
    }
    return points;
  });
}

describe("core fonts", () => {
  it("declare in index.css exactly the characters vite.config.ts puts in them", () => {
    const css = fs.readFileSync(path.resolve(import.meta.dirname, "index.css"), "utf8");
    const expected = new Set([...CORE_TEXT].map((c) => c.codePointAt(0)!));
    const declared = ranges(css);
    expect(declared).toHaveLength(3);
    for (const points of declared)
      expect([...points].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
  });
});
