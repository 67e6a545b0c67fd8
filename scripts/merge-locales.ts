// Folds translation parts (client/src/locales/parts/<area>.<lang>.json, written while an area is translated) into the
// language's one file, client/src/locales/<lang>.json, keys sorted so a translator's diff stays small.
import fs from "node:fs";
import path from "node:path";

const dir = path.resolve(import.meta.dirname, "../client/src/locales");
const partsDir = path.join(dir, "parts");
const parts = fs.existsSync(partsDir) ? fs.readdirSync(partsDir).filter((f) => f.endsWith(".json")) : [];
const byLanguage = new Map<string, Record<string, string>>();
for (const file of parts) {
  const language = file.split(".").at(-2)!;
  const target = byLanguage.get(language) ?? JSON.parse(fs.readFileSync(path.join(dir, `${language}.json`), "utf8") || "{}");
  Object.assign(target, JSON.parse(fs.readFileSync(path.join(partsDir, file), "utf8")));
  byLanguage.set(language, target);
}
for (const [language, entries] of byLanguage) {
  const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  fs.writeFileSync(path.join(dir, `${language}.json`), `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${language}.json: ${Object.keys(sorted).length} texts`);
}
