// House rule 7 (issue 30): a file's header says why in at most two lines of 120 columns, pointing to a decision record
// for more; what the code says needs no header.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["server", "shared", "client/src", "e2e", "bench", "scripts"];
const MAX_LINES = 2;
const MAX_COLUMNS = 120;

/**
 * The comment lines before a file's first code, in blocks split by blank lines. A last block that sits right on the
 * first code, when that code is a declaration rather than an import, documents the declaration, not the file.
 */
function fileHeader(text: string): string[] {
  const blocks: string[][] = [];
  let open = false;
  let attached = false;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!open && (line === "" || line.startsWith("#!"))) {
      attached = false;
      continue;
    }
    const comment = open || (line.startsWith("//") && !line.startsWith("///")) || line.startsWith("/*");
    if (!comment) {
      if (blocks.length > 1 && attached && !/^(import\b|export .* from )/.test(line)) blocks.pop();
      break;
    }
    if (!attached) blocks.push([]);
    blocks[blocks.length - 1]!.push(raw);
    attached = true;
    open = open ? !line.includes("*/") : line.startsWith("/*") && !line.slice(2).includes("*/");
  }
  return blocks.flat();
}

const files = fs
  .globSync(
    FOLDERS.map((folder) => `${folder}/**/*.{ts,tsx}`),
    { cwd: root },
  )
  .filter((file) => !file.split(path.sep).includes("node_modules"))
  .map((file) => file.split(path.sep).join("/"))
  .sort();

describe("file headers", () => {
  it("reads a header up to the first code, without the doc comment of a first declaration", () => {
    expect(fileHeader("// why\n// more\nimport x from 'x';\n// later\n")).toEqual(["// why", "// more"]);
    expect(fileHeader("#!/usr/bin/env node\n/**\n * why\n */\n\nimport x from 'x';")).toHaveLength(3);
    expect(fileHeader("// why\n\n// again\nimport x from 'x';")).toHaveLength(2);
    expect(fileHeader("// why\n\n/** The limit. */\nexport const LIMIT = 1;")).toEqual(["// why"]);
    expect(fileHeader("// why\n// more\n// and more\nexport const LIMIT = 1;")).toHaveLength(3);
    expect(fileHeader("export const LIMIT = 1;\n// not a header")).toEqual([]);
  });

  it(`keeps every file's header to ${MAX_LINES} lines of ${MAX_COLUMNS} columns`, () => {
    expect(files.length).toBeGreaterThan(500);
    const long = files.flatMap((file) => {
      const header = fileHeader(fs.readFileSync(path.join(root, file), "utf8"));
      const wide = header.filter((line) => line.length > MAX_COLUMNS).length;
      if (header.length <= MAX_LINES && wide === 0) return [];
      return [`${file}: ${header.length} lines${wide ? `, ${wide} wider than ${MAX_COLUMNS} columns` : ""}`];
    });
    expect(long, "shorten these headers: the why in two lines, the rest in a decision record").toEqual([]);
  });
});
