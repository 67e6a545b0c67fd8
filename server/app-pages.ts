// The pages the server sends for the single-page app's routes: the prerendered public pages for a visitor without a
// session (decision 012), else index.html with the signed-in user (decision 034) and the page's own code (decision
// 035) named in it.
import fs from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import { PAGE_MODULES, type PageModules } from "@shared/page-modules";
import { PRERENDERED_PAGES, SESSION_USER_ELEMENT_ID } from "@shared/prerendered-pages";
import type { PublicUser } from "@shared/users";

/** The part of Vite's build manifest (dist/public/.vite/manifest.json) used here. */
export type Manifest = Record<string, { file: string; imports?: string[] }>;

export interface AppPages {
  /** Exact URL → prerendered file, for a visitor without a session cookie. */
  prerendered: Map<string, string>;
  /** index.html for `path`, with `user` (null: nobody) and the page's modules to preload. */
  app: (path: string, user: PublicUser | null) => string;
  /** index.html as built: the app asks GET /api/user itself. */
  withoutUser: string;
}

export function hasCookie(header: string | undefined, name: string): boolean {
  return header !== undefined && header.split(";").some((part) => part.trimStart().startsWith(`${name}=`));
}

/** Every file `key` needs, its static imports included, in load order; unknown keys give nothing. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [...(entry.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen)), entry.file];
}

function pageSpec(urlPath: string, signedIn: boolean): PageModules | undefined {
  return PAGE_MODULES.find((p) => p.path.test(urlPath) && (p.signedIn === undefined || p.signedIn === signedIn));
}

/** `<link rel="modulepreload">` tags for a page's modules, leaving out files index.html already names. */
export function pagePreloads(manifest: Manifest, html: string, spec: PageModules | undefined): string {
  if (!spec) return "";
  const files = new Set(spec.modules.flatMap((m) => chunkFiles(manifest, m)));
  return [...files]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join("");
}

/**
 * index.html with the signed-in user (null: nobody) in a JSON data block, which the entry point reads instead of
 * asking GET /api/user (client/src/main.tsx), and `extraHead` before </head>. `<` is escaped so no value can end
 * the block.
 */
export function withUser(html: string, user: PublicUser | null, extraHead = ""): string {
  const at = html.indexOf("</head>");
  if (at < 0) throw new Error("index.html has no </head>");
  const data = JSON.stringify(user).replace(/</g, "\\u003c");
  return `${html.slice(0, at)}${extraHead}<script id="${SESSION_USER_ELEMENT_ID}" type="application/json">${data}</script>\n  ${html.slice(at)}`;
}

export function appPages(staticDir: string, logger?: Logger): AppPages {
  const index = fs.readFileSync(path.join(staticDir, "index.html"), "utf8");
  // Checked once, at start-up: a page could not carry the user otherwise.
  if (!index.includes("</head>")) throw new Error(`${path.join(staticDir, "index.html")} has no </head>`);
  const prerendered = new Map<string, string>();
  for (const { url, file } of PRERENDERED_PAGES) {
    const full = path.join(staticDir, file);
    if (fs.existsSync(full)) prerendered.set(url, full);
  }
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(staticDir, ".vite/manifest.json"), "utf8")) as Manifest;
  } catch {
    // A build without a manifest: pages load their code after the app's, as before.
  }
  const missing = PAGE_MODULES.flatMap((p) => p.modules).filter((m) => Object.keys(manifest).length > 0 && !manifest[m]);
  if (missing.length) logger?.warn({ missing }, "page modules missing from the build manifest; not preloaded");

  // The same tags for every visit to a page: made once per page.
  const heads = new Map<PageModules, string>();
  const head = (urlPath: string, signedIn: boolean) => {
    const spec = pageSpec(urlPath, signedIn);
    if (!spec) return "";
    let tags = heads.get(spec);
    if (tags === undefined) heads.set(spec, (tags = pagePreloads(manifest, index, spec)));
    return tags;
  };
  return {
    prerendered,
    app: (urlPath, user) => withUser(index, user, head(urlPath, user !== null)),
    withoutUser: index,
  };
}
