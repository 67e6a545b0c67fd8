// The most common passwords, from zxcvbn-ts's list (decision 073): a new password that is one of them is refused.
// Read from the package on first use, no network; only entries long enough to be a new password are kept.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { z } from "zod";
import { NEW_PASSWORD_MIN } from "@shared/auth";

export const COMMON_PASSWORD = "This password is one of the most common. Please choose another.";

let common: Set<string> | undefined;

function load(): Set<string> {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve("@zxcvbn-ts/language-common/package.json"));
  const all = JSON.parse(fs.readFileSync(path.join(dir, "src/passwords.json"), "utf8")) as string[];
  return new Set(all.filter((p) => p.length >= NEW_PASSWORD_MIN).map((p) => p.toLowerCase()));
}

export function isCommonPassword(password: string): boolean {
  common ??= load();
  return common.has(password.toLowerCase());
}

/** `schema` with its new password (`field`) checked against the list: a 400 naming the field, as the schema's own. */
export function refusingCommon<S extends z.ZodType<Record<string, unknown>>>(schema: S, field: string) {
  return schema.superRefine((value, ctx) => {
    const password = value[field];
    if (typeof password === "string" && isCommonPassword(password))
      ctx.addIssue({ code: "custom", path: [field], message: COMMON_PASSWORD });
  });
}
