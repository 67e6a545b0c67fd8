// The failed tests of a Playwright JSON report, each with its error's first line: the harness's summary names them,
// since CI keeps only the end of its output.
interface Spec {
  title: string;
  file?: string;
  tests: { results: { status: string; error?: { message?: string } }[] }[];
}
interface Suite {
  suites?: Suite[];
  specs?: Spec[];
}

/** "file › title: first line of the error" for each test whose last try did not pass or was not skipped. */
export function failedTests(report: { suites?: Suite[] }): string[] {
  const out: string[] = [];
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) {
        const last = t.results.at(-1);
        if (!last || last.status === "passed" || last.status === "skipped") continue;
        // Playwright colours its messages: the escape codes are dropped.
        const message = (last.error?.message ?? last.status).replace(/\u001b\[[0-9;]*m/g, "").split("\n")[0];
        out.push(`${spec.file ?? ""} › ${spec.title}: ${message.slice(0, 300)}`);
      }
    for (const s of suite.suites ?? []) walk(s);
  };
  for (const s of report.suites ?? []) walk(s);
  return out;
}
