// npm run bench: load on the account routes against the real server in its own process, printing throughput,
// latency, a probe of event-loop stalls (/healthz latency while the other route is loaded) and peak resident memory.
// Uses a fresh database on DATABASE_URL's server, else on an embedded one.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { startEmbeddedPostgres, type EmbeddedServer } from "../db";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const root = path.resolve(import.meta.dirname, "../..");

const memMb = (pid: number, field: "VmHWM" | "VmRSS") => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]) / 1024;
};

async function main() {
  let embedded: EmbeddedServer | undefined;
  let tmp: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-bench-"));
    embedded = await startEmbeddedPostgres(path.join(tmp, "pg"), crypto.randomBytes(12).toString("hex"));
    adminUrl = embedded.adminUrl;
  }
  const name = `halaqa_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;

  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? []), "--import", "tsx", "server/index.ts"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url.toString(), SESSION_SECRET: crypto.randomBytes(32).toString("hex"), PORT: "0", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /running at http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    child.on("exit", (code) => reject(new Error(`server exited (${code})`)));
  });
  const reg = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "benchuser", email: "bench@example.com", password: "bench-pass-1", firstName: "Bench", lastName: "User" }),
  });
  const cookie = reg.headers.get("set-cookie")!.split(";")[0];

  const scenarios: { title: string; opts: autocannon.Options }[] = [
    { title: "GET /api/user (signed in)", opts: { url: `${base}/api/user`, headers: { cookie } } },
    { title: "GET /api/dashboard (signed in)", opts: { url: `${base}/api/dashboard`, headers: { cookie } } },
    {
      title: "POST /api/login (argon2id), 4 conns",
      opts: {
        url: `${base}/api/login`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "benchuser", password: "bench-pass-1" }),
        connections: 4,
      },
    },
  ];
  console.log(`\nserver resident memory before load: ${memMb(child.pid!, "VmRSS").toFixed(0)} MB`);
  console.log(`Benchmark: ${seconds}s per scenario, 20 connections unless noted; /healthz probed at 1 connection alongside\n`);
  let failures = 0;
  for (const s of scenarios) {
    const [r, probe] = await Promise.all([
      autocannon({ connections: 20, duration: seconds, ...s.opts }),
      autocannon({ url: `${base}/healthz`, connections: 1, duration: seconds }),
    ]);
    failures += r.non2xx + r.errors;
    console.log(
      `${s.title.padEnd(38)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  ` +
        `p99 ${String(r.latency.p99).padStart(4)} ms  failures ${r.non2xx + r.errors}  | /healthz p99 ${probe.latency.p99} ms, ` +
        `max ${probe.latency.max} ms  | RSS ${memMb(child.pid!, "VmRSS").toFixed(0)} MB`,
    );
  }
  const rss = memMb(child.pid!, "VmHWM");
  console.log(`\nserver peak resident memory: ${rss.toFixed(0)} MB (budget 300 MB)\n`);

  await new Promise((r) => {
    child.once("exit", r);
    child.kill("SIGTERM");
  });
  await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  await admin.end();
  await embedded?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  if (rss > 300 || failures > 0) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
