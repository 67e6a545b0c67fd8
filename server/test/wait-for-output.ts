// For tests that spawn the real server: waits until its stdout matches a pattern (the banner, a log line).
import type { ChildProcess } from "node:child_process";

export function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  let out = "";
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = out.match(pattern);
      if (m) resolve(m);
    });
    child.on("exit", (code) => reject(new Error(`server exited (${code}) before printing ${pattern}: ${out}`)));
  });
}
