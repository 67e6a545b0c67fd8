// Scheduling is imported one way (decision 071): bookings/, classes/ and teacher-hours/ import it, it imports none of
// them, so a rule about slots or hours has one home and no cycle pulls a booking's code into it.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const server = path.resolve(import.meta.dirname, "..");
const FORBIDDEN = ["bookings", "classes", "teacher-hours"];
// This file names the forbidden paths in its own examples.
const self = path.basename(import.meta.filename);

/** What a file imports from the server's folders it must not reach: static imports, re-exports and import(). */
function forbiddenImports(source: string, file: string): string[] {
  const specifiers = [...source.matchAll(/\bfrom\s+["']([^"']+)["']|\bimport\s*\(?\s*["']([^"']+)["']/g)].map(
    (m) => m[1] ?? m[2],
  );
  return specifiers.filter((s) => {
    if (!s.startsWith(".")) return false;
    const [folder] = path.relative(server, path.resolve(path.dirname(file), s)).split(path.sep);
    return FORBIDDEN.includes(folder);
  });
}

describe("server/scheduling imports one way", () => {
  it("imports nothing from bookings/, classes/ or teacher-hours/", () => {
    const files = fs.globSync("**/*.ts", { cwd: import.meta.dirname }).filter((f) => f !== self);
    expect(files.length).toBeGreaterThanOrEqual(5);
    const found = files.flatMap((f) => {
      const file = path.join(import.meta.dirname, f);
      return forbiddenImports(fs.readFileSync(file, "utf8"), file).map((s) => `${f}: ${s}`);
    });
    expect(found).toEqual([]);
  });

  it("would see such an import, however it is written", () => {
    const file = path.join(import.meta.dirname, "example.ts");
    const source = [
      'import { holdLapsed } from "../bookings/booking-events";',
      'import {\n  classSlots,\n} from "../classes/classes.service";',
      'export { teacherHoursRoutes } from "../teacher-hours/teacher-hours.routes";',
      'const later = await import("../bookings/bookings.rules");',
      'import { notFound } from "../http-error";',
      'import { LIMITS } from "@shared/constants";',
      'import { slotTimes } from "./scheduling.rules";',
    ].join("\n");
    expect(forbiddenImports(source, file)).toEqual([
      "../bookings/booking-events",
      "../classes/classes.service",
      "../teacher-hours/teacher-hours.routes",
      "../bookings/bookings.rules",
    ]);
  });
});
