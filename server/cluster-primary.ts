// The primary of several server processes (WEB_CONCURRENCY, decision 052): forks the workers, which share one port,
// replaces one that dies, and stops them all on SIGTERM/SIGINT.
import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";
import type { Env } from "./env";

/** A worker that dies is replaced, unless workers keep dying: more than this many in a minute stops the server. */
const MAX_RESTARTS_PER_MINUTE = 5;

/** The primary of several workers: forks them, replaces one that dies, and stops them all on SIGTERM/SIGINT. */
export function runPrimary(
  env: Env,
  logger: Logger,
  workers: number,
  workerEnv: Record<string, string>,
  onFirstListening: (port: number) => void,
  close: () => Promise<void>,
) {
  let stopping = false;
  let listened = false;
  const restarts: number[] = [];
  const fork = () => cluster.fork(workerEnv);

  cluster.on("listening", (worker: Worker, address: { port: number }) => {
    logger.info({ pid: worker.process.pid }, "a server process is listening");
    if (listened) return;
    listened = true;
    onFirstListening(address.port);
  });
  cluster.on("exit", (worker: Worker, code: number | null, signal: string | null) => {
    if (stopping) return;
    const now = Date.now();
    restarts.push(now);
    while (restarts.length && restarts[0] < now - 60_000) restarts.shift();
    logger.error({ pid: worker.process.pid, code, signal }, "a server process ended; starting another");
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      logger.error("server processes keep ending; stopping");
      void stopAll(1);
      return;
    }
    fork();
  });

  const stopAll = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    const failed = await Promise.all(
      running.map(
        (w) =>
          new Promise<boolean>((resolve) => {
            if (w.isDead()) return resolve(w.process.exitCode !== 0);
            // Ended by our SIGTERM itself: it was still starting (no handler yet), so it was serving nothing.
            w.once("exit", (code: number | null, signal: string | null) => resolve(code !== 0 && signal !== "SIGTERM"));
            // Each worker finishes its requests and its running job, then exits.
            w.process.kill("SIGTERM");
          }),
      ),
    );
    try {
      await close();
    } catch (err) {
      logger.error({ err }, "error while stopping the database");
      exitCode = 1;
    }
    logger.info("all server processes stopped");
    process.exit(failed.some(Boolean) ? 1 : exitCode);
  };
  const force = () => {
    setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, 20_000).unref();
  };
  process.on("SIGTERM", () => {
    force();
    void stopAll(0);
  });
  // Ctrl+C reaches the workers too (one process group); they stop themselves, the primary waits for them.
  process.on("SIGINT", () => {
    force();
    void stopAll(0);
  });

  // Each worker accepts its own connections from the shared socket (the kernel spreads them). With the primary
  // handing them out (round robin, Node's default), a connection handed to a worker just as it died hung for good.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  for (let i = 0; i < workers; i++) fork();
  logger.info({ workers, port: env.PORT }, "started the server processes");
}
