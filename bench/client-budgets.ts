// Client budgets (issue 8, decision 011): the gzip bytes of JS and CSS that four pages download cold, and Lighthouse's
// scores. A missed budget is reported, not fatal; a broken page (error, 4xx, console error, CSP violation) exits 1.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser, type Response } from "playwright-core";
import { signIn } from "./sign-in";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
];

// KB = 1,000 bytes of gzip (only gzip is offered); Lighthouse scores vary from run to run, so --runs N gives medians.
export const BUDGETS = { landingJsKb: 100, pageJsKb: 200, performance: 95, accessibility: 95 } as const;

export interface ClientBudgetRow {
  page: string;
  path: string;
  jsGzipKb: number;
  cssGzipKb: number;
  /** Fonts downloaded by the page (woff2 is already compressed): for information, no budget. */
  fontKb: number;
  /** Number of JS and CSS files. */
  files: number;
  performance?: number;
  accessibility?: number;
  bestPractices?: number;
}

export interface ClientBudgetOptions {
  baseUrl: string;
  parent: { username: string; password: string };
  classId: number;
  lighthouse: boolean;
  /** Lighthouse runs per page; the median score is reported (default 1). */
  lighthouseRuns?: number;
  /** Only these paths (e.g. ["/", "/auth"]); default all four pages. */
  only?: string[];
}

export interface ClientBudgetResult {
  rows: ClientBudgetRow[];
  markdown: string;
  misses: string[];
  errors: string[];
}

interface PageSpec {
  page: string;
  path: string;
  signedIn: boolean;
  heading: string | RegExp;
}

function pages(classId: number): PageSpec[] {
  return [
    { page: "Landing", path: "/", signedIn: false, heading: /Vetted Islamic teachers/ },
    { page: "Auth", path: "/auth", signedIn: false, heading: /Sacred knowledge, taught by teachers you can trust/ },
    { page: "Browse Teachers (parent)", path: "/browse-teachers", signedIn: true, heading: "Browse Teachers" },
    { page: "Book a Class (parent)", path: `/class/${classId}/book`, signedIn: true, heading: "Book a Class" },
  ];
}

const kb = (bytes: number) => Math.round(bytes / 100) / 10;

function kindOf(response: Response): "js" | "css" | "font" | "other" {
  const type = response.request().resourceType();
  const url = new URL(response.url()).pathname;
  if (type === "script" || url.endsWith(".js")) return "js";
  if (type === "stylesheet" || url.endsWith(".css")) return "css";
  if (type === "font" || /\.(woff2?|ttf|otf)$/.test(url)) return "font";
  return "other";
}

