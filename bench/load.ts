// The load generator of `npm run bench`, in a process of its own so it never competes with the server's event loop:
// one job in (a JSON file named on the command line), one JSON line of figures and statuses seen out.
import fs from "node:fs";
import autocannon from "autocannon";

export interface LoadJob {
  url: string;
  method?: "GET" | "POST" | "PATCH";
  headers?: Record<string, string>;
  /** One body for every request, or a list taken in turn (each request its own, e.g. distinct booking slots). */
  body?: string;
  bodies?: string[];
  /** Headers of each request, taken in turn with `bodies` (e.g. the cookie of the family that sends that body). */
  requestHeaders?: Record<string, string>[];
  /** Paths (with their query) taken in turn on `url`'s server: many different requests, so no cached answer helps. */
  paths?: string[];
  connections: number;
  /** Seconds, or a fixed number of requests. */
  duration?: number;
  amount?: number;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
}

async function run(job: LoadJob): Promise<LoadResult> {
  const statuses: Record<string, number> = {};
  let next = 0;
  const instance = (
    autocannon as unknown as (o: autocannon.Options) => autocannon.Instance & Promise<autocannon.Result>
  )({
    url: job.url,
    method: job.method ?? "GET",
    headers: job.headers,
    body: job.body,
    connections: job.connections,
    ...(job.amount ? { amount: job.amount } : { duration: job.duration ?? 5 }),
    timeout: 30,
    ...(job.bodies || job.paths || job.requestHeaders
      ? {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => {
                const i = next++;
                return {
                  ...req,
                  ...(job.bodies ? { body: job.bodies[i % job.bodies.length] } : {}),
                  ...(job.paths ? { path: job.paths[i % job.paths.length] } : {}),
                  ...(job.requestHeaders
                    ? { headers: { ...req.headers, ...job.requestHeaders[i % job.requestHeaders.length] } }
                    : {}),
                };
              },
            },
          ],
        }
      : {}),
  });
  instance.on("response", (_client: unknown, statusCode: number) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const r = await instance;
  const seconds = Math.max(r.duration, 0.001);
  const requests = Object.values(statuses).reduce((a, b) => a + b, 0);
  return {
    requests,
    // Completed requests over the measured time (autocannon's own average is per whole second of the run).
    rps: requests / seconds,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors,
    timeouts: r.timeouts,
    statuses,
  };
}

run(JSON.parse(fs.readFileSync(process.argv[2], "utf8")) as LoadJob)
  .then((result) => {
    process.stdout.write(`${JSON.stringify(result)}\n`);
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
