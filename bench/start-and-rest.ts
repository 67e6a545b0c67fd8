// The server's cold start and resident memory at rest, from the source through tsx and from the bundle (decision 100),
// alternating, on fresh databases of DATABASE_URL's server. Run: node --import tsx bench/start-and-rest.ts [runs]
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../server/embedded-postgres";
import { builtServer, startCommand } from "../server/test/start-command";

const root = path.resolve(import.meta.dirname, "..");
const adminUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const runs = Number(process.argv[2] ?? 5);
const start = startCommand();
const MODES = {
  tsx: [...start.flags, "--import", "tsx", "server/index.ts"],
  bundle: [...start.flags, builtServer()],
  // What the source maps cost: Node reads a file's map when it loads the file.
  "no-maps": [...start.flags.filter((f) => f !== "--enable-source-maps"), builtServer()],
};
type Mode = keyof typeof MODES;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (pid: number, field: "VmRSS" | "VmHWM") =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;

/** Starts the server, and resolves with it and the milliseconds from the spawn to the first 200 of /healthz. */
async function coldStart(mode: Mode, databaseUrl: string, port: number, dataDir: string) {
  const began = performance.now();
  const child = spawn(process.execPath, MODES[mode], {
    cwd: root,
    env: {
      ...process.env,
      ...start.env,
      NODE_ENV: "production",
      PAYMENTS_SIMULATOR: "true",
      APP_URL: "http://127.0.0.1",
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      WEB_CONCURRENCY: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${mode}: the server exited (${child.exitCode})`);
    const status = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return { child, ms: performance.now() - began };
    await sleep(10);
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** A few requests of what a visitor does first: the landing page, sign-in's page, browse, the current user. */
async function fewRequests(port: number) {
  const urls = ["/", "/auth", "/api/teachers?status=approved", "/api/user", "/healthz"];
  for (let i = 0; i < 10; i++)
    for (const url of urls) await fetch(`http://127.0.0.1:${port}${url}`).then((r) => r.arrayBuffer());
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const results = Object.fromEntries(
    Object.keys(MODES).map((mode) => [
      mode,
      { first: [] as number[], restart: [] as number[], rss: [] as number[], hwm: [] as number[] },
    ]),
  ) as Record<Mode, { first: number[]; restart: number[]; rss: number[]; hwm: number[] }>;
  const modes = Object.keys(MODES) as Mode[];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-start-rest-"));
  try {
    for (let run = 0; run < runs; run++) {
      // Each run starts with another mode, so none always follows the same one.
      for (const mode of [...modes.slice(run % modes.length), ...modes.slice(0, run % modes.length)]) {
        const name = `halaqa_start_rest_${process.pid}_${run}_${mode.replace("-", "_")}`;
        await admin.query(`CREATE DATABASE ${name}`);
        const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
        const port = await freePort();
        try {
          // An empty database: the start applies every migration. Then a restart, which finds none to apply.
          const first = await coldStart(mode, url, port, dataDir);
          await stop(first.child);
          const again = await coldStart(mode, url, port, dataDir);
          await fewRequests(port);
          await sleep(2_000);
          const r = results[mode];
          r.first.push(first.ms);
          r.restart.push(again.ms);
          r.rss.push(mb(again.child.pid!, "VmRSS"));
          r.hwm.push(mb(again.child.pid!, "VmHWM"));
          await stop(again.child);
          console.log(
            `${mode.padEnd(7)} run ${run + 1}: first start ${first.ms.toFixed(0)} ms, restart ${again.ms.toFixed(0)} ms, ` +
              `at rest ${r.rss.at(-1)!.toFixed(0)} MB (peak ${r.hwm.at(-1)!.toFixed(0)} MB)`,
          );
        } finally {
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        }
      }
    }
  } finally {
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  for (const mode of Object.keys(results) as Mode[]) {
    const r = results[mode];
    const span = (xs: number[], unit: string) =>
      `${median(xs).toFixed(0)} ${unit} (${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)})`;
    console.log(
      `${mode.padEnd(7)} median of ${runs}: first start ${span(r.first, "ms")}, restart ${span(r.restart, "ms")}, ` +
        `at rest ${span(r.rss, "MB")}, peak ${span(r.hwm, "MB")}`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