async function measurePage(
  browser: Browser,
  opts: ClientBudgetOptions,
  spec: PageSpec,
  errors: string[],
  misses: string[],
) {
  // Chromium would negotiate brotli, which the server also speaks; the budgets are in gzip, so offer only gzip.
  const context = await browser.newContext({
    baseURL: opts.baseUrl,
    extraHTTPHeaders: { "Accept-Encoding": "gzip, deflate" },
  });
  // A CSP violation the page catches (an eval probe, say) never reaches the console: collect them too.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const page = await context.newPage();
  const responses: Response[] = [];
  const problems: string[] = [];
  page.on("response", (r) => responses.push(r));
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("console", (m) => {
    // Signed out, GET /api/user answers 401 by contract (docs: api.md): that is how the app learns it; Chromium logs
    // it.
    const expected401 =
      !spec.signedIn &&
      /status of 401/.test(m.text()) &&
      new URL(m.location().url || opts.baseUrl).pathname === "/api/user";
    if (m.type() === "error" && !expected401)
      problems.push(`console error: ${m.text()}${m.location().url ? ` (${m.location().url})` : ""}`);
  });
  page.on("requestfailed", (r) => {
    if (r.resourceType() !== "fetch" && r.resourceType() !== "xhr")
      problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`);
  });
  try {
    if (spec.signedIn) {
      const login = await page.request.post("/api/login", { data: opts.parent });
      if (!login.ok()) {
        errors.push(`${spec.page}: sign-in as ${opts.parent.username} answered ${login.status()}`);
        return undefined;
      }
    }
    const nav = await page.goto(spec.path, { waitUntil: "networkidle", timeout: 30_000 });
    if (!nav || !nav.ok()) problems.push(`document answered ${nav?.status() ?? "nothing"}`);
    try {
      await page.getByRole("heading", { level: 1, name: spec.heading }).waitFor({ state: "visible", timeout: 15_000 });
    } catch {
      const h1 = await page
        .locator("h1")
        .allInnerTexts()
        .catch(() => []);
      problems.push(`main heading ${String(spec.heading)} not visible (url ${page.url()}, h1: ${JSON.stringify(h1)})`);
    }
    // Whatever the page fetches once it has rendered (lazy chunks, fonts) counts too.
    await page.waitForLoadState("networkidle");
    const csp = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
    for (const v of csp) problems.push(`CSP violation: ${v}`);

    let js = 0;
    let css = 0;
    let fonts = 0;
    let files = 0;
    for (const r of responses) {
      const kind = kindOf(r);
      if (kind === "other" && r.request().resourceType() !== "image") continue;
      if (r.status() >= 400) problems.push(`${r.status()} for ${r.url()}`);
      if (kind === "other") continue;
      await r.finished();
      // The encoded (over-the-wire) body: gzip when the server compressed it.
      const { responseBodySize } = await r.request().sizes();
      const encoding = (await r.allHeaders())["content-encoding"];
      // CLIENT_BUDGETS_VERBOSE=1 lists every file with its encoding and size.
      if (process.env.CLIENT_BUDGETS_VERBOSE)
        console.error(
          `${spec.page}\t${kind}\t${encoding ?? "identity"}\t${responseBodySize}\t${new URL(r.url()).pathname}`,
        );
      if (kind === "js" || kind === "css") {
        files++;
        if (kind === "js") js += responseBodySize;
        else css += responseBodySize;
        if (encoding && encoding !== "gzip")
          problems.push(`${new URL(r.url()).pathname} came ${encoding}-encoded although only gzip was offered`);
        if (!encoding && responseBodySize > 1024)
          misses.push(`${spec.page}: ${new URL(r.url()).pathname} is sent uncompressed (${kb(responseBodySize)} KB)`);
      } else fonts += responseBodySize;
    }
    for (const p of problems) errors.push(`${spec.page}: ${p}`);
    return { page: spec.page, path: spec.path, jsGzipKb: kb(js), cssGzipKb: kb(css), fontKb: kb(fonts), files };
  } finally {
    await context.close();
  }
}

async function startDebuggableChromium(): Promise<{ port: number; child: ChildProcess; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "client-budgets-chromium-"));
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_ARGS, "--remote-debugging-port=0", `--user-data-dir=${dir}`, "about:blank"],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let err = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${err}`)), 30_000);
    child.stderr!.on("data", (d: Buffer) => {
      err += d.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}): ${err}`));
    });
  });
  return { port, child, dir };
}

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  findings: string[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function runLighthouse(port: number, url: string, cookie: string | undefined): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import("lighthouse");
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices"],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error("Lighthouse returned nothing");
  const lhr = result.lhr;
  // For digging into a score: CLIENT_BUDGETS_LHR_DIR=/tmp/lhr keeps each report as JSON.
  if (process.env.CLIENT_BUDGETS_LHR_DIR) {
    fs.mkdirSync(process.env.CLIENT_BUDGETS_LHR_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, "_") || "root";
    fs.writeFileSync(path.join(process.env.CLIENT_BUDGETS_LHR_DIR, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  // What keeps a score below 100: failed audits that weigh in their category, and the metrics.
  const findings: string[] = [];
  for (const id of ["performance", "accessibility", "best-practices"]) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (ref.weight === 0 && id !== "performance") continue;
      if (audit.scoreDisplayMode === "notApplicable" || audit.scoreDisplayMode === "informative") continue;
      findings.push(`${id}: ${audit.id} (${audit.displayValue ?? `score ${audit.score}`})`);
    }
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    findings,
  };
}

function table(rows: ClientBudgetRow[], lighthouse: boolean): string {
  const mark = (ok: boolean) => (ok ? "✓" : "✗");
  const head = ["Page", "JS (gzip)", "JS budget", "CSS (gzip)", "Fonts", "JS+CSS files"];
  if (lighthouse) head.push("Performance (≥ 95)", "Accessibility (≥ 95)", "Best practices");
  const lines = [`| ${head.join(" | ")} |`, `|${head.map((_, i) => (i === 0 ? "---" : "---:")).join("|")}|`];
  for (const r of rows) {
    const budget = r.path === "/" ? BUDGETS.landingJsKb : BUDGETS.pageJsKb;
    const cells = [
      `${r.page} \`${r.path}\``,
      `${r.jsGzipKb.toFixed(1)} KB`,
      `≤ ${budget} KB ${mark(r.jsGzipKb <= budget)}`,
      `${r.cssGzipKb.toFixed(1)} KB`,
      `${r.fontKb.toFixed(1)} KB`,
      String(r.files),
    ];
    if (lighthouse) {
      cells.push(
        r.performance === undefined ? "—" : `${r.performance} ${mark(r.performance >= BUDGETS.performance)}`,
        r.accessibility === undefined ? "—" : `${r.accessibility} ${mark(r.accessibility >= BUDGETS.accessibility)}`,
        r.bestPractices === undefined ? "—" : String(r.bestPractices),
      );
    }
    lines.push(`| ${cells.join(" | ")} |`);
  }
  return lines.join("\n");
}

