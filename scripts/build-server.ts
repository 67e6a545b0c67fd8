// npm run build's last step (decision 100): server/ bundled by esbuild into dist/server, an ESM file and source map per
// entry point, so `npm start`, its workers and the CLI scripts run plain node; dependencies stay in node_modules.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type BuildResult } from "esbuild";

const rootDir = path.resolve(import.meta.dirname, "..");

/** What node runs in production: the server and the command-line scripts of `npm run seed:demo` and `admin:create`. */
export const SERVER_ENTRY_POINTS = ["server/index.ts", "server/scripts/seed-demo.ts", "server/scripts/admin-create.ts"];

/** Bundles the entry points into `outdir` (emptied first, so no file of an older build stays beside them). */
export async function buildServer(outdir = path.join(rootDir, "dist/server")): Promise<BuildResult> {
  fs.rmSync(outdir, { recursive: true, force: true });
  return build({
    absWorkingDir: rootDir,
    entryPoints: SERVER_ENTRY_POINTS,
    // dist/server/index.js, dist/server/scripts/seed-demo.js: the same places relative to each other as in server/.
    outbase: "server",
    outdir,
    bundle: true,
    // What the source imports only when used (the S3 and PayPal SDKs) stays out of the start: without chunks esbuild
    // would hoist those modules' package imports to the top of the bundle, and every process would load them.
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    platform: "node",
    format: "esm",
    target: "node24",
    // Every import that names a package stays an import, resolved in node_modules at run time; tsconfig's paths
    // (@shared/*) are applied first, so shared/ is bundled.
    packages: "external",
    tsconfig: path.join(rootDir, "tsconfig.json"),
    sourcemap: true,
    // The maps point at server/ and shared/ rather than holding their text: a stack trace needs only the positions, and
    // with --enable-source-maps Node keeps each map it loads (index.js.map: 1.0 MB with the text, 0.3 MB without).
    sourcesContent: false,
    logLevel: "warning",
    metafile: true,
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = performance.now();
  buildServer()
    .then(({ metafile }) => {
      for (const [file, out] of Object.entries(metafile?.outputs ?? {}))
        if (out.entryPoint) console.log(`${file}  ${(out.bytes / 1000).toFixed(0)} kB`);
      console.log(`server bundled in ${Math.round(performance.now() - started)} ms`);
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
