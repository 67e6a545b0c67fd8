// Runs after `vite build`: renders the pages a signed-out visitor sees, in each language, into HTML files beside
// index.html for the server to send without a session cookie (decision 012); which pages, shared/pages.ts says.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { inLanguage, LANGUAGES } from "@shared/i18n";
import { prerenderedFile, prerenderedPages } from "@shared/pages";

const rootDir = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(rootDir, "dist/public");
const ssrDir = path.join(rootDir, "dist/prerender");

// #root up to </body>, with the comment before it (it describes index.html's placeholder, not this page).
const ROOT = /(?:<!--(?:(?!-->)[\s\S])*-->\s*)?<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

/** index.html with `markup` as the content of #root; a page React hydrates is marked for the entry point. */
export function withRoot(html: string, markup: string, hydrate: boolean): string {
  if (!ROOT.test(html)) throw new Error('index.html has no <div id="root"> before </body>');
  const attribute = hydrate ? ' data-prerendered="signed-out"' : "";
  return html.replace(ROOT, (_match, end: string) => `<div id="root"${attribute}>${markup}</div>${end}`);
}

/** The landing page's head: the app's scripts and their preloads give way to the menu script. */
export function staticHead(html: string, menuScript: string, extraPreloads: string[]): string {
  const withoutApp = html
    .replace(/\s*<script type="module"[^>]*><\/script>/g, "")
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "");
  const tags = [
    ...extraPreloads.map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`),
    `<script type="module" crossorigin src="${menuScript}"></script>`,
  ];
  return withoutApp.replace(/\s*<\/head>/, `\n    ${tags.join("\n    ")}\n  </head>`);
}

async function main() {
  const index = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");

  // The pages' code, built for Node, so the markup is what the app itself renders.
  await build({
    configFile: path.join(rootDir, "vite.config.ts"),
    logLevel: "warn",
    build: {
      ssr: path.join(rootDir, "client/src/prerender.tsx"),
      outDir: ssrDir,
      emptyOutDir: true,
      // One file, exports kept: the client's chunking options do not apply to code run by Node.
      rolldownOptions: { preserveEntrySignatures: "strict", output: { codeSplitting: false } },
    },
  });
  // The landing page's only script, on its own: it shares nothing with the app.
  const menu = await build({
    configFile: false,
    logLevel: "warn",
    build: {
      outDir: publicDir,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      rolldownOptions: {
        input: path.join(rootDir, "client/src/landing-menu.ts"),
        output: { entryFileNames: "assets/landing-menu-[hash].js" },
      },
    },
  });
  const output = (Array.isArray(menu) ? menu[0] : menu) as {
    output: Array<{ type: string; fileName: string; isEntry?: boolean }>;
  };
  const menuFile = output.output.find((o) => o.type === "chunk" && o.isEntry)?.fileName;
  if (!menuFile) throw new Error("the landing menu script was not built");

  // The hero sets a heading in Fraunces italic (see features/landing/preload-fonts.ts): preloaded with the page.
  const italic = fs.readdirSync(path.join(publicDir, "assets")).find((f) => /^fraunces-core-italic-.*\.woff2$/.test(f));
  if (!italic) throw new Error("fraunces-core-italic is missing from the build");

  const { renderSignedOut } = (await import(
    pathToFileURL(path.join(ssrDir, "prerender.js")).href
  )) as typeof import("../client/src/prerender");
  // Every page in every language: the server sends the one the visitor's language cookie names (decision 066).
  for (const language of LANGUAGES) {
    for (const page of prerenderedPages()) {
      const markup = await renderSignedOut(page.url, language);
      const head = inLanguage(
        page.hydrate ? index : staticHead(index, `/${menuFile}`, [`/assets/${italic}`]),
        language,
      );
      const html = withRoot(head, markup, page.hydrate);
      const file = prerenderedFile(page.file, language);
      fs.writeFileSync(path.join(publicDir, file), html);
      console.log(
        `prerendered ${language} ${page.url.padEnd(18)} → dist/public/${file} (${(html.length / 1000).toFixed(1)} kB)`,
      );
    }
  }
  fs.rmSync(ssrDir, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