export async function runClientBudgets(opts: ClientBudgetOptions): Promise<ClientBudgetResult> {
  const specs = pages(opts.classId).filter((s) => !opts.only?.length || opts.only.includes(s.path));
  const rows: ClientBudgetRow[] = [];
  const misses: string[] = [];
  const errors: string[] = [];
  const findings: string[] = [];

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (const spec of specs) {
      try {
        const row = await measurePage(browser, opts, spec, errors, misses);
        if (row) rows.push(row);
      } catch (err) {
        errors.push(`${spec.page}: ${(err as Error).message}`);
      }
    }
  } finally {
    await browser.close();
  }

  if (opts.lighthouse && rows.length) {
    const runs = Math.max(1, opts.lighthouseRuns ?? 1);
    const chrome = await startDebuggableChromium();
    try {
      const cookie = await signIn(opts.baseUrl, opts.parent.username, opts.parent.password);
      for (const row of rows) {
        const spec = specs.find((s) => s.page === row.page)!;
        try {
          const results: LighthouseFigures[] = [];
          for (let i = 0; i < runs; i++) {
            const url = new URL(spec.path, opts.baseUrl).toString();
            // Lighthouse now and then fails to see the navigation start (NO_NAVSTART) on a busy machine: try again.
            for (let attempt = 1; ; attempt++) {
              try {
                results.push(await runLighthouse(chrome.port, url, spec.signedIn ? cookie : undefined));
                break;
              } catch (err) {
                if (attempt >= 3) throw err;
              }
            }
          }
          row.performance = median(results.map((r) => r.performance));
          row.accessibility = median(results.map((r) => r.accessibility));
          row.bestPractices = median(results.map((r) => r.bestPractices));
          // The findings of the run whose performance score is the median (every run lists much the same).
          const middle = [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];
          for (const f of middle.findings) findings.push(`${row.page}: ${f}`);
        } catch (err) {
          errors.push(`${row.page}: ${(err as Error).message}`);
        }
      }
    } finally {
      chrome.child.kill();
      await new Promise((r) => (chrome.child.exitCode === null ? chrome.child.once("exit", r) : r(null)));
      // Its helper processes may still be writing the profile for a moment after the browser exits.
      try {
        fs.rmSync(chrome.dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch {
        // a leftover temporary profile is harmless
      }
    }
  }

  for (const r of rows) {
    const budget = r.path === "/" ? BUDGETS.landingJsKb : BUDGETS.pageJsKb;
    if (r.jsGzipKb > budget) misses.push(`${r.page}: ${r.jsGzipKb} KB of JavaScript (gzip), budget ${budget} KB`);
    if (r.performance !== undefined && r.performance < BUDGETS.performance)
      misses.push(`${r.page}: Lighthouse performance ${r.performance}, budget ${BUDGETS.performance}`);
    if (r.accessibility !== undefined && r.accessibility < BUDGETS.accessibility)
      misses.push(`${r.page}: Lighthouse accessibility ${r.accessibility}, budget ${BUDGETS.accessibility}`);
  }

  let markdown = table(rows, opts.lighthouse);
  markdown +=
    "\n\nBytes on the wire (gzip as served, KB = 1,000 bytes), cold cache, fresh browser context per page" +
    (opts.lighthouse
      ? `; Lighthouse ${opts.lighthouseRuns && opts.lighthouseRuns > 1 ? `median of ${opts.lighthouseRuns} runs, ` : ""}mobile emulation and simulated throttling (its defaults).`
      : ".");
  if (findings.length)
    markdown += `\n\nLighthouse audits below 0.9${opts.lighthouseRuns && opts.lighthouseRuns > 1 ? " (in the median run)" : ""}:\n${findings.map((f) => `- ${f}`).join("\n")}`;
  return { rows, markdown, misses, errors };
}

function parseArgs(argv: string[]) {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const base = get("base");
  const user = get("user") ?? "parent";
  const password = get("password") ?? "halaqa-demo";
  const classId = Number(get("class"));
  if (!base || !Number.isInteger(classId)) {
    console.error(
      "usage: node --import tsx bench/client-budgets.ts --base http://127.0.0.1:PORT --user parent --password halaqa-demo --class ID [--no-lighthouse] [--runs N] [--only /,/auth]",
    );
    process.exit(2);
  }
  const only = get("only")?.split(",").filter(Boolean);
  return {
    base,
    user,
    password,
    classId,
    lighthouse: !argv.includes("--no-lighthouse"),
    runs: Number(get("runs") ?? 1),
    only,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const result = await runClientBudgets({
    baseUrl: args.base,
    parent: { username: args.user, password: args.password },
    classId: args.classId,
    lighthouse: args.lighthouse,
    lighthouseRuns: args.runs,
    only: args.only,
  });
  console.log(result.markdown);
  if (result.misses.length) console.log(`\nBudgets missed:\n${result.misses.map((m) => `- ${m}`).join("\n")}`);
  if (result.errors.length) console.log(`\nErrors:\n${result.errors.map((m) => `- ${m}`).join("\n")}`);
  console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.exit(result.errors.length ? 1 : 0);
}
