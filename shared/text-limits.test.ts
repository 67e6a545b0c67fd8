// Every text field has a maximum length (decision 018): each string a shared/ zod schema accepts is bounded (or an
// anchored pattern with bounded repeats, or a date-time), each array too; a field added without one fails here.
import { describe, expect, it } from "vitest";
import type { z } from "zod";

const modules = import.meta.glob(["./*.ts", "!./*.test.ts", "!./schema.ts"], { eager: true });

interface CheckDef {
  check?: string;
  format?: string;
  pattern?: RegExp;
}
type Node = {
  _zod: { def: Record<string, unknown> & CheckDef & { type: string; checks?: { _zod: { def: CheckDef } }[] } };
};

const isSchema = (v: unknown): v is Node =>
  typeof v === "object" && v !== null && "_zod" in v && typeof (v as Node)._zod?.def?.type === "string";

/** ^…$ with no unbounded repeat (+, *, {n,}): the pattern itself bounds the length. */
const boundedPattern = (re: RegExp) => /^\^.*\$$/.test(re.source) && !/(?<!\\)[+*]|\{\d+,\}/.test(re.source);

/** The unbounded strings and arrays of a schema, as paths. */
function unbounded(schema: Node, path: string, out: string[], seen = new Set<Node>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const { def } = schema._zod;
  // A string format (z.iso.datetime) is its own check; the others sit in `checks`.
  const checks = [def, ...(def.checks ?? []).map((c) => c._zod.def)];
  const walk = (child: unknown, at = path) => {
    if (isSchema(child)) unbounded(child, at, out, seen);
  };
  switch (def.type) {
    case "string": {
      // A date-time is parsed into a Date, never kept as text.
      const ok = checks.some(
        (c) =>
          c.check === "max_length" ||
          c.format === "datetime" ||
          (c.format === "regex" && c.pattern !== undefined && boundedPattern(c.pattern)),
      );
      if (!ok) out.push(`${path || "(root)"}: a string without a maximum length`);
      return;
    }
    case "array":
      if (!checks.some((c) => c.check === "max_length"))
        out.push(`${path || "(root)"}: an array without a maximum number of items`);
      return walk(def.element, `${path}[]`);
    case "object":
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>))
        walk(child, path ? `${path}.${key}` : key);
      return;
    case "union":
      for (const option of def.options as unknown[]) walk(option);
      return;
    case "record":
      out.push(`${path || "(root)"}: a record (any number of keys)`);
      return;
    default:
      for (const key of ["innerType", "in", "out", "schema"]) walk(def[key]);
  }
}

// Form-only schemas (a name ending in FormSchema) add fields the browser never sends, such as a repeated password.
const requestSchemas = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod as Record<string, unknown>)
    .filter(([name, value]) => isSchema(value) && !name.endsWith("FormSchema"))
    .map(([name, value]) => ({ name: `${file.slice(2)} ${name}`, schema: value as Node & z.ZodType })),
);

describe("text limits of the shared request schemas", () => {
  it("finds the request schemas", () => {
    expect(requestSchemas.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        "students.ts studentSchema",
        "classes.ts classSchema",
        "teachers.ts teacherProfileSchema",
        "bookings.ts createBookingSchema",
        "paging.ts pageQuerySchema",
      ]),
    );
  });

  it.each(requestSchemas)("$name bounds every string and every array", ({ schema }) => {
    const out: string[] = [];
    unbounded(schema, "", out);
    expect(out).toEqual([]);
  });
});
