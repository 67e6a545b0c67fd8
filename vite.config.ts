import fs from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";

// subset-font (harfbuzz compiled to WebAssembly) ships no types; this is the part used here.
type VariationAxes = Record<string, number | { min: number; max: number }>;
type SubsetFont = (
  font: Buffer,
  text: string,
  options: { targetFormat: "woff2"; variationAxes?: VariationAxes },
) => Promise<Buffer>;
const loadSubsetFont = async () => ((await import("subset-font" as string)) as { default: SubsetFont }).default;

const api = `http://localhost:${process.env.PORT ?? 5000}`;

/**
 * The text the interface is written in: printable ASCII and the typography and currency signs it uses. The
 * "core" font files below hold only these characters; any other one (an accented name, say) is drawn from the
 * full Latin file, which the browser then downloads as well (see the @font-face rules in client/src/index.css).
 */
export const CORE_TEXT =
  Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("") +
  "\u00a0\u00a3\u00a5\u00a9\u00ae\u00b7\u00d7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u2122";

const fontsDir = path.resolve(import.meta.dirname, "node_modules/.cache/halaqa-fonts");
/**
 * The weights the interface uses, kept in the core files (the rest of a variable font's range is dropped, a third
 * to a half of the file): body text 400–700; upright Fraunces only for headings, all set semibold (600). The
 * @font-face rules keep the full range, so the core and full files stay one face; a weight outside these would be
 * drawn at the nearest kept one.
 */
const CORE_FONTS: ReadonlyArray<readonly [from: string, to: string, axes?: VariationAxes]> = [
  [
    "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    "inter-core-normal.woff2",
    { wght: { min: 400, max: 700 } },
  ],
  ["@fontsource-variable/fraunces/files/fraunces-latin-opsz-normal.woff2", "fraunces-core-normal.woff2", { wght: 600 }],
  ["@fontsource-variable/fraunces/files/fraunces-latin-opsz-italic.woff2", "fraunces-core-italic.woff2"],
];

/** The faces every page sets text in (body and headings): index.html preloads them, so they come with the page. */
const PRELOADED_FONTS = ["inter-core-normal", "fraunces-core-normal"];

/**
 * Writes the core subsets of the Latin faces every page uses (half the size or less: only the weights in use, every
 * layout feature kept) into node_modules/.cache/halaqa-fonts, imported as "@core-fonts/…". Made again when the
 * package's file or the character list changes. In the build, index.html preloads the two used on every page
 * rather than the browser finding them once the CSS has arrived.
 */
function coreFonts(): Plugin {
  return {
    name: "halaqa:core-fonts",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        if (!ctx.bundle) return;
        const files = Object.values(ctx.bundle).map((o) => o.fileName);
        return PRELOADED_FONTS.map((name) => {
          const file = files.find((f) => f.startsWith(`assets/${name}-`) && f.endsWith(".woff2"));
          if (!file) throw new Error(`core font ${name} is missing from the build`);
          return {
            tag: "link",
            attrs: { rel: "preload", as: "font", type: "font/woff2", crossorigin: true, href: `/${file}` },
            injectTo: "head" as const,
          };
        });
      },
    },
    async buildStart() {
      fs.mkdirSync(fontsDir, { recursive: true });
      const subsetFont = await loadSubsetFont();
      for (const [from, to, axes] of CORE_FONTS) {
        const source = fs.readFileSync(path.resolve(import.meta.dirname, "node_modules", from));
        const stamp = `${source.length}:${fs.statSync(path.resolve(import.meta.dirname, "node_modules", from)).mtimeMs}:${CORE_TEXT}:${JSON.stringify(axes ?? null)}`;
        const out = path.join(fontsDir, to);
        if (fs.existsSync(out) && fs.existsSync(`${out}.stamp`) && fs.readFileSync(`${out}.stamp`, "utf8") === stamp)
          continue;
        fs.writeFileSync(
          out,
          await subsetFont(source, CORE_TEXT, { targetFormat: "woff2", ...(axes ? { variationAxes: axes } : {}) }),
        );
        fs.writeFileSync(`${out}.stamp`, stamp);
      }
    },
  };
}

/**
 * A feature's index.ts only re-exports what other features use (decision 020). Marked free of side effects, each
 * import through it goes straight to the module that defines the binding, so a page's chunk holds what it uses.
 * Without this the index and everything it re-exports travel together: 7 kB more in a chunk most pages load.
 */
function featureIndexes(): Plugin {
  return {
    name: "halaqa:feature-indexes",
    transform: {
      filter: { id: /\/client\/src\/features\/[^/]+\/index\.ts$/ },
      handler: (code) => ({ code, moduleSideEffects: false }),
    },
  };
}

export default defineConfig({
  plugins: [react(), coreFonts(), featureIndexes()],
  root: path.resolve(import.meta.dirname, "client"),
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "client/src"),
      "@shared": path.resolve(import.meta.dirname, "shared"),
      "@core-fonts": fontsDir,
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, "dist/public"),
    emptyOutDir: true,
    // dist/public/.vite/manifest.json: the server names each page's chunks in the page it sends (decision 035).
    manifest: true,
    rolldownOptions: {
      // Shared modules smaller than 8 KB (an icon, a button, a hook) are copied into the chunks that use them
      // instead of each being a file of its own: the booking page fetched 40 files, now 19; on a mobile
      // connection every extra request waits its turn for one of six connections. Rolldown marks this option
      // experimental; it needs the entry's exports left free (an app exports nothing) and turns on its strict
      // execution order, so modules still run in import order.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
        },
      },
    },
  },
  server: {
    port: 5173,
    // The API runs beside Vite in development; these are the only server-handled paths.
    proxy: { "/api": api, "/setup": api, "/order": api, "/healthz": api, "/readyz": api },
  },
});
